/**
 * The round trip (issue 11 point 7) for the sample apps' PATCH routes (mailbox, notes, tasks, scrumboard): a client
 * that PATCHes back the object it was given, with one field changed, gets 200 and the change. Read-only fields sent
 * back as they were (ids, createdAt/updatedAt, order, boardId, slugs, label objects, a list's cards...) are accepted
 * and ignored; a read-only field with another value is refused 400 naming it; unknown fields stay refused.
 * Also the shell's shortcuts and inbox feeds (with toggle-read-status), contacts and inventory. The file manager has
 * no PATCH (read-only sample data).
 */
import type {
  Contact, InboxItem, InventoryProduct, Shortcut,
  BoardView, Mail, MailboxSettings, MailLabel, MailListItem, NoteLabel, NoteView, ScrumCardView, ScrumLabel, ScrumListView, Task, TaskTag,
} from '@cis/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';

interface Row {
  /** The resource, read as a client reads it. */
  read: () => Promise<Record<string, unknown>>;
  /** The PATCH that sends it back with one field changed: route and body. */
  send: (resource: Record<string, unknown>) => [string, object];
  /** What the answer shows of the change. */
  changed: (answer: unknown) => void;
}

describe('PATCH takes back what the API answered (sample apps)', () => {
  let t: TestApp;
  let token: string;
  const get = async <T>(url: string): Promise<T> => (await t.http.get(url).set(t.auth(token)).expect(200)).body as T;
  const patch = (url: string, body: object) => t.http.patch(url).set(t.auth(token)).send(body);
  const board = async (): Promise<BoardView> => {
    const [first] = await get<Array<{ id: string }>>('/api/apps/scrumboard/boards');
    return get<BoardView>(`/api/apps/scrumboard/board?id=${first!.id}`);
  };
  const aCard = async (): Promise<ScrumCardView> => (await board()).lists.flatMap((list) => list.cards).find((card) => card.labels.length > 0)!;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.signIn('admin@cis.test');
  });
  afterAll(() => t.close());

  const rows: Record<string, Row> = {
    'mailbox settings': {
      read: () => get<MailboxSettings & Record<string, unknown>>('/api/apps/mailbox/settings'),
      send: (settings) => ['/api/apps/mailbox/settings', { settings: { ...settings, showAvatars: !settings.showAvatars } }],
      changed: (answer) => expect(answer).toMatchObject({ showAvatars: expect.any(Boolean) }),
    },
    'mailbox label (id, slug)': {
      read: async () => (await get<MailLabel[]>('/api/apps/mailbox/labels'))[0] as MailLabel & Record<string, unknown>,
      send: (label) => ['/api/apps/mailbox/label', { id: label.id, label: { ...label, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ title: 'Round trip', slug: 'round-trip' }),
    },
    'mail from GET mail (id, from, to, date, attachments...)': {
      read: async () => {
        const [first] = (await get<{ mails: MailListItem[] }>('/api/apps/mailbox/mails?folder=inbox')).mails;
        return get<Mail & Record<string, unknown>>(`/api/apps/mailbox/mail?id=${first!.id}`);
      },
      send: (mail) => ['/api/apps/mailbox/mail', { id: mail.id, mail: { ...mail, starred: !mail.starred } }],
      changed: (answer) => expect(answer).toMatchObject({ starred: expect.any(Boolean) }),
    },
    'mail from the list (with ccCount, bccCount)': {
      read: async () => (await get<{ mails: MailListItem[] }>('/api/apps/mailbox/mails?folder=inbox')).mails[1] as MailListItem & Record<string, unknown>,
      send: (mail) => ['/api/apps/mailbox/mail', { id: mail.id, mail: { ...mail, important: !mail.important } }],
      changed: (answer) => expect(answer).toMatchObject({ important: expect.any(Boolean) }),
    },
    'note label': {
      read: async () => (await get<NoteLabel[]>('/api/apps/notes/labels'))[0] as NoteLabel & Record<string, unknown>,
      send: (label) => ['/api/apps/notes/labels', { label: { ...label, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toEqual(expect.arrayContaining([expect.objectContaining({ title: 'Round trip' })])),
    },
    'note (createdAt, updatedAt, label objects, tasks)': {
      read: async () => (await get<NoteView[]>('/api/apps/notes/all')).find((note) => note.labels.length > 0 && note.tasks) as NoteView & Record<string, unknown>,
      send: (note) => ['/api/apps/notes', { updatedNote: { ...note, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ title: 'Round trip', updatedAt: expect.any(String) }),
    },
    'task tag': {
      read: async () => (await get<TaskTag[]>('/api/apps/tasks/tags'))[0] as TaskTag & Record<string, unknown>,
      send: (tag) => ['/api/apps/tasks/tag', { id: tag.id, tag: { ...tag, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ title: 'Round trip' }),
    },
    'task (id, order)': {
      read: async () => (await get<Task[]>('/api/apps/tasks/all')).find((task) => task.order > 0 && task.subTasks.length > 0) as Task & Record<string, unknown>,
      send: (task) => ['/api/apps/tasks/task', { id: task.id, task: { ...task, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ title: 'Round trip' }),
    },
    'task order (the tasks as answered, moved)': {
      read: async () => ({ tasks: await get<Task[]>('/api/apps/tasks/all') }),
      send: ({ tasks }) => {
        const [first, second, ...rest] = tasks as Task[];
        return ['/api/apps/tasks/order', { tasks: [second, first, ...rest] }];
      },
      changed: (answer) => expect((answer as Task[]).map((task) => task.order)).toEqual((answer as Task[]).map((_, i) => i)),
    },
    'scrumboard list from GET board (boardId, cards)': {
      read: async () => (await board()).lists[0] as ScrumListView & Record<string, unknown>,
      send: (list) => ['/api/apps/scrumboard/board/list', { list: { ...list, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ title: 'Round trip' }),
    },
    'scrumboard lists from GET board': {
      read: async () => ({ lists: (await board()).lists }),
      send: ({ lists }) => {
        const [first, ...rest] = lists as ScrumListView[];
        return ['/api/apps/scrumboard/board/lists', { lists: [...rest, first] }];
      },
      changed: (answer) => expect((answer as ScrumListView[]).length).toBeGreaterThan(1),
    },
    'scrumboard card (id, boardId, label objects)': {
      read: async () => (await aCard()) as ScrumCardView & Record<string, unknown>,
      send: (card) => ['/api/apps/scrumboard/board/card', { id: card.id, card: { ...card, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ title: 'Round trip', labels: expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]) }),
    },
    'scrumboard cards': {
      read: async () => (await aCard()) as ScrumCardView & Record<string, unknown>,
      send: (card) => ['/api/apps/scrumboard/board/cards', { cards: [{ ...card, description: 'Round trip' }] }],
      changed: (answer) => expect(answer).toEqual([expect.objectContaining({ description: 'Round trip' })]),
    },
    'scrumboard card positions (the cards as answered, moved)': {
      read: async () => (await aCard()) as ScrumCardView & Record<string, unknown>,
      send: (card) => ['/api/apps/scrumboard/board/card/positions', { cards: [{ ...card, position: 12_345 }] }],
      changed: (answer) => expect(answer).toEqual([expect.objectContaining({ position: 12_345 })]),
    },
    'scrumboard label (id, boardId)': {
      read: async () => (await board()).labels[0] as ScrumLabel & Record<string, unknown>,
      send: (label) => ['/api/apps/scrumboard/board/label', { id: label.id, label: { ...label, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ title: 'Round trip' }),
    },
    'shortcut (id)': {
      read: async () => {
        await t.http.post('/api/common/shortcuts').set(t.auth(token)).send({ shortcut: { label: 'Round', icon: 'pi pi-star', link: '/apps/notes', useRouter: true } }).expect(200);
        return (await get<Shortcut[]>('/api/common/shortcuts'))[0] as Shortcut & Record<string, unknown>;
      },
      send: (shortcut) => ['/api/common/shortcuts', { id: shortcut.id, shortcut: { ...shortcut, label: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ label: 'Round trip' }),
    },
    ...Object.fromEntries((['message', 'notification'] as const).map((field): [string, Row] => [`${field} (id)`, {
      read: async () => {
        await t.http.post(`/api/common/${field}s`).set(t.auth(token)).send({ [field]: { title: 'Round' } }).expect(200);
        return (await get<InboxItem[]>(`/api/common/${field}s`))[0] as InboxItem & Record<string, unknown>;
      },
      send: (item) => [`/api/common/${field}s`, { id: item.id, [field]: { ...item, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ title: 'Round trip' }),
    }])),
    'contact from GET contact (id)': {
      read: async () => {
        const [first] = await get<Contact[]>('/api/apps/contacts/all');
        return get<Contact & Record<string, unknown>>(`/api/apps/contacts/contact?id=${first!.id}`);
      },
      send: (contact) => ['/api/apps/contacts/contact', { id: contact.id, contact: { ...contact, company: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ company: 'Round trip' }),
    },
    'contact tag (id)': {
      read: async () => (await get<Array<{ id: string; title: string }>>('/api/apps/contacts/tags'))[0] as { id: string; title: string } & Record<string, unknown>,
      send: (tag) => ['/api/apps/contacts/tag', { id: tag.id, tag: { ...tag, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ title: 'Round trip' }),
    },
    'inventory product (id)': {
      read: async () => {
        const { products } = await get<{ products: InventoryProduct[] }>('/api/apps/ecommerce/inventory/products');
        return get<InventoryProduct & Record<string, unknown>>(`/api/apps/ecommerce/inventory/product?id=${products[0]!.id}`);
      },
      send: (product) => ['/api/apps/ecommerce/inventory/product', { id: product.id, product: { ...product, sku: 'ROUND-TRIP' } }],
      changed: (answer) => expect(answer).toMatchObject({ sku: 'ROUND-TRIP' }),
    },
    'inventory tag (id)': {
      read: async () => (await get<Array<{ id: string; title: string }>>('/api/apps/ecommerce/inventory/tags'))[0] as { id: string; title: string } & Record<string, unknown>,
      send: (tag) => ['/api/apps/ecommerce/inventory/tag', { id: tag.id, tag: { ...tag, title: 'Round trip' } }],
      changed: (answer) => expect(answer).toMatchObject({ title: 'Round trip' }),
    },
  };

  it('toggle-read-status takes {message: {id, read}} as the sample client sends it, and the whole item', async () => {
    for (const field of ['message', 'notification'] as const) {
      await t.http.post(`/api/common/${field}s`).set(t.auth(token)).send({ [field]: { title: 'Toggle' } }).expect(200);
      const [item] = await get<InboxItem[]>(`/api/common/${field}s`);
      const url = `/api/common/${field}s/toggle-read-status`;
      const read = await t.http.post(url).set(t.auth(token)).send({ [field]: { id: item!.id, read: !item!.read } }).expect(200);
      expect(read.body).toEqual({ ...item, read: !item!.read });
      const back = await t.http.post(url).set(t.auth(token)).send({ [field]: { ...read.body, read: item!.read } }).expect(200);
      expect(back.body).toEqual(item);
      const retitled = await t.http.post(url).set(t.auth(token)).send({ [field]: { ...item, title: 'Other' } }).expect(400);
      expect(retitled.body.errors).toEqual([expect.objectContaining({ field: `${field}.title`, code: 'readOnly' })]);
    }
  });

  it.each(Object.entries(rows))('%s: the object as answered, one field changed, is taken (200)', async (_name, row) => {
    const [url, body] = row.send(await row.read());
    const answer = await patch(url, body);
    expect(answer.status).toBe(200);
    row.changed(answer.body);
  });

  it('refuses a read-only field sent back with another value, naming it, and stores nothing', async () => {
    const before = await t.store.lastPosition();
    const note = (await get<NoteView[]>('/api/apps/notes/all'))[0]!;
    const moved = await patch('/api/apps/notes', { updatedNote: { ...note, createdAt: '2001-01-01T00:00:00.000Z' } }).expect(400);
    expect(moved.body.errors).toEqual([expect.objectContaining({ field: 'updatedNote.createdAt', code: 'readOnly' })]);
    const task = (await get<Task[]>('/api/apps/tasks/all'))[1]!;
    const reordered = await patch('/api/apps/tasks/task', { id: task.id, task: { ...task, order: task.order + 5 } }).expect(400);
    expect(reordered.body.errors).toEqual([expect.objectContaining({ field: 'task.order', code: 'readOnly' })]);
    const card = await aCard();
    const elsewhere = await patch('/api/apps/scrumboard/board/card', { id: card.id, card: { ...card, boardId: 'another-board' } }).expect(400);
    expect(elsewhere.body.errors).toEqual([expect.objectContaining({ field: 'card.boardId', code: 'readOnly' })]);
    const [first] = (await get<{ mails: MailListItem[] }>('/api/apps/mailbox/mails?folder=inbox')).mails;
    const redated = await patch('/api/apps/mailbox/mail', { id: first!.id, mail: { ...first, date: '2001-01-01T00:00:00.000Z' } }).expect(400);
    expect(redated.body.errors).toEqual([expect.objectContaining({ field: 'mail.date', code: 'readOnly' })]);
    expect(await t.store.lastPosition()).toBe(before);
  });

  it('still refuses fields the object never had, and label objects whose id does not exist', async () => {
    const note = (await get<NoteView[]>('/api/apps/notes/all'))[0]!;
    await patch('/api/apps/notes', { updatedNote: { ...note, colour: 'red' } }).expect(400);
    const ghost = await patch('/api/apps/notes', { updatedNote: { id: note.id, labels: [{ id: 'no-such-label', title: 'Ghost' }] } }).expect(400);
    expect(ghost.body.errors).toEqual([expect.objectContaining({ field: 'updatedNote.labels', code: 'unknownReference' })]);
    const card = await aCard();
    await patch('/api/apps/scrumboard/board/card', { id: card.id, card: { ...card, labels: [{ id: card.labels[0]!.id, colour: 'red' }] } }).expect(400);
    const task = (await get<Task[]>('/api/apps/tasks/all'))[0]!;
    await patch('/api/apps/tasks/task', { id: task.id, task: { ...task, owner: 'me' } }).expect(400);
  });
});
