import { ERROR_CATALOGUE, type ErrorDetail } from '@cis/contracts';

/**
 * What a machine keeps of a failed actor: the message with its code (an ApiError's `detail`), so the screen can
 * word it in the user's language; a plain Error or string keeps its text only.
 */
export function errorDetailOf(error: unknown): ErrorDetail {
  const detail = (error as { detail?: unknown } | null)?.detail as ErrorDetail | undefined;
  if (detail && typeof detail.message === 'string') return detail;
  if (error instanceof Error) return { message: error.message };
  if (typeof error === 'string') return { message: error };
  return { message: ERROR_CATALOGUE.unknown.message };
}
