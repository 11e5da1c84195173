/** A plain object (not null, not a list), its fields readable by name: for data from outside (JSON, storage, pushes). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
