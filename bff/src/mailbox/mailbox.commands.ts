import { Inject, Injectable } from '@nestjs/common';
import { MAIL_LABEL_DEFAULT_COLOR, MailboxEvents, type Mail, type MailboxEvent, type MailboxSettings, type MailLabel } from '@cis/contracts';
import type { MailboxSettingsPatch, MailLabelInput, MailLabelPatch, MailPatch } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { sanitizeRichText } from '../platform/http/sanitize';
import { newId } from '../platform/ids';
import { MailboxCollections as C, MailboxDecider, MailDecider, mailboxStream, mailStream, type MailboxCommand } from './mailbox.decider';
import { MailboxQueries } from './mailbox.queries';

/** The mailbox's commands: what a decision needs from outside its stream is looked up here, then the decider decides. */
@Injectable()
export class MailboxCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly queries: MailboxQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async updateSettings(user: AuthUser, patch: MailboxSettingsPatch): Promise<MailboxSettings> {
    await this.onMailbox(user, { type: 'updateSettings', patch });
    return this.queries.settings(user.tenant);
  }

  async createLabel(user: AuthUser, input: MailLabelInput): Promise<MailLabel> {
    const id = newId();
    await this.onMailbox(user, { type: 'createLabel', id, title: input.title, color: input.color ?? MAIL_LABEL_DEFAULT_COLOR });
    return this.queries.label(user.tenant, id);
  }

  async updateLabel(user: AuthUser, id: string, patch: MailLabelPatch): Promise<MailLabel> {
    await this.onMailbox(user, { type: 'updateLabel', id, patch });
    return this.queries.label(user.tenant, id);
  }

  async deleteLabel(user: AuthUser, id: string): Promise<true> {
    await this.onMailbox(user, { type: 'deleteLabel', id });
    return true;
  }

  async updateMail(user: AuthUser, id: string, patch: MailPatch): Promise<Mail> {
    const rm = this.store.readModels;
    // Folders and labels are the mailbox stream's: only their ids are needed, and only when the patch names some.
    const [folders, labels] = await Promise.all([
      patch.folder !== undefined ? rm.list<{ id: string }>(user.tenant, C.folders) : [],
      patch.labels !== undefined ? rm.list<{ id: string }>(user.tenant, C.labels) : [],
    ]);
    await this.commands.handle({
      decider: MailDecider,
      stream: mailStream(user.tenant, id),
      actor: user,
      command: {
        type: 'update', id,
        patch: patch.content === undefined ? patch : { ...patch, content: sanitizeRichText(patch.content) },
        folderIds: new Set(folders.map((f) => f.id)),
        labelIds: new Set(labels.map((l) => l.id)),
      },
      // A mail received before streams per mail lives on the tenant's mailbox stream: carried over at its first change.
      carryOver: async (): Promise<MailboxEvent[]> => {
        const mail = await rm.get<Mail>(user.tenant, C.mails, id);
        return mail ? [{ type: MailboxEvents.mailCarriedOver, data: { mail } }] : [];
      },
    });
    return this.queries.mail(user.tenant, id);
  }

  private onMailbox(user: AuthUser, command: MailboxCommand) {
    return this.commands.handle({ decider: MailboxDecider, stream: mailboxStream(user.tenant), actor: user, command });
  }
}
