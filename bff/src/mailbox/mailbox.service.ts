import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  MAIL_LABEL_DEFAULT_COLOR, type Mail, type MailFilter, type MailFolder, type MailLabel, type MailListResponse,
  type MailboxSettings,
} from '@cis/contracts';
import type { MailboxSettingsPatch, MailLabelInput, MailLabelPatch, MailPatch, MailsQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore, type ReadModelReader } from '../platform/event-store/event-store.port';
import { sanitizeRichText } from '../platform/http/sanitize';
import { newId } from '../platform/ids';
import { MAILBOX_SETTINGS_ID, MailboxCollections as C, MailboxDecider, mailboxStream } from './mailbox.decider';
import { mailPredicate, pageOfMails, withCounts } from './mailbox.queries';

const DEFAULT_SETTINGS: MailboxSettings = { messageLayout: 'right', showAvatars: true };

@Injectable()
export class MailboxService {
  constructor(private readonly commands: CommandService, @Inject(EVENT_STORE) private readonly store: EventStore) {}

  private get rm(): ReadModelReader {
    return this.store.readModels;
  }

  async settings(tenant: string): Promise<MailboxSettings> {
    return (await this.rm.get<MailboxSettings>(tenant, C.settings, MAILBOX_SETTINGS_ID)) ?? DEFAULT_SETTINGS;
  }

  async updateSettings(user: AuthUser, patch: MailboxSettingsPatch): Promise<MailboxSettings> {
    await this.commands.execute({
      stream: mailboxStream(user.tenant),
      actor: user,
      load: async (rm) => (await rm.get<MailboxSettings>(user.tenant, C.settings, MAILBOX_SETTINGS_ID)) ?? DEFAULT_SETTINGS,
      decide: (current) => MailboxDecider.updateSettings(current, patch),
    });
    return this.settings(user.tenant);
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

  async createLabel(user: AuthUser, input: MailLabelInput): Promise<MailLabel> {
    const id = newId();
    await this.commands.execute({
      stream: mailboxStream(user.tenant),
      actor: user,
      load: (rm) => rm.list<MailLabel>(user.tenant, C.labels),
      decide: (labels) => MailboxDecider.createLabel(labels, id, input.title, input.color ?? MAIL_LABEL_DEFAULT_COLOR),
    });
    return this.label(user.tenant, id);
  }

  async updateLabel(user: AuthUser, id: string, patch: MailLabelPatch): Promise<MailLabel> {
    await this.commands.execute({
      stream: mailboxStream(user.tenant),
      actor: user,
      load: (rm) => rm.list<MailLabel>(user.tenant, C.labels),
      decide: (labels) => MailboxDecider.updateLabel(labels, id, patch),
    });
    return this.label(user.tenant, id);
  }

  async deleteLabel(user: AuthUser, id: string): Promise<true> {
    await this.commands.execute({
      stream: mailboxStream(user.tenant),
      actor: user,
      load: (rm) => rm.list<MailLabel>(user.tenant, C.labels),
      decide: (labels) => MailboxDecider.deleteLabel(labels, id),
    });
    return true;
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

  async updateMail(user: AuthUser, id: string, patch: MailPatch): Promise<Mail> {
    const changes = patch.content === undefined ? patch : { ...patch, content: sanitizeRichText(patch.content) };
    await this.commands.execute({
      stream: mailboxStream(user.tenant),
      actor: user,
      load: async (rm) => {
        const [mail, folders, labels] = await Promise.all([
          rm.get<Mail>(user.tenant, C.mails, id),
          rm.list<{ id: string }>(user.tenant, C.folders),
          rm.list<{ id: string }>(user.tenant, C.labels),
        ]);
        return { mail, folderIds: new Set(folders.map((f) => f.id)), labelIds: new Set(labels.map((l) => l.id)) };
      },
      decide: (state) => MailboxDecider.updateMail(state, id, changes),
    });
    return this.mail(user.tenant, id);
  }

  private async label(tenant: string, id: string): Promise<MailLabel> {
    const label = await this.rm.get<MailLabel>(tenant, C.labels, id);
    if (!label) throw new NotFoundException();
    return label;
  }
}
