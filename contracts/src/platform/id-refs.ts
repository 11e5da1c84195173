/**
 * A reference in a body: an id, or the referenced object as the API answered it (a note's or a card's label objects
 * sent back as they came). Only the id counts; the object's other fields are the referenced thing's, not the
 * caller's to change, and are ignored.
 */
export type IdOrRef = string | { id: string; [field: string]: unknown };

/** The ids of a list of references. */
export function idsOf(refs: readonly IdOrRef[]): string[] {
  return refs.map((ref) => (typeof ref === 'string' ? ref : ref.id));
}
