import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isOneOf, type LanguageCode } from '@cis/contracts';
import { APP_VERSION, appConfig } from '../lib/config';
import { translationUrl as translationUrlOf } from './translation-url';

export const SUPPORTED_LANGUAGES: LanguageCode[] = LANGUAGES.map((l) => l.id);

/** Path of this build's translation file for a language (see translation-url.ts). */
export function translationUrl(code: string): string {
  return translationUrlOf(code, APP_VERSION);
}

/** i18next backend: fetches /assets/i18n/<code>.json. */
export const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(translationUrl(language))
      .then((res) => {
        if (!res.ok) throw new Error(`Translations for ${language}: HTTP ${res.status}`);
        return res.json();
      })
      .then((data) => callback(null, data), (err: Error) => callback(err, false));
  },
};

export function isLanguage(code: string | null | undefined): code is LanguageCode {
  return !!code && isOneOf(SUPPORTED_LANGUAGES, code);
}

export function initI18n(language: string | null | undefined): typeof i18n {
  const lng = isLanguage(language) ? language : appConfig.defaultLanguage;
  void i18n
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: SUPPORTED_LANGUAGES,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = lng;
  i18n.on('languageChanged', (code) => {
    document.documentElement.lang = code;
  });
  return i18n;
}

export { i18n };
