import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Refused, isEventOf, type EventUnion, type StoredOf } from '@cis/contracts';
import { CommandService } from '../command/command.service';
import type { Decider } from '../command/decider';
import { SqliteEventStore } from '../event-store/sqlite.event-store';
import type { Process } from './process';
import { Logger } from '@nestjs/common';
import { ProcessRunner, STARTUP_CATCH_UP_MS } from './process-runner';

/**
 * A toy process: every placed order is shipped once, on the shipping stream, whose decider ignores an order it
 * already shipped (idempotent by decision, as the top-up credit is).
 */
type OrderEvent = EventUnion<{ 'order.placed': { orderId: string; refuse?: boolean }; 'order.noted': { text: string } }>;
type ShippingEvent = EventUnion<{ 'shipping.shipped': { orderId: string } }>;
type ShipCommand = { type: 'ship'; orderId: string; refuse: boolean };
const isShipping = isEventOf<ShippingEvent>(['shipping.shipped']);

const Shipping: Decider<ShipCommand, ShippingEvent, ReadonlySet<string>> = {
  initialState: new Set(),
  decide: (command, shipped) => {
    if (command.refuse) throw new Refused('cannotShip', 'This order cannot be shipped.');
    return shipped.has(command.orderId) ? [] : [{ type: 'shipping.shipped', data: { orderId: command.orderId } }];
  },
  evolve: (shipped, event) => new Set([...shipped, event.data.orderId]),
};

class ShipOrders implements Process<OrderEvent> {
  readonly name = 'ship-orders';
  readonly handles = ['order.placed'] as const;
  readonly seen: string[] = [];
  failNext = 0;
  constructor(private readonly commands: CommandService) {}
  async handle(event: StoredOf<OrderEvent>): Promise<void> {
    if (event.type !== 'order.placed') return;
    this.seen.push(event.data.orderId);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('store unavailable');
    }
    await this.commands.handle({
      decider: Shipping, stream: 'shipping', actor: { tenant: event.tenant, id: null },
      command: { type: 'ship', orderId: event.data.orderId, refuse: event.data.refuse === true },
    });
  }
}

const meta = { tenant: 'cis', userId: null };
const placed = (orderId: string, refuse = false) => ({ type: 'order.placed', data: { orderId, ...(refuse ? { refuse } : {}) } });

describe('ProcessRunner: a checkpointed subscription to the log', () => {
  let dir: string;
  let store: SqliteEventStore;
  const runners: ProcessRunner[] = [];
  const open = async () => {
    const opened = new SqliteEventStore(join(dir, 'store.sqlite'));
    await opened.init();
    return opened;
  };
  const startProcess = (on = store) => {
    const runner = new ProcessRunner(on);
    const process = new ShipOrders(new CommandService(on));
    runners.push(runner);
    return { runner, process, start: () => runner.start([process as unknown as Process]) };
  };
  const shipped = async (on = store) => (await on.readStream('shipping')).filter(isShipping).map((e) => e.data.orderId);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cis-process-'));
    store = await open();
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.beforeApplicationShutdown();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('acts on the events of its types in log order, passes over the others unread, and saves its checkpoint', async () => {
    await store.append('order-1', [placed('1')], 0, meta);
    await store.append('notes', [{ type: 'order.noted', data: { text: 'x' } }], 0, meta);
    await store.append('order-2', [placed('2')], 0, meta);
    const { runner, process, start } = startProcess();
    const readAll = jest.spyOn(store, 'readAll');
    start();
    expect(await runner.settled('ship-orders', 3)).toBe(true);
    expect(process.seen).toEqual(['1', '2']);
    // Catching up reads its own types only: the note is looked past, never read back and parsed.
    expect(readAll).not.toHaveBeenCalled();
    expect(await shipped()).toEqual(['1', '2']);
    // The checkpoint is at least the last order handled (the shipments it appended come after it).
    expect(await store.readCheckpoint('ship-orders')).toBeGreaterThanOrEqual(3);
  });

  it('wakes on a commit of its types: no read, no request needed', async () => {
    const { runner, start } = startProcess();
    start();
    const [event] = await store.append('order-3', [placed('3')], 0, meta);
    expect(await runner.settled('ship-orders', event!.position)).toBe(true);
    expect(await shipped()).toEqual(['3']);
  });

  it('passes over a commit of other types without reading the log back, and still acts on its own types after it', async () => {
    const { runner, start } = startProcess();
    start();
    expect(await runner.settled('ship-orders', 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const readAll = jest.spyOn(store, 'readAll');
    const readTypes = jest.spyOn(store, 'readTypes');
    const [noted] = await store.append('notes', [{ type: 'order.noted', data: { text: 'nothing to ship' } }], 0, meta);
    expect(await runner.settled('ship-orders', noted!.position, 50)).toBe(true);
    expect(readAll).not.toHaveBeenCalled();
    expect(readTypes).not.toHaveBeenCalled();
    const [later] = await store.append('order-2', [placed('2')], 0, meta);
    expect(await runner.settled('ship-orders', later!.position)).toBe(true);
    expect(await shipped()).toEqual(['2']);
  });

  it('resumes after a restart from its checkpoint: what it handled is not handed over again', async () => {
    await store.append('order-1', [placed('1')], 0, meta);
    const first = startProcess();
    first.start();
    await first.runner.settled('ship-orders', 1);
    await first.runner.beforeApplicationShutdown();
    await store.close();

    store = await open();
    const [later] = await store.append('order-2', [placed('2')], 0, meta);
    const second = startProcess();
    second.start();
    expect(await second.runner.settled('ship-orders', later!.position)).toBe(true);
    expect(second.process.seen).toEqual(['2']);
    expect(await shipped()).toEqual(['1', '2']);
  });

  it('stops at an event whose act fails, keeps its checkpoint before it, and acts on it when retried', async () => {
    const [one] = await store.append('order-1', [placed('1')], 0, meta);
    const [two] = await store.append('order-2', [placed('2')], 0, meta);
    const { runner, process, start } = startProcess();
    process.failNext = 1;
    start();
    expect(await runner.settled('ship-orders', two!.position)).toBe(true);
    // Tried, failed, retried: handed over twice, shipped once, nothing after it skipped.
    expect(process.seen).toEqual(['1', '1', '2']);
    expect(await shipped()).toEqual(['1', '2']);
    expect(one!.position).toBeLessThan(two!.position);
  });

  it('moves past a refusal (a domain error is final) and acts on what follows', async () => {
    await store.append('order-1', [placed('1', true)], 0, meta);
    const [two] = await store.append('order-2', [placed('2')], 0, meta);
    const { runner, start } = startProcess();
    start();
    expect(await runner.settled('ship-orders', two!.position)).toBe(true);
    expect(await shipped()).toEqual(['2']);
  });

  it('acts once when two instances run the same process on one store, however their runs interleave', async () => {
    for (let i = 0; i < 20; i += 1) await store.append(`order-${i}`, [placed(String(i))], 0, meta);
    const other = await open();
    try {
      const a = startProcess(store);
      const b = startProcess(other);
      a.start();
      b.start();
      const last = await store.lastPosition();
      expect(await Promise.all([a.runner.settled('ship-orders', last), b.runner.settled('ship-orders', last)])).toEqual([true, true]);
      expect((await shipped()).sort()).toEqual(Array.from({ length: 20 }, (_, i) => String(i)).sort());
    } finally {
      for (const runner of runners.splice(0)) await runner.beforeApplicationShutdown();
      await other.close();
    }
  });

  it('answers false when the process does not pass the position in time', async () => {
    const { runner, process, start } = startProcess();
    process.failNext = 1000;
    start();
    const [event] = await store.append('order-1', [placed('1')], 0, meta);
    expect(await runner.settled('ship-orders', event!.position, 300)).toBe(false);
    expect(await runner.settled('no-such-process', 1)).toBe(false);
  });
});

/** A process whose act never ends (a call that hangs): it never passes the first event of its type. */
class Hung implements Process<OrderEvent> {
  readonly name = 'hung';
  readonly handles = ['order.placed'] as const;
  handle(): Promise<void> {
    return new Promise<void>(() => undefined);
  }
}

describe('ProcessRunner: start-up waits for the processes, within its bound', () => {
  let dir: string;
  let store: SqliteEventStore;
  let runner: ProcessRunner;
  let warn: jest.SpiedFunction<Logger['warn']>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cis-startup-'));
    store = new SqliteEventStore(join(dir, 'store.sqlite'));
    await store.init();
    runner = new ProcessRunner(store);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.useRealTimers();
    warn.mockRestore();
    // The hung act never ends: stop the run without waiting for it, then close the store under none.
    void runner.beforeApplicationShutdown();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the wait at the log's last position; `settled` tells whether it has answered yet. */
  const startWaiting = async (boundMs?: number) => {
    const position = await store.lastPosition();
    const wait = { settled: false, answer: runner.catchUpAtStartUp(position, boundMs) };
    void wait.answer.then(() => (wait.settled = true));
    return { position, wait };
  };

  it(`serves after ${STARTUP_CATCH_UP_MS / 1000} s, not later, when a process never catches up, and warns`, async () => {
    await store.append('order-1', [placed('1')], 0, meta);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    runner.start([new Hung() as unknown as Process]);
    const { position, wait } = await startWaiting();
    await jest.advanceTimersByTimeAsync(STARTUP_CATCH_UP_MS - 1);
    expect(wait.settled).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(wait.settled).toBe(true);
    expect(await wait.answer).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`Processes had not caught up with position ${position} after ${STARTUP_CATCH_UP_MS / 1000} s; serving while they go on`);
  });

  it('holds to a bound given instead of the default', async () => {
    await store.append('order-1', [placed('1')], 0, meta);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    runner.start([new Hung() as unknown as Process]);
    const { wait } = await startWaiting(2_000);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(await wait.answer).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('after 2 s'));
  });

  it('serves at once, without a warning, when the processes have caught up', async () => {
    const quick = new ShipOrders(new CommandService(store));
    await store.append('order-1', [placed('1')], 0, meta);
    runner.start([quick as unknown as Process]);
    expect(await runner.catchUpAtStartUp(await store.lastPosition())).toBe(true);
    expect(quick.seen).toEqual(['1']);
    expect(warn).not.toHaveBeenCalled();
  });
});
