/** What the card editor holds before it is sent. */
export interface CardDraft {
  title: string;
  description: string;
  labels: string[];
  dueDate: Date | null;
  listId: string;
}

/** Longest list title the server takes (CreateListDto). */
export const LIST_TITLE_MAX = 200;
export const CARD_TITLE_MAX = 500;
export const CARD_DESCRIPTION_MAX = 20_000;
export const LABEL_TITLE_MAX = 100;

/** Names of the invalid fields (keys of 'field.*' in the translations); empty when the card may be sent. */
export function validateCard(draft: CardDraft): string[] {
  const errors: string[] = [];
  const title = draft.title.trim();
  if (!title || title.length > CARD_TITLE_MAX) errors.push('scrumboard_cardTitle');
  if (draft.description.length > CARD_DESCRIPTION_MAX) errors.push('scrumboard_cardDescription');
  if (draft.dueDate && Number.isNaN(draft.dueDate.getTime())) errors.push('scrumboard_dueDate');
  return errors;
}

export function validLabelTitle(title: string): boolean {
  const trimmed = title.trim();
  return trimmed.length > 0 && trimmed.length <= LABEL_TITLE_MAX;
}

/** A list or card title the board's inline forms may send: not blank, not longer than the server takes. */
export function validInlineTitle(title: string, max = LIST_TITLE_MAX): boolean {
  const trimmed = title.trim();
  return trimmed.length > 0 && trimmed.length <= max;
}
