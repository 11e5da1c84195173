import type { NavigationItem } from '@cis/contracts';
import { applyNavBadges } from './navigation';
import { badgeCountOf, hasTaxTasks } from './tax-tasks-badge';

describe('the tax work queue badge', () => {
  it('counts the work waiting on me: awaiting my review and returned to me', () => {
    expect(badgeCountOf({ counts: { awaitingMyReview: 2, returnedToMe: 1, awaitingClient: 5, dueThisWeek: 3, overdue: 9 } })).toBe(3);
    expect(badgeCountOf(null)).toBe(0);
  });

  it('is for staff who may see returns of some type', () => {
    expect(hasTaxTasks({ kind: 'staff', role: 1, permissions: ['READ_SMALL_TAX_PAYER'] })).toBe(true);
    expect(hasTaxTasks({ kind: 'staff', role: 1, permissions: ['ALL_FUNCTIONS'] })).toBe(true);
    expect(hasTaxTasks({ kind: 'staff', role: 1, permissions: ['READ_USER'] })).toBe(false);
    expect(hasTaxTasks({ kind: 'customer', role: 2, permissions: ['ALL_FUNCTIONS'] })).toBe(false);
  });

  it('goes on the tasks entry of the menu, wherever it sits, and leaves when the count is 0', () => {
    const menu: NavigationItem[] = [{ id: 'group', title: 'g', type: 'group', children: [{ id: 'efiling-reports', title: 'tasks', type: 'basic', link: '/efiling-reports' }] }];
    const badged = applyNavBadges(menu, 4, ['efiling-reports']);
    expect(badged[0]!.children![0]!.badge).toEqual({ title: '4' });
    expect(applyNavBadges(badged, null, ['efiling-reports'])[0]!.children![0]!.badge).toBeUndefined();
    // The payroll items keep their own count.
    expect(applyNavBadges(menu, 4)[0]!.children![0]!.badge).toBeUndefined();
  });
});
