import { Inject, Injectable, Logger } from '@nestjs/common';
import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
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
 * 4. Requests in flight finish and are answered; a keep-alive connection is closed as soon as it is idle.
 * 5. The application closes (processes stop, the store's pool ends) and the process exits 0. After DRAIN_TIMEOUT_MS
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
            this.logger.error(`Drain failed: ${(error as Error).message}`);
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
    const server = app.getHttpServer() as Server;
    const timeoutMs = this.config.drainTimeoutMs;
    const timer = setTimeout(() => {
      this.logger.error(`Requests still in flight after ${timeoutMs} ms: exiting anyway`);
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    this.gateway.releaseLocalSockets();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.closeIdleConnections();
    await closed;
    clearInterval(sweep);
    await app.close();
    clearTimeout(timer);
  }
}
