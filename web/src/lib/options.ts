/**
 * A value a PrimeReact picker hands back (its change events type it `any`), as one of the options it was given;
 * null when cleared or not one of them. The options are the contracts' own lists, so the type is proved, not asserted.
 */
export function optionOf<V>(options: readonly V[], value: unknown): V | null {
  return options.find((option) => option === value) ?? null;
}
