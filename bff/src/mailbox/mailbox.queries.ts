import { BadRequestException, NotFoundException } from '@nestjs/common';
import {
  MAIL_DEFAULT_PAGE, MAIL_FILTER_FLAGS, MAIL_MIN_LAST_PAGE, MAILS_PER_PAGE, type Mail, type MailFilterFlag,
  type MailFolder, type MailLabel, type MailListItem, type MailListResponse,
} from '@cis/contracts';

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
    const flag = criterion.filter as MailFilterFlag;
    if (!MAIL_FILTER_FLAGS.includes(flag)) throw new NotFoundException(`Filter ${criterion.filter} does not exist.`);
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
