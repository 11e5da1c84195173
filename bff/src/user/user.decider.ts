import { PROFILE_AVATAR_FIELD, PROFILE_AVATAR_MAX_BYTES, Refused, type ProfileAvatarMimeType } from '@cis/contracts';

/** An uploaded file as multer read it. */
export interface UploadedPicture {
  buffer: Buffer;
  size: number;
}

/**
 * The profile's own rules (pure). The account's events themselves are decided by AccountsDecider (platform/auth:
 * the account stream is shared with sign-in and passwords); what the profile adds is judged here.
 */
export const ProfileRules = {
  /** A picture is accepted by its bytes (PNG, JPEG or WebP) and size; the name and the declared type count for nothing. */
  picture(file: UploadedPicture | undefined): ProfileAvatarMimeType {
    if (!file || file.size === 0) throw new Refused('required', 'Attach a picture in the field "avatar".', { field: PROFILE_AVATAR_FIELD });
    if (file.size > PROFILE_AVATAR_MAX_BYTES) {
      throw new Refused('tooLarge', `The picture is larger than ${PROFILE_AVATAR_MAX_BYTES / 1024} KiB.`, {
        field: PROFILE_AVATAR_FIELD, params: { max: PROFILE_AVATAR_MAX_BYTES },
      });
    }
    const type = pictureTypeOf(file.buffer);
    if (!type) throw new Refused('imageType', 'Only PNG, JPEG or WebP pictures are accepted (judged by the content).', { field: PROFILE_AVATAR_FIELD });
    return type;
  },
};

/** The picture's type by its magic bytes; undefined for anything else (SVG, HTML, GIF, PDF...). */
export function pictureTypeOf(bytes: Buffer): ProfileAvatarMimeType | undefined {
  const starts = (signature: number[], offset = 0): boolean =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}
