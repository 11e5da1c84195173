/** A plain object (not null, not a list), its fields readable by name: for data from outside (JSON, storage, pushes). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of texts (a MultiSelect's value: PrimeReact types its events' value any). */
export const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The text chosen, or null when there is none (a cleared Dropdown answers null or undefined). */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
