import { useTranslation } from 'react-i18next';
import { FormComesLater, PageFrame } from '../../shell/page/PageFrame';
import { PasswordChange } from './PasswordChange';
import './profile.css';

/** The signed-in user's own page: the password change now, the profile form in a later issue. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-user-edit" subtitle={t('page.profile.subtitle')}>
      <PasswordChange />
      <FormComesLater icon="pi pi-user-edit" description={t('page.profile.description')} />
    </PageFrame>
  );
}
