import { PROFILE_AVATAR_FIELD, UserRoutes, type LanguageCode, type User, type UserSession } from '@cis/contracts';
import { http } from '../../api/http';

export interface ProfileChanges {
  language?: LanguageCode;
  timeZone?: string;
  userDetails?: Partial<Pick<User['userDetails'], 'firstNameEn' | 'lastNameEn' | 'firstNameKh' | 'lastNameKh'>>;
  avatar?: null;
}

export const profileApi = {
  update: (user: ProfileChanges) => http.patch<User>(UserRoutes.base, { user }, { silent: true }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append(PROFILE_AVATAR_FIELD, file);
    return http.post<User>(UserRoutes.avatar, form, { silent: true });
  },
  sessions: () => http.get<UserSession[]>(UserRoutes.sessions),
};
