/**
 * Concurrency: 50 users change one entity at the same moment. No update is lost: each is in the entity's stream
 * under its author, the read model is what the stream says, a rebuild gives the same read models; a conflict is
 * answered 409 (the client retries) or retried by the server, never a 500.
 *
 * Where collisions happen: a BFF process runs one stream's commands in turn (CommandService), and SQLite is embedded
 * in one process, so on SQLite the 50 writes queue and never collide (asserted: 0 stale-version appends, no 409). On
 * PostgreSQL two instances share the store, so their writes to the one stream do collide: there the suite asserts
 * that collisions (stale-version appends retried by the server, or 409s retried by the client) actually happened,
 * so the retry path is proven, not assumed.
 */
import { ContactsEvents, DEFAULT_TENANT, type User } from '@cis/contracts';
import { contactStream } from '../../contacts/contacts.decider';
import { AccountsDecider } from '../auth/accounts.decider';
import { accountStream } from '../auth/auth-user';
import { TokenService } from '../auth/token.service';
import { CommandService } from '../command/command.service';
import { ConcurrencyError } from '../event-store/event-store.port';
import { newId } from '../ids';
import { describeWithService } from '../testing/services';
import { startTestApp, type TestApp, type TestAppOptions } from '../testing/test-app';

const WRITERS = 50;
const CLIENT_RETRIES = 5;
jest.setTimeout(5 * 60_000);

async function registerUsers(t: TestApp, count: number): Promise<Array<{ user: User; token: string }>> {
  const commands = t.app.get(CommandService);
  const tokens = t.app.get(TokenService);
  const out: Array<{ user: User; token: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const user: User = {
      id: newId(), tenant: 'cis', email: `writer${i}@cis.test`, name: `Writer ${i}`, avatar: null, status: 'online',
      kind: 'staff', role: 1, permissions: [],
      userDetails: { customerP24Id: null, firstNameEn: 'Writer', lastNameEn: String(i), firstNameKh: '', lastNameKh: '' },
    };
    // A placeholder hash: these users never sign in with a password, only with a token.
    await commands.execute({ stream: accountStream(user.email), actor: { tenant: 'cis', id: null }, decide: () => AccountsDecider.register(undefined, user, '$2b$10$unusable') });
    out.push({ user, token: tokens.sign(user.id, 'cis') });
  }
  return out;
}

interface Outcome {
  statuses: Record<number, number>;
  clientRetries: number;
}

/**
 * Counts the stale-version appends the server met (and decided again): proof that the writes really collided. On
 * PostgreSQL the command pipeline appends through appendDeciding, whose `decide` runs only for a stale version; a
 * plain append answers ConcurrencyError.
 */
function countConflicts(apps: TestApp[]): { conflicts: number; restore(): void } {
  const counter = { conflicts: 0, restore: () => undefined as void };
  const originals = apps.map((t) => ({ append: t.store.append.bind(t.store), appendDeciding: t.store.appendDeciding?.bind(t.store) }));
  apps.forEach((t, i) => {
    const { append, appendDeciding } = originals[i];
    t.store.append = async (...args: Parameters<typeof append>) => {
      try {
        return await append(...args);
      } catch (error) {
        if (error instanceof ConcurrencyError) counter.conflicts += 1;
        throw error;
      }
    };
    if (appendDeciding) {
      t.store.appendDeciding = (stream, known, decide, meta, events) =>
        appendDeciding(stream, known, (missed, version) => {
          counter.conflicts += 1;
          return decide(missed, version);
        }, meta, events);
    }
  });
  counter.restore = () => apps.forEach((t, i) => {
    t.store.append = originals[i].append;
    t.store.appendDeciding = originals[i].appendDeciding;
  });
  return counter;
}

/** Collisions must have happened where two instances write (PostgreSQL), and cannot where one process queues them. */
function expectCollisions(twoInstances: boolean, serverRetries: number, outcome: Outcome): void {
  if (twoInstances) expect(serverRetries + outcome.clientRetries).toBeGreaterThan(0);
  else expect({ serverRetries, clientRetries: outcome.clientRetries }).toEqual({ serverRetries: 0, clientRetries: 0 });
}

/** Sends the write; on 409 the client retries as a user would. Throws on 5xx or after CLIENT_RETRIES conflicts. */
async function writeWithRetry(send: () => Promise<{ status: number }>, outcome: Outcome): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const { status } = await send();
    outcome.statuses[status] = (outcome.statuses[status] ?? 0) + 1;
    if (status === 409 && attempt < CLIENT_RETRIES) {
      outcome.clientRetries += 1;
      continue;
    }
    if (status >= 300) throw new Error(`write answered ${status}`);
    return;
  }
}

function concurrencySuite(name: string, options: TestAppOptions) {
  describe(name, () => {
    // A process runs one stream's commands in turn, so on PostgreSQL two instances share the store and the writes
    // collide between them. SQLite is embedded in one process (its read-model order is kept by that process): there
    // the writes queue and never collide.
    let t: TestApp;
    let other: TestApp;
    let writers: Array<{ user: User; token: string }>;
    const via = (i: number) => (i % 2 === 0 ? t : other).http;
    beforeAll(async () => {
      t = await startTestApp(options);
      other = options.store === 'postgres'
        ? await startTestApp({ ...options, env: { JWT_SECRET: t.config.jwtSecret, DATABASE_SCHEMA: t.config.databaseSchema } })
        : t;
      writers = await registerUsers(t, WRITERS);
    });
    afterAll(async () => {
      if (other !== t) await other.close();
      await t.close();
    });

    it(`${WRITERS} users renaming one contact at once: every change in its stream, read model = last change`, async () => {
      const admin = await t.signIn('admin@cis.test');
      const contact = (await t.http.post('/api/apps/contacts/contact').set(t.auth(admin)).send({}).expect(200)).body as { id: string };
      const outcome: Outcome = { statuses: {}, clientRetries: 0 };
      const collisions = countConflicts([...new Set([t, other])]);
      await Promise.all(
        writers.map(({ user, token }, i) =>
          writeWithRetry(() => via(i).patch('/api/apps/contacts/contact').set(t.auth(token)).send({ id: contact.id, contact: { title: `title by ${user.id}`, company: `company of ${user.id}` } }), outcome),
        ),
      ).finally(() => collisions.restore());
      const stream = await t.store.readStream(contactStream(DEFAULT_TENANT, contact.id));
      const updates = stream.filter((e) => e.type === ContactsEvents.contactUpdated);
      expect(updates.map((e) => e.userId).sort()).toEqual(writers.map((w) => w.user.id).sort());
      for (const e of updates) expect((e.data as { changes: { title: string } }).changes.title).toBe(`title by ${e.userId}`);
      expect(stream.map((e) => e.version)).toEqual(stream.map((_, i) => i + 1));
      const last = updates[updates.length - 1];
      const stored = (await t.http.get(`/api/apps/contacts/contact?id=${contact.id}`).set(t.auth(admin)).expect(200)).body;
      expect(stored).toMatchObject({ title: `title by ${last.userId}`, company: `company of ${last.userId}` });
       
      console.log(`concurrency ${name}: ${WRITERS} simultaneous renames of one contact through ${other === t ? 1 : 2} instance(s) -> ${updates.length} events, statuses ${JSON.stringify(outcome.statuses)}, ${outcome.clientRetries} client retries after 409, ${collisions.conflicts} stale-version appends retried by the server`);
      expectCollisions(other !== t, collisions.conflicts, outcome);
    });

    it(`${WRITERS} users adding a card to one board at once: every card on the board`, async () => {
      const admin = await t.signIn('admin@cis.test');
      const boards = (await t.http.get('/api/apps/scrumboard/boards').set(t.auth(admin)).expect(200)).body as Array<{ id: string }>;
      const board = (await t.http.get(`/api/apps/scrumboard/board?id=${boards[0].id}`).set(t.auth(admin)).expect(200)).body as { lists: Array<{ id: string; cards: unknown[] }> };
      const list = board.lists[0];
      const outcome: Outcome = { statuses: {}, clientRetries: 0 };
      const collisions = countConflicts([...new Set([t, other])]);
      await Promise.all(
        writers.map(({ user, token }, i) =>
          writeWithRetry(() => via(i).put('/api/apps/scrumboard/board/card').set(t.auth(token)).send({ card: { boardId: boards[0].id, listId: list.id, title: `card of ${user.id}` } }), outcome),
        ),
      ).finally(() => collisions.restore());
      const after = (await t.http.get(`/api/apps/scrumboard/board?id=${boards[0].id}`).set(t.auth(admin)).expect(200)).body as { lists: Array<{ id: string; cards: Array<{ title: string; position: number }> }> };
      const cards = after.lists.find((l) => l.id === list.id)!.cards;
      const titles = cards.map((c) => c.title);
      for (const w of writers) expect(titles).toContain(`card of ${w.user.id}`);
      expect(new Set(cards.map((c) => c.position)).size).toBe(cards.length);
       
      console.log(`concurrency ${name}: ${WRITERS} simultaneous cards on one board through ${other === t ? 1 : 2} instance(s) -> ${cards.length - list.cards.length} new cards, statuses ${JSON.stringify(outcome.statuses)}, ${outcome.clientRetries} client retries after 409, ${collisions.conflicts} stale-version appends retried by the server`);
      expectCollisions(other !== t, collisions.conflicts, outcome);
    });

    it('leaves read models equal to a rebuild from the log', async () => {
      const before = await t.store.dumpReadModels();
      await t.store.rebuildProjections();
      expect(await t.store.dumpReadModels()).toEqual(before);
    });
  });
}

concurrencySuite('SQLite', {});
describeWithService('DATABASE_URL', 'concurrency on PostgreSQL', () => {
  concurrencySuite('PostgreSQL', { store: 'postgres' });
});
