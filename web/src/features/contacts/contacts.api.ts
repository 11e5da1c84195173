import {
  CONTACT_AVATAR_FIELDS, ContactsRoutes, type Contact, type ContactChanges, type ContactTag, type Country,
} from '@cis/contracts';
import { http, withQuery } from '../../api/http';

export const contactsApi = {
  /** All contacts sorted by name, or the server's name search when a query is given. */
  list: (query: string) =>
    query.trim() ? http.get<Contact[]>(withQuery(ContactsRoutes.search, { query: query.trim() })) : http.get<Contact[]>(ContactsRoutes.all),
  get: (id: string) => http.get<Contact>(withQuery(ContactsRoutes.contact, { id })),
  create: () => http.post<Contact>(ContactsRoutes.contact),
  update: (id: string, contact: ContactChanges) => http.patch<Contact>(ContactsRoutes.contact, { id, contact }),
  remove: (id: string) => http.delete<boolean>(withQuery(ContactsRoutes.contact, { id })),
  tags: () => http.get<ContactTag[]>(ContactsRoutes.tags),
  createTag: (title: string) => http.post<ContactTag>(ContactsRoutes.tag, { tag: { title } }),
  renameTag: (id: string, title: string) => http.patch<ContactTag>(ContactsRoutes.tag, { id, tag: { title } }),
  /** The BFF also removes the tag from every contact. */
  deleteTag: (id: string) => http.delete<boolean>(withQuery(ContactsRoutes.tag, { id })),
  countries: () => http.get<Country[]>(ContactsRoutes.countries, { cache: true }),
  uploadAvatar: (id: string, file: File) => {
    const form = new FormData();
    form.append(CONTACT_AVATAR_FIELDS.id, id);
    form.append(CONTACT_AVATAR_FIELDS.file, file);
    return http.post<Contact>(ContactsRoutes.avatar, form);
  },
};
