import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { AccountsScreen } from './AccountsScreen';

/** Staff accounts (spec s6: ALL_FUNCTIONS or ALL_FUNCTIONS_READ, READ_USER in the horizontal layout). */
export default function UsersManagementPage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-shield" subtitle={t('page.userManagement.subtitle')}>
      <AccountsScreen audience="staff" />
    </PageFrame>
  );
}
