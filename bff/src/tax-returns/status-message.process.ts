import { Injectable } from '@nestjs/common';
import { INBOX_CODES, TaxReturnEvents, type InboxCode, type InboxItem, type InboxParams, type StoredOf, type TaxReturnEvent } from '@cis/contracts';
import { InboxDecider, inboxStream } from '../inbox/inbox.decider';
import { CommandService } from '../platform/command/command.service';
import { idFrom } from '../platform/ids';
import { ProcessProvider, type Process } from '../platform/process/process';
import { TaxClientsDirectory } from './tax-returns.sources';

/** The name of the status messages' checkpoint: never rename it. */
export const TAX_RETURN_STATUS_MESSAGE = 'tax-returns.status-message';

/** The page of each type of return; `?return=<id>` opens the return there. */
const RETURN_PAGES: Record<TaxReturnEvent['data']['type'], string> = {
  monthly: '/monthly-tax', annual: '/annual-tax', patent: '/patent-tax-return', stamp: '/stamp-tax-return',
};

const TOLD = [TaxReturnEvents.approved, TaxReturnEvents.filed, TaxReturnEvents.paid, TaxReturnEvents.cancelled] as const;

/** English wording kept on the item for readers that do not know the codes; the web words the code in the reader's language. */
const ENGLISH: Record<string, (p: InboxParams) => { title: string; description: string }> = {
  [INBOX_CODES.taxReturnApproved]: (p) => ({ title: 'Tax return ready for your approval', description: `${p.clientName}: the ${p.returnType} return for ${p.period} is ready for your approval.` }),
  [INBOX_CODES.taxReturnFiled]: (p) => ({ title: 'Tax return filed', description: `${p.clientName}: the ${p.returnType} return for ${p.period} was filed (reference ${p.reference}).` }),
  [INBOX_CODES.taxReturnPaid]: (p) => ({ title: 'Tax return payment recorded', description: `${p.clientName}: a payment of the ${p.returnType} return for ${p.period} was recorded.` }),
  [INBOX_CODES.taxReturnCancelled]: (p) => ({ title: 'Tax return cancelled', description: `${p.clientName}: the ${p.returnType} return for ${p.period} was cancelled.` }),
};

/**
 * A return's status changes that matter to its client (approved by the firm and awaiting the client, filed, a payment,
 * cancelled) -> a message in the inbox of each customer account acting for the client, stored as a code with its
 * parameters (INBOX_CODES) and worded by the web in the reader's language. One id per event and recipient: the inbox
 * decider decides nothing for an id the feed already holds, so an event handed over twice leaves one message. The
 * seeded returns' history is told too (the demo customers' inboxes show it, like any history).
 */
@ProcessProvider()
@Injectable()
export class TaxReturnStatusMessageProcess implements Process<TaxReturnEvent> {
  readonly name = TAX_RETURN_STATUS_MESSAGE;
  readonly handles = [...TOLD];

  constructor(private readonly commands: CommandService, private readonly clients: TaxClientsDirectory) {}

  async handle(event: StoredOf<TaxReturnEvent>): Promise<void> {
    const d = event.data;
    if (d.clientUserIds.length === 0) return;
    const clientName = (await this.clients.get(event.tenant, d.clientId))?.name ?? '';
    const base: InboxParams = { clientName, returnType: d.type, period: d.period };
    let code: InboxCode;
    let params: InboxParams;
    switch (event.type) {
      case TaxReturnEvents.approved: code = INBOX_CODES.taxReturnApproved; params = base; break;
      case TaxReturnEvents.filed: code = INBOX_CODES.taxReturnFiled; params = { ...base, reference: event.data.reference }; break;
      case TaxReturnEvents.paid: code = INBOX_CODES.taxReturnPaid; params = { ...base, amount: event.data.payment.amount }; break;
      case TaxReturnEvents.cancelled: code = INBOX_CODES.taxReturnCancelled; params = base; break;
      default: return;
    }
    const english = ENGLISH[code]!(params);
    for (const userId of d.clientUserIds) {
      const item: InboxItem = {
        id: idFrom(`tax-return-message:${event.stream}:${event.type}:${d.at}:${userId}`),
        icon: event.type === TaxReturnEvents.cancelled ? 'pi pi-times-circle' : event.type === TaxReturnEvents.paid ? 'pi pi-wallet' : 'pi pi-file-check',
        image: null, title: english.title, description: english.description, time: d.at, read: false, seen: false,
        link: `${RETURN_PAGES[d.type]}?return=${d.id}`, useRouter: true, code, params,
      };
      await this.commands.handle({
        decider: InboxDecider, stream: inboxStream('messages', userId), actor: { tenant: event.tenant, id: null },
        command: { type: 'create', kind: 'messages', ownerId: userId, item, recipientKnown: true },
      });
    }
  }
}
