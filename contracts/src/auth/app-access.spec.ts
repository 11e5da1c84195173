import { APP_ACCESS, EVERY_SIGNED_IN, STAFF_ONLY } from './app-access';
import { Permission, isAllowed, type Grant } from './permissions';

const staff: Grant = { kind: 'staff', role: 1, permissions: [] };
const admin: Grant = { kind: 'staff', role: 1, permissions: [Permission.ALL_FUNCTIONS] };
const customer: Grant = { kind: 'customer', role: 2, permissions: [Permission.READ_TOPUP_BALANCE] };
const vendor: Grant = { kind: 'vendor', role: 2, permissions: [Permission.READ_TOPUP_BALANCE] };
/** A client account that was (wrongly) given every code: still not staff. */
const mightyCustomer: Grant = { kind: 'customer', role: 2, permissions: [Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ] };

describe('who may use the sample apps', () => {
  it('STAFF_ONLY admits every staff account, with or without codes, and no customer or vendor whatever codes it holds', () => {
    expect([staff, admin].map((g) => isAllowed(STAFF_ONLY, g))).toEqual([true, true]);
    expect([customer, vendor, mightyCustomer].map((g) => isAllowed(STAFF_ONLY, g))).toEqual([false, false, false]);
  });

  it('a kinds rule and a permission rule must both be met', () => {
    const staffWithPayment = { ...STAFF_ONLY, permission: [Permission.READ_TAX_PAYMENT] };
    expect(isAllowed(staffWithPayment, staff)).toBe(false);
    expect(isAllowed(staffWithPayment, admin)).toBe(true);
    expect(isAllowed(staffWithPayment, mightyCustomer)).toBe(false);
  });

  it('the internal apps are staff only; the help center and the academy are open to every signed-in account', () => {
    const open = Object.entries(APP_ACCESS).filter(([, rule]) => isAllowed(rule, customer) && isAllowed(rule, vendor)).map(([app]) => app);
    expect(open.sort()).toEqual(['academy', 'helpCenter']);
    for (const [app, rule] of Object.entries(APP_ACCESS)) expect({ app, staff: isAllowed(rule, staff) }).toEqual({ app, staff: true });
    expect(APP_ACCESS.helpCenter).toBe(EVERY_SIGNED_IN);
    for (const app of ['mailbox', 'tasks', 'contacts', 'notes', 'scrumboard', 'fileManager', 'chat', 'inventory'] as const) {
      expect(APP_ACCESS[app]).toBe(STAFF_ONLY);
    }
  });

  it('the rules cannot be changed at run time by one side', () => {
    expect(Object.isFrozen(STAFF_ONLY) && Object.isFrozen(STAFF_ONLY.kinds)).toBe(true);
  });
});
