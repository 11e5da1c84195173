import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../shell/page/PageFrame';
import { PasswordChange } from './PasswordChange';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileDetails } from './ProfileDetails';
import { ProfileSessions } from './ProfileSessions';
import './profile.css';

/** The signed-in user's own page (issue 14): picture, names, language, time zone, password, sessions. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="pi pi-user-edit" subtitle={t('page.profile.subtitle')}>
      <div className="profile-page-grid">
        <div className="profile-column">
          <ProfileAvatar />
          <ProfileDetails />
        </div>
        <div className="profile-column">
          <ProfileSessions />
          <PasswordChange />
        </div>
      </div>
    </PageFrame>
  );
}
