import { AVATAR_HUES, avatarHue } from './avatar-hue';

it('gives one person the same colour every time, and spreads people over every colour', () => {
  expect(avatarHue('contact-1')).toBe(avatarHue('contact-1'));
  const used = new Set(Array.from({ length: 200 }, (_, i) => avatarHue(`person-${i}`)));
  expect(used.size).toBe(AVATAR_HUES);
});
