import {
  SystemRoutes, UiVersionRoutes, type AuditPage, type AuditStreamHistory, type MaintenanceState, type MetricsSummary,
  type SystemSettings, type VersionInfo,
} from '@cis/contracts';
import { fetchBlob, http, withQuery } from '../../api/http';
import { dayEdge } from '../../lib/dates';

/** The audit log's filters as the page holds them (empty text: no filter). */
export interface AuditFilters {
  actor: string;
  stream: string;
  streamPrefix: string;
  type: string;
  /** Calendar days ('yyyy-MM-dd', the user's zone), both included; sent as ISO 8601 instants with the offset. */
  from: string;
  to: string;
}

export const EMPTY_FILTERS: AuditFilters = { actor: '', stream: '', streamPrefix: '', type: '', from: '', to: '' };

export function auditQuery(filters: AuditFilters, extra: Record<string, string | number | undefined> = {}) {
  return {
    actor: filters.actor.trim() || undefined, stream: filters.stream.trim() || undefined, streamPrefix: filters.streamPrefix.trim() || undefined,
    type: filters.type.trim() || undefined, from: dayEdge(filters.from, 'start'), to: dayEdge(filters.to, 'end'), ...extra,
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
