import { isAllowed, Permission as P, type Grant } from './permissions';
import { pageAccess } from './page-access';

const staff = (...permissions: string[]): Grant => ({ kind: 'staff', role: 1, permissions });
const customer: Grant = { kind: 'customer', role: 2, permissions: [P.READ_TOPUP_BALANCE] };
const vendor: Grant = { kind: 'vendor', role: 2, permissions: [P.READ_TOPUP_BALANCE] };
const opens = (path: string, grant: Grant) => isAllowed(pageAccess(path) ?? {}, grant);

describe('who may open which page (PAGE_ACCESS)', () => {
  it('lets a customer open its clients and their returns, not the firm\'s pages; a vendor neither', () => {
    for (const path of ['/qt-clients', '/qt-clients/some-client-id', '/monthly-tax', '/patent-tax-return']) expect({ path, opens: opens(path, customer) }).toEqual({ path, opens: true });
    for (const path of ['/users-management', '/qt-users', '/system', '/organization', '/efiling-reports', '/master-table', '/tasks']) {
      expect({ path, customer: opens(path, customer), vendor: opens(path, vendor) }).toEqual({ path, customer: false, vendor: false });
    }
    expect(opens('/qt-clients', vendor)).toBe(false);
  });

  it('opens staff pages by the codes of spec s6, with ALL_FUNCTIONS and ALL_FUNCTIONS_READ for almost everything', () => {
    expect(opens('/monthly-tax', staff(P.READ_SMALL_TAX_PAYER))).toBe(true);
    expect(opens('/monthly-tax', staff(P.READ_ANNUAL_TAX_RETURN))).toBe(false);
    expect(opens('/master-table', staff(P.READ_CLIENT_INDIVIDUAL))).toBe(false);
    expect(opens('/master-table', staff(P.UPDATE_BANK))).toBe(true);
    expect(opens('/users-management', staff(P.READ_USER))).toBe(true);
    expect(opens('/system', staff(P.ALL_FUNCTIONS_READ))).toBe(true);
    // The users page: either layout's rule (READ_CLIENT_INDIVIDUAL AND ALL_FUNCTIONS, or UPDATE_CLIENT_INDIVIDUAL, which
    // ALL_FUNCTIONS stands in for); reading clients alone is not enough.
    expect(opens('/qt-users', staff(P.READ_CLIENT_INDIVIDUAL))).toBe(false);
    expect(opens('/qt-users', staff(P.ALL_FUNCTIONS))).toBe(true);
    expect(opens('/qt-users', staff(P.ALL_FUNCTIONS, P.READ_CLIENT_INDIVIDUAL))).toBe(true);
    expect(opens('/qt-users', staff(P.UPDATE_CLIENT_INDIVIDUAL))).toBe(true);
  });

  it('leaves the pages it does not name open to every signed-in user', () => {
    expect(pageAccess('/dashboards')).toBeUndefined();
    expect(opens('/profile', vendor)).toBe(true);
  });

  it('finds no rule under the names every object inherits (a path is a page, not a property)', () => {
    expect(pageAccess('/constructor')).toBeUndefined();
    expect(pageAccess('/toString/x')).toBeUndefined();
    expect(pageAccess('/__proto__')).toBeUndefined();
  });
});
