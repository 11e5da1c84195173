import {
  SystemRoutes, UiVersionRoutes, type AuditPage, type AuditStreamHistory, type MaintenanceState, type MetricsSummary,
  type SystemSettings, type VersionInfo,
} from '@cis/contracts';
import { fetchBlob, http, withQuery } from '../../api/http';

/** The audit log's filters as the page holds them (empty text: no filter). */
export interface AuditFilters {
  actor: string;
  stream: string;
  streamPrefix: string;
  type: string;
  /** datetime-local values (the browser's zone); sent as ISO 8601 with the offset. */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: AuditFilters = { actor: '', stream: '', streamPrefix: '', type: '', from: '', to: '' };

/** A datetime-local value as ISO 8601 (UTC, with its Z offset), or undefined when empty or unreadable. */
export function isoOf(local: string): string | undefined {
  if (!local) return undefined;
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

export function auditQuery(filters: AuditFilters, extra: Record<string, string | number | undefined> = {}) {
  return {
    actor: filters.actor.trim() || undefined, stream: filters.stream.trim() || undefined, streamPrefix: filters.streamPrefix.trim() || undefined,
    type: filters.type.trim() || undefined, from: isoOf(filters.from), to: isoOf(filters.to), ...extra,
  };
}

export const systemApi = {
  maintenance: () => http.get<MaintenanceState>(SystemRoutes.maintenance),
  switchMaintenance: (on: boolean, message?: string) => http.post<MaintenanceState>(SystemRoutes.maintenance, on ? { on, message } : { on }),
  version: () => http.get<VersionInfo>(UiVersionRoutes.current),
  publishVersion: (versions: string, message: string | null) => http.post<VersionInfo>(UiVersionRoutes.publish, { versions, message }),
  metrics: () => http.get<MetricsSummary>(SystemRoutes.metrics, { silent: true }),
  settings: () => http.get<SystemSettings>(SystemRoutes.settings, { silent: true }),
  audit: (filters: AuditFilters, before: number | null, size: number) =>
    http.get<AuditPage>(withQuery(SystemRoutes.audit, auditQuery(filters, { before: before ?? undefined, size }))),
  stream: (stream: string) => http.get<AuditStreamHistory>(SystemRoutes.auditStream.replace(':stream', encodeURIComponent(stream))),
  exportCsv: (filters: AuditFilters) => fetchBlob(withQuery(SystemRoutes.auditExport, auditQuery(filters))),
};
