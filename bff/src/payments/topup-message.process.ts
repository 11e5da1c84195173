import { Inject, Injectable } from '@nestjs/common';
import {
  INBOX_CODES,
  PaymentEvents,
  isTopUpEvent,
  type InboxItem,
  type StoredOf,
  type TopUpEvent,
} from '@cis/contracts';
import { InboxDecider, inboxStream } from '../inbox/inbox.decider';
import { ACCOUNT_COLLECTIONS } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { idFrom } from '../platform/ids';
import { ProcessProvider, type Process } from '../platform/process/process';
import { topUpStream } from './payments.decider';

/** The name of the top-up message's checkpoint: never rename it. */
export const TOPUP_MESSAGE = 'payments.topup-message';

/** The message of a top-up's outcome: one id per top-up, so an outcome handed over twice leaves one message. */
export const topUpMessageId = (tranId: string): string => idFrom(`topup-message:${tranId}`);

/** English wording kept on the item for clients that do not know the codes; the web words the code itself. */
const riel = (amount: number) => `៛${amount.toLocaleString('en-US')}`;

/**
 * A finished top-up (approved or declined) -> a message in the inbox of the user who asked for it, stored as a code
 * with its parameters (INBOX_CODES) and worded by the web in the reader's language. Idempotent by decision: the
 * inbox decider decides nothing for an item id the feed already holds. Top-ups of no portal user (the seeded
 * history) leave no message.
 */
@ProcessProvider()
@Injectable()
export class TopUpMessageProcess implements Process<TopUpEvent> {
  readonly name = TOPUP_MESSAGE;
  readonly handles = [PaymentEvents.topUpApproved, PaymentEvents.topUpDeclined];

  constructor(
    private readonly commands: CommandService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async handle(event: StoredOf<TopUpEvent>): Promise<void> {
    if (event.type !== PaymentEvents.topUpApproved && event.type !== PaymentEvents.topUpDeclined) return;
    // A tax return paid by card is told by the return's own status message (paid), not as a top-up.
    if (event.data.purpose) return;
    const { tranId, amount } = event.data;
    const requested = (await this.store.readStream(topUpStream(tranId))).filter(isTopUpEvent).find((e) => e.type === PaymentEvents.topUpRequested);
    const userId = requested?.type === PaymentEvents.topUpRequested ? requested.data.userId : undefined;
    if (!userId || (await this.store.readModels.get(event.tenant, ACCOUNT_COLLECTIONS.users, userId)) === undefined) return;
    const approved = event.type === PaymentEvents.topUpApproved;
    const item: InboxItem = {
      id: topUpMessageId(tranId),
      icon: approved ? 'pi pi-wallet' : 'pi pi-exclamation-triangle',
      image: null,
      title: approved ? 'Top-up confirmed' : 'Top-up declined',
      description: approved
        ? `${riel(amount)} was added to your main balance (transaction ${tranId}).`
        : `Your top-up of ${riel(amount)} was not completed; nothing was charged (transaction ${tranId}).`,
      time: approved ? event.data.approvedAt : event.data.declinedAt,
      read: false,
      seen: false,
      link: '/vendor-dashboard/billing-payment',
      useRouter: true,
      code: approved ? INBOX_CODES.topUpApproved : INBOX_CODES.topUpDeclined,
      params: { tranId, amount },
    };
    await this.commands.handle({
      decider: InboxDecider,
      stream: inboxStream('messages', userId),
      actor: { tenant: event.tenant, id: null },
      command: { type: 'create', kind: 'messages', ownerId: userId, item, recipientKnown: true },
    });
  }
}
