import { Injectable } from '@nestjs/common';
import { topUpReason, type BalanceEvent, type TopUpEvent, type TopUpRequestedData } from '@cis/contracts';
import { demoTopUps, stableId } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { fold } from '../platform/command/decider';
import { BalanceDecider, balanceStream } from '../balance/balance.decider';
import { formatReqTime } from './payment-signer';
import { TopUpDecider, topUpStream } from './payments.decider';

/**
 * Online payment transactions of customers without sign-in accounts (the bank-user listings have rows from the
 * start): each top-up's stream, then each customer's balance stream with the credits of the approved ones (seed
 * data comes whole: the top-up credit process starts after genesis and finds them credited).
 * The demo customer and vendor start with no top-ups (their balance streams belong to the balance genesis).
 */
@GenesisProvider()
@Injectable()
export class PaymentsGenesis implements GenesisSource {
  readonly name = 'payments';

  genesis(): GenesisStream[] {
    const now = Date.now();
    const streams: GenesisStream[] = [];
    const credits = new Map<string, BalanceEvent[]>();
    for (const t of demoTopUps()) {
      const requested = new Date(now - t.minutesAgo * 60_000);
      const data: TopUpRequestedData = {
        tranId: t.tranId, customerP24Id: t.customerP24Id, customerName: t.customerName, userId: stableId(`customer:${t.customerP24Id}`),
        email: t.email, phone: '', amount: t.amount, paymentOption: t.paymentOption, reqTime: formatReqTime(requested),
        requestedAt: requested.toISOString(),
      };
      const events: TopUpEvent[] = [...TopUpDecider.decide({ type: 'request', data }, TopUpDecider.initialState)];
      if (t.outcome !== 'pending') {
        const answered = new Date(requested.getTime() + 3 * 60_000);
        events.push(...TopUpDecider.decide(
          { type: 'applyCallback', amount: String(t.amount), status: t.outcome === 'success' ? 'approved' : 'declined', at: answered.toISOString() },
          fold(TopUpDecider, events),
        ));
      }
      streams.push({ stream: topUpStream(t.tranId), events });
      if (t.outcome === 'success') {
        const history = credits.get(t.customerP24Id) ?? [];
        history.push(...BalanceDecider.decide(
          { type: 'move', kind: 'customerBalance', customerP24Id: t.customerP24Id, amount: t.amount, reason: topUpReason(t.tranId) },
          fold(BalanceDecider, history),
        ));
        credits.set(t.customerP24Id, history);
      }
    }
    for (const [customerP24Id, events] of credits) streams.push({ stream: balanceStream(customerP24Id), events });
    return streams;
  }
}
