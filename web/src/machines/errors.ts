import { ERROR_CATALOGUE, type ErrorDetail } from '@cis/contracts';

/**
 * What a machine keeps of a failed actor: the message with its code (an ApiError's `detail`), so the screen can
 * word it in the user's language; a plain Error or string keeps its text only.
 */
/** An error detail as the BFF answers it: at least its message (code and params are optional). */
function isErrorDetail(value: unknown): value is ErrorDetail {
  return typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string';
}

export function errorDetailOf(error: unknown): ErrorDetail {
  const detail = typeof error === 'object' && error !== null && 'detail' in error ? error.detail : undefined;
  if (isErrorDetail(detail)) return detail;
  if (error instanceof Error) return { message: error.message };
  if (typeof error === 'string') return { message: error };
  return { message: ERROR_CATALOGUE.unknown.message };
}
