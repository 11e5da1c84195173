import { Injectable, SetMetadata } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { NewEvent } from '@cis/contracts';
import type { Projection } from './event-store/event-store.port';
import { PROCESS, type Process } from './process/process';
import { PushRoutes, type PushSource } from './realtime/push-routes';

const PROJECTION = 'cis:projection';
const GENESIS = 'cis:genesis';

/** Marks a provider as an inline projection. */
export const ProjectionProvider = () => SetMetadata(PROJECTION, true);
/** Marks a provider as a source of genesis events (seed data on an empty store). */
export const GenesisProvider = () => SetMetadata(GENESIS, true);

export interface GenesisStream {
  stream: string;
  events: NewEvent[];
  /** Who caused it; null for seed data. */
  userId?: string | null;
}

export interface GenesisSource {
  readonly name: string;
  /** Lower runs first (accounts are 0); default 100. */
  readonly order?: number;
  genesis(tenant: string): GenesisStream[] | Promise<GenesisStream[]>;
  /**
   * Seed thousands of small streams (the gazetteer's villages) with batch appends (EventStore.appendMany) instead of
   * one append each. Every stream of a batch has the source's `userId`-less meta.
   */
  readonly batched?: boolean;
}

/** Finds the providers that the area modules marked, so no central list has to name them. */
@Injectable()
export class PlatformDiscovery {
  constructor(private readonly discovery: DiscoveryService) {}

  projections(): Projection[] {
    return this.find<Projection>(PROJECTION);
  }

  processes(): Process[] {
    return this.find<Process>(PROCESS);
  }

  genesisSources(): GenesisSource[] {
    return this.find<GenesisSource>(GENESIS).sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  }

  /** The areas' push declarations (definePush + providePush in each area's module). */
  pushSources(): PushSource[] {
    return this.discovery.getProviders().map((wrapper) => wrapper.instance).filter((instance): instance is PushRoutes => instance instanceof PushRoutes);
  }

  private find<T>(key: string): T[] {
    return this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance && Reflect.getMetadata(key, wrapper.metatype))
      // Nest keeps provider instances untyped (any); the metadata key is set only by the decorator of providers of T.
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Nest keeps provider instances as any (above)
      .map((wrapper) => wrapper.instance as T);
  }
}
