import type { Contact, ContactEmail, ContactPhoneNumber } from '@cis/contracts';
import { toForm, type ContactForm } from './contacts.logic';

/** The contact screen's state: the editor's draft and the screen's flags (the contact itself comes from the page). */
export interface ContactDetailState {
  form: ContactForm;
  saving: boolean;
  uploading: boolean;
  confirming: boolean;
}

export function initContactDetail(contact: Contact): ContactDetailState {
  return { form: toForm(contact), saving: false, uploading: false, confirming: false };
}

/** A new line's defaults: a personal email, a Cambodian mobile. */
export const NEW_EMAIL: ContactEmail = { email: '', label: 'Personal' };
export const NEW_PHONE: ContactPhoneNumber = { country: 'kh', phoneNumber: '', label: 'Mobile' };

export type ContactDetailAction =
  /** The draft becomes the contact as it is (a push while viewing, or cancel). */
  | { type: 'reset'; contact: Contact }
  | { type: 'edited'; changes: Partial<ContactForm> }
  | { type: 'emailChanged'; index: number; changes: Partial<ContactEmail> }
  | { type: 'emailAdded' }
  | { type: 'emailRemoved'; index: number }
  | { type: 'phoneChanged'; index: number; changes: Partial<ContactPhoneNumber> }
  | { type: 'phoneAdded' }
  | { type: 'phoneRemoved'; index: number }
  | { type: 'saving'; on: boolean }
  | { type: 'uploading'; on: boolean }
  | { type: 'confirming'; on: boolean };

export function contactDetailReducer(state: ContactDetailState, action: ContactDetailAction): ContactDetailState {
  const edit = (changes: Partial<ContactForm>): ContactDetailState => ({ ...state, form: { ...state.form, ...changes } });
  const { emails, phoneNumbers } = state.form;
  switch (action.type) {
    case 'reset':
      return { ...state, form: toForm(action.contact) };
    case 'edited':
      return edit(action.changes);
    case 'emailChanged':
      return edit({ emails: emails.map((x, j) => (j === action.index ? { ...x, ...action.changes } : x)) });
    case 'emailAdded':
      return edit({ emails: [...emails, { ...NEW_EMAIL }] });
    case 'emailRemoved':
      return edit({ emails: emails.filter((_, j) => j !== action.index) });
    case 'phoneChanged':
      return edit({ phoneNumbers: phoneNumbers.map((x, j) => (j === action.index ? { ...x, ...action.changes } : x)) });
    case 'phoneAdded':
      return edit({ phoneNumbers: [...phoneNumbers, { ...NEW_PHONE }] });
    case 'phoneRemoved':
      return edit({ phoneNumbers: phoneNumbers.filter((_, j) => j !== action.index) });
    case 'saving':
      return { ...state, saving: action.on };
    case 'uploading':
      return { ...state, uploading: action.on };
    case 'confirming':
      return { ...state, confirming: action.on };
  }
}

/** The draft with the tags deleted by someone while it was open dropped (rather than refused by the server). */
export function withKnownTags(form: ContactForm, tags: ReadonlyArray<{ id: string }>): ContactForm {
  return { ...form, tags: form.tags.filter((id) => tags.some((tag) => tag.id === id)) };
}
