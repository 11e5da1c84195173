import { Injectable } from '@nestjs/common';
import { PaymentEvents, topUpReason, type StoredOf, type TopUpEvent } from '@cis/contracts';
import { BalanceDecider, balanceStream } from '../balance/balance.decider';
import { CommandService } from '../platform/command/command.service';
import { ProcessProvider, type Process } from '../platform/process/process';

/** The name of the top-up credit's checkpoint: never rename it (the process would walk the whole log again). */
export const TOPUP_CREDIT = 'payments.topup-credit';

/**
 * An approved top-up -> the credit of its amount on the customer's main balance, once. The approval is decided on
 * the top-up's stream; the credit on the customer's balance stream, by the balance decider, which decides nothing
 * for a reason (`topup:<tranId>`) the stream already holds. So a crash between the approval and the credit heals
 * when the process resumes from its checkpoint, and an approval handed over twice (a crash after the credit but
 * before the checkpoint, two instances) is credited once. No read has to repair anything.
 */
@ProcessProvider()
@Injectable()
export class TopUpCreditProcess implements Process<TopUpEvent> {
  readonly name = TOPUP_CREDIT;
  readonly handles = [PaymentEvents.topUpApproved];

  constructor(private readonly commands: CommandService) {}

  async handle(event: StoredOf<TopUpEvent>): Promise<void> {
    if (event.type !== PaymentEvents.topUpApproved) return;
    // A provider payment with a purpose (a tax return by card) pays that, not the balance: its own process records it.
    if (event.data.purpose) return;
    const { tranId, customerP24Id, amount } = event.data;
    await this.commands.handle({
      decider: BalanceDecider,
      stream: balanceStream(customerP24Id),
      actor: { tenant: event.tenant, id: null },
      command: { type: 'move', kind: 'customerBalance', customerP24Id, amount, reason: topUpReason(tranId) },
    });
  }
}
