import { Injectable } from '@nestjs/common';
import { PaymentEvents, type AccountBalance, type NewEvent, type TopUpRequestedData, type TopUpTransaction } from '@cis/contracts';
import { demoTopUps, stableId } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { BalanceDecider, ZERO_BALANCE, balanceStream } from '../balance/balance.decider';
import { formatReqTime } from './payment-signer';
import { PaymentsDecider, topUpStream } from './payments.decider';

/**
 * Online payment transactions of customers without sign-in accounts (the bank-user listings have rows from the
 * start): each top-up's stream, then each customer's balance stream with the credits of the approved ones.
 * The demo customer and vendor start with no top-ups (their balance streams belong to the balance genesis).
 */
@GenesisProvider()
@Injectable()
export class PaymentsGenesis implements GenesisSource {
  readonly name = 'payments';

  genesis(): GenesisStream[] {
    const now = Date.now();
    const streams: GenesisStream[] = [];
    const credits = new Map<string, NewEvent[]>();
    const balances = new Map<string, AccountBalance>();
    for (const t of demoTopUps()) {
      const requested = new Date(now - t.minutesAgo * 60_000);
      const data: TopUpRequestedData = {
        tranId: t.tranId, customerP24Id: t.customerP24Id, customerName: t.customerName, userId: stableId(`customer:${t.customerP24Id}`),
        email: t.email, phone: '', amount: t.amount, paymentOption: t.paymentOption, reqTime: formatReqTime(requested),
        requestedAt: requested.toISOString(),
      };
      const pending: TopUpTransaction = {
        tranId: t.tranId, customerP24Id: t.customerP24Id, customerName: t.customerName, email: t.email, amount: t.amount,
        paymentOption: t.paymentOption, status: 'pending', credited: false, balanceAfter: null, requestedAt: data.requestedAt,
        completedAt: null, failureReason: null,
      };
      const events = PaymentsDecider.requestTopUp(undefined, data);
      if (t.outcome !== 'pending') {
        const answered = new Date(requested.getTime() + 3 * 60_000);
        events.push(...PaymentsDecider.applyCallback(pending, {
          tran_id: t.tranId, amount: String(t.amount), status: t.outcome === 'success' ? 'approved' : 'declined',
        }, answered));
      }
      streams.push({ stream: topUpStream(t.tranId), events });
      if (t.outcome === 'success') {
        const balance = balances.get(t.customerP24Id) ?? ZERO_BALANCE;
        const [credit] = BalanceDecider.moveCustomerBalance(balance, t.customerP24Id, t.amount, `topup:${t.tranId}`);
        balances.set(t.customerP24Id, (credit!.data as { balance: AccountBalance }).balance);
        credits.set(t.customerP24Id, [...(credits.get(t.customerP24Id) ?? []), credit!]);
      }
    }
    for (const [customerP24Id, events] of credits) streams.push({ stream: balanceStream(customerP24Id), events });
    return streams;
  }
}
