import type { Contact, ContactChanges, ContactEmail, ContactPhoneNumber, Country } from '@cis/contracts';
import { isBlankHtml, sanitizeHtml } from '../../lib/sanitize';

/** The contact as the editor holds it: birthday as a local calendar date, notes as HTML. */
export interface ContactForm {
  name: string;
  title: string;
  company: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhoneNumber[];
  birthday: Date | null;
  address: string;
  notes: string;
  tags: string[];
}

/** Same rules as the server's DTO, so a form that passes here is not refused there. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9 ()+\-.]+$/;

export function toForm(contact: Contact): ContactForm {
  return {
    name: contact.name,
    title: contact.title ?? '',
    company: contact.company ?? '',
    emails: contact.emails.map((e) => ({ ...e })),
    phoneNumbers: contact.phoneNumbers.map((p) => ({ ...p })),
    birthday: birthdayToDate(contact.birthday),
    address: contact.address ?? '',
    notes: contact.notes ?? '',
    tags: [...contact.tags],
  };
}

/** Birthdays are stored at 12:00 UTC: that instant's UTC calendar date, as a local Date for the date picker. */
export function birthdayToDate(iso: string | null): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** The picked local calendar date, stored at 12:00 UTC like the sample birthdays (the same day in every zone). */
export function dateToBirthday(date: Date | null): string | null {
  if (!date) return null;
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), 12)).toISOString();
}

/** Field names (for the invalid-fields list) that the form gets wrong; empty when it may be sent. */
export function validateContact(form: ContactForm): string[] {
  const invalid: string[] = [];
  if (!form.name.trim()) invalid.push('contacts.name');
  if (form.emails.some((e) => !EMAIL.test(e.email.trim()))) invalid.push('contacts.emails');
  if (form.phoneNumbers.some((p) => !PHONE.test(p.phoneNumber.trim()) || !/[0-9]/.test(p.phoneNumber) || !/^[a-z]{2}$/.test(p.country))) {
    invalid.push('contacts.phoneNumbers');
  }
  if (form.birthday && form.birthday.getTime() > Date.now()) invalid.push('contacts.birthday');
  return invalid;
}

/** Only what the user changed (PATCH body `contact`), trimmed and sanitised; {} when nothing changed. */
export function contactChanges(original: Contact, form: ContactForm): ContactChanges {
  const changes: ContactChanges = {};
  const name = form.name.trim();
  if (name !== original.name) changes.name = name;
  if (form.title.trim() !== (original.title ?? '')) changes.title = form.title.trim();
  if (form.company.trim() !== (original.company ?? '')) changes.company = form.company.trim();
  const emails = form.emails.map((e) => ({ email: e.email.trim(), label: e.label }));
  if (JSON.stringify(emails) !== JSON.stringify(original.emails.map((e) => ({ email: e.email, label: e.label })))) changes.emails = emails;
  const phones = form.phoneNumbers.map((p) => ({ country: p.country, phoneNumber: p.phoneNumber.trim(), label: p.label }));
  const originalPhones = original.phoneNumbers.map((p) => ({ country: p.country, phoneNumber: p.phoneNumber, label: p.label }));
  if (JSON.stringify(phones) !== JSON.stringify(originalPhones)) changes.phoneNumbers = phones;
  const birthday = dateToBirthday(form.birthday);
  if ((birthday ?? '').slice(0, 10) !== (original.birthday ?? '').slice(0, 10)) changes.birthday = birthday;
  const address = form.address.trim() || null;
  if (address !== (original.address ?? null)) changes.address = address;
  const notes = isBlankHtml(form.notes) ? null : sanitizeHtml(form.notes);
  if (notes !== (original.notes ? sanitizeHtml(original.notes) : null)) changes.notes = notes;
  if ([...form.tags].sort().join() !== [...original.tags].sort().join()) changes.tags = [...form.tags];
  return changes;
}

/** Contacts carrying the tag (all when none), in the order given. */
export function withTag(contacts: Contact[], tagId: string | null): Contact[] {
  return tagId ? contacts.filter((c) => c.tags.includes(tagId)) : contacts;
}

/** Groups by the first letter of the name (as the list shows them), keeping the order within each group. */
export function groupByInitial(contacts: Contact[]): Array<{ letter: string; contacts: Contact[] }> {
  const groups: Array<{ letter: string; contacts: Contact[] }> = [];
  for (const contact of contacts) {
    const letter = (Array.from(contact.name.trim())[0] ?? '#').toUpperCase();
    const last = groups[groups.length - 1];
    if (last && last.letter === letter) last.contacts.push(contact);
    else groups.push({ letter, contacts: [contact] });
  }
  return groups;
}

/** The emoji flag of an ISO 3166 alpha-2 code ('kh' -> 🇰🇭): two regional indicator symbols. */
export function flagEmoji(iso: string): string {
  if (!/^[a-z]{2}$/i.test(iso)) return '';
  return String.fromCodePoint(...Array.from(iso.toUpperCase()).map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** A phone number with its country's dial code ('+855 12 345 678'). */
export function withDialCode(phone: ContactPhoneNumber, countries: Country[]): string {
  const country = countries.find((c) => c.iso === phone.country);
  return country ? `${country.code} ${phone.phoneNumber}` : phone.phoneNumber;
}

/** Avatar paths of the samples are relative asset paths; uploads are data URLs. */
export function avatarSrc(avatar: string | null | undefined): string | undefined {
  if (!avatar) return undefined;
  if (/^(data:|https?:|\/)/.test(avatar)) return avatar;
  return `/${avatar}`;
}
