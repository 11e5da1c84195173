import { IoAdapter } from '@nestjs/platform-socket.io';
import type { INestApplicationContext } from '@nestjs/common';
import type { createAdapter } from '@socket.io/redis-adapter';
import type { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import type { PushChannel } from './push-fanout';

/**
 * socket.io across instances: an emit to rooms is published on Redis and delivered by the instances holding the
 * sockets. The pushes of committed events go through `pushChannel()` instead, one message per batch (PushFanout).
 * The channel is named after the deployment (its PostgreSQL schema, as the sign-in counters are), so deployments
 * sharing one Redis never receive each other's pushes: their user ids can be the same (demo data, stable ids).
 */
export class RedisIoAdapter extends IoAdapter {
  private adapterConstructor: ReturnType<typeof createAdapter> | null = null;
  private clients: Array<ReturnType<typeof createClient>> = [];

  constructor(app: INestApplicationContext, private readonly redisUrl: string, private readonly deployment: string) {
    super(app);
  }

  /** The Redis packages are loaded here, not at start-up: a single instance (no REDIS_URL) never needs them. */
  async connect(): Promise<void> {
    const [{ createClient }, { createAdapter }] = await Promise.all([import('redis'), import('@socket.io/redis-adapter')]);
    const pub = createClient({ url: this.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    this.clients = [pub, sub];
    this.adapterConstructor = createAdapter(pub, sub, { key: `cis:${this.deployment}:socket.io` });
  }

  /** The channel the instances share their committed batches' pushes on (PushFanout), beside the adapter's own. */
  pushChannel(): PushChannel {
    const [pub, sub] = this.clients;
    if (!pub || !sub) throw new Error('RedisIoAdapter.connect() first');
    const channel = `cis:${this.deployment}:pushes`;
    return {
      // A push lost while Redis is away is what the adapter would lose too: clients catch up by position on reconnect.
      publish: (message) => void pub.publish(channel, message).catch(() => undefined),
      subscribe: async (listener) => {
        await sub.subscribe(channel, listener);
      },
    };
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    // Nest's IoAdapter answers the socket.io server as any.
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Nest's IoAdapter answers any (above)
    const server = super.createIOServer(port, options) as Server;
    if (this.adapterConstructor) server.adapter(this.adapterConstructor);
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.clients.map((client) => client.quit().catch(() => undefined)));
    this.clients = [];
  }
}
