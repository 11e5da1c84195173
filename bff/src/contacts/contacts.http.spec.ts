import { BODY_LIMIT_BYTES, CONTACT_AVATAR_MAX_BYTES, type Contact, type ContactTag, type Country } from '@cis/contracts';
import { CONTACTS, CONTACT_TAGS } from '@cis/fixtures';
import { HOSTILE_RICH_TEXT, HOSTILE_RICH_TEXT_SANITISED } from '../platform/testing/hostile-html';
import { startTestApp, type TestApp } from '../platform/testing/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64',
);
/** Buffer.concat with @types/node 20 under TS 5.9 wants ArrayBuffer-backed arrays. */
const concat = (parts: Buffer[]): Buffer => Buffer.concat(parts as unknown as Uint8Array<ArrayBuffer>[]);
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

describe('contacts over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@cis.test');
    staff = await t.signIn('staff@cis.test');
  });
  afterAll(() => t.close());

  const get = (path: string, token = admin) => t.http.get(path).set(t.auth(token));
  const all = async (): Promise<Contact[]> => (await get('/api/apps/contacts/all').expect(200)).body;

  it('lists the sixty seeded contacts sorted by name, shared by every user of the tenant', async () => {
    const contacts = await all();
    expect(contacts).toHaveLength(60);
    expect(contacts.map((c) => c.name)).toEqual([...CONTACTS].sort(byName).map((c) => c.name));
    const seeded = CONTACTS[0] as Contact;
    expect(contacts.find((c) => c.id === seeded.id)).toEqual(seeded);
    const asStaff = (await get('/api/apps/contacts/all', staff).expect(200)).body;
    expect(asStaff).toEqual(contacts);
  });

  it('searches names case-insensitively, sorted by name; an empty or missing query gives everyone', async () => {
    const needle = (CONTACTS[3] as Contact).name.split(' ')[1] as string;
    const res = await get(`/api/apps/contacts/search?query=${encodeURIComponent(needle.toUpperCase())}`).expect(200);
    const expected = [...CONTACTS].filter((c) => c.name.toLowerCase().includes(needle.toLowerCase())).sort(byName);
    expect(res.body.map((c: Contact) => c.id)).toEqual(expected.map((c) => c.id));
    expect(res.body.length).toBeGreaterThan(0);
    expect((await get('/api/apps/contacts/search?query=').expect(200)).body).toHaveLength(60);
    expect((await get('/api/apps/contacts/search').expect(200)).body).toHaveLength(60);
    expect((await get('/api/apps/contacts/search?query=zzzz-nobody').expect(200)).body).toEqual([]);
    await get('/api/apps/contacts/search?query=a&page=2').expect(400);
  });

  it('gets one contact; an unknown id is a 404 in the error envelope; a missing id is a 400', async () => {
    const seeded = CONTACTS[5] as Contact;
    expect((await get(`/api/apps/contacts/contact?id=${seeded.id}`).expect(200)).body).toEqual(seeded);
    const missing = await get('/api/apps/contacts/contact?id=no-such-contact').expect(404);
    expect(missing.body).toMatchObject({ status: 404, error: 'Resource does not exist', developerMessage: 'Resource does not exist!' });
    await get('/api/apps/contacts/contact').expect(400);
  });

  it('creates a blank "New Contact" with a new id, empty lists and null fields', async () => {
    const res = await t.http.post('/api/apps/contacts/contact').set(t.auth(admin)).expect(200);
    expect(res.body).toMatchObject({
      name: 'New Contact', emails: [], phoneNumbers: [], tags: [], avatar: null, birthday: null, address: null, notes: null,
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const contacts = await all();
    expect(contacts).toHaveLength(61);
    expect(contacts.map((c) => c.name)).toEqual([...contacts].sort(byName).map((c) => c.name));
    expect((await get(`/api/apps/contacts/contact?id=${res.body.id}`).expect(200)).body).toEqual(res.body);
    await t.http.delete(`/api/apps/contacts/contact?id=${res.body.id}`).set(t.auth(admin)).expect(200);
  });

  it('refuses a body on the create call (the spec gives none) with 400, creating nothing', async () => {
    const res = await t.http.post('/api/apps/contacts/contact').set(t.auth(admin)).send({ name: 'Chosen name' }).expect(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    expect(await all()).toHaveLength(60);
    await t.http.post('/api/apps/contacts/contact').set(t.auth(admin)).send({}).expect(200)
      .then((created) => t.http.delete(`/api/apps/contacts/contact?id=${created.body.id}`).set(t.auth(admin)).expect(200));
  });

  it('patches by merging the sent fields, and sanitises the notes', async () => {
    const before = CONTACTS[7] as Contact;
    const res = await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin)).send({
      id: before.id,
      contact: {
        company: 'Tonle Sap Fisheries',
        phoneNumbers: [{ country: 'kh', phoneNumber: '12 345 678', label: 'Mobile' }],
        notes: '<p onclick="steal()">Files <strong>VAT</strong> monthly<script>alert(1)</script></p><img src="javascript:alert(2)">',
        birthday: '1985-04-14T12:00:00.000Z',
      },
    }).expect(200);
    expect(res.body).toEqual({
      ...before,
      company: 'Tonle Sap Fisheries',
      phoneNumbers: [{ country: 'kh', phoneNumber: '12 345 678', label: 'Mobile' }],
      notes: res.body.notes,
      birthday: '1985-04-14T12:00:00.000Z',
    });
    expect(res.body.notes).toContain('<strong>VAT</strong>');
    expect(res.body.notes).not.toMatch(/script|onclick|javascript/i);
    const stored = (await get(`/api/apps/contacts/contact?id=${before.id}`, staff).expect(200)).body;
    expect(stored).toEqual(res.body);
  });

  it('stores hostile notes harmless (data: and javascript: links, svg images, handlers)', async () => {
    const target = CONTACTS[10] as Contact;
    const res = await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin))
      .send({ id: target.id, contact: { notes: HOSTILE_RICH_TEXT } }).expect(200);
    expect(res.body.notes).toBe(HOSTILE_RICH_TEXT_SANITISED);
    expect((await get(`/api/apps/contacts/contact?id=${target.id}`, staff).expect(200)).body.notes).toBe(HOSTILE_RICH_TEXT_SANITISED);
  });

  it('refuses bad patches with 400 and unknown ids with 404, changing nothing', async () => {
    const target = CONTACTS[8] as Contact;
    const patch = (body: object) => t.http.patch('/api/apps/contacts/contact').set(t.auth(admin)).send(body);
    const unknownField = await patch({ id: target.id, contact: { name: 'X', isAdmin: true } }).expect(400);
    expect(unknownField.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'contact.isAdmin' })]));
    await patch({ id: target.id, contact: { name: null } }).expect(400);
    await patch({ id: target.id, contact: { name: '' } }).expect(400);
    await patch({ id: target.id, contact: { emails: [{ email: 'not-an-email', label: 'Work' }] } }).expect(400);
    await patch({ id: target.id, contact: { phoneNumbers: [{ country: 'KHM', phoneNumber: '1', label: 'Work' }] } }).expect(400);
    await patch({ id: target.id, contact: { birthday: 'yesterday' } }).expect(400);
    await patch({ id: target.id }).expect(400);
    await patch({ id: target.id, contact: { background: 'javascript:alert(1)' } }).expect(400);
    const badTag = await patch({ id: target.id, contact: { tags: ['no-such-tag'] } }).expect(400);
    expect(badTag.body.developerMessage).toContain('no-such-tag');
    expect(badTag.body.errors).toEqual([expect.objectContaining({ field: 'contact.tags' })]);
    // A well-formed iso code that is not in the country list names nothing.
    const badCountry = await patch({ id: target.id, contact: { phoneNumbers: [
      { country: 'kh', phoneNumber: '12 345 678', label: 'Mobile' }, { country: 'zz', phoneNumber: '1', label: 'Work' },
    ] } }).expect(400);
    expect(badCountry.body.errors).toEqual([expect.objectContaining({ field: 'contact.phoneNumbers.1.country' })]);
    for (const field of ['emails', 'phoneNumbers', 'tags', 'company']) {
      const res = await patch({ id: target.id, contact: { [field]: null } }).expect(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: `contact.${field}` })]));
    }
    const newAvatar = await patch({ id: target.id, contact: { avatar: 'data:image/svg+xml;base64,PHN2Zz4=' } }).expect(400);
    expect(newAvatar.body.developerMessage).toContain('api/apps/contacts/avatar');
    await patch({ id: 'no-such-contact', contact: { name: 'Ghost' } }).expect(404);
    expect((await get(`/api/apps/contacts/contact?id=${target.id}`).expect(200)).body).toEqual(target);
    expect(await all()).toHaveLength(60);
  });

  it('deletes a contact (true); deleting it again or an unknown id is a 404 that changes nothing', async () => {
    const victim = CONTACTS[20] as Contact;
    const res = await t.http.delete(`/api/apps/contacts/contact?id=${victim.id}`).set(t.auth(admin)).expect(200);
    expect(res.body).toBe(true);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    await get(`/api/apps/contacts/contact?id=${victim.id}`).expect(404);
    await t.http.delete(`/api/apps/contacts/contact?id=${victim.id}`).set(t.auth(admin)).expect(404);
    await t.http.delete('/api/apps/contacts/contact?id=nobody').set(t.auth(admin)).expect(404);
    expect(await all()).toHaveLength(59);
  });

  it('lists about 250 countries from the packages, by name; Cambodia is kh +855', async () => {
    const countries: Country[] = (await get('/api/apps/contacts/countries').expect(200)).body;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.map((c) => c.name)).toEqual([...countries].sort(byName).map((c) => c.name));
    expect(countries.find((c) => c.iso === 'kh')).toMatchObject({ name: 'Cambodia', code: '+855', flagImagePos: expect.stringMatching(/^-\d+px -\d+px$/) });
    expect(Object.keys(countries[0] as Country).sort()).toEqual(['code', 'flagImagePos', 'id', 'iso', 'name']);
  });

  it('lists the seven tags in the spec order; a new tag comes first; patch merges', async () => {
    const tags: ContactTag[] = (await get('/api/apps/contacts/tags').expect(200)).body;
    expect(tags).toEqual(CONTACT_TAGS);
    const created = await t.http.post('/api/apps/contacts/tag').set(t.auth(admin)).send({ tag: { title: 'Tax client' } }).expect(200);
    expect(created.body).toEqual({ id: expect.any(String), title: 'Tax client' });
    const after: ContactTag[] = (await get('/api/apps/contacts/tags').expect(200)).body;
    expect(after.map((tag) => tag.title)).toEqual(['Tax client', ...CONTACT_TAGS.map((tag) => tag.title)]);
    const patched = await t.http.patch('/api/apps/contacts/tag').set(t.auth(admin))
      .send({ id: created.body.id, tag: { title: 'VAT client' } }).expect(200);
    expect(patched.body).toEqual({ id: created.body.id, title: 'VAT client' });
    await t.http.post('/api/apps/contacts/tag').set(t.auth(admin)).send({ tag: { title: '' } }).expect(400);
    await t.http.post('/api/apps/contacts/tag').set(t.auth(admin)).send({ tag: { title: 'x', color: 'red' } }).expect(400);
    await t.http.patch('/api/apps/contacts/tag').set(t.auth(admin)).send({ id: 'nope', tag: { title: 'x' } }).expect(404);
    await t.http.delete('/api/apps/contacts/tag?id=nope').set(t.auth(admin)).expect(404);
  });

  it('deleting a tag answers true and removes its id from every contact (cascade)', async () => {
    const tag = (await t.http.post('/api/apps/contacts/tag').set(t.auth(admin)).send({ tag: { title: 'Audit 2026' } }).expect(200)).body as ContactTag;
    const holders = [CONTACTS[30], CONTACTS[31], CONTACTS[32]] as Contact[];
    for (const contact of holders) {
      const res = await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin))
        .send({ id: contact.id, contact: { tags: [...contact.tags, tag.id] } }).expect(200);
      expect(res.body.tags).toContain(tag.id);
    }
    const seededTag = CONTACT_TAGS[0] as ContactTag;
    const seededHolders = (await all()).filter((c) => c.tags.includes(seededTag.id)).length;
    expect(seededHolders).toBeGreaterThan(0);

    expect((await t.http.delete(`/api/apps/contacts/tag?id=${tag.id}`).set(t.auth(admin)).expect(200)).body).toBe(true);
    expect((await t.http.delete(`/api/apps/contacts/tag?id=${seededTag.id}`).set(t.auth(admin)).expect(200)).body).toBe(true);
    const contacts = await all();
    expect(contacts.some((c) => c.tags.includes(tag.id) || c.tags.includes(seededTag.id))).toBe(false);
    for (const contact of holders) {
      expect(contacts.find((c) => c.id === contact.id)?.tags).toEqual(contact.tags.filter((id) => id !== seededTag.id));
    }
    const tags: ContactTag[] = (await get('/api/apps/contacts/tags').expect(200)).body;
    expect(tags.map((t2) => t2.id)).not.toContain(seededTag.id);
  });

  describe('avatar upload', () => {
    const upload = (id: string | undefined, file?: { data: Buffer; name: string; type: string }) => {
      const req = t.http.post('/api/apps/contacts/avatar').set(t.auth(admin));
      if (id !== undefined) req.field('id', id);
      if (file) req.attach('avatar', file.data, { filename: file.name, contentType: file.type });
      return req;
    };
    const target = () => CONTACTS[40] as Contact;

    it('stores a PNG as a data URL on the contact and answers the contact', async () => {
      const res = await upload(target().id, { data: PNG, name: 'me.png', type: 'image/png' }).expect(200);
      expect(res.body).toEqual({ ...target(), avatar: `data:image/png;base64,${PNG.toString('base64')}` });
      expect((await get(`/api/apps/contacts/contact?id=${target().id}`, staff).expect(200)).body.avatar).toBe(res.body.avatar);
    });

    it('accepts JPEG, GIF and WebP by their bytes, whatever the file is called', async () => {
      const jpeg = concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
      const gif = concat([Buffer.from('GIF89a'), Buffer.alloc(32, 0)]);
      const webp = concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 0)]);
      expect((await upload(target().id, { data: jpeg, name: 'a.bin', type: 'application/octet-stream' }).expect(200)).body.avatar)
        .toMatch(/^data:image\/jpeg;base64,/);
      expect((await upload(target().id, { data: gif, name: 'a.gif', type: 'image/gif' }).expect(200)).body.avatar).toMatch(/^data:image\/gif;/);
      expect((await upload(target().id, { data: webp, name: 'a.webp', type: 'image/webp' }).expect(200)).body.avatar).toMatch(/^data:image\/webp;/);
    });

    it('refuses anything that is not a PNG, JPEG, GIF or WebP image with 400, changing nothing', async () => {
      const before = (await get(`/api/apps/contacts/contact?id=${target().id}`).expect(200)).body.avatar;
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const refused = await upload(target().id, { data: svg, name: 'x.svg', type: 'image/svg+xml' }).expect(400);
      expect(refused.body).toMatchObject({ status: 400, error: 'Bad Request' });
      expect(refused.body.developerMessage).toContain('PNG, JPEG, GIF or WebP');
      await upload(target().id, { data: Buffer.from('hello'), name: 'x.png', type: 'image/png' }).expect(400);
      await upload(target().id, { data: Buffer.from('%PDF-1.7'), name: 'x.pdf', type: 'application/pdf' }).expect(400);
      await upload(target().id).expect(400);
      await upload(undefined, { data: PNG, name: 'me.png', type: 'image/png' }).expect(400);
      await t.http.post('/api/apps/contacts/avatar').set(t.auth(admin)).send({ id: target().id, avatar: PNG.toString('base64') }).expect(400);
      expect((await get(`/api/apps/contacts/contact?id=${target().id}`).expect(200)).body.avatar).toBe(before);
    });

    it('accepts exactly 1 MiB and refuses one byte more with 400', async () => {
      const exact = concat([PNG, Buffer.alloc(CONTACT_AVATAR_MAX_BYTES - PNG.length)]);
      await upload(target().id, { data: exact, name: 'big.png', type: 'image/png' }).expect(200);
      const tooBig = concat([PNG, Buffer.alloc(CONTACT_AVATAR_MAX_BYTES - PNG.length + 1)]);
      const res = await upload(target().id, { data: tooBig, name: 'big.png', type: 'image/png' }).expect(400);
      expect(res.body.developerMessage).toContain('1 MiB');
      const huge = concat([PNG, Buffer.alloc(BODY_LIMIT_BYTES)]);
      const hugeRes = await upload(target().id, { data: huge, name: 'huge.png', type: 'image/png' }).expect(400);
      expect(hugeRes.body.developerMessage).toContain('1 MiB');
    });

    it('answers 404 for an unknown contact, and a patch can remove the avatar', async () => {
      await upload('no-such-contact', { data: PNG, name: 'me.png', type: 'image/png' }).expect(404);
      const res = await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin))
        .send({ id: target().id, contact: { avatar: null } }).expect(200);
      expect(res.body.avatar).toBeNull();
    });
  });

  it('needs a signed-in user', async () => {
    await t.http.get('/api/apps/contacts/all').expect(401);
  });

  it('rebuilding the projections from the log gives the same read models', async () => {
    const before = await t.store.dumpReadModels();
    await t.store.rebuildProjections();
    expect(await t.store.dumpReadModels()).toEqual(before);
    expect((await get('/api/apps/contacts/tags').expect(200)).body[0].title).toBe('VAT client');
  });

  it('takes a contact and a tag back as answered ({id, contact: {...the contact with its id}}): 200; another id 400 naming it', async () => {
    const [first] = await all();
    const contact = (await get(`/api/apps/contacts/contact?id=${first!.id}`).expect(200)).body as Contact;
    const back = await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin)).send({ id: contact.id, contact: { ...contact, company: 'Round trip' } }).expect(200);
    expect(back.body).toEqual({ ...contact, company: 'Round trip' });
    const before = await t.store.lastPosition();
    const moved = await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin)).send({ id: contact.id, contact: { ...contact, id: 'other' } }).expect(400);
    expect(moved.body.errors).toEqual([expect.objectContaining({ field: 'contact.id', code: 'readOnly' })]);
    await t.http.patch('/api/apps/contacts/contact').set(t.auth(admin)).send({ id: contact.id, contact: { ...contact, owner: 'x' } }).expect(400);
    expect(await t.store.lastPosition()).toBe(before);
    const [tag] = (await get('/api/apps/contacts/tags').expect(200)).body as Array<{ id: string; title: string }>;
    const renamed = await t.http.patch('/api/apps/contacts/tag').set(t.auth(admin)).send({ id: tag!.id, tag: { ...tag, title: 'Round trip' } }).expect(200);
    expect(renamed.body).toEqual({ id: tag!.id, title: 'Round trip' });
  });
});
