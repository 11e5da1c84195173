import { DEFAULT_LANGUAGE, DEFAULT_TENANT, type LanguageCode } from '@cis/contracts';

/** Runtime configuration of the client. Override with `window.__CIS_CONFIG__` (set before the app loads) or `configure()`. */
export interface ClientConfig {
  /** Prefix of every API request; '' means the page's own origin. */
  apiBaseUrl: string;
  /** Sent in TENANT_HEADER on every request. */
  tenant: string;
  /** true: `Authorization: Bearer <token>`; false: `Authorization: Basic <token>`. */
  oauth: boolean;
  defaultLanguage: LanguageCode;
}

export const DEFAULT_CONFIG: ClientConfig = {
  apiBaseUrl: '',
  tenant: DEFAULT_TENANT,
  oauth: true,
  defaultLanguage: DEFAULT_LANGUAGE,
};

declare global {
  interface Window {
    __CIS_CONFIG__?: Partial<ClientConfig>;
  }
}

function fromWindow(): Partial<ClientConfig> {
  return typeof window !== 'undefined' && window.__CIS_CONFIG__ ? window.__CIS_CONFIG__ : {};
}

/** The live configuration object (read it at call time, never copy it). */
export const config: ClientConfig = { ...DEFAULT_CONFIG, ...fromWindow() };

export function configure(patch: Partial<ClientConfig>): ClientConfig {
  Object.assign(config, patch);
  return config;
}

/** Back to the defaults (tests). */
export function resetConfig(): void {
  Object.assign(config, DEFAULT_CONFIG, fromWindow());
}
