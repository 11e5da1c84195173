import { CONTACT_AVATAR_MAX_BYTES, ContactsEvents, NotFound, Refused, type Contact, type ContactsEvent } from '@cis/contracts';
import type { ContactPatch } from '@cis/contracts/dto';
import { given } from '../platform/testing/decider-spec';
import { ContactCountriesDecider, ContactDecider, ContactTagDecider, blankContact, imageTypeOf } from './contacts.decider';

const contact: Contact = {
  id: 'c1', avatar: 'images/avatars/c1.jpg', background: null, name: 'Sokha Chan', emails: [], phoneNumbers: [],
  title: '', company: 'Cis', birthday: null, address: null, notes: null, tags: ['t1'],
};
const created: ContactsEvent = { type: ContactsEvents.contactCreated, data: { contact } };
const tagIds = new Set(['t1', 't2']);
const countryIsos = new Set(['kh', 'th']);
const update = (patch: ContactPatch) => ({ type: 'update' as const, id: 'c1', patch, tagIds, countryIsos });
const updated = (changes: object): ContactsEvent => ({ type: ContactsEvents.contactUpdated, data: { id: 'c1', changes } });
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

describe('the contact decider (one stream per contact)', () => {
  it('creates the blank New Contact, and a seeded one with its notes sanitised', () => {
    given(ContactDecider).when({ type: 'create', contact: blankContact('new-id') }).then([{
      type: ContactsEvents.contactCreated,
      data: { contact: { id: 'new-id', avatar: null, background: null, name: 'New Contact', emails: [], phoneNumbers: [], title: '', company: '', birthday: null, address: null, notes: null, tags: [] } },
    }]);
    given(ContactDecider).when({ type: 'create', contact: { ...contact, notes: '<p>ok<script>x()</script></p>' } })
      .then([{ type: ContactsEvents.contactCreated, data: { contact: { ...contact, notes: '<p>ok</p>' } } }]);
  });

  it('update records only the fields that differ and sanitises notes', () => {
    given(ContactDecider, [created]).when(update({ company: 'Mekong', name: 'Sokha Chan', notes: '<p>ok<script>x()</script></p>' }))
      .then([updated({ company: 'Mekong', notes: '<p>ok</p>' })]);
    given(ContactDecider, [created]).when(update({ company: 'Cis' })).thenNothing();
  });

  it('update refuses unknown tags (400 naming contact.tags), lets the avatar only be removed, and 404s a missing contact', () => {
    const ghost = given(ContactDecider, [created]).when(update({ tags: ['t2', 'zz'] })).thenRefused(Refused, 'unknownReference') as Refused;
    expect(ghost.fields.map((f) => f.field)).toEqual(['contact.tags']);
    given(ContactDecider, [created]).when(update({ tags: ['t2'] })).then([updated({ tags: ['t2'] })]);
    given(ContactDecider, [created]).when(update({ avatar: 'data:image/png;base64,AAAA' })).thenRefused(Refused);
    given(ContactDecider, [created]).when(update({ avatar: null })).then([updated({ avatar: null })]);
    // Sending the current avatar back (a whole form) is no change.
    given(ContactDecider, [created]).when(update({ avatar: contact.avatar })).thenNothing();
    given(ContactDecider).when(update({ name: 'x' })).thenRefused(NotFound);
  });

  it('update refuses a phone country that is not an iso code of the country list, naming the field', () => {
    const phone = (country: string) => ({ country, phoneNumber: '12 345 678', label: 'Mobile' });
    given(ContactDecider, [created]).when(update({ phoneNumbers: [phone('kh'), phone('th')] })).then([updated({ phoneNumbers: [phone('kh'), phone('th')] })]);
    const refused = given(ContactDecider, [created]).when(update({ phoneNumbers: [phone('kh'), phone('zz')] })).thenRefused(Refused) as Refused;
    expect(refused.fields).toEqual([expect.objectContaining({ field: 'contact.phoneNumbers.1.country' })]);
  });

  it('takes the contact back as answered: its own id is ignored, another id is refused 400 naming contact.id', () => {
    given(ContactDecider, [created]).when(update({ ...contact, name: 'Sokha C.' } as ContactPatch)).then([updated({ name: 'Sokha C.' })]);
    const refused = given(ContactDecider, [created]).when(update({ id: 'c2', name: 'x' })).thenRefused(Refused, 'readOnly') as Refused;
    expect(refused.fields).toEqual([expect.objectContaining({ field: 'contact.id', code: 'readOnly' })]);
  });

  it('deletes a contact; a deleted one is 404; a carried-over one is decided on', () => {
    given(ContactDecider, [created]).when({ type: 'delete', id: 'c1' }).then([{ type: ContactsEvents.contactDeleted, data: { id: 'c1' } }]);
    given(ContactDecider, [created, { type: ContactsEvents.contactDeleted, data: { id: 'c1' } }]).when({ type: 'delete', id: 'c1' }).thenRefused(NotFound);
    given(ContactDecider, [{ type: ContactsEvents.contactCarriedOver, data: { contact } }]).when(update({ company: 'Mekong' })).then([updated({ company: 'Mekong' })]);
  });

  it('avatar: recognises the four image types by their bytes and enforces 1 MiB', () => {
    expect(imageTypeOf(png)).toBe('image/png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF87a...'))).toBe('image/gif');
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('<svg/>'))).toBeUndefined();
    given(ContactDecider, [created]).when({ type: 'uploadAvatar', id: 'c1', file: { buffer: png, size: png.length } }).then([{
      type: ContactsEvents.avatarUploaded, data: { id: 'c1', mimeType: 'image/png', size: png.length, avatar: `data:image/png;base64,${png.toString('base64')}` },
    }]);
    given(ContactDecider, [created]).when({ type: 'uploadAvatar', id: 'c1', file: { buffer: png, size: CONTACT_AVATAR_MAX_BYTES + 1 } }).thenRefused(Refused, 'tooLarge');
    given(ContactDecider, [created]).when({ type: 'uploadAvatar', id: 'c1', file: undefined }).thenRefused(Refused, 'required');
    given(ContactDecider, [created]).when({ type: 'uploadAvatar', id: 'c1', file: { buffer: Buffer.from('<svg/>'), size: 6 } }).thenRefused(Refused, 'imageType');
    given(ContactDecider).when({ type: 'uploadAvatar', id: 'c1', file: { buffer: png, size: 9 } }).thenRefused(NotFound);
  });
});

describe('the contact tag decider (one stream per tag) and the country list', () => {
  const tagCreated: ContactsEvent = { type: ContactsEvents.tagCreated, data: { tag: { id: 't1', title: 'Work' } } };

  it('creates, renames (nothing when nothing changes) and deletes a tag; 404 for a missing one', () => {
    given(ContactTagDecider).when({ type: 'create', tag: { id: 't1', title: 'Work' } }).then([tagCreated]);
    given(ContactTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: { title: 'Office' } })
      .then([{ type: ContactsEvents.tagUpdated, data: { id: 't1', changes: { title: 'Office' } } }]);
    given(ContactTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: {} }).thenNothing();
    given(ContactTagDecider, [tagCreated]).when({ type: 'delete', id: 't1' }).then([{ type: ContactsEvents.tagDeleted, data: { id: 't1' } }]);
    given(ContactTagDecider).when({ type: 'update', id: 'x', patch: { title: 'y' } }).thenRefused(NotFound);
    given(ContactTagDecider).when({ type: 'delete', id: 'x' }).thenRefused(NotFound);
  });

  it('takes the tag back as answered; another id is refused', () => {
    given(ContactTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: { id: 't1', title: 'VIP' } })
      .then([{ type: ContactsEvents.tagUpdated, data: { id: 't1', changes: { title: 'VIP' } } }]);
    given(ContactTagDecider, [tagCreated]).when({ type: 'update', id: 't1', patch: { id: 't9', title: 'y' } }).thenRefused(Refused, 'readOnly');
  });

  it('seeds the country list once', () => {
    const seeded: ContactsEvent = { type: ContactsEvents.countriesSeeded, data: { countries: [] } };
    given(ContactCountriesDecider).when({ type: 'seed', countries: [] }).then([seeded]);
    given(ContactCountriesDecider, [seeded]).when({ type: 'seed', countries: [] }).thenNothing();
  });
});
