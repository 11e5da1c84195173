import {
  MasterDataRoutes, ReportRoutes, type ReportAnswer, type ReportExportFormat, type ReportKind, type ReportLanguage,
  type TaxReturnType, type TaxpayerCategory,
} from '@cis/contracts';
import { fetchBlob, http, withQuery } from '../../api/http';

export { saveBlob } from '../../lib/save-blob';

/** The filters as the page holds them (null: any). */
export interface ReportFilterState {
  from: string;
  to: string;
  type: TaxReturnType | null;
  category: TaxpayerCategory | null;
  province: string | null;
  preparer: string | null;
}

const queryOf = (f: ReportFilterState) => ({
  from: f.from, to: f.to, type: f.type ?? undefined, category: f.category ?? undefined, province: f.province ?? undefined, preparer: f.preparer ?? undefined,
});

export const reportsApi = {
  report: (kind: ReportKind, filters: ReportFilterState) => http.get<ReportAnswer>(withQuery(ReportRoutes.one(kind), queryOf(filters))),
  /** The export as a file (fetched with the session, saved by the page). */
  export: (kind: ReportKind, filters: ReportFilterState, format: ReportExportFormat, lang: ReportLanguage) =>
    fetchBlob(withQuery(ReportRoutes.export(kind), { ...queryOf(filters), format, lang })),
  /** Provinces of the gazetteer (silent: without them the filter shows codes). */
  provinces: () => http.get<{ items: { code: string; nameEn: string; nameKm: string }[] }>(
    withQuery(MasterDataRoutes.kind('province'), { size: 100, sort: 'code' }), { silent: true, cache: 'session' },
  ).then((page) => page.items),
};
