import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';

export interface RouteInfo {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express path, e.g. /api/common/messages or /api/customers/:customerP24Id/balance. */
  path: string;
  /** What the handler reads from the request (so junk is aimed where it is read). */
  takesBody: boolean;
  takesQuery: boolean;
  params: string[];
  key: string;
}

const METHODS: Partial<Record<RequestMethod, RouteInfo['method']>> = {
  [RequestMethod.GET]: 'GET', [RequestMethod.POST]: 'POST', [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH', [RequestMethod.DELETE]: 'DELETE',
};

/** Every route the running app serves, read from Nest's router metadata (so new areas are covered unlisted). */
export function enumerateRoutes(app: INestApplication): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as (new (...args: unknown[]) => unknown) | null;
    if (!controller) continue;
    const bases = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    // Nest keeps routes as reflect-metadata on the controller and its methods, typed any: read as the shapes Nest writes.
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const methodCode = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (methodCode === undefined) continue;
      const method = METHODS[methodCode];
      if (!method) continue;
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, unknown>;
      const kinds = Object.keys(args).map((k) => Number(k.split(':')[0]));
      for (const base of bases) {
        for (const sub of ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler) ?? '')) {
          const path = '/' + [base, sub].map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');
          routes.push({
            method, path,
            takesBody: kinds.includes(RouteParamtypes.BODY),
            takesQuery: kinds.includes(RouteParamtypes.QUERY),
            params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1]),
            key: `${method} ${path}`,
          });
        }
      }
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

/** The path with each :param replaced. */
export function fillPath(route: RouteInfo, values: Record<string, string> = {}, fallback = 'unknown-id'): string {
  return route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? fallback));
}
