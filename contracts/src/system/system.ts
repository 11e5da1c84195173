import { PAGE_ACCESS } from '../auth/page-access';
import { Permission, type AccessRule } from '../auth/permissions';
import { isEventOf, type EventUnion } from '../platform/events';

/**
 * The System page (/system, issue 14): maintenance mode, the audit log, health and metrics, the wall, the machine
 * lab's setting. The UI version has its own area (uiversions); wall posts are rows of the master-data kind `wall`.
 */
export const SystemRoutes = {
  /** GET (every signed-in user: the banner), POST {on, message} (ALL_FUNCTIONS). */
  maintenance: 'api/system/maintenance',
  /** GET the log, newest first, filtered and paged by position (ALL_FUNCTIONS / ALL_FUNCTIONS_READ). */
  audit: 'api/system/audit',
  /** GET the same filters as CSV. */
  auditExport: 'api/system/audit/export',
  /** GET one stream's whole history with each change's before and after. */
  auditStream: 'api/system/audit/streams/:stream',
  /** GET the figures of /metrics as JSON, for the page (ALL_FUNCTIONS / ALL_FUNCTIONS_READ). */
  metrics: 'api/system/metrics',
  /** GET the wall posts published (READ_WALL or ALL_FUNCTIONS). */
  wall: 'api/system/wall',
  /** GET (public): what the deployment allows the web to show (the machine lab). */
  settings: 'public/system/settings',
  /** Prometheus text format; who may read it: docs/operations.md "Metrics". */
  prometheus: 'metrics',
} as const;

/** Who reads the System page's data: ALL_FUNCTIONS or ALL_FUNCTIONS_READ (the page's rule in page-access). */
export const SYSTEM_READ: AccessRule = PAGE_ACCESS.system;
/** Who switches maintenance mode, and whose writes it never stops. */
export const SYSTEM_WRITE: AccessRule = { kinds: ['staff'], permission: [Permission.ALL_FUNCTIONS], permissionOp: 'AND' };
/** Who reads the wall (spec s6: READ_WALL or ALL_FUNCTIONS, the notifications' rule). */
export const WALL_READ: AccessRule = { permission: [Permission.READ_WALL, Permission.ALL_FUNCTIONS], permissionOp: 'ANY_NAMED' };

export const SYSTEM_LIMITS = {
  maintenanceMessageMax: 500,
  auditPageSize: { default: 50, max: 200 },
  /** Rows of one CSV export (the newest matching). */
  auditExportMax: 10_000,
  /** Events shown of one stream's history (the newest). */
  auditStreamMax: 2_000,
  filterMax: 200,
  wallMax: 50,
} as const;

/** HTTP methods maintenance mode stops (for everyone without ALL_FUNCTIONS). */
export const WRITE_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export interface MaintenanceState {
  on: boolean;
  message: string | null;
  /** When it was last switched (ISO), and by whom (account id); null before the first switch. */
  since: string | null;
  by: string | null;
}

export const MaintenanceEvents = {
  switchedOn: 'system.maintenance-switched-on',
  switchedOff: 'system.maintenance-switched-off',
} as const;
export interface MaintenanceSwitchedOnData { message: string; at: string }
export interface MaintenanceSwitchedOffData { at: string }
export type MaintenanceEvent = EventUnion<{
  [MaintenanceEvents.switchedOn]: MaintenanceSwitchedOnData;
  [MaintenanceEvents.switchedOff]: MaintenanceSwitchedOffData;
}>;
/** The union's guard: a stored event (read back from the log, or pushed) is one of these; narrows to `StoredOf<MaintenanceEvent>`. */
export const isMaintenanceEvent = isEventOf<MaintenanceEvent>(Object.values(MaintenanceEvents));

/** One event of the log as the audit log shows it. */
export interface AuditEntry {
  position: number;
  stream: string;
  version: number;
  type: string;
  /** ISO 8601 with offset (the commit time). */
  at: string;
  userId: string | null;
  /** The actor's display name; null for the system (genesis, processes) or an account gone. */
  userName: string | null;
  data: unknown;
}

export interface AuditPage {
  items: AuditEntry[];
  /** Pass as `before` for the next (older) page; null at the end of the log. */
  nextBefore: number | null;
}

/** One field of a change: the value before and after (absent: no value). The shape of master data's history. */
export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditHistoryEntry extends Omit<AuditEntry, 'data'> {
  changes: AuditChange[];
}

export interface AuditStreamHistory {
  stream: string;
  /** Oldest first. */
  entries: AuditHistoryEntry[];
  /** True when the stream holds more events than SYSTEM_LIMITS.auditStreamMax (the oldest are left out). */
  truncated: boolean;
}

/** The figures of /metrics the page shows. */
export interface MetricsSummary {
  at: string;
  uptimeSeconds: number;
  requests: { total: number; perSecond: number; errors: number; p50Ms: number | null; p99Ms: number | null };
  routes: Array<{ route: string; method: string; count: number; meanMs: number }>;
  appends: { total: number; meanMs: number | null; meanBatch: number | null };
  log: { lastPosition: number };
  projections: Array<{ name: string; checkpoint: number; lag: number }>;
  sockets: { connected: number; pushesSent: number; resumeReplays: number };
  store: 'sqlite' | 'postgres';
}

export interface SystemSettings {
  /** The machine lab is served (MACHINE_LAB=on). */
  machineLab: boolean;
}

/** A wall post as notifications show it (a row of the master-data kind `wall` published by today). */
export interface WallPost {
  id: string;
  code: string;
  titleEn: string;
  titleKm: string;
  bodyEn: string | null;
  bodyKm: string | null;
  publishedOn: string | null;
}
