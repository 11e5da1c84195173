/** Test data for store tests. Not used by the app. */
import { Permission, type PushEvent, type User } from '@cis/contracts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-admin',
    tenant: 'cis',
    email: 'admin@cis.test',
    name: 'Sokha Chan',
    avatar: null,
    status: 'online',
    kind: 'staff',
    role: 1,
    permissions: [Permission.ALL_FUNCTIONS, Permission.READ_CLIENT_PAYROLL_PASSWORD, Permission.READ_WALL],
    userDetails: { customerP24Id: null, firstNameEn: 'Sokha', lastNameEn: 'Chan', firstNameKh: 'សុខា', lastNameKh: 'ចាន់' },
    ...overrides,
  };
}

export const customerUser = (): User =>
  makeUser({
    id: 'u-customer',
    email: 'customer@cis.test',
    name: 'Sophea Lim',
    kind: 'customer',
    role: 2,
    permissions: [Permission.READ_TOPUP_BALANCE],
    userDetails: { customerP24Id: 'P24-100001', firstNameEn: 'Sophea', lastNameEn: 'Lim', firstNameKh: 'សុភា', lastNameKh: 'លឹម' },
  });

export const staffUser = (): User =>
  makeUser({
    id: 'u-staff',
    email: 'staff@cis.test',
    name: 'Dara Kim',
    permissions: [Permission.READ_PATENT_TAX_RETURN_FORM, Permission.READ_CLIENT_PAYROLL_PASSWORD],
    userDetails: { customerP24Id: null, firstNameEn: 'Dara', lastNameEn: 'Kim', firstNameKh: 'ដារា', lastNameKh: 'គឹម' },
  });

let position = 0;
export function push<T>(type: string, data: T): PushEvent {
  position += 1;
  return { position, type, data, stream: 'test', version: position, tenant: 'cis', userId: null, at: new Date(0).toISOString() };
}
