import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { AccountsScreen } from '../users-management';

/** Customer and vendor accounts: the same screen as user management, for the clients' readers and writers. */
export default function UsersPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-user" subtitle={t('page.users.subtitle')}>
      <AccountsScreen audience="customer" />
    </PageFrame>
  );
}
