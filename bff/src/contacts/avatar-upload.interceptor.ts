import { BODY_LIMIT_BYTES, CONTACT_AVATAR_FIELDS, CONTACT_AVATAR_MAX_BYTES } from '@cis/contracts';
import { uploadInterceptor } from '../platform/http/upload.interceptor';

/**
 * A contact's avatar: one file part named `avatar` and the `id` field. Multer's own limit is the general body limit,
 * so the avatar's limit (1 MiB) and its type are the decider's rules, answered with a clear 400; anything multer
 * refuses (too large, a second file, an unexpected part) is a 400 naming `avatar` too, never a 413 or 500.
 */
export const AvatarUploadInterceptor = uploadInterceptor({
  field: CONTACT_AVATAR_FIELDS.file, textFields: [CONTACT_AVATAR_FIELDS.id], maxTextFields: 5, noun: 'avatar',
  tooLarge: { maxBytes: BODY_LIMIT_BYTES, status: 400, code: 'tooLarge', message: `The image is larger than ${CONTACT_AVATAR_MAX_BYTES / 1024 / 1024} MiB.` },
});
