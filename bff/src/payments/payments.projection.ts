import { Injectable } from '@nestjs/common';
import {
  BalanceEvents, PaymentEvents, RATE_LIMITED_REFUSAL,
  type BalanceEvent, type PaymentEvent, type RefusedCallback, type StoredOf, type TopUpTransaction,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';
import { REFUSED_CALLBACKS, TOPUPS } from './payments.decider';

/** A top-up's credit, or a card payment of a tax return credited because the return was already paid. */
const TOPUP_REASON = /^(?:topup|tax-return-credit):(.+)$/;

/**
 * 'topups' (id tranId, owner customerP24Id): every online payment transaction and its outcome; `credited` turns
 * true when the balance stream records the movement whose reason is 'topup:<tranId>'.
 * 'payment-callback-refusals': refused callbacks, and one row per summary of those answered 429, for staff.
 */
@ProjectionProvider()
@Injectable()
export class PaymentsProjection implements Projection<PaymentEvent | BalanceEvent> {
  readonly name = 'payments';
  readonly handles = [...Object.values(PaymentEvents), BalanceEvents.customerBalanceChanged];

  async apply(event: StoredOf<PaymentEvent | BalanceEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case PaymentEvents.topUpRequested: {
        const d = event.data;
        const doc: TopUpTransaction = {
          tranId: d.tranId, customerP24Id: d.customerP24Id, customerName: d.customerName, email: d.email, amount: d.amount,
          paymentOption: d.paymentOption, status: 'pending', credited: false, balanceAfter: null, requestedAt: d.requestedAt,
          completedAt: null, failureReason: null, ...(d.purpose ? { purpose: d.purpose } : {}),
        };
        await rm.put(TOPUPS, d.tranId, doc, { owner: d.customerP24Id });
        return;
      }
      case PaymentEvents.topUpApproved:
        await this.patch(rm, event.data.tranId, { status: 'success', completedAt: event.data.approvedAt });
        return;
      case PaymentEvents.topUpDeclined: {
        const d = event.data;
        await this.patch(rm, d.tranId, { status: 'failed', completedAt: d.declinedAt, failureReason: d.reason });
        return;
      }
      case PaymentEvents.callbackRefused: {
        const d = event.data;
        const doc: RefusedCallback = {
          id: d.id, tranId: d.tranId, reason: d.reason, amount: d.amount, status: d.status, receivedAt: d.receivedAt,
          address: d.address ?? null, count: 1, until: null, fields: d.fields ?? [],
        };
        await rm.put(REFUSED_CALLBACKS, d.id, doc);
        return;
      }
      case PaymentEvents.callbackRefusalsSuppressed: {
        const d = event.data;
        const doc: RefusedCallback = {
          id: d.id, tranId: '', reason: RATE_LIMITED_REFUSAL, amount: '', status: '', receivedAt: d.from,
          address: d.addresses[0]?.address ?? null, count: d.count, until: d.to, fields: [],
        };
        await rm.put(REFUSED_CALLBACKS, d.id, doc);
        return;
      }
      case BalanceEvents.customerBalanceChanged: {
        const match = TOPUP_REASON.exec(event.data.reason);
        if (match?.[1]) await this.patch(rm, match[1], { credited: true, balanceAfter: event.data.balance.customerBalance });
        return;
      }
      case BalanceEvents.couponBalanceChanged:
        return;
    }
  }

  private async patch(rm: ReadModelWriter, tranId: string, changes: Partial<TopUpTransaction>): Promise<void> {
    const doc = await rm.get<TopUpTransaction>(TOPUPS, tranId);
    if (!doc) return;
    await rm.put(TOPUPS, tranId, { ...doc, ...changes }, { owner: doc.customerP24Id });
  }
}
