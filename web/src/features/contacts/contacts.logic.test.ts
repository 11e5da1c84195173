import type { Contact, Country } from '@cis/contracts';
import {
  avatarSrc, birthdayToDate, contactChanges, dateToBirthday, flagEmoji, groupByInitial, toForm, validateContact, withDialCode, withTag,
} from './contacts.logic';

const contact: Contact = {
  id: 'c1', avatar: 'assets/images/avatars/c1.jpg', background: null, name: 'Bopha Seng',
  emails: [{ email: 'bopha@example.com', label: 'Work' }],
  phoneNumbers: [{ country: 'kh', phoneNumber: '12 345 678', label: 'Mobile' }],
  title: 'Owner', company: 'Seng Trading', birthday: '1990-03-15T12:00:00.000Z', address: 'Phnom Penh',
  notes: '<p>Files VAT monthly.</p>', tags: ['t1'],
};

describe('contact editor logic', () => {
  it('sends nothing when nothing changed, and only what changed otherwise', () => {
    expect(contactChanges(contact, toForm(contact))).toEqual({});
    const form = { ...toForm(contact), name: '  Bopha Seng-Keo ', tags: ['t1', 't2'] };
    expect(contactChanges(contact, form)).toEqual({ name: 'Bopha Seng-Keo', tags: ['t1', 't2'] });
  });

  it('keeps a birthday on its calendar day in any time zone: picked local date -> 12:00 UTC and back', () => {
    expect(birthdayToDate(contact.birthday)).toEqual(new Date(1990, 2, 15));
    expect(dateToBirthday(new Date(1990, 2, 15))).toBe('1990-03-15T12:00:00.000Z');
    expect(contactChanges(contact, { ...toForm(contact), birthday: new Date(1990, 2, 16) })).toEqual({ birthday: '1990-03-16T12:00:00.000Z' });
    expect(contactChanges(contact, { ...toForm(contact), birthday: null })).toEqual({ birthday: null });
  });

  it('sanitises notes and sends blank notes as null', () => {
    expect(contactChanges(contact, { ...toForm(contact), notes: '<p>Hi<script>alert(1)</script></p>' })).toEqual({ notes: '<p>Hi</p>' });
    expect(contactChanges(contact, { ...toForm(contact), notes: '<p><br></p>' })).toEqual({ notes: null });
  });

  it('lists the invalid fields: empty name, bad email, bad phone, future birthday', () => {
    expect(validateContact(toForm(contact))).toEqual([]);
    const bad = {
      ...toForm(contact),
      name: '  ',
      emails: [{ email: 'not-an-email', label: 'Work' }],
      phoneNumbers: [{ country: 'kh', phoneNumber: 'call me', label: 'Mobile' }],
      birthday: new Date(Date.now() + 86_400_000 * 3),
    };
    expect(validateContact(bad)).toEqual(['contacts.name', 'contacts.emails', 'contacts.phoneNumbers', 'contacts.birthday']);
    expect(validateContact({ ...toForm(contact), phoneNumbers: [{ country: '', phoneNumber: '012 345', label: 'Home' }] })).toEqual(['contacts.phoneNumbers']);
  });

  it('filters by tag and groups by initial letter in list order', () => {
    const list = [contact, { ...contact, id: 'c2', name: 'Bunthoeun Ly', tags: [] }, { ...contact, id: 'c3', name: 'chenda ouk', tags: ['t1'] }];
    expect(withTag(list, 't1').map((c) => c.id)).toEqual(['c1', 'c3']);
    expect(withTag(list, null)).toHaveLength(3);
    expect(groupByInitial(list).map((g) => [g.letter, g.contacts.length])).toEqual([['B', 2], ['C', 1]]);
  });

  it('shows flags, dial codes and avatar paths', () => {
    expect(flagEmoji('kh')).toBe('\u{1F1F0}\u{1F1ED}');
    expect(flagEmoji('x')).toBe('');
    const countries: Country[] = [{ id: '1', iso: 'kh', name: 'Cambodia', code: '+855', flagImagePos: '' }];
    expect(withDialCode(contact.phoneNumbers[0]!, countries)).toBe('+855 12 345 678');
    expect(withDialCode({ country: 'zz', phoneNumber: '1', label: 'Home' }, countries)).toBe('1');
    expect(avatarSrc('assets/a.jpg')).toBe('/assets/a.jpg');
    expect(avatarSrc('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(avatarSrc(null)).toBeUndefined();
  });
});
