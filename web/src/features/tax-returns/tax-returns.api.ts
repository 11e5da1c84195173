import {
  ClientsRoutes, TAX_RETURN_SORT_KEYS, TaxReturnRoutes, type ClientsPage, type TaxReturnSortKey, type TaxReturnSortOrder, type FiledTaxReturnPage, type TaxReturnAction, type TaxReturnComputeAnswer,
  type TaxReturnAttachment, type TaxReturnAttachmentKind, type TaxReturnHistoryEntry, type TaxReturnPage, type TaxReturnPayAnswer, type TaxReturnRulesAnswer, type TaxReturnStatus,
  type TaxReturnSummary, type TaxReturnTasks, type TaxReturnType, type TaxReturnView,
} from '@cis/contracts';
import { fetchBlob, http, withQuery } from '../../api/http';
import { isKhmer } from '../../lib/in-language';
import type { FormFields } from './tax-return-form.logic';

/** The list's filters and paging as the screen holds them (page zero-based, as the DataTable counts). */
export interface TaxReturnsQuery {
  type: TaxReturnType;
  status: TaxReturnStatus | null;
  overdue: boolean | null;
  /** One client's returns; null: every client the caller sees. */
  clientId: string | null;
  /** A period or its start as typed ('2026' gives every month of 2026); a half-typed one is not sent. */
  period: string;
  /** The sorted column (the client's: `clientName`, sent as the name of the reader's language); null: the BFF's default, by due date. */
  sort: TaxReturnSortKey | null;
  order: TaxReturnSortOrder;
  page: number;
  size: number;
}

/** A DataTable column's field as a sort of the list (the columns are named by their sort key); anything else: none. */
export function sortKeyOf(field: unknown): TaxReturnSortKey | null {
  return TAX_RETURN_SORT_KEYS.find((key) => key === field) ?? null;
}

/** A period the list's filter sends: YYYY, YYYY-MM or YYYY-MM-DD (the BFF matches it as a prefix). */
export const LIST_PERIOD = /^\d{4}(-\d{2}){0,2}$/;

/**
 * The query string of GET api/tax-returns for the screen's filters: only those set; a half-typed period is left out.
 * The client column sorts by the name the reader sees: the Khmer name for a Khmer reader.
 */
export function listParams(q: TaxReturnsQuery, language = 'en'): Record<string, string | number | boolean | undefined> {
  const period = q.period.trim();
  const sort = q.sort === 'clientName' && isKhmer(language) ? 'clientNameKh' : q.sort ?? undefined;
  return {
    type: q.type, status: q.status ?? undefined, overdue: q.overdue ?? undefined, clientId: q.clientId ?? undefined,
    period: LIST_PERIOD.test(period) ? period : undefined, sort, order: sort ? q.order : undefined, page: q.page + 1, size: q.size,
  };
}

export interface ClientName { id: string; nameEn: string; nameKh: string }

export const taxReturnsApi = {
  /** The BFF pages from one. */
  list: (q: TaxReturnsQuery, language?: string) => http.get<TaxReturnPage>(withQuery(TaxReturnRoutes.base, listParams(q, language))),
  one: (id: string) => http.get<TaxReturnView>(TaxReturnRoutes.one(id)),
  /** The return as a PDF, and its payment receipt, in the reader's language (issue 14 B). */
  pdf: (id: string, lang: 'en' | 'km') => fetchBlob(withQuery(TaxReturnRoutes.pdf(id), { lang })),
  receipt: (id: string, lang: 'en' | 'km') => fetchBlob(withQuery(TaxReturnRoutes.receipt(id), { lang })),
  history: (id: string) => http.get<TaxReturnHistoryEntry[]>(TaxReturnRoutes.history(id)),
  /**
   * Every action answers the return; a card payment also its checkout (the provider's form). Silent: the detail dialog
   * shows a refusal itself (the shell's alert would sit under the dialog's mask).
   */
  act: (id: string, action: TaxReturnAction, body: Record<string, unknown>) =>
    http.post<TaxReturnPayAnswer>(TaxReturnRoutes.action(id, action), body, { silent: true }),
  /** The live preview of the new-return dialog: silent, a half-typed form is refused without an alert. */
  compute: (type: TaxReturnType, clientId: string, period: string, form: FormFields) =>
    http.post<TaxReturnComputeAnswer>(TaxReturnRoutes.compute, { type, clientId, period, form }, { silent: true }),
  /** The rule rows of a period and the client's context: the form computes its preview with them (fetched once each). */
  rules: (type: TaxReturnType, clientId: string, period: string) =>
    http.get<TaxReturnRulesAnswer>(withQuery(TaxReturnRoutes.rules, { type, clientId, period }), { silent: true }),
  /** Autosave: silent, the form handles a stale version (409) itself and alerts the rest. */
  update: (id: string, version: number, form: FormFields) => http.patch<TaxReturnView>(TaxReturnRoutes.one(id), { version, form }, { silent: true }),
  tasks: () => http.get<TaxReturnTasks>(TaxReturnRoutes.tasks),
  /** Attachments (working papers, the acknowledgement): multipart file + kind; the file is fetched as a Blob to save. */
  attachments: (id: string) => http.get<TaxReturnAttachment[]>(TaxReturnRoutes.attachments(id)),
  attach: (id: string, file: File, kind: TaxReturnAttachmentKind) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    return http.post<TaxReturnAttachment>(TaxReturnRoutes.attachments(id), form, { silent: true });
  },
  attachmentFile: (id: string, attachmentId: string) => fetchBlob(TaxReturnRoutes.attachment(id, attachmentId)),
  detach: (id: string, attachmentId: string) => http.delete<TaxReturnView>(TaxReturnRoutes.attachment(id, attachmentId), undefined, { silent: true }),
  summary: () => http.get<TaxReturnSummary>(TaxReturnRoutes.summary, { silent: true }),
  filed: (query: Record<string, string | number | undefined>) => http.get<FiledTaxReturnPage>(withQuery(TaxReturnRoutes.filed, query)),
  filedCsv: (query: Record<string, string | number | undefined>) => http.get<string>(withQuery(TaxReturnRoutes.filedCsv, query)),
  /** Silent: the form dialog shows a refusal beside the fields, what was typed kept. */
  create: (type: TaxReturnType, clientId: string, period: string, form: FormFields) =>
    http.post<TaxReturnView>(TaxReturnRoutes.base, { type, clientId, period, form }, { silent: true }),
  /**
   * The client names the list shows (list items carry only the client id): the clients the caller may see, first
   * page of the largest size. Silent: without it the list shows the ids.
   */
  /** One client's names (a list row whose client is not in the first page of clients); silent, cached for the session. */
  clientName: (id: string) => http.get<ClientName>(ClientsRoutes.path.one(id), { silent: true, cache: 'session' })
    .then((c): ClientName => ({ id: c.id, nameEn: c.nameEn, nameKh: c.nameKh })),
  clientNames: () => http.get<ClientsPage>(withQuery(ClientsRoutes.path.list, { size: 100 }), { silent: true })
    .then((p) => p.items.map((c): ClientName => ({ id: c.id, nameEn: c.nameEn, nameKh: c.nameKh }))),
};
