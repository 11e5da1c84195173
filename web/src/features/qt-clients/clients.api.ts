import {
  CLIENT_DOCUMENT_FIELDS, ClientsRoutes, type Client, type ClientDocument, type ClientHistoryEntry, type ClientProfileBody,
  type ClientsPage, type ClientStatus, type TaxpayerCategory,
} from '@cis/contracts';
import { fetchBlob, http, withQuery } from '../../api/http';

export interface ClientsQuery {
  search: string;
  status: ClientStatus | null;
  category: TaxpayerCategory | null;
  page: number;
  size: number;
}

/** A master-data row as the pickers need it (gazetteer levels, document types, accounts). */
export interface PickRow { code: string; nameEn: string; nameKm: string; appliesTo?: string }
interface MasterPage { items: PickRow[] }
export interface AccountRow { id: string; name: string; email: string; kind: string }

export const clientsApi = {
  list: (q: ClientsQuery) => http.get<ClientsPage>(withQuery(ClientsRoutes.path.list, {
    search: q.search.trim() || undefined, status: q.status ?? undefined, category: q.category ?? undefined, page: q.page, size: q.size,
  })),
  one: (id: string) => http.get<Client>(ClientsRoutes.path.one(id)),
  create: (profile: ClientProfileBody) => http.post<Client>(ClientsRoutes.path.list, profile),
  update: (id: string, version: number, changes: ClientProfileBody) => http.patch<Client>(ClientsRoutes.path.one(id), { version, ...changes }),
  history: (id: string) => http.get<ClientHistoryEntry[]>(ClientsRoutes.path.history(id)),
  documents: (id: string) => http.get<ClientDocument[]>(ClientsRoutes.path.documents(id)),
  upload: (id: string, typeCode: string, file: File) => {
    const form = new FormData();
    form.append(CLIENT_DOCUMENT_FIELDS.typeCode, typeCode);
    form.append(CLIENT_DOCUMENT_FIELDS.file, file);
    // Silent: the page words a refused file itself (its type or size), where the shell would list the field "file".
    return http.post<ClientDocument>(ClientsRoutes.path.documents(id), form, { silent: true });
  },
  retire: (id: string, documentId: string) => http.delete<ClientDocument>(ClientsRoutes.path.document(id, documentId)),
  content: (id: string, documentId: string) => fetchBlob(ClientsRoutes.path.documentContent(id, documentId)),
  /** Master data the form picks from; silent: a reader without master-data codes gets plain code fields instead. */
  masterRows: (kind: string, parent?: string) =>
    http.get<MasterPage>(withQuery(`api/master-data/${kind}`, { parent, size: 100, sort: 'nameEn' }), { silent: true, cache: 'session' }).then((p) => p.items),
  /** Accounts (the accounts area); silent, as above. */
  accounts: (kind: 'staff' | 'customer') =>
    http.get<{ items: AccountRow[] }>(withQuery('api/accounts', { kind, size: 100 }), { silent: true }).then((p) => p.items),
};
