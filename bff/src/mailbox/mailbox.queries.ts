import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  MAIL_DEFAULT_PAGE, MAIL_FILTER_FLAGS, MAIL_MIN_LAST_PAGE, MAILS_PER_PAGE, type Mail, type MailboxSettings,
  type MailFilter, type MailFolder, type MailLabel, type MailListItem, type MailListResponse,
} from '@cis/contracts';
import type { MailsQueryDto } from '@cis/contracts/dto';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { DEFAULT_MAILBOX_SETTINGS, MAILBOX_SETTINGS_ID, MailboxCollections as C } from './mailbox.decider';

/** The mailbox's reads, from its read models only. */
@Injectable()
export class MailboxQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  private get rm(): ReadModelReader {
    return this.store.readModels;
  }

  async settings(tenant: string): Promise<MailboxSettings> {
    return (await this.rm.get<MailboxSettings>(tenant, C.settings, MAILBOX_SETTINGS_ID)) ?? DEFAULT_MAILBOX_SETTINGS;
  }

  async folders(tenant: string): Promise<MailFolder[]> {
    const [folders, mails] = await Promise.all([
      this.rm.list<Omit<MailFolder, 'count'>>(tenant, C.folders),
      this.rm.list<Mail>(tenant, C.mails),
    ]);
    return withCounts(folders, mails);
  }

  filters(tenant: string): Promise<MailFilter[]> {
    return this.rm.list<MailFilter>(tenant, C.filters);
  }

  labels(tenant: string): Promise<MailLabel[]> {
    return this.rm.list<MailLabel>(tenant, C.labels);
  }

  async label(tenant: string, id: string): Promise<MailLabel> {
    const label = await this.rm.get<MailLabel>(tenant, C.labels, id);
    if (!label) throw new NotFoundException();
    return label;
  }

  async mails(tenant: string, query: MailsQueryDto): Promise<MailListResponse> {
    const [folders, labels, mails] = await Promise.all([
      this.rm.list<Omit<MailFolder, 'count'>>(tenant, C.folders),
      this.rm.list<MailLabel>(tenant, C.labels),
      this.rm.list<Mail>(tenant, C.mails),
    ]);
    const predicate = mailPredicate(query, folders, labels);
    return pageOfMails(mails.filter(predicate), query.page);
  }

  async mail(tenant: string, id: string): Promise<Mail> {
    const mail = await this.rm.get<Mail>(tenant, C.mails, id);
    if (!mail) throw new NotFoundException();
    return mail;
  }
}

/** Folder counts (spec 001 s9): sent and trash 0; drafts and spam all their mails; other folders their unread mails. */
export function withCounts(folders: Array<Omit<MailFolder, 'count'>>, mails: Mail[]): MailFolder[] {
  return folders.map((folder) => {
    const inFolder = mails.filter((mail) => mail.folder === folder.id);
    let count: number;
    if (folder.slug === 'sent' || folder.slug === 'trash') count = 0;
    else if (folder.slug === 'drafts' || folder.slug === 'spam') count = inFolder.length;
    else count = inFolder.filter((mail) => mail.unread).length;
    return { ...folder, count };
  });
}

export interface MailCriterion {
  folder?: string;
  filter?: string;
  label?: string;
}

/** Turns the query's folder slug, filter flag or label slug into a mail predicate; unknown ones answer 404. */
export function mailPredicate(
  criterion: MailCriterion,
  folders: Array<Omit<MailFolder, 'count'>>,
  labels: MailLabel[],
): (mail: Mail) => boolean {
  const given = (['folder', 'filter', 'label'] as const).filter((key) => criterion[key] !== undefined);
  if (given.length !== 1) throw new BadRequestException('Give exactly one of folder, filter or label.');
  if (criterion.folder !== undefined) {
    const folder = folders.find((f) => f.slug === criterion.folder);
    if (!folder) throw new NotFoundException(`Folder ${criterion.folder} does not exist.`);
    return (mail) => mail.folder === folder.id;
  }
  if (criterion.filter !== undefined) {
    const flag = MAIL_FILTER_FLAGS.find((known) => known === criterion.filter);
    if (!flag) throw new NotFoundException(`Filter ${criterion.filter} does not exist.`);
    return (mail) => mail[flag] === true;
  }
  const label = labels.find((l) => l.slug === criterion.label);
  if (!label) throw new NotFoundException(`Label ${criterion.label} does not exist.`);
  return (mail) => mail.labels.includes(label.id);
}

/** Newest first, with ccCount and bccCount, one-based pages of 10; past the last page only lastPage. */
export function pageOfMails(mails: Mail[], page: number = MAIL_DEFAULT_PAGE): MailListResponse {
  const sorted = [...mails].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.id.localeCompare(b.id));
  const totalResults = sorted.length;
  const lastPage = Math.max(Math.ceil(totalResults / MAILS_PER_PAGE), MAIL_MIN_LAST_PAGE);
  if (page > lastPage) return { mails: null, pagination: { lastPage } };
  const begin = (page - 1) * MAILS_PER_PAGE;
  const end = Math.min(page * MAILS_PER_PAGE, totalResults);
  const items: MailListItem[] = sorted.slice(begin, end).map((mail) => ({
    ...mail, ccCount: mail.cc?.length ?? 0, bccCount: mail.bcc?.length ?? 0,
  }));
  return {
    mails: items,
    pagination: {
      totalResults, resultsPerPage: MAILS_PER_PAGE, currentPage: page, lastPage, startIndex: begin, endIndex: end - 1,
    },
  };
}
