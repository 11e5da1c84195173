import { Permission, type Grant } from '../auth/permissions';
import { TAX_RETURN_STATUSES, availableTaxReturnActions, canTransition, isTaxReturnOverdue, staffMayReadTaxReturns, staffMayUpdateTaxReturns } from './tax-returns';

const staff = (permissions: string[]): Grant => ({ permissions, role: 1, kind: 'staff' });
const customer: Grant = { permissions: [], role: 2, kind: 'customer' };

describe('the transitions of a return, as the web shows them', () => {
  it('allows each action from its statuses only', () => {
    const from = (action: Parameters<typeof canTransition>[1]) => TAX_RETURN_STATUSES.filter((status) => canTransition(status, action));
    expect(from('submit-for-review')).toEqual(['DRAFT']);
    expect(from('approve')).toEqual(['IN_REVIEW']);
    expect(from('pay')).toEqual(['FILED']);
    expect(from('amend')).toEqual(['FILED', 'PAID']);
    expect(from('cancel')).toEqual(['DRAFT', 'IN_REVIEW']);
  });

  it('offers approve to a reviewer but not to the preparer (four eyes)', () => {
    const preparer = staff([Permission.UPDATE_SMALL_TAX_PAYER]);
    const inReview = { type: 'monthly' as const, status: 'IN_REVIEW' as const, preparerIds: ['p'] };
    expect(availableTaxReturnActions(inReview, { grant: preparer, userId: 'p', actsForClient: false })).toEqual(['return', 'cancel']);
    expect(availableTaxReturnActions(inReview, { grant: preparer, userId: 'r', actsForClient: false })).toEqual(['return', 'approve', 'cancel']);
  });

  it('offers a customer acting for the client client-approve and pay only', () => {
    const awaiting = { type: 'monthly' as const, status: 'AWAITING_CLIENT' as const, preparerIds: [] };
    expect(availableTaxReturnActions(awaiting, { grant: customer, userId: 'c', actsForClient: true })).toEqual(['client-approve']);
    expect(availableTaxReturnActions({ ...awaiting, status: 'FILED' }, { grant: customer, userId: 'c', actsForClient: true })).toEqual(['pay']);
    expect(availableTaxReturnActions(awaiting, { grant: customer, userId: 'c', actsForClient: false })).toEqual([]);
  });

  it('reads the codes of the type: monthly returns are SMALL_TAX_PAYER\'s (spec s6)', () => {
    expect(staffMayReadTaxReturns(staff([Permission.READ_SMALL_TAX_PAYER]), 'monthly')).toBe(true);
    expect(staffMayReadTaxReturns(staff([Permission.READ_SMALL_TAX_PAYER]), 'annual')).toBe(false);
    expect(staffMayUpdateTaxReturns(staff([Permission.READ_SMALL_TAX_PAYER]), 'monthly')).toBe(false);
    expect(staffMayUpdateTaxReturns(staff([Permission.ALL_FUNCTIONS_READ]), 'monthly')).toBe(false);
    expect(staffMayReadTaxReturns(staff([Permission.ALL_FUNCTIONS_READ]), 'patent')).toBe(true);
    expect(staffMayReadTaxReturns({ ...customer, permissions: [Permission.ALL_FUNCTIONS] }, 'patent')).toBe(false);
  });
});

describe('overdue, the one rule of lists, tasks and dashboards', () => {
  const late = { dueDate: '2026-10-25', totalDue: 200_000, paidTotal: 0 };
  const today = '2026-11-26';

  it('is overdue past the due date while not filed, or filed and still owed', () => {
    for (const status of ['DRAFT', 'IN_REVIEW', 'AWAITING_CLIENT', 'APPROVED', 'FILED'] as const) {
      expect(isTaxReturnOverdue({ ...late, status }, today)).toBe(true);
    }
    // An amendment up: filed, the difference still owed.
    expect(isTaxReturnOverdue({ ...late, status: 'FILED', totalDue: 300_000, paidTotal: 200_000 }, today)).toBe(true);
  });

  it('is not overdue on or before the due date, nor paid, nor cancelled', () => {
    expect(isTaxReturnOverdue({ ...late, status: 'DRAFT' }, '2026-10-25')).toBe(false);
    expect(isTaxReturnOverdue({ ...late, status: 'PAID' }, today)).toBe(false);
    expect(isTaxReturnOverdue({ ...late, status: 'CANCELLED' }, today)).toBe(false);
  });

  it('is not overdue once filed with nothing left to pay (an amendment down, a nil return)', () => {
    expect(isTaxReturnOverdue({ ...late, status: 'FILED', totalDue: 100_000, paidTotal: 200_000 }, today)).toBe(false);
    expect(isTaxReturnOverdue({ ...late, status: 'FILED', totalDue: 200_000, paidTotal: 200_000 }, today)).toBe(false);
    expect(isTaxReturnOverdue({ ...late, status: 'FILED', totalDue: 0, paidTotal: 0 }, today)).toBe(false);
    // Not yet filed, an amendment down is still a filing to make: overdue past the due date.
    expect(isTaxReturnOverdue({ ...late, status: 'DRAFT', totalDue: 100_000, paidTotal: 200_000 }, today)).toBe(true);
  });
});
