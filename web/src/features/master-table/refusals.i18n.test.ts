import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { mergedTranslations } from '../../../vite-plugins/translations';
import { translateError } from '../../shell/alerts/translate';

const src = join(__dirname, '../..');

async function tIn(language: 'en-US' | 'km'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { translation: mergedTranslations(src, language) } }, interpolation: { escapeValue: false } });
  return instance.t;
}

/**
 * The refusals of master data and accounts that carry no field are shown in the system alert by their code: a Khmer
 * reader read the server's English ("The rate row vat.standard~2024-01-01 has been in force since ...") when the code
 * had no translation.
 */
const REFUSALS = [
  { code: 'rowInForce', message: 'The rate row vat.standard~2024-01-01 has been in force since 2024-01-01: close it with validTo instead.', params: { field: 'value' } },
  { code: 'rowRetired', message: 'The rate row x is retired.' },
  { code: 'notRetirable', message: 'coupon rows are not retired: they keep their own area\'s rules.' },
  { code: 'codeTaken', message: 'The position code accountant is taken.', params: { field: 'code' } },
  { code: 'rowExists', message: 'A rate row vat.standard starting 2027-01-01 exists.' },
  { code: 'notInPast', message: 'A new row of vat.standard must start after today.' },
  { code: 'importNotSupported', message: 'coupon rows are not imported.' },
  { code: 'lastAdministrator', message: 'The last enabled ALL_FUNCTIONS account cannot be disabled or lose the code.' },
  { code: 'codeNotHeld', message: 'You may not grant or take away READ_USER.', params: { codes: 'READ_USER' } },
  { code: 'accountKindForbidden', message: 'You may not change staff accounts.', params: { kind: 'staff' } },
];

it.each(REFUSALS)('words the refusal $code in Khmer and in English, not in the server\'s words', async (refusal) => {
  const [km, en] = await Promise.all([tIn('km'), tIn('en-US')]);
  const khmer = translateError(km, refusal);
  expect(khmer).toMatch(/[\u1780-\u17FF]/);
  expect(khmer).not.toContain(refusal.message);
  expect(translateError(en, refusal)).not.toBe(refusal.message);
  if (refusal.code === 'codeNotHeld') expect(khmer).toContain('READ_USER');
});
