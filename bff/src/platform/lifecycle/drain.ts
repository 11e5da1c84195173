import { Inject, Injectable, Logger } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { messageOf } from '../fields';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RealtimeGateway } from '../realtime/realtime.gateway';

/** How often idle keep-alive connections are closed while draining (a connection whose answer went out is idle). */
const IDLE_SWEEP_MS = 50;

/**
 * Restarts without loss (issue 16): SIGTERM (or SIGINT) drains the instance before it exits.
 *
 * 1. `/health` answers 503 from now on, so a balancer that checks it stops sending new work here.
 * 2. The listening socket closes: a new connection is refused, and a balancer passes the request to another instance
 *    (nothing of it was sent, so even a POST may go elsewhere).
 * 3. Every socket.io connection of this instance is closed: the clients reconnect by themselves (through the balancer,
 *    to another instance) and resume from the last position they applied, so no push is missed.
 * 4. Open keep-alive connections (a balancer's pool) stay usable for DRAIN_LINGER_MS (3 s): a request that arrives on
 *    one is answered as usual, with `Connection: close`. Closing an idle connection at once would race a balancer that
 *    is writing a request into it (a POST lost); after the linger, the balancer has closed every idle connection
 *    itself (its idle timeout is shorter), and whatever is left is closed as soon as it is idle.
 * 5. Requests in flight finish and are answered.
 * 6. The application closes (processes stop, the store's pool ends) and the process exits 0. After DRAIN_TIMEOUT_MS
 *    (10 s) it exits anyway, with 1.
 */
@Injectable()
export class Drain {
  private readonly logger = new Logger('Drain');
  private started: Promise<void> | null = null;

  constructor(private readonly gateway: RealtimeGateway, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** True from the signal on: /health answers 503. */
  get draining(): boolean {
    return this.started !== null;
  }

  /** Drains on these signals, then exits the process. Called by main (tests that build apps in-process do not). */
  onSignals(app: INestApplication, signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT']): void {
    for (const signal of signals) {
      process.once(signal, () => {
        void this.drain(app).then(
          () => process.exit(0),
          (error: unknown) => {
            this.logger.error(`Drain failed: ${messageOf(error)}`);
            process.exit(1);
          },
        );
      });
    }
  }

  drain(app: INestApplication): Promise<void> {
    this.started ??= this.run(app);
    return this.started;
  }

  private async run(app: INestApplication): Promise<void> {
    // Nest answers the HTTP server as any; the Express platform's is node:http's Server.
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Nest answers the HTTP server as any (above)
    const server = app.getHttpServer() as Server;
    const timeoutMs = this.config.drainTimeoutMs;
    const timer = setTimeout(() => {
      this.logger.error(`Requests still in flight after ${timeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => response.setHeader('Connection', 'close'));
    // net's close, not http's: http.Server#close also closes idle keep-alive connections at once (step 4).
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
    this.gateway.releaseLocalSockets();
    let lingering: NodeJS.Timeout | undefined;
    await Promise.race([closed, new Promise<void>((resolve) => (lingering = setTimeout(resolve, this.config.drainLingerMs)))]);
    clearTimeout(lingering);
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.closeIdleConnections();
    await closed;
    clearInterval(sweep);
    await app.close();
    clearTimeout(timer);
  }
}
