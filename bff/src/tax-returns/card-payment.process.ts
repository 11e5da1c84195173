import { Injectable } from '@nestjs/common';
import { PaymentEvents, TAX_RETURN_CARD_PAYMENT_PROCESS, type StoredOf, type TopUpEvent } from '@cis/contracts';
import { ProcessProvider, type Process } from '../platform/process/process';
import { TaxReturnCommands } from './tax-returns.commands';

/**
 * A provider approval whose purpose is a tax return's revision (a card payment, asked by POST pay {method: 'card'})
 * -> the return's payment (method card, reference the tran_id), once: the approval is decided once on the top-up's
 * stream, and the return's decider decides nothing for a revision already paid, so an approval handed over twice
 * (two instances, a crash before the checkpoint, a duplicate callback) records one payment. The callback waits for
 * this process before answering, so the provider's next read and the payer's see the return PAID.
 */
@ProcessProvider()
@Injectable()
export class TaxReturnCardPaymentProcess implements Process<TopUpEvent> {
  readonly name = TAX_RETURN_CARD_PAYMENT_PROCESS;
  readonly handles = [PaymentEvents.topUpApproved];

  constructor(private readonly taxReturns: TaxReturnCommands) {}

  async handle(event: StoredOf<TopUpEvent>): Promise<void> {
    if (event.type !== PaymentEvents.topUpApproved || event.data.purpose?.kind !== 'tax-return') return;
    await this.taxReturns.recordCardPayment(event.tenant, event.data);
  }
}
