import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Conflict, Refused, type EventUnion } from '@cis/contracts';
import type { EventStore } from '../event-store/event-store.port';
import { ConcurrencyError } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres.event-store';
import { SqliteEventStore } from '../event-store/sqlite.event-store';
import { describeWithService } from '../testing/services';
import { CommandService } from './command.service';
import type { Decider } from './decider';

/** A counter that refuses to go below zero: small enough to read, with a rule that needs the folded state. */
type CounterEvent = EventUnion<{ 'counter.moved': { by: number; total: number } }>;
type CounterCommand = { type: 'move'; by: number };
const folds: number[] = [];
const Counter: Decider<CounterCommand, CounterEvent, number> = {
  initialState: 0,
  decide: (command, total) => {
    if (command.by === 0) return [];
    if (total + command.by < 0) throw new Refused('belowZero', 'The counter cannot go below zero.', { field: 'by' });
    return [{ type: 'counter.moved', data: { by: command.by, total: total + command.by } }];
  },
  evolve: (total, event) => {
    folds.push(event.data.total);
    return event.data.total;
  },
};

describe('CommandService.handle', () => {
  const actor = { tenant: 'cis', id: 'u1' };
  let dir: string;
  let store: SqliteEventStore;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cis-command-'));
    store = new SqliteEventStore(join(dir, 'store.sqlite'));
    await store.init();
    folds.length = 0;
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const move = (commands: CommandService, by: number, stream = 'counter-1') => commands.handle({ decider: Counter, stream, actor, command: { type: 'move', by } });

  it('decides on the state folded from the stream and appends at its version', async () => {
    const commands = new CommandService(store);
    await move(commands, 5);
    await move(commands, -3);
    await expect(move(commands, -3)).rejects.toBeInstanceOf(Refused);
    expect((await store.readStream('counter-1')).map((e) => [e.version, e.data])).toEqual([[1, { by: 5, total: 5 }], [2, { by: -3, total: 2 }]]);
  });

  it('folds only the events it has not seen: a long stream is not read from its start on every write', async () => {
    const commands = new CommandService(store);
    for (let i = 0; i < 20; i += 1) await move(commands, 1);
    // Each write folds its own new event once; nothing is folded twice.
    expect(folds).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('sees what another instance appended before deciding (its own remembered state is only a starting point)', async () => {
    const a = new CommandService(store);
    const b = new CommandService(store);
    await move(a, 2);
    await move(b, 3);
    await expect(move(a, -6)).rejects.toBeInstanceOf(Refused);
    await move(a, -5);
    expect((await store.readStream('counter-1')).at(-1)?.data).toEqual({ by: -5, total: 0 });
  });

  it('appends on the state it remembers without reading the stream; a stale one is caught by the version and decided again', async () => {
    const a = new CommandService(store);
    const b = new CommandService(store);
    await move(a, 2);
    const reads = jest.spyOn(store, 'readStream');
    await move(a, 1);
    await move(a, 1);
    expect(reads).not.toHaveBeenCalled();
    await move(b, 10);
    reads.mockClear();
    await move(a, 1);
    expect(reads).toHaveBeenCalled();
    expect((await store.readStream('counter-1')).map((e) => e.data)).toEqual([
      { by: 2, total: 2 }, { by: 1, total: 3 }, { by: 1, total: 4 }, { by: 10, total: 14 }, { by: 1, total: 15 },
    ]);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const commands = new CommandService(store);
    expect(await move(commands, 0)).toEqual([]);
    expect(await store.lastPosition()).toBe(0);
  });

  it('lets many concurrent commands on one stream all succeed, each deciding on the one before', async () => {
    const commands = new CommandService(store);
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => move(commands, 1, 'hot')));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await store.readStream('hot')).map((e) => e.data)).toEqual(Array.from({ length: 40 }, (_, i) => ({ by: 1, total: i + 1 })));
  });

  it('retries a conflicting append on the new state, then answers 409 when the stream keeps changing', async () => {
    let conflicts = 2;
    const real = store.append.bind(store);
    const racing = Object.create(store) as EventStore;
    racing.append = async (stream, events, expected, meta) => {
      if (conflicts > 0) {
        conflicts -= 1;
        // Someone else wrote meanwhile: their event lands, ours is refused.
        const before = (await store.readStream(stream)).at(-1)?.data as { total: number } | undefined;
        await real(stream, [{ type: 'counter.moved', data: { by: 10, total: (before?.total ?? 0) + 10 } }], expected, meta);
        throw new ConcurrencyError(stream, expected, Number(expected) + 1);
      }
      return real(stream, events, expected, meta);
    };
    const commands = new CommandService(racing);
    await move(commands, 1);
    expect((await store.readStream('counter-1')).map((e) => e.data)).toEqual([{ by: 10, total: 10 }, { by: 10, total: 20 }, { by: 1, total: 21 }]);
    conflicts = 1000;
    await expect(move(commands, 1)).rejects.toBeInstanceOf(Conflict);
  });

  describe('carrying an aggregate over from an older stream', () => {
    const carried = { type: 'counter.moved' as const, data: { by: 7, total: 7 } };
    const carryOver = jest.fn(async () => [carried]);
    beforeEach(() => carryOver.mockClear());
    const moveCarried = (commands: CommandService, by: number) =>
      commands.handle({ decider: Counter, stream: 'counter-moved', actor, command: { type: 'move', by }, carryOver });

    it('decides on the carried state and appends it before the decision, at expected version 0; answers the decision only', async () => {
      const commands = new CommandService(store);
      // 7 carried over: -5 is allowed, as it would have been on the old stream.
      const answered = await moveCarried(commands, -5);
      expect(answered.map((e) => e.data)).toEqual([{ by: -5, total: 2 }]);
      expect((await store.readStream('counter-moved')).map((e) => [e.version, e.data])).toEqual([[1, { by: 7, total: 7 }], [2, { by: -5, total: 2 }]]);
    });

    it('carries over only once: a stream with events is whole', async () => {
      const commands = new CommandService(store);
      await moveCarried(commands, 1);
      await moveCarried(commands, 1);
      await moveCarried(new CommandService(store), 1);
      expect(carryOver).toHaveBeenCalledTimes(1);
      expect((await store.readStream('counter-moved')).map((e) => (e.data as { total: number }).total)).toEqual([7, 8, 9, 10]);
    });

    it('carries nothing over when the decision is nothing', async () => {
      const commands = new CommandService(store);
      expect(await moveCarried(commands, 0)).toEqual([]);
      expect(await store.lastPosition()).toBe(0);
    });
  });
});

describeWithService('DATABASE_URL', 'CommandService.handle on PostgreSQL, two instances on one store', () => {
  const actor = { tenant: 'cis', id: 'u1' };
  let a: PostgresEventStore;
  let b: PostgresEventStore;
  beforeEach(async () => {
    const schema = `command_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    a = new PostgresEventStore(process.env.DATABASE_URL ?? '', schema);
    await a.init();
    b = new PostgresEventStore(process.env.DATABASE_URL ?? '', schema);
    await b.init();
  });
  afterEach(async () => {
    await a.dropSchema();
    await Promise.all([a.close(), b.close()]);
  });

  const move = (commands: CommandService, by: number, stream = 'counter-1') => commands.handle({ decider: Counter, stream, actor, command: { type: 'move', by } });
  const totals = async (stream = 'counter-1') => (await a.readStream(stream)).map(({ data }) =>
    (typeof data === 'object' && data !== null && 'total' in data ? data.total : undefined));

  it('two instances moving one counter at once: every move lands, each decided on the one before, none answered 409', async () => {
    const [onA, onB] = [new CommandService(a), new CommandService(b)];
    const moves = Array.from({ length: 60 }, (_, i) => move(i % 2 === 0 ? onA : onB, 1));
    expect((await Promise.allSettled(moves)).filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await totals()).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('a decision the other instance made stale is decided again on its state: allowed when it now holds, refused alone when not', async () => {
    const [onA, onB] = [new CommandService(a), new CommandService(b)];
    await move(onA, 1);
    await move(onA, 1, 'counter-2');
    // A remembers 1 on both; B moves counter-1 down to 0 and counter-2 up to 2 behind its back.
    await move(onB, -1);
    await move(onB, 1, 'counter-2');
    const [refused, allowed] = await Promise.allSettled([move(onA, -1), move(onA, -2, 'counter-2')]);
    expect(refused).toMatchObject({ status: 'rejected', reason: expect.any(Refused) });
    expect(allowed.status).toBe('fulfilled');
    expect(await totals()).toEqual([1, 0]);
    expect(await totals('counter-2')).toEqual([1, 2, 0]);
  });

  it('a lost race costs no transaction of its own: stale appends are decided again inside the batch they joined', async () => {
    const [onA, onB] = [new CommandService(a), new CommandService(b)];
    const streams = Array.from({ length: 40 }, (_, i) => `counter-${i}`);
    for (const stream of streams) await move(onA, 1, stream);
    for (const stream of streams) await move(onB, 1, stream);
    // Every transaction that appends tells the instances once (the commit notification): one per transaction.
    const transactions = jest.spyOn(a.consistency, 'notification');
    // And each transaction is two round trips: the events B appended come with the versions, under the lock.
    const roundTrips = jest.spyOn(Client.prototype, 'query');
    await Promise.all(streams.map((stream) => move(onA, 1, stream)));
    const trips = roundTrips.mock.calls.length;
    roundTrips.mockRestore();
    for (const stream of streams) expect(await totals(stream)).toEqual([1, 2, 3]);
    expect(transactions.mock.calls.length).toBeLessThanOrEqual(3);
    expect(trips).toBe(2 * transactions.mock.calls.length);
  });
});
