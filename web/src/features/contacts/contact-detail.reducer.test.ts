import type { Contact } from '@cis/contracts';
import { contactDetailReducer, initContactDetail, withKnownTags, type ContactDetailAction, type ContactDetailState } from './contact-detail.reducer';

const contact: Contact = {
  id: 'c1', avatar: null, background: null, name: 'Bopha Seng', emails: [{ email: 'bopha@example.com', label: 'Work' }],
  phoneNumbers: [{ country: 'kh', phoneNumber: '012 345 678', label: 'Mobile' }], title: 'Owner', company: 'Seng Trading',
  birthday: null, address: null, notes: null, tags: ['t1'],
};
const run = (...actions: ContactDetailAction[]): ContactDetailState => actions.reduce(contactDetailReducer, initContactDetail(contact));

describe('the contact screen reducer', () => {
  it('starts from the contact as the form holds it, nothing in progress', () => {
    expect(run()).toEqual({
      form: { name: 'Bopha Seng', title: 'Owner', company: 'Seng Trading', emails: contact.emails, phoneNumbers: contact.phoneNumbers, birthday: null, address: '', notes: '', tags: ['t1'] },
      saving: false, uploading: false, confirming: false,
    });
  });

  it('edits fields, and resets the draft to the contact (cancel, or a push while viewing)', () => {
    const edited = run({ type: 'edited', changes: { name: 'Bopha', address: 'Phnom Penh' } });
    expect(edited.form).toMatchObject({ name: 'Bopha', address: 'Phnom Penh', title: 'Owner' });
    expect(contactDetailReducer(edited, { type: 'reset', contact: { ...contact, title: 'CEO' } }).form).toMatchObject({ name: 'Bopha Seng', title: 'CEO', address: '' });
  });

  it('adds, changes and removes email lines (a new one is Personal and empty)', () => {
    const added = run({ type: 'emailAdded' }, { type: 'emailChanged', index: 1, changes: { email: 'b@example.org' } });
    expect(added.form.emails).toEqual([{ email: 'bopha@example.com', label: 'Work' }, { email: 'b@example.org', label: 'Personal' }]);
    expect(contactDetailReducer(added, { type: 'emailChanged', index: 0, changes: { label: 'Home' } }).form.emails[0]).toEqual({ email: 'bopha@example.com', label: 'Home' });
    expect(contactDetailReducer(added, { type: 'emailRemoved', index: 0 }).form.emails).toEqual([{ email: 'b@example.org', label: 'Personal' }]);
  });

  it('adds, changes and removes phone lines (a new one is a Cambodian mobile)', () => {
    const added = run({ type: 'phoneAdded' }, { type: 'phoneChanged', index: 1, changes: { country: 'th', phoneNumber: '081' } });
    expect(added.form.phoneNumbers[1]).toEqual({ country: 'th', phoneNumber: '081', label: 'Mobile' });
    expect(contactDetailReducer(added, { type: 'phoneRemoved', index: 1 }).form.phoneNumbers).toEqual(contact.phoneNumbers);
    // The contact's own lines are not changed in place.
    expect(contact.phoneNumbers).toHaveLength(1);
  });

  it('sets and clears the saving, uploading and confirming flags', () => {
    expect(run({ type: 'saving', on: true }).saving).toBe(true);
    expect(run({ type: 'uploading', on: true }, { type: 'uploading', on: false }).uploading).toBe(false);
    expect(run({ type: 'confirming', on: true }).confirming).toBe(true);
  });

  it('drops the tags deleted meanwhile before saving', () => {
    const form = run({ type: 'edited', changes: { tags: ['t1', 't2'] } }).form;
    expect(withKnownTags(form, [{ id: 't2' }]).tags).toEqual(['t2']);
  });
});
