import { Injectable } from '@nestjs/common';
import { BalanceEvents, parseTaxReturnPaymentReason, type BalanceEvent, type StoredOf } from '@cis/contracts';
import { ProcessProvider, type Process } from '../platform/process/process';
import { TaxReturnCommands } from './tax-returns.commands';

/** The checkpoint's name: never rename it. */
export const TAX_RETURN_BALANCE_PAYMENT = 'tax-returns.balance-payment';

/**
 * A debit of a customer's balance for a return (reason `tax-return:<id>:r<revision>`) -> the return's payment, once.
 * The pay request records it itself right after the debit; this heals the case where the instance stopped between
 * the two (the return's decider decides nothing for a revision already paid, so the usual case changes nothing).
 */
@ProcessProvider()
@Injectable()
export class TaxReturnBalancePaymentProcess implements Process<BalanceEvent> {
  readonly name = TAX_RETURN_BALANCE_PAYMENT;
  readonly handles = [BalanceEvents.customerBalanceChanged];

  constructor(private readonly taxReturns: TaxReturnCommands) {}

  async handle(event: StoredOf<BalanceEvent>): Promise<void> {
    if (event.type !== BalanceEvents.customerBalanceChanged || event.data.amount >= 0) return;
    if (!parseTaxReturnPaymentReason(event.data.reason)) return;
    await this.taxReturns.recordBalancePayment(event.tenant, event.userId, event.data.reason, event.data.customerP24Id, event.data.amount, event.at.slice(0, 10), event.data.purpose);
  }
}
