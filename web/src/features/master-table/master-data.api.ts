import {
  MasterDataRoutes,
  type MasterDataExportFormat, type MasterDataHistoryEntry, type MasterDataImportReport, type MasterDataKind,
  type MasterDataKindSummary, type MasterDataPage, type MasterDataRow, type MasterDataValues,
} from '@cis/contracts';
import { authorizationFor, http, resolveUrl, withQuery } from '../../api/http';

export interface MasterDataListParams {
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
  parent?: string;
  activeOn?: string;
  retired?: boolean;
}

/** The generic master-data routes. Writes are silent: the dialogs show refusals beside the fields. */
export const masterDataApi = {
  kinds: () => http.get<MasterDataKindSummary[]>(MasterDataRoutes.base),
  list: (kind: MasterDataKind, params: MasterDataListParams) =>
    http.get<MasterDataPage>(withQuery(MasterDataRoutes.kind(kind), {
      search: params.search || undefined, sort: params.sort, order: params.order, page: params.page, size: params.size,
      parent: params.parent, activeOn: params.activeOn || undefined, retired: params.retired ? 'true' : undefined,
    })),
  create: (kind: MasterDataKind, values: MasterDataValues) => http.post<MasterDataRow>(MasterDataRoutes.kind(kind), { values }, { silent: true }),
  update: (kind: MasterDataKind, id: string, values: MasterDataValues) => http.patch<MasterDataRow>(MasterDataRoutes.one(kind, id), { values }, { silent: true }),
  retire: (kind: MasterDataKind, id: string) => http.delete<MasterDataRow>(MasterDataRoutes.one(kind, id), undefined, { silent: true }),
  history: (kind: MasterDataKind, id: string) => http.get<MasterDataHistoryEntry[]>(MasterDataRoutes.history(kind, id)),
  import: (kind: MasterDataKind, csv: string, dryRun: boolean) =>
    http.post<MasterDataImportReport>(withQuery(MasterDataRoutes.import(kind), { dryRun: dryRun ? 'true' : undefined }), { csv }, { silent: true }),
  /** The export file, fetched with the session's token and handed to the browser as a download. */
  async download(kind: MasterDataKind, format: MasterDataExportFormat): Promise<void> {
    const url = withQuery(MasterDataRoutes.export(kind), { format });
    const authorization = authorizationFor(url);
    const response = await fetch(resolveUrl(url), { headers: authorization ? { Authorization: authorization } : {} });
    if (!response.ok) throw new Error(`Export failed: ${response.status}`);
    const blob = await response.blob();
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${kind}.${format}`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  },
};
