import { AccountEvents, Conflict, Forbidden, Permission, type AccountEvent, type AdministeredAccount, type User } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { AccountAdministrationDecider as Decider, type Granter } from './accounts.decider';

const P = Permission;
const admin: AdministeredAccount = { userId: 'admin', email: 'admin@cis.test', kind: 'staff', permissions: [P.ALL_FUNCTIONS], disabled: false };
const second: AdministeredAccount = { ...admin, userId: 'second', email: 'second@cis.test' };
const clerk: AdministeredAccount = { userId: 'clerk', email: 'clerk@cis.test', kind: 'staff', permissions: [P.READ_CLIENT_INDIVIDUAL], disabled: false };
const asAdmin: Granter = { id: 'admin', permissions: [P.ALL_FUNCTIONS] };
const asClientWriter: Granter = { id: 'writer', permissions: [P.UPDATE_CLIENT_INDIVIDUAL, P.READ_CLIENT_INDIVIDUAL] };
const carried = (...accounts: AdministeredAccount[]): AccountEvent => ({ type: AccountEvents.carriedOver, data: { accounts } });
const updated = (account: AdministeredAccount, changes: object): AccountEvent => ({ type: AccountEvents.updated, data: { userId: account.userId, changes, account } });

const newUser = (permissions: User['permissions'], email = 'new@cis.test'): User => ({
  id: 'new', tenant: 'cis', email, name: 'New Person', avatar: null, status: 'online', kind: 'staff', role: 1, permissions,
  userDetails: { customerP24Id: null, firstNameEn: 'New', lastNameEn: 'Person', firstNameKh: '', lastNameKh: '' },
});
const invite = (user: User, granter: Granter = asAdmin, emailTaken = false) =>
  ({ type: 'invite', user, tokenHash: 'hash', expiresAt: '2026-11-28T00:00:00.000Z', granter, emailTaken }) as const;

describe('account administration decider', () => {
  describe('invite', () => {
    it('invites an account with the codes the granter may give', () => {
      const user = newUser([P.READ_USER]);
      given(Decider, [carried(admin)]).when(invite(user)).then([
        { type: AccountEvents.invited, data: { user, tokenHash: 'hash', expiresAt: '2026-11-28T00:00:00.000Z' } },
      ]);
    });

    it('refuses an email that has an account (409 emailTaken), from the read models or from this stream', () => {
      given(Decider, [carried(admin)]).when(invite(newUser([]), asAdmin, true)).thenRefused(Conflict, 'emailTaken');
      given(Decider, [carried(admin)]).when(invite(newUser([], 'admin@cis.test'))).thenRefused(Conflict, 'emailTaken');
    });

    it('refuses a code the granter does not hold, and ALL_FUNCTIONS from anyone without it (403 codeNotHeld)', () => {
      given(Decider, [carried(admin)]).when(invite(newUser([P.READ_TAX_PAYMENT]), asClientWriter)).thenRefused(Forbidden, 'codeNotHeld');
      given(Decider, [carried(admin)]).when(invite(newUser([P.ALL_FUNCTIONS]), asClientWriter)).thenRefused(Forbidden, 'codeNotHeld');
      given(Decider, [carried(admin)]).when(invite(newUser([P.READ_CLIENT_INDIVIDUAL]), asClientWriter)).then([expect.objectContaining({ type: AccountEvents.invited })]);
    });

    it('lets ALL_FUNCTIONS grant ALL_FUNCTIONS, and the invitee then counts as an administrator', () => {
      const state = given(Decider, [carried(admin), { type: AccountEvents.invited, data: { user: newUser([P.ALL_FUNCTIONS]), tokenHash: 'h', expiresAt: 'x' } }]).state;
      expect(state.accounts.get('new')).toMatchObject({ permissions: [P.ALL_FUNCTIONS], disabled: false });
      given(Decider, [carried(admin), { type: AccountEvents.invited, data: { user: newUser([P.ALL_FUNCTIONS]), tokenHash: 'h', expiresAt: 'x' } }])
        .when({ type: 'update', target: admin, changes: { disabled: true }, granter: asAdmin })
        .then([updated({ ...admin, disabled: true }, { disabled: true })]);
    });
  });

  describe('update', () => {
    it('changes names, role and codes, recording the account as it is after', () => {
      given(Decider, [carried(admin)])
        .when({ type: 'update', target: clerk, changes: { name: 'Clerk Two', role: 1, permissions: [P.READ_CLIENT_INDIVIDUAL, P.READ_USER] }, granter: asAdmin })
        .then([updated({ ...clerk, permissions: [P.READ_CLIENT_INDIVIDUAL, P.READ_USER] }, { name: 'Clerk Two', role: 1, permissions: [P.READ_CLIENT_INDIVIDUAL, P.READ_USER] })]);
    });

    it('decides nothing when nothing changes (same codes in another order, same flag)', () => {
      const both: AdministeredAccount = { ...clerk, permissions: [P.READ_CLIENT_INDIVIDUAL, P.READ_USER] };
      given(Decider, [carried(admin), updated(both, {})])
        .when({ type: 'update', target: both, changes: { permissions: [P.READ_USER, P.READ_CLIENT_INDIVIDUAL], disabled: false }, granter: asAdmin })
        .thenNothing();
    });

    it('refuses taking away a code the granter does not hold', () => {
      const withPayments: AdministeredAccount = { ...clerk, kind: 'customer', permissions: [P.READ_CLIENT_INDIVIDUAL, P.READ_TAX_PAYMENT] };
      given(Decider, [carried(admin)])
        .when({ type: 'update', target: withPayments, changes: { permissions: [P.READ_CLIENT_INDIVIDUAL] }, granter: asClientWriter })
        .thenRefused(Forbidden, 'codeNotHeld');
    });

    it('judges codes from this stream when it has decided about the account, not from the (maybe stale) read model', () => {
      const now: AdministeredAccount = { ...clerk, permissions: [P.READ_CLIENT_INDIVIDUAL, P.READ_TAX_PAYMENT] };
      // The command's target says the account holds only READ_CLIENT_INDIVIDUAL; the stream knows better.
      given(Decider, [carried(admin), updated(now, {})])
        .when({ type: 'update', target: clerk, changes: { permissions: [P.READ_CLIENT_INDIVIDUAL] }, granter: asClientWriter })
        .thenRefused(Forbidden, 'codeNotHeld');
    });

    it('refuses to disable the last enabled ALL_FUNCTIONS account, or to take the code from it (409 lastAdministrator)', () => {
      given(Decider, [carried(admin)]).when({ type: 'update', target: admin, changes: { disabled: true }, granter: asAdmin }).thenRefused(Conflict, 'lastAdministrator');
      given(Decider, [carried(admin)]).when({ type: 'update', target: admin, changes: { permissions: [P.READ_USER] }, granter: asAdmin }).thenRefused(Conflict, 'lastAdministrator');
      // A disabled second administrator does not count.
      given(Decider, [carried(admin), updated({ ...second, disabled: true }, { disabled: true })])
        .when({ type: 'update', target: admin, changes: { disabled: true }, granter: asAdmin })
        .thenRefused(Conflict, 'lastAdministrator');
    });

    it('lets an administrator be disabled while another enabled one remains, and not the other after it', () => {
      const history = [carried(admin, second)];
      given(Decider, history).when({ type: 'update', target: second, changes: { disabled: true }, granter: asAdmin })
        .then([updated({ ...second, disabled: true }, { disabled: true })]);
      given(Decider, [...history, updated({ ...second, disabled: true }, { disabled: true })])
        .when({ type: 'update', target: admin, changes: { permissions: [] }, granter: { id: 'second', permissions: [P.ALL_FUNCTIONS] } })
        .thenRefused(Conflict, 'lastAdministrator');
    });

    it('lets a disabled account be enabled again', () => {
      given(Decider, [carried(admin), updated({ ...clerk, disabled: true }, { disabled: true })])
        .when({ type: 'update', target: clerk, changes: { disabled: false }, granter: asAdmin })
        .then([updated(clerk, { disabled: false })]);
    });
  });
});
