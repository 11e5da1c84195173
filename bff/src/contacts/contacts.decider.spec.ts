import { CONTACT_AVATAR_MAX_BYTES, ContactsEvents, NotFound, Refused, type Contact, type ContactUpdatedData } from '@cis/contracts';
import { ContactsDecider, imageTypeOf, type ContactState } from './contacts.decider';

const contact: Contact = {
  id: 'c1', avatar: 'images/avatars/c1.jpg', background: null, name: 'Sokha Chan', emails: [], phoneNumbers: [],
  company: 'Cis', birthday: null, address: null, notes: null, tags: ['t1'],
};
const state = (over: Partial<ContactState> = {}): ContactState => ({
  contact, tagIds: new Set(['t1', 't2']), countryIsos: new Set(['kh', 'th']), ...over,
});
const changesOf = (events: { data: unknown }[]) => (events[0]?.data as ContactUpdatedData).changes;

describe('ContactsDecider', () => {
  it('creates the blank New Contact when no seed is given', () => {
    const [event] = ContactsDecider.create('new-id');
    expect(event?.type).toBe(ContactsEvents.contactCreated);
    expect(event?.data).toEqual({
      contact: {
        id: 'new-id', avatar: null, background: null, name: 'New Contact', emails: [], phoneNumbers: [], title: '',
        company: '', birthday: null, address: null, notes: null, tags: [],
      },
    });
  });

  it('update keeps only the sent fields and sanitises notes', () => {
    const events = ContactsDecider.update(state(), 'c1', { company: 'Mekong', notes: '<p>ok<script>x()</script></p>' });
    expect(changesOf(events)).toEqual({ company: 'Mekong', notes: '<p>ok</p>' });
  });

  it('update refuses unknown tags, lets the avatar only be removed, and 404s a missing contact', () => {
    expect(() => ContactsDecider.update(state(), 'c1', { tags: ['t2', 'zz'] })).toThrow(Refused);
    expect(changesOf(ContactsDecider.update(state(), 'c1', { tags: ['t2'] }))).toEqual({ tags: ['t2'] });
    expect(() => ContactsDecider.update(state(), 'c1', { avatar: 'data:image/png;base64,AAAA' })).toThrow(Refused);
    expect(changesOf(ContactsDecider.update(state(), 'c1', { avatar: null }))).toEqual({ avatar: null });
    // Sending the current avatar back (a whole form) is no change.
    expect(ContactsDecider.update(state(), 'c1', { avatar: contact.avatar })).toEqual([]);
    expect(() => ContactsDecider.update(state({ contact: undefined }), 'c1', { name: 'x' })).toThrow(NotFound);
  });

  it('update refuses a phone country that is not an iso code of the country list, naming the field', () => {
    const phone = (country: string) => ({ country, phoneNumber: '12 345 678', label: 'Mobile' });
    expect(changesOf(ContactsDecider.update(state(), 'c1', { phoneNumbers: [phone('kh'), phone('th')] })).phoneNumbers).toHaveLength(2);
    let refused: unknown;
    try {
      ContactsDecider.update(state(), 'c1', { phoneNumbers: [phone('kh'), phone('zz')] });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(Refused);
    expect((refused as Refused).fields).toEqual([expect.objectContaining({ field: 'contact.phoneNumbers.1.country' })]);
  });

  it('avatar: recognises the four image types by their bytes and enforces 1 MiB', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF87a...'))).toBe('image/gif');
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('<svg/>'))).toBeUndefined();
    const [event] = ContactsDecider.uploadAvatar(contact, 'c1', { buffer: png, size: png.length });
    expect(event?.data).toEqual({ id: 'c1', mimeType: 'image/png', size: 9, avatar: `data:image/png;base64,${png.toString('base64')}` });
    expect(() => ContactsDecider.uploadAvatar(contact, 'c1', { buffer: png, size: CONTACT_AVATAR_MAX_BYTES + 1 })).toThrow(Refused);
    expect(() => ContactsDecider.uploadAvatar(contact, 'c1', undefined)).toThrow(Refused);
    expect(() => ContactsDecider.uploadAvatar(undefined, 'c1', { buffer: png, size: 9 })).toThrow(NotFound);
  });

  it('tags: update merges only sent fields; update and delete 404 an unknown tag', () => {
    expect(ContactsDecider.updateTag({ id: 't1', title: 'Work' }, 't1', { title: 'Office' })[0]?.data).toEqual({ id: 't1', changes: { title: 'Office' } });
    expect(ContactsDecider.updateTag({ id: 't1', title: 'Work' }, 't1', {})).toEqual([]);
    expect(() => ContactsDecider.updateTag(undefined, 'x', { title: 'y' })).toThrow(NotFound);
    expect(() => ContactsDecider.deleteTag(undefined, 'x')).toThrow(NotFound);
  });

  it('takes the contact back as answered: its own id is ignored, another id is refused 400 naming contact.id', () => {
    expect(changesOf(ContactsDecider.update(state(), 'c1', { ...contact, name: 'Sokha C.' } as never))).toEqual({ name: 'Sokha C.' });
    let refused: unknown;
    try {
      ContactsDecider.update(state(), 'c1', { id: 'c2', name: 'x' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(Refused);
    expect((refused as Refused).fields).toEqual([expect.objectContaining({ field: 'contact.id', code: 'readOnly' })]);
    expect(() => ContactsDecider.updateTag({ id: 't1', title: 'VIP' }, 't1', { id: 't9', title: 'y' })).toThrow(Refused);
  });
});
