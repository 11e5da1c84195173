import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { PROFILE_AVATAR_MAX_BYTES, PROFILE_AVATAR_MIME_TYPES, type User } from '@cis/contracts';
import { alertFor, isApiError } from '../../api/http';
import { formatNumber } from '../../lib/dates';
import { UserAvatar } from '../../shell/topbar/UserAvatar';
import { alertRaised } from '../../stores/alerts';
import { $displayName, $user, userUpdated } from '../../stores/session';
import { useUnit } from 'effector-react';
import { profileApi } from './profile.api';

/** The user's picture: shown in the top bar; uploaded (PNG, JPEG or WebP, checked by the server) or removed. */
export function ProfileAvatar() {
  const { t, i18n } = useTranslation();
  const [user, name] = useUnit([$user, $displayName]);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const maxKiB = formatNumber(PROFILE_AVATAR_MAX_BYTES / 1024, i18n.language);

  const run = async (action: () => Promise<User>) => {
    setBusy(true);
    setProblem(null);
    try {
      userUpdated(await action());
      alertRaised({ type: 'success', message: t('profile.avatar.saved') });
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const code = error.envelope?.errors?.[0]?.code;
        setProblem(t(code === 'tooLarge' ? 'profile.avatar.tooLarge' : 'profile.avatar.notImage', { max: maxKiB }));
      } else if (isApiError(error)) alertFor(error);
      else throw error;
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const picked = (file: File | undefined) => {
    if (!file) return;
    if (file.size > PROFILE_AVATAR_MAX_BYTES) {
      setProblem(t('profile.avatar.tooLarge', { max: maxKiB }));
      return;
    }
    void run(() => profileApi.uploadAvatar(file));
  };

  return (
    <section className="card profile-avatar" data-testid="profile-avatar">
      <h2 className="card-title"><i className="pi pi-image" aria-hidden="true" /> {t('profile.avatar.title')}</h2>
      <div className="profile-avatar-body">
        <UserAvatar size="xlarge" />
        <div className="profile-avatar-side">
          <strong>{name}</strong>
          <span className="muted small">{user?.email}</span>
          <span className="muted small">{t('profile.avatar.hint', { max: maxKiB })}</span>
          <div className="profile-avatar-actions">
            <input ref={input} type="file" accept={PROFILE_AVATAR_MIME_TYPES.join(',')} hidden onChange={(e) => picked(e.target.files?.[0])} data-testid="profile-avatar-file" />
            <Button type="button" label={t('profile.avatar.upload')} icon="pi pi-upload" loading={busy} onClick={() => input.current?.click()} data-testid="profile-avatar-upload" />
            {user?.avatar && (
              <Button type="button" label={t('profile.avatar.remove')} icon="pi pi-trash" severity="secondary" outlined disabled={busy}
                onClick={() => void run(() => profileApi.update({ avatar: null }))} data-testid="profile-avatar-remove" />
            )}
          </div>
          {problem && <small className="profile-problem" role="alert" data-testid="profile-avatar-problem">{problem}</small>}
        </div>
      </div>
    </section>
  );
}
