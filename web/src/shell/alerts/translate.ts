import type { TFunction } from 'i18next';
import { ERROR_CATALOGUE } from '@cis/contracts';

const entries = Object.entries(ERROR_CATALOGUE) as [string, { type: string; message: string }][];

/** A catalogue message in the current language; other (server) messages are shown as sent. */
export function translateErrorMessage(t: TFunction, message: string): string {
  const hit = entries.find(([, e]) => e.message === message);
  return hit ? t(`error.catalogue.${hit[0]}.message`, { defaultValue: message }) : message;
}

/** A catalogue type ('Bad Request') in the current language. */
export function translateErrorType(t: TFunction, type: string): string {
  const hit = entries.find(([, e]) => e.type === type);
  return hit ? t(`error.catalogue.${hit[0]}.type`, { defaultValue: type }) : type;
}
