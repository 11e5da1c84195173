import { Global, Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TerminusModule } from '@nestjs/terminus';
import { AccountsModule } from './auth/accounts.module';
import { AccountDirectory } from './auth/account-directory';
import { AuthGuard } from './auth/auth.guard';
import { TokenService } from './auth/token.service';
import { CommandService } from './command/command.service';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { PlatformDiscovery } from './discovery';
import { ErrorEnvelopeFilter } from './errors/error-envelope.filter';
import { createEventStore } from './event-store/event-store.factory';
import { EVENT_STORE, type EventStore } from './event-store/event-store.port';
import { GenesisService } from './genesis/genesis.service';
import { ProcessRunner } from './process/process-runner';
import { HealthController } from './health/health.controller';
import { HealthQueries } from './health/health.queries';
import { Drain } from './lifecycle/drain';
import { CachedReadMarker, ReadCache } from './read-cache/read-cache';
import { PushRouter } from './realtime/push-router';
import { RealtimeGateway } from './realtime/realtime.gateway';

/** The platform every area stands on: store, write path, auth, errors, pushes, genesis, health. */
@Global()
@Module({})
export class PlatformModule implements OnApplicationBootstrap, OnApplicationShutdown {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PlatformModule,
      imports: [DiscoveryModule, TerminusModule, JwtModule.register({}), AccountsModule],
      controllers: [HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: EVENT_STORE, useFactory: () => createEventStore(config) },
        CommandService, PlatformDiscovery, PushRouter, TokenService, AccountDirectory, AuthGuard, RealtimeGateway, GenesisService, ReadCache,
        ProcessRunner, HealthQueries, Drain,
        { provide: APP_GUARD, useExisting: AuthGuard },
        // After AuthGuard (global guards run in this order): it reads the caller's token expiry.
        { provide: APP_GUARD, useClass: CachedReadMarker },
        { provide: APP_FILTER, useClass: ErrorEnvelopeFilter },
      ],
      exports: [APP_CONFIG, EVENT_STORE, CommandService, TokenService, AccountDirectory, AuthGuard, PushRouter, ReadCache, ProcessRunner, Drain, AccountsModule, RealtimeGateway],
    };
  }

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly discovery: PlatformDiscovery,
    private readonly router: PushRouter,
    private readonly genesis: GenesisService,
    private readonly processes: ProcessRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.store.registerProjections(this.discovery.projections());
    this.router.register(this.discovery.pushSources());
    await this.genesis.seedIfEmpty();
    // After genesis: seed data writes a process's consequences itself (a seeded approval comes with its credit).
    if (this.config.processes) {
      this.processes.start(this.discovery.processes());
      // Serves once the consequences of the log it found are written, or after STARTUP_CATCH_UP_MS with a warning.
      await this.processes.catchUpAtStartUp(await this.store.lastPosition());
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
