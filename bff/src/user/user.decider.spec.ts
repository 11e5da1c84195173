import { PROFILE_AVATAR_MAX_BYTES, Refused } from '@cis/contracts';
import { ProfileRules, pictureTypeOf } from './user.decider';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(Refused);
    return (error as Refused).code;
  }
  return 'accepted';
};

describe('ProfileRules.picture: judged by its bytes and size', () => {
  it('accepts PNG, JPEG and WebP by their first bytes', () => {
    expect(ProfileRules.picture({ buffer: png, size: png.length })).toBe('image/png');
    expect(pictureTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(pictureTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses no file, an empty one, one too large, and anything else whatever it is called', () => {
    expect(codeOf(() => ProfileRules.picture(undefined))).toBe('required');
    expect(codeOf(() => ProfileRules.picture({ buffer: Buffer.alloc(0), size: 0 }))).toBe('required');
    expect(codeOf(() => ProfileRules.picture({ buffer: png, size: PROFILE_AVATAR_MAX_BYTES + 1 }))).toBe('tooLarge');
    expect(codeOf(() => ProfileRules.picture({ buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), size: 40 }))).toBe('imageType');
  });
});
