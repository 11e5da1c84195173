import type { EventOfType, NewEvent, PermissionCode, StoredEvent, StoredOf } from '@cis/contracts';
import type { AccessRule } from '@cis/contracts';
import { Rooms } from './rooms';

/**
 * Who receives an event, in words the areas use; the router turns an audience into socket rooms of the event's
 * tenant. A socket joins its rooms at the handshake (realtime.gateway roomsOf), so an audience is exactly the set of
 * signed-in users it names.
 */
export type Audience =
  | { readonly to: 'all' }
  | { readonly to: 'tenant' }
  | { readonly to: 'staff' }
  | { readonly to: 'user'; readonly id: string }
  | { readonly to: 'permission'; readonly code: PermissionCode }
  | { readonly to: 'customer'; readonly customerP24Id: string };

const ALL: Audience = { to: 'all' };
const TENANT: Audience = { to: 'tenant' };
const STAFF: Audience = { to: 'staff' };

export const to = {
  /** Every socket of the deployment (the UI version banner). */
  all: ALL,
  /** Every signed-in user of the event's tenant: staff, customers and vendors. */
  tenant: TENANT,
  /** The firm's staff accounts of the tenant (internal tools). */
  staff: STAFF,
  /** Every tab of one user. */
  user: (id: string): Audience => ({ to: 'user', id }),
  /** Everyone in the tenant holding a permission code. */
  permission: (code: PermissionCode): Audience => ({ to: 'permission', code }),
  /** Every account of one customer (the balance). */
  customer: (customerP24Id: string): Audience => ({ to: 'customer', customerP24Id }),
  /**
   * Everyone an app's access rule admits (APP_ACCESS in contracts): the same rule as its routes, so a socket receives
   * exactly what its user may open. Fails at start-up for a rule no room carries.
   */
  access: (rule: AccessRule): Audience => {
    const room = Rooms.audience(rule)('');
    return room === Rooms.staff('') ? { to: 'staff' } : { to: 'tenant' };
  },
} as const;

export function roomOf(audience: Audience, tenant: string): string {
  switch (audience.to) {
    case 'all': return Rooms.all;
    case 'tenant': return Rooms.tenant(tenant);
    case 'staff': return Rooms.staff(tenant);
    case 'user': return Rooms.user(audience.id);
    case 'permission': return Rooms.permission(tenant, audience.code);
    case 'customer': return Rooms.customer(tenant, audience.customerP24Id);
  }
}

/** Where one event type goes: fixed audiences, or audiences read from the event. `[]`: nowhere. */
export type Route<E extends StoredEvent> = readonly Audience[] | ((event: E) => readonly Audience[]);

/**
 * An area's pushes, declared beside its events: every event type of the area's union must be named (the compiler
 * holds it), with its audience and, where the wire promises less than the log keeps, the payload the sockets
 * receive instead of the stored data (e.g. the payroll badge's `{total}`). Live pushes and resume replays both use it.
 */
export interface PushDeclaration<E extends NewEvent> {
  routes: { [T in E['type']]: Route<StoredOf<EventOfType<E, T>>> };
  payload?: { [T in E['type']]?: (event: StoredOf<EventOfType<E, T>>) => unknown };
}

/** What the router needs of an area's pushes. */
export interface PushSource {
  readonly handles: readonly string[];
  rooms(event: StoredEvent): string[];
  shape(event: StoredEvent): { data: unknown } | undefined;
}

export class PushRoutes implements PushSource {
  constructor(readonly area: string, private readonly declaration: PushDeclaration<NewEvent>) {}

  get handles(): string[] {
    return Object.keys(this.declaration.routes);
  }

  rooms(event: StoredEvent): string[] {
    return this.audiences(event).map((audience) => roomOf(audience, event.tenant));
  }

  audiences(event: StoredEvent): readonly Audience[] {
    const route: Route<StoredEvent> | undefined = this.declaration.routes[event.type];
    if (!route) return [];
    return typeof route === 'function' ? route(event) : route;
  }

  /** The data the sockets receive, when the declaration shapes it; undefined: the stored event's data unchanged. */
  shape(event: StoredEvent): { data: unknown } | undefined {
    const shaping = this.declaration.payload?.[event.type];
    return shaping ? { data: shaping(event) } : undefined;
  }
}

/**
 * Declares an area's pushes. `definePush<InboxEvent>('inbox', { routes: { 'inbox.item-created': (e) =>
 * [to.user(e.data.ownerId)], ... } })`; the module provides it with `providePush(inboxPush)`.
 */
export function definePush<E extends NewEvent>(area: string, declaration: PushDeclaration<E>): PushRoutes {
  // The declaration is typed per event type; the router calls it only with events of the declared type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- typed per event type (above)
  return new PushRoutes(area, declaration as unknown as PushDeclaration<NewEvent>);
}

/** Every event type of a union to the same audiences (a shared area's changes to everyone who may open it). */
export function sameRoute<E extends NewEvent>(types: readonly E['type'][], audiences: readonly Audience[]): PushDeclaration<E>['routes'] {
  // Object.fromEntries answers a string-keyed record, so the keys' union is asserted: a type left out of `types` routes
  // nowhere at run time (audiences answers [] for it), which is what the compiler would otherwise have caught.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- typed per event type (above)
  return Object.fromEntries(types.map((type) => [type, audiences])) as PushDeclaration<E>['routes'];
}

/** The Nest provider of an area's push declaration (found by the platform's discovery). */
export function providePush(routes: PushRoutes): { provide: string; useValue: PushRoutes } {
  return { provide: `push-routes:${routes.area}`, useValue: routes };
}
