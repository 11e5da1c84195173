import { NotesRoutes as R, type NoteLabel, type NoteView } from '@cis/contracts';
import { http, withQuery } from '../../api/http';

export const notesApi = {
  all: () => http.get<NoteView[]>(R.all),
  labels: () => http.get<NoteLabel[]>(R.labels),
  create: (note: Record<string, unknown>) => http.post<NoteView>(R.base, { note }),
  update: (id: string, fields: Record<string, unknown>) => http.patch<NoteView>(R.base, { updatedNote: { id, ...fields } }),
  remove: (id: string) => http.delete<true>(withQuery(R.base, { id })),
  createLabel: (title: string) => http.post<NoteLabel[]>(R.labels, { title }),
  renameLabel: (id: string, title: string) => http.patch<NoteLabel[]>(R.labels, { label: { id, title } }),
  deleteLabel: (id: string) => http.delete<NoteLabel[]>(withQuery(R.labels, { id })),
};
