import { BODY_LIMIT_BYTES, PROFILE_AVATAR_FIELD, PROFILE_AVATAR_MAX_BYTES } from '@cis/contracts';
import { uploadInterceptor } from '../platform/http/upload.interceptor';

/**
 * The profile picture: one file part named `avatar`. Multer stops reading at the general body limit; the picture's
 * own limit (PROFILE_AVATAR_MAX_BYTES) and its type are the command's rules. Anything multer refuses is a 400 naming
 * `avatar`, never a 413 or 500.
 */
export const ProfileAvatarUploadInterceptor = uploadInterceptor({
  field: PROFILE_AVATAR_FIELD, textFields: [], maxTextFields: 2, fieldSize: 256, noun: 'picture',
  tooLarge: {
    maxBytes: Math.max(BODY_LIMIT_BYTES, PROFILE_AVATAR_MAX_BYTES + 1), status: 400, code: 'tooLarge',
    message: `The picture is larger than ${PROFILE_AVATAR_MAX_BYTES / 1024} KiB.`,
  },
});
