import { ConflictException } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore } from '../event-store/event-store.port';
import { ConcurrencyError } from '../event-store/event-store.port';
import { SqliteEventStore } from '../event-store/sqlite.event-store';
import { CommandService } from './command.service';

function fakeStore(conflicts: number) {
  let version = 3;
  const decisions: number[] = [];
  const store = {
    readModels: {},
    streamVersion: jest.fn(async () => version),
    append: jest.fn(async (stream: string, events: unknown[], expected: number) => {
      if (conflicts > 0) {
        conflicts -= 1;
        version += 1; // someone else wrote meanwhile
        throw new ConcurrencyError(stream, expected, version);
      }
      return events.map((e, i) => ({ ...(e as object), position: 100 + i, version: expected + i + 1 }));
    }),
  } as unknown as EventStore;
  return { store, decisions };
}

describe('CommandService', () => {
  const actor = { tenant: 'cis', id: 'u1' };

  it('retries a conflicting append against the new state and version', async () => {
    const { store } = fakeStore(2);
    const seenStates: number[] = [];
    let state = 0;
    const events = await new CommandService(store).execute({
      stream: 's', actor,
      load: async () => (state += 1),
      decide: (s) => {
        seenStates.push(s);
        return [{ type: 't', data: { s } }];
      },
    });
    expect(seenStates).toEqual([1, 2, 3]);
    expect((store.append as jest.Mock).mock.calls.map((c) => c[2])).toEqual([3, 4, 5]);
    expect(events[0]).toMatchObject({ data: { s: 3 } });
  });

  it('answers 409 when the stream keeps changing', async () => {
    const { store } = fakeStore(1000);
    await expect(new CommandService(store).execute({ stream: 's', actor, decide: () => [{ type: 't', data: {} }] }))
      .rejects.toBeInstanceOf(ConflictException);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const { store } = fakeStore(0);
    expect(await new CommandService(store).execute({ stream: 's', actor, decide: () => [] })).toEqual([]);
    expect(store.append).not.toHaveBeenCalled();
  });

  it('lets many concurrent commands on one stream all succeed, each deciding on the one before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cis-command-'));
    const store = new SqliteEventStore(join(dir, 'store.sqlite'));
    await store.init();
    try {
      const commands = new CommandService(store);
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) =>
          commands.execute({ stream: 'hot', actor, load: (rm) => rm.count('cis', 'none'), decide: () => [{ type: 'hot.touched', data: { i } }] }),
        ),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect((await store.readStream('hot')).map((e) => e.version)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
