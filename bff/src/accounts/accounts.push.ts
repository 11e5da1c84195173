import { AccountEvents, Permission, type AccountEvent, type AccountPushed, type UserKind } from '@cis/contracts';
import { definePush, to, type Audience } from '../platform/realtime/push-routes';

/**
 * A changed account reaches the open lists of everyone who may read accounts of its kind (ACCOUNT_ACCESS: staff
 * accounts to READ_USER and the two ALL_FUNCTIONS codes; customer and vendor accounts to the clients' readers and
 * writers and the same two), and the account's own tabs. Only which account changed travels (never a token hash);
 * the screens read it again.
 */
const readersOf = (kind: UserKind, userId: string): Audience[] => [
  to.permission(Permission.ALL_FUNCTIONS),
  to.permission(Permission.ALL_FUNCTIONS_READ),
  ...(kind === 'staff'
    ? [to.permission(Permission.READ_USER)]
    : [to.permission(Permission.READ_CLIENT_INDIVIDUAL), to.permission(Permission.UPDATE_CLIENT_INDIVIDUAL)]),
  to.user(userId),
];

export const accountsPush = definePush<AccountEvent>('accounts', {
  routes: {
    [AccountEvents.invited]: (event) => readersOf(event.data.user.kind, event.data.user.id),
    [AccountEvents.updated]: (event) => readersOf(event.data.account.kind, event.data.userId),
    [AccountEvents.carriedOver]: [],
  },
  payload: {
    [AccountEvents.invited]: (event): AccountPushed => ({ userId: event.data.user.id }),
    [AccountEvents.updated]: (event): AccountPushed => ({ userId: event.data.userId }),
  },
});
