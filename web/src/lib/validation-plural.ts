/**
 * The parameter that counts things in a field rule's message ("at least {{min}} items", "at most {{max}}
 * characters"): passed to i18next as `count`, it picks the plural form (`_one` "1 item", `_other` "2 items"; Khmer has
 * one form). The key `error.validation.<rule>` of such a rule exists only with its plural suffixes.
 */
const COUNTED_BY: Readonly<Record<string, string>> = {
  minLength: 'min',
  maxLength: 'max',
  arrayMinSize: 'min',
  arrayMaxSize: 'max',
};

/** `{ count }` for a counted rule with its number among the params; `{}` otherwise. */
export function validationCount(code: string | undefined, params: Readonly<Record<string, unknown>> | undefined): { count?: number } {
  const name = code ? COUNTED_BY[code] : undefined;
  const value = name ? params?.[name] : undefined;
  return typeof value === 'number' ? { count: value } : {};
}
