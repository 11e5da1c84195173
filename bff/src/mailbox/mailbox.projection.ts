import { Injectable } from '@nestjs/common';
import {
  MailboxEvents, type Mail, type MailboxSettingsChangedData, type MailFilterCreatedData, type MailFolderCreatedData,
  type MailLabelCreatedData, type MailLabelDeletedData, type MailLabelUpdatedData, type MailReceivedData,
  type MailUpdatedData, type StoredEvent,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { MAILBOX_SETTINGS_ID, MailboxCollections as C } from './mailbox.decider';

/** Read models: settings, folders (counts are computed on read), filters, labels and mails of the tenant. */
@ProjectionProvider()
@Injectable()
export class MailboxProjection implements Projection {
  readonly name = 'mailbox';
  readonly handles = Object.values(MailboxEvents);

  async apply(event: StoredEvent, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case MailboxEvents.settingsChanged: {
        const { settings } = event.data as MailboxSettingsChangedData;
        await rm.put(C.settings, MAILBOX_SETTINGS_ID, settings);
        return;
      }
      case MailboxEvents.folderCreated: {
        const { folder } = event.data as MailFolderCreatedData;
        await rm.put(C.folders, folder.id, folder);
        return;
      }
      case MailboxEvents.filterCreated: {
        const { filter } = event.data as MailFilterCreatedData;
        await rm.put(C.filters, filter.id, filter);
        return;
      }
      case MailboxEvents.labelCreated:
      case MailboxEvents.labelUpdated: {
        const { label } = event.data as MailLabelCreatedData | MailLabelUpdatedData;
        await rm.put(C.labels, label.id, label);
        return;
      }
      case MailboxEvents.labelDeleted: {
        const { id } = event.data as MailLabelDeletedData;
        await rm.delete(C.labels, id);
        for (const mail of await rm.list<Mail>(C.mails)) {
          if (mail.labels.includes(id)) await rm.put(C.mails, mail.id, { ...mail, labels: mail.labels.filter((l) => l !== id) });
        }
        return;
      }
      case MailboxEvents.mailReceived: {
        const { mail } = event.data as MailReceivedData;
        await rm.put(C.mails, mail.id, mail);
        return;
      }
      case MailboxEvents.mailUpdated: {
        const { id, changes } = event.data as MailUpdatedData;
        const mail = await rm.get<Mail>(C.mails, id);
        if (mail) await rm.put(C.mails, id, { ...mail, ...changes });
        return;
      }
    }
  }
}
