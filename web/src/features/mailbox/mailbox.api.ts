import {
  MailboxRoutes as R, type Mail, type MailFilter, type MailFolder, type MailLabel, type MailListResponse, type MailboxSettings,
  type MailLabelColor,
} from '@cis/contracts';
import { http, withQuery } from '../../api/http';
import type { MailboxLocation } from './mailbox.logic';

export type MailChange = Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;

export const mailboxApi = {
  settings: () => http.get<MailboxSettings>(R.settings),
  updateSettings: (settings: Partial<MailboxSettings>) => http.patch<MailboxSettings>(R.settings, { settings }),
  folders: () => http.get<MailFolder[]>(R.folders),
  filters: () => http.get<MailFilter[]>(R.filters),
  labels: () => http.get<MailLabel[]>(R.labels),
  createLabel: (title: string, color: MailLabelColor) => http.post<MailLabel>(R.label, { label: { title, color } }),
  updateLabel: (id: string, label: { title?: string; color?: MailLabelColor }) => http.patch<MailLabel>(R.label, { id, label }),
  deleteLabel: (id: string) => http.delete<true>(withQuery(R.label, { id })),
  mails: (location: Pick<MailboxLocation, 'kind' | 'slug' | 'page'>) =>
    http.get<MailListResponse>(withQuery(R.mails, { [location.kind]: location.slug, page: location.page })),
  mail: (id: string) => http.get<Mail>(withQuery(R.mail, { id })),
  updateMail: (id: string, mail: MailChange) => http.patch<Mail>(R.mail, { id, mail }),
};
