import type { NavigationItem } from '@cis/contracts';
import { containsActive, findTrail, fitCount, isLinkActive, withoutHidden } from './navigation.logic';

const item = (id: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({ id, title: `label.menu.${id}`, type: 'basic', ...extra });

describe('fitCount (horizontal menu overflow)', () => {
  it('keeps every item when the whole row fits, without room for More', () => {
    expect(fitCount([100, 100, 100], 300, 80)).toBe(3);
  });
  it('moves the items that do not fit into More, keeping room for the More button', () => {
    // 100 + 100 + 80 (More) = 280 fits in 299; a third item would need 380.
    expect(fitCount([100, 100, 100, 100], 299, 80)).toBe(2);
  });
  it('answers 0 when not even one item fits beside More', () => {
    expect(fitCount([200, 200], 250, 80)).toBe(0);
  });
});

describe('menu helpers', () => {
  const tree: NavigationItem[] = [
    item('dashboards', { link: '/dashboards' }),
    item('services', {
      type: 'collapsable',
      children: [item('patentTaxReturn', { link: '/patent-tax-return' }), item('monthlyTax', { link: '/monthly-tax' })],
    }),
    item('settings', { type: 'group', hide: true, children: [item('myAccount', { link: '/vendor-dashboard/vendor-general' })] }),
    item('emptyGroup', { type: 'group', children: [item('gone', { hide: true, link: '/x' })] }),
  ];

  it('leaves out hidden items and containers left empty', () => {
    expect(withoutHidden(tree).map((i) => i.id)).toEqual(['dashboards', 'services']);
  });
  it('marks a link active for its own path and the paths under it, not for a prefix of another word', () => {
    expect(isLinkActive('/vendor-dashboard', '/vendor-dashboard/tutorials')).toBe(true);
    expect(isLinkActive('/system', '/system')).toBe(true);
    expect(isLinkActive('/tax', '/taxes')).toBe(false);
  });
  it('finds the parent holding the current page and the breadcrumb trail', () => {
    expect(containsActive(tree[1], '/monthly-tax')).toBe(true);
    expect(findTrail(tree, '/monthly-tax').map((i) => i.id)).toEqual(['services', 'monthlyTax']);
    expect(findTrail(tree, '/nowhere')).toEqual([]);
  });
});
