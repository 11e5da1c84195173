import { DEFAULT_APPEARANCE, DEFAULT_LANGUAGE, type LanguageCode, type LayoutName, type Scheme, type ThemeId } from '@cis/contracts';

/** Application configuration: the lowest layer of the layout precedence (config < ?layout= < route data). */
export interface AppConfig {
  layout: LayoutName;
  scheme: Scheme;
  theme: ThemeId;
  defaultLanguage: LanguageCode;
}

export const appConfig: AppConfig = {
  layout: DEFAULT_APPEARANCE.layout,
  scheme: DEFAULT_APPEARANCE.scheme,
  theme: DEFAULT_APPEARANCE.theme,
  defaultLanguage: DEFAULT_LANGUAGE,
};

/** The build's version (web/package.json), injected by Vite; '0.0.0-dev' under Jest. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev';
