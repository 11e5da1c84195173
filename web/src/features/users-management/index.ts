/** What the rest of the client may import of the accounts feature (qt-users uses the same screen). */
export { AccountsScreen } from './AccountsScreen';
export { accountsApi } from './accounts.api';
