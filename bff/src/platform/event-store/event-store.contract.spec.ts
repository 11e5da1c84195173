import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredEvent } from '@cis/contracts';
import { describeWithService } from '../testing/services';
import { changeKey, type ReadDependencies } from '../read-cache/read-model-changes';
import { ConcurrencyError, type EventStore, type Projection } from './event-store.port';
import { PostgresEventStore } from './postgres.event-store';
import { SqliteEventStore } from './sqlite.event-store';

interface Counter { id: string; total: number; entries: number[] }

/** A projection like the areas' ones: one document per counter, plus a cascade over all of them. */
const counters: Projection = {
  name: 'counters',
  handles: ['counter.added', 'counter.reset-all', 'counter.exploded'],
  async apply(event: StoredEvent, rm) {
    const data = event.data as { id: string; amount: number };
    if (event.type === 'counter.added') {
      const current = (await rm.get<Counter>('counters', data.id)) ?? { id: data.id, total: 0, entries: [] };
      await rm.put('counters', data.id, { ...current, total: current.total + data.amount, entries: [...current.entries, data.amount] }, { owner: 'o1' });
    } else if (event.type === 'counter.reset-all') {
      for (const counter of await rm.list<Counter>('counters')) await rm.put('counters', counter.id, { ...counter, total: 0 });
    } else {
      throw new Error('projection failure');
    }
  },
};

const meta = { tenant: 'cis', userId: 'u1' };
const added = (id: string, amount: number) => ({ type: 'counter.added', data: { id, amount } });

interface OpenedStore {
  store: EventStore;
  /** Closes the store and opens it again on the same file or schema, as a restarted BFF does. */
  reopen: () => Promise<EventStore>;
  dispose: () => Promise<void>;
}

function contractSuite(name: string, open: () => Promise<OpenedStore>) {
  describe(`event store contract: ${name}`, () => {
    let store: EventStore;
    let reopen: () => Promise<EventStore>;
    let dispose: () => Promise<void>;
    beforeEach(async () => {
      ({ store, reopen, dispose } = await open());
      store.registerProjections([counters]);
    });
    afterEach(() => dispose());

    it('appends to many streams in one transaction: all of them, or none when one stream is stale', async () => {
      await store.append('counter-b', [added('b', 1)], 0, meta);
      const seen: StoredEvent[] = [];
      store.subscribe((events) => seen.push(...events));
      await expect(store.appendMany([
        { stream: 'counter-a', events: [added('a', 5)], expectedVersion: 0 },
        { stream: 'counter-b', events: [added('b', 7)], expectedVersion: 0 },
      ], meta)).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store.streamVersion('counter-a')).toBe(0);
      expect(await store.readModels.get(meta.tenant, 'counters', 'a')).toBeUndefined();
      expect(seen).toEqual([]);

      const written = await store.appendMany([
        { stream: 'counter-a', events: [added('a', 5), added('a', 6)], expectedVersion: 0 },
        { stream: 'counter-b', events: [added('b', 7)], expectedVersion: 1 },
      ], meta);
      expect(written.map((events) => events.map((e) => e.version))).toEqual([[1, 2], [2]]);
      expect(await store.readModels.get<Counter>(meta.tenant, 'counters', 'a')).toMatchObject({ total: 11 });
      expect(await store.readModels.get<Counter>(meta.tenant, 'counters', 'b')).toMatchObject({ total: 8 });
      expect(seen.map((e) => e.stream)).toEqual(['counter-a', 'counter-a', 'counter-b']);
    });

    it('keeps a process checkpoint across a restart, and never moves it back', async () => {
      expect(await store.readCheckpoint('topup-credit')).toBe(0);
      await store.append('counter-a', [added('a', 1), added('a', 2), added('a', 3)], 0, meta);
      await store.saveCheckpoint('topup-credit', 2);
      await store.saveCheckpoint('reminders', 3);
      expect(await store.readCheckpoint('topup-credit')).toBe(2);
      // A slower instance saving an older position after a faster one: the later position stands.
      await store.saveCheckpoint('topup-credit', 1);
      expect(await store.readCheckpoint('topup-credit')).toBe(2);
      store = await reopen();
      expect(await store.readCheckpoint('topup-credit')).toBe(2);
      expect(await store.readCheckpoint('reminders')).toBe(3);
      expect((await store.readAll(await store.readCheckpoint('topup-credit'))).map((e) => e.position)).toEqual([3]);
    });

    it('keeps blobs by tenant and content hash across a restart, once per content, byte for byte', async () => {
      const content = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x80]);
      const blob = { sha256: createHash('sha256').update(new Uint8Array(content)).digest('hex'), contentType: 'application/pdf', content };
      expect(await store.readBlob('cis', blob.sha256)).toBeUndefined();
      await Promise.all([store.putBlob('cis', blob), store.append('counter-a', [added('a', 1)], 0, meta), store.putBlob('cis', blob)]);
      store = await reopen();
      const read = await store.readBlob('cis', blob.sha256);
      expect(read?.contentType).toBe('application/pdf');
      expect([...read!.content]).toEqual([...content]);
      expect(await store.readBlob('other-tenant', blob.sha256)).toBeUndefined();
      expect(await store.lastPosition()).toBe(1);
    });

    it('saves checkpoints between appends without joining their transactions', async () => {
      const appends = Array.from({ length: 10 }, (_, i) => store.append(`counter-${i}`, [added(String(i), 1)], 0, meta));
      const saves = Array.from({ length: 10 }, (_, i) => store.saveCheckpoint('busy', i + 1));
      const failing = store.append('counter-x', [added('x', 1), { type: 'counter.exploded', data: {} }], 0, meta);
      await expect(failing).rejects.toThrow('projection failure');
      await Promise.all([...appends, ...saves]);
      expect(await store.readCheckpoint('busy')).toBe(10);
      expect(await store.lastPosition()).toBe(10);
    });

    it('leaves no gap in positions where an append was rolled back', async () => {
      await expect(store.append('counter-x', [added('x', 1), { type: 'counter.exploded', data: {} }], 0, meta)).rejects.toThrow('projection failure');
      const [next] = await store.append('counter-a', [added('a', 1)], 0, meta);
      expect(next.position).toBe(1);
      expect(await store.lastPosition()).toBe(1);
    });

    it('appends with versions per stream and gap-free global positions', async () => {
      const a = await store.append('counter-a', [added('a', 1), added('a', 2)], 0, meta);
      const b = await store.append('counter-b', [added('b', 5)], 0, meta);
      expect(a.map((e) => e.version)).toEqual([1, 2]);
      expect(b[0].version).toBe(1);
      expect([...a, ...b].map((e) => e.position)).toEqual([1, 2, 3]);
      expect((await store.readStream('counter-a')).map((e) => e.data)).toEqual([{ id: 'a', amount: 1 }, { id: 'a', amount: 2 }]);
      expect((await store.readAll(1)).map((e) => e.position)).toEqual([2, 3]);
      expect((await store.readAll(0, 2)).map((e) => e.position)).toEqual([1, 2]);
      expect(await store.streamVersion('counter-a')).toBe(2);
      expect(await store.lastPosition()).toBe(3);
      expect(a[0]).toMatchObject({ tenant: 'cis', userId: 'u1', stream: 'counter-a', type: 'counter.added' });
    });

    it('reads the events of given types only, and says how far it looked past the others', async () => {
      const note = (text: string) => ({ type: 'note.added', data: { text } });
      await store.append('counter-a', [added('a', 1)], 0, meta);
      await store.append('notes', [note('x'), note('y')], 0, meta);
      await store.append('counter-b', [added('b', 2)], 0, meta);
      await store.append('notes', [note('z')], 2, meta);
      const all = await store.readTypes(0, ['counter.added'], 10);
      expect(all.events.map((e) => [e.position, e.type])).toEqual([[1, 'counter.added'], [4, 'counter.added']]);
      expect(all.through).toBe(5);
      // A full batch: looked only as far as its last event, so the next read starts there.
      expect(await store.readTypes(0, ['counter.added'], 1)).toMatchObject({ events: [{ position: 1 }], through: 1 });
      expect(await store.readTypes(1, ['counter.added'], 1)).toMatchObject({ events: [{ position: 4 }], through: 4 });
      // None of the types: nothing read, and the whole log looked past.
      expect(await store.readTypes(0, ['unknown.type'], 10)).toEqual({ events: [], through: 5 });
      expect(await store.readTypes(5, ['counter.added'], 10)).toEqual({ events: [], through: 5 });
    });

    it('updates the read model in the same transaction (read-your-writes)', async () => {
      await store.append('counter-a', [added('a', 3)], 0, meta);
      await store.append('counter-a', [added('a', 4)], 1, meta);
      expect(await store.readModels.get('cis', 'counters', 'a')).toEqual({ id: 'a', total: 7, entries: [3, 4] });
      expect(await store.readModels.list('cis', 'counters', { owner: 'o1' })).toHaveLength(1);
      expect(await store.readModels.list('other-tenant', 'counters')).toEqual([]);
      expect(await store.readModels.count('cis', 'counters')).toBe(1);
    });

    it('stores awkward text exactly, appended at once (one batch): quotes, backslashes, Khmer, emoji, escapes, no user', async () => {
      const awkward = ["it's", 'back\\slash \\\'', 'ពន្ធលើប្រាក់ចំណូល', '😀 \u2028', '"quoted" $1 $$ ;COMMIT; --', '{"json":"in a string"}', 'E\'x\''];
      const [stored] = await Promise.all([
        Promise.all(awkward.map((text, i) => store.append(`awkward-${text}`, [{ type: 'text.kept', data: { text, nested: { list: [text, null, i] } } }], 0,
          { tenant: `tenant '${i}`, userId: i % 2 === 0 ? null : `user "${i}"` }))),
        // Read-model documents of the same batch, under awkward ids.
        Promise.all(awkward.map((text) => store.append(`counter-${text}`, [added(text, 2)], 0, meta))),
      ]);
      for (const text of awkward) expect(await store.readModels.get('cis', 'counters', text)).toEqual({ id: text, total: 2, entries: [2] });
      for (const [i, text] of awkward.entries()) {
        const [event] = await store.readStream(`awkward-${text}`);
        expect(event).toMatchObject({ type: 'text.kept', data: { text, nested: { list: [text, null, i] } }, tenant: `tenant '${i}`, userId: i % 2 === 0 ? null : `user "${i}"` });
        expect(event.position).toBe(stored[i][0].position);
      }
      expect(new Set(stored.map(([event]) => event.position)).size).toBe(awkward.length);
    });

    it('refuses a stale expected version and writes nothing', async () => {
      await store.append('counter-a', [added('a', 1)], 0, meta);
      await expect(store.append('counter-a', [added('a', 9)], 0, meta)).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store.streamVersion('counter-a')).toBe(1);
      expect(await store.readModels.get('cis', 'counters', 'a')).toMatchObject({ total: 1 });
      expect(await store.lastPosition()).toBe(1);
    });

    it('lets exactly one of many concurrent appends at the same version win', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => store.append('counter-race', [added('race', i + 1)], 0, meta)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason instanceof ConcurrencyError)).toBe(true);
      expect(await store.readStream('counter-race')).toHaveLength(1);
    });

    it('rolls the events back when a projection fails', async () => {
      await store.append('counter-a', [added('a', 1)], 0, meta);
      await expect(store.append('counter-a', [added('a', 2), { type: 'counter.exploded', data: {} }], 1, meta)).rejects.toThrow('projection failure');
      expect(await store.streamVersion('counter-a')).toBe(1);
      expect(await store.readModels.get('cis', 'counters', 'a')).toMatchObject({ total: 1 });
      await store.append('counter-a', [added('a', 5)], 1, meta);
      expect(await store.readModels.get('cis', 'counters', 'a')).toMatchObject({ total: 6 });
    });

    it('keeps concurrent appends independent: a failing projection or a stale version loses only its own append', async () => {
      const seen: StoredEvent[] = [];
      store.subscribe((events) => seen.push(...events));
      await store.append('counter-a', [added('a', 1)], 0, meta);
      const results = await Promise.allSettled([
        store.append('counter-b', [added('b', 2)], 0, meta),
        store.append('counter-c', [added('c', 3), { type: 'counter.exploded', data: {} }], 0, meta),
        store.append('counter-a', [added('a', 4)], 0, meta),
        store.append('counter-d', [added('d', 5)], 0, meta),
        store.append('counter-a', [added('a', 6)], 1, meta),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('projection failure'));
      expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
      expect(await store.readModels.get('cis', 'counters', 'c')).toBeUndefined();
      expect(await store.streamVersion('counter-c')).toBe(0);
      expect(await store.readModels.get('cis', 'counters', 'a')).toMatchObject({ total: 7 });
      // Which concurrent append commits first is the adapter's choice; what was committed, and told, is not.
      const log = await store.readAll(0);
      expect(log.map((e) => e.stream).sort()).toEqual(['counter-a', 'counter-a', 'counter-b', 'counter-d']);
      expect(seen.map((e) => e.position)).toEqual(log.map((e) => e.position));
    });

    it('tells subscribers about committed events only, with their positions', async () => {
      const seen: StoredEvent[] = [];
      const unsubscribe = store.subscribe((events) => seen.push(...events));
      await store.append('counter-a', [added('a', 1)], 0, meta);
      await store.append('counter-a', [added('a', 1)], 0, meta).catch(() => undefined);
      unsubscribe();
      await store.append('counter-a', [added('a', 1)], 1, meta);
      expect(seen.map((e) => e.position)).toEqual([1]);
    });

    it('moves the change count of each written collection after the commit, and only then', async () => {
      const counters = changeKey('cis', 'counters');
      const untouched = changeKey('cis', 'other');
      const reads: ReadDependencies = new Map();
      await store.changes.recordReads(reads, () => store.readModels.list('cis', 'counters'));
      await store.changes.recordReads(reads, () => store.readModels.get('cis', 'other', 'x'));
      expect([...reads.keys()].sort()).toEqual([counters, untouched].sort());
      expect(store.changes.unchanged(reads)).toBe(true);
      let countSeenByListener = -1;
      store.subscribe(() => { countSeenByListener = store.changes.current(counters); });
      const before = store.changes.current(counters);
      await store.append('counter-a', [added('a', 1)], 0, meta);
      expect(store.changes.current(counters)).toBe(before + 1);
      expect(countSeenByListener).toBe(before + 1);
      expect(store.changes.current(untouched)).toBe(reads.get(untouched));
      expect(store.changes.unchanged(reads)).toBe(false);
    });

    it('moves no change count for a refused append, and every one for a rebuild', async () => {
      const counters = changeKey('cis', 'counters');
      const before = store.changes.current(counters);
      await expect(store.append('counter-a', [added('a', 1)], 3, meta)).rejects.toBeInstanceOf(ConcurrencyError);
      expect(store.changes.current(counters)).toBe(before);
      const untouched = changeKey('cis', 'never-written');
      const seen = store.changes.current(untouched);
      await store.rebuildProjections();
      expect(store.changes.current(untouched)).not.toBe(seen);
    });

    it('rebuilds the same read models from the log', async () => {
      await store.append('counter-a', [added('a', 1), added('a', 2)], 0, meta);
      await store.append('counter-b', [added('b', 7)], 0, meta);
      await store.append('counters', [{ type: 'counter.reset-all', data: {} }], 0, meta);
      await store.append('counter-b', [added('b', 3)], 1, meta);
      const before = await store.dumpReadModels();
      const { events } = await store.rebuildProjections();
      expect(events).toBe(5);
      expect(await store.dumpReadModels()).toEqual(before);
      expect(before.find((row) => row.id === 'b')?.doc).toEqual({ id: 'b', total: 3, entries: [7, 3] });
    });
  });
}

contractSuite('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cis-store-'));
  const openFile = async () => {
    const opened = new SqliteEventStore(join(dir, 'store.sqlite'));
    await opened.init();
    return opened;
  };
  let store = await openFile();
  return {
    store,
    reopen: async () => {
      await store.close();
      store = await openFile();
      return store;
    },
    dispose: async () => { await store.close(); rmSync(dir, { recursive: true, force: true }); },
  };
});

describeWithService('DATABASE_URL', 'PostgreSQL adapter', () => {
  contractSuite('PostgreSQL', async () => {
    const schema = `store_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const openSchema = async () => {
      const opened = new PostgresEventStore(process.env.DATABASE_URL as string, schema);
      await opened.init();
      return opened;
    };
    let store = await openSchema();
    return {
      store,
      reopen: async () => {
        await store.close();
        store = await openSchema();
        return store;
      },
      dispose: async () => { await store.dropSchema(); await store.close(); },
    };
  });
});
