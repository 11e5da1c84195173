import { Injectable } from '@nestjs/common';
import { MailboxEvents, type Mail, type MailboxEvent, type StoredOf } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { MAILBOX_SETTINGS_ID, MailboxCollections as C } from './mailbox.decider';

/** Read models: settings, folders (counts are computed on read), filters, labels and mails of the tenant. */
@ProjectionProvider()
@Injectable()
export class MailboxProjection implements Projection<MailboxEvent> {
  readonly name = 'mailbox';
  readonly handles = Object.values(MailboxEvents);

  async apply(event: StoredOf<MailboxEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case MailboxEvents.settingsChanged:
        await rm.put(C.settings, MAILBOX_SETTINGS_ID, event.data.settings);
        return;
      case MailboxEvents.folderCreated:
        await rm.put(C.folders, event.data.folder.id, event.data.folder);
        return;
      case MailboxEvents.filterCreated:
        await rm.put(C.filters, event.data.filter.id, event.data.filter);
        return;
      case MailboxEvents.labelCreated:
      case MailboxEvents.labelUpdated:
        await rm.put(C.labels, event.data.label.id, event.data.label);
        return;
      case MailboxEvents.labelDeleted: {
        const { id } = event.data;
        await rm.delete(C.labels, id);
        for (const mail of await rm.list<Mail>(C.mails)) {
          if (mail.labels.includes(id)) await rm.put(C.mails, mail.id, { ...mail, labels: mail.labels.filter((l) => l !== id) });
        }
        return;
      }
      case MailboxEvents.mailReceived:
        await rm.put(C.mails, event.data.mail.id, event.data.mail);
        return;
      case MailboxEvents.mailUpdated: {
        const { id, changes } = event.data;
        const mail = await rm.get<Mail>(C.mails, id);
        if (mail) await rm.put(C.mails, id, { ...mail, ...changes });
        return;
      }
      case MailboxEvents.mailCarriedOver:
        // The read model already holds the mail as carried: only its stream changed.
        return;
    }
  }
}
