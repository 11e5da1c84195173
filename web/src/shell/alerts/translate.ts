import type { TFunction } from 'i18next';
import { ERROR_CATALOGUE, REFUSALS, type ErrorDetail } from '@cis/contracts';
import { errorDetailOf } from '../../machines/errors';
import { humanise } from '../humanise';
import { validationCount } from '../../lib/validation-plural';

const entries = Object.entries(ERROR_CATALOGUE);
const refusals = Object.entries(REFUSALS);
/** What t() answers for a key it does not have (a value no translation can hold). */
const MISSING = '\u0000';

/**
 * A message in the current language when it is the catalogue's or a known refusal's English text; other (server)
 * messages are shown as sent.
 */
export function translateErrorMessage(t: TFunction, message: string): string {
  const hit = entries.find(([, e]) => e.message === message);
  if (hit) return t(`error.catalogue.${hit[0]}.message`, { defaultValue: message });
  const refusal = refusals.find(([, text]) => text === message);
  return refusal ? t(`error.code.${refusal[0]}`, { defaultValue: message }) : message;
}

/** A catalogue type ('Bad Request') in the current language. */
export function translateErrorType(t: TFunction, type: string): string {
  const hit = entries.find(([, e]) => e.type === type);
  return hit ? t(`error.catalogue.${hit[0]}.type`, { defaultValue: type }) : type;
}

/** A field's name for the user: `field.<path with _ for .>` ('field.shortcut_label'), else its last segment humanised. */
export function fieldLabel(t: TFunction, path: string): string {
  return t(`field.${path.replace(/\./g, '_')}`, { defaultValue: humanise(path) });
}

/**
 * A failure in the current language. Takes an ApiError (or anything thrown), an ErrorDetail or a plain text. The
 * server's code is translated when the shell knows it: `error.validation.<rule>` for a field's rule (with {{field}}
 * and the rule's parameters, e.g. {{max}}), `error.code.<code>` for a known refusal. An unknown code falls back to
 * the text the message rules chose (spec 000 s8), itself translated when it is the catalogue's.
 */
export function translateError(t: TFunction, failure: ErrorDetail | string | unknown): string {
  if (failure === null || failure === undefined) return '';
  const detail: ErrorDetail = typeof failure === 'string' ? { message: failure } : isDetail(failure) ? failure : errorDetailOf(failure);
  if (detail.code) {
    const key = detail.field !== undefined ? `error.validation.${detail.code}` : `error.code.${detail.code}`;
    const values = {
      ...(detail.params ?? {}),
      ...(detail.field !== undefined ? { field: fieldLabel(t, detail.field), ...validationCount(detail.code, detail.params) } : {}),
    };
    const text = t(key, { ...values, defaultValue: MISSING });
    if (typeof text === 'string' && text !== MISSING && text !== key) return text;
  }
  return translateErrorMessage(t, detail.message);
}

function isDetail(value: unknown): value is ErrorDetail {
  return !!value && typeof value === 'object' && !(value instanceof Error) && 'message' in value && typeof value.message === 'string';
}
