/**
 * Khmer twins of English text fields (issue 14 "Help"): the field `x` has its Khmer `xKm`. Data written before a
 * Khmer field existed lacks it and still reads: the Khmer reader then gets the English text.
 */

/** T as an older event carries it: the Khmer fields K may be missing. */
export type WithoutKhmer<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** The Khmer text, or the English one where the Khmer is missing or empty. */
export const khmerOr = (km: string | undefined, en: string): string => (km ? km : en);
