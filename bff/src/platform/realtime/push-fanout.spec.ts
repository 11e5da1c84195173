import type { StoredEvent } from '@cis/contracts';
import { PushFanout, pushesFrom, type PushChannel, type RoomPush } from './push-fanout';

const event = (position: number): StoredEvent => ({
  position, stream: 'inbox-u1', version: position, type: 'inbox.item-created', data: { n: position }, tenant: 'cis', userId: 'u1', at: '2026-11-26T09:00:00.000Z',
});

/** Channels joined as on one Redis: every message reaches every subscriber, the sender's own included. */
function sharedBus() {
  const listeners: Array<(message: string) => void> = [];
  const published: string[] = [];
  const channel = (): PushChannel => ({
    publish: (message) => {
      published.push(message);
      for (const listener of listeners) listener(message);
    },
    subscribe: async (listener) => {
      listeners.push(listener);
    },
  });
  return { channel, published };
}

describe('PushFanout: a committed batch reaches the other instances in one message', () => {
  it('delivers a batch here at once and to another instance once, in one message, in commit order', async () => {
    const bus = sharedBus();
    const here: RoomPush[][] = [];
    const there: RoomPush[][] = [];
    const a = new PushFanout((pushes) => here.push(pushes));
    const b = new PushFanout((pushes) => there.push(pushes));
    await a.connect(bus.channel());
    await b.connect(bus.channel());
    const batch: RoomPush[] = [[['user:u1'], event(1)], [['user:u2', 'staff:cis'], event(2)], [['user:u1'], event(3)]];
    a.send(batch);
    expect(bus.published).toHaveLength(1);
    expect(here).toEqual([batch]);
    expect(there).toEqual([batch]);
  });

  it('sends nothing for a batch without pushes, and only delivers here before it is connected', async () => {
    const here: RoomPush[][] = [];
    const alone = new PushFanout((pushes) => here.push(pushes));
    alone.send([]);
    alone.send([[['all'], event(7)]]);
    expect(here).toEqual([[[['all'], event(7)]]]);
    const bus = sharedBus();
    await alone.connect(bus.channel());
    alone.send([]);
    expect(bus.published).toHaveLength(0);
  });

  it("ignores its own message, a malformed one and entries that are not pushes", () => {
    const self = 'instance-a';
    const own = JSON.stringify({ from: self, pushes: [[['all'], event(1)]] });
    expect(pushesFrom(own, self)).toEqual([]);
    expect(pushesFrom('{not json', self)).toEqual([]);
    expect(pushesFrom('null', self)).toEqual([]);
    expect(pushesFrom(JSON.stringify({ from: 'b', pushes: 'x' }), self)).toEqual([]);
    const mixed = JSON.stringify({ from: 'b', pushes: [[['all'], event(2)], [['all']], [[1], event(3)], [['all'], { type: 'x' }]] });
    expect(pushesFrom(mixed, self)).toEqual([[['all'], event(2)]]);
  });
});
