import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { REFUSALS } from '@cis/contracts';
import { mergedTranslations } from '../../../vite-plugins/translations';
import { alertDismissed, alertRaised, invalidFieldsDismissed } from '../../stores/alerts';
import { InvalidFieldsList } from './InvalidFieldsList';
import { SystemAlert } from './SystemAlert';
import { translateError } from './translate';

const src = join(__dirname, '../..');

async function i18nIn(lng: 'en-US' | 'km'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: { [lng]: { translation: mergedTranslations(src, lng) } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

afterEach(() => {
  act(() => {
    alertDismissed();
    invalidFieldsDismissed();
  });
});

describe('server messages in the user\'s language, by code', () => {
  it('words a field rule with the field name and the rule parameters, in English and in Khmer', async () => {
    const failure = { message: 'shortcut.label must be shorter than or equal to 100 characters.', code: 'maxLength', params: { max: 100 }, field: 'shortcut.label' };
    expect(translateError((await i18nIn('en-US')).t, failure)).toBe('Label must be at most 100 characters long.');
    expect(translateError((await i18nIn('km')).t, failure)).toBe('ស្លាក មិនអាចវែងជាង 100 តួអក្សរទេ។');
    expect(translateError((await i18nIn('km')).t, { message: 'shortcut.icon is required.', code: 'isNotEmpty', field: 'shortcut.icon' })).toBe('សូមបំពេញ រូបតំណាង។');
  });

  it('says "1 item" and "1 character" (i18next plurals), "2 items" above one, in English; Khmer has one form', async () => {
    const en = (await i18nIn('en-US')).t;
    const km = (await i18nIn('km')).t;
    const rule = (code: string, params: Record<string, number>) => ({ message: 'x', code, params, field: 'shortcut.label' });
    expect(translateError(en, rule('arrayMinSize', { min: 1 }))).toBe('Label must have at least 1 item.');
    expect(translateError(en, rule('arrayMinSize', { min: 2 }))).toBe('Label must have at least 2 items.');
    expect(translateError(en, rule('arrayMaxSize', { max: 1 }))).toBe('Label must have at most 1 item.');
    expect(translateError(en, rule('minLength', { min: 1 }))).toBe('Label must be at least 1 character long.');
    expect(translateError(en, rule('maxLength', { max: 100 }))).toBe('Label must be at most 100 characters long.');
    expect(translateError(km, rule('arrayMinSize', { min: 1 }))).toBe('ស្លាក ត្រូវមានយ៉ាងហោចណាស់ 1 ធាតុ។');
    expect(translateError(km, rule('arrayMinSize', { min: 3 }))).toBe('ស្លាក ត្រូវមានយ៉ាងហោចណាស់ 3 ធាតុ។');
  });

  it('writes an amount in a message as riel with its thousands grouped, as the page shows it', async () => {
    const failure = { message: 'The total changed.', code: 'paymentTotalChanged', params: { total: 1671700, tax: 1460000, penalty: 211700 }, field: 'expectedTotal' };
    expect(translateError((await i18nIn('en-US')).t, failure)).toContain('៛1,671,700');
    expect(translateError((await i18nIn('km')).t, failure)).toContain('៛1,671,700');
  });

  it('words a known refusal (a 400 or 409 without field errors) by its code', async () => {
    const km = (await i18nIn('km')).t;
    expect(translateError(km, { message: REFUSALS.conflict, code: 'conflict' })).toBe('កំណត់ត្រានេះត្រូវបានកែប្រែដោយអ្នកផ្សេងក្នុងពេលតែមួយ។ សូមព្យាយាមម្ដងទៀត!');
    expect(translateError(km, { message: REFUSALS.emailTaken, code: 'emailTaken' })).toBe('មានគណនីដែលប្រើអ៊ីមែលនេះរួចហើយ។');
    // A known text without its code (a screen that kept only err.message) is still translated.
    expect(translateError(km, REFUSALS.tooManyRequests)).toBe('ការព្យាយាមច្រើនដងពេក។ សូមរង់ចាំបន្តិច ហើយព្យាយាមម្ដងទៀត។');
  });

  it("falls back to the server's text for a code it does not know, and translates the catalogue's texts", async () => {
    const km = (await i18nIn('km')).t;
    expect(translateError(km, { message: 'Folder Spam does not exist.', code: 'folderMissing' })).toBe('Folder Spam does not exist.');
    expect(translateError(km, { message: 'Weird rule broken.', code: 'isMagic', field: 'shortcut.label' })).toBe('Weird rule broken.');
    expect(translateError(km, { message: 'Invalid parameters were passed in the request!' })).toBe('ប៉ារ៉ាម៉ែត្រដែលបានបញ្ជូនក្នុងសំណើមិនត្រឹមត្រូវ!');
    expect(translateError(km, Object.assign(new Error('x'), { detail: { message: 'x', code: 'conflict' } }))).toContain('កំណត់ត្រា');
    expect(translateError(km, new Error('plain'))).toBe('plain');
  });

  it('has a translation, in both languages, for every known refusal', async () => {
    for (const lng of ['en-US', 'km'] as const) {
      const instance = await i18nIn(lng);
      expect(Object.keys(REFUSALS).filter((code) => !instance.exists(`error.code.${code}`))).toEqual([]);
    }
  });
});

describe('the alerts', () => {
  it('the system alert shows the translated type and message of a 409 (Unknown Error, the server text by code)', async () => {
    const instance = await i18nIn('km');
    render(
      <I18nextProvider i18n={instance}>
        <SystemAlert />
      </I18nextProvider>,
    );
    act(() => alertRaised({ type: 'error', title: 'Unknown Error', message: REFUSALS.conflict, code: 'conflict' }));
    const alert = screen.getByTestId('system-alert');
    expect(alert.querySelector('strong')!.textContent).toBe('កំហុសមិនស្គាល់');
    expect(alert.querySelector('span')!.textContent).toContain('កំណត់ត្រានេះត្រូវបានកែប្រែ');
  });

  it('lists each invalid field once, however many of its rules failed', async () => {
    const instance = await i18nIn('en-US');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={instance}>
        <InvalidFieldsList />
      </I18nextProvider>,
    );
    act(() => alertRaised({ type: 'required', message: '', fields: ['shortcut.label', 'shortcut.label', 'shortcut.link'] }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Label', 'Link']);
    // No React warning about two children with the same key.
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('same key'))).toEqual([]);
    errors.mockRestore();
  });
});
