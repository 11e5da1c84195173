import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  BalanceEvents, DEFAULT_TENANT, PAYMENT_FORM_MAXIMA, PaymentEvents, Permission, cambodiaDay, hasAny,
  type AccountBalance, type BalanceChangedData, type BalanceMovement, type CallbackRefusalReason, type CallbackRefusedData,
  type PaymentCallback, type PaymentCallbackAnswer, type PaymentForm, type TopUpRequestedData, type TopUpTransaction,
  type TransactionListing,
} from '@cis/contracts';
import type { CreateTopUpDto, TransactionQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { BALANCES, ZERO_BALANCE, balanceStream } from '../balance/balance.decider';
import { buildPaymentForm } from './payment-form';
import { formatReqTime, hashMatches, newTranId, verifyCallback } from './payment-signer';
import {
  CallbackRefused, PaymentsDecider, REFUSED_CALLBACKS_STREAM, TOPUPS, topUpStream,
} from './payments.decider';

export const DEFAULT_PAGE_SIZE = 20;

@Injectable()
export class PaymentsService {
  constructor(
    private readonly commands: CommandService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records a pending top-up of the caller's own customer account and answers the provider's form. */
  async requestTopUp(user: AuthUser, dto: CreateTopUpDto): Promise<PaymentForm> {
    const customerP24Id = user.customerP24Id;
    // Spec 000 s6: the top-up button lives in the balance widget, for role 2 with a customerP24Id; others are refused.
    if (!customerP24Id) throw new ForbiddenException('Only a customer account can top up a balance.');
    if (!this.onlinePaymentConfigured()) throw new ServiceUnavailableException('Online payment is not configured.');
    const now = new Date();
    const tranId = newTranId(now);
    const email = user.email.length <= PAYMENT_FORM_MAXIMA.email ? user.email : '';
    const form = buildPaymentForm(this.config.payments, {
      tranId, reqTime: formatReqTime(now), amount: dto.amount, email, phone: '', paymentOption: dto.paymentOption,
    });
    const data: TopUpRequestedData = {
      tranId, customerP24Id, customerName: user.name, userId: user.id, email, phone: '', amount: dto.amount,
      paymentOption: dto.paymentOption, reqTime: form.fields.req_time, requestedAt: now.toISOString(),
    };
    await this.commands.execute({
      stream: topUpStream(tranId),
      actor: user,
      load: (rm) => rm.get<TopUpTransaction>(user.tenant, TOPUPS, tranId),
      decide: (existing) => PaymentsDecider.requestTopUp(existing, data),
    });
    return form;
  }

  /**
   * The provider's callback. Verified (signature, merchant), then decided on the top-up's stream (one outcome,
   * whatever the number of concurrent duplicates), then an approval is credited on the balance stream (once:
   * the credit is decided on the balance stream's expected version against the top-up's `credited` flag).
   * Every refusal is appended to the refusal log before the 4xx answer.
   */
  async handleCallback(callback: PaymentCallback): Promise<PaymentCallbackAnswer> {
    const tenant = await this.tenantOf(callback.tran_id);
    try {
      // An empty key would make every signature computable by anyone: no key, no accepted callback.
      if (!this.config.payments.merchantKey || !verifyCallback(this.config.payments.merchantKey, callback)) {
        throw PaymentsDecider.refusal('signature');
      }
      if (!hashMatches(this.config.payments.merchantId, callback.merchant_id)) throw PaymentsDecider.refusal('merchant');
      const applied = await this.commands.execute({
        stream: topUpStream(callback.tran_id),
        actor: { tenant, id: null },
        load: (rm) => rm.get<TopUpTransaction>(tenant, TOPUPS, callback.tran_id),
        decide: (topUp) => PaymentsDecider.applyCallback(topUp, callback, new Date()),
      });
      const topUp = await this.store.readModels.get<TopUpTransaction>(tenant, TOPUPS, callback.tran_id);
      if (!topUp) throw PaymentsDecider.refusal('unknown-transaction');
      if (topUp.status === 'success') await this.credit(tenant, topUp.tranId, topUp.customerP24Id);
      return { tran_id: topUp.tranId, result: applied.length > 0 ? 'applied' : 'duplicate', status: topUp.status };
    } catch (error) {
      if (error instanceof CallbackRefused) await this.recordRefusal(tenant, callback, error.reason);
      throw error;
    }
  }

  /** Credits an approved top-up on its customer's balance stream unless it already was. */
  async credit(tenant: string, tranId: string, customerP24Id: string): Promise<boolean> {
    const events = await this.commands.execute({
      stream: balanceStream(customerP24Id),
      actor: { tenant, id: null },
      load: async (rm) => ({
        topUp: await rm.get<TopUpTransaction>(tenant, TOPUPS, tranId),
        balance: (await rm.get<AccountBalance>(tenant, BALANCES, customerP24Id)) ?? ZERO_BALANCE,
      }),
      decide: ({ topUp, balance }) => PaymentsDecider.credit(topUp, balance),
    });
    return events.length > 0;
  }

  /**
   * Approved top-ups whose credit never landed (the process stopped between the two appends) are credited when
   * their owner next reads them.
   */
  async creditOutstanding(tenant: string, customerP24Id: string, rows: TopUpTransaction[]): Promise<boolean> {
    let any = false;
    for (const row of rows) {
      if (row.status === 'success' && !row.credited) any = (await this.credit(tenant, row.tranId, customerP24Id)) || any;
    }
    return any;
  }

  /** The caller's own top-ups, newest first. */
  async listOwn(user: AuthUser): Promise<TopUpTransaction[]> {
    if (!user.customerP24Id) return [];
    const read = () => this.store.readModels.list<TopUpTransaction>(user.tenant, TOPUPS, { owner: user.customerP24Id! });
    let rows = await read();
    if (await this.creditOutstanding(user.tenant, user.customerP24Id, rows)) rows = await read();
    return newestFirst(rows);
  }

  /** One top-up: its owner, or staff who see payment transactions. */
  async getOne(user: AuthUser, tranId: string): Promise<TopUpTransaction> {
    let row = await this.store.readModels.get<TopUpTransaction>(user.tenant, TOPUPS, tranId);
    const staff = hasAny(user, Permission.READ_TAX_PAYMENT, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ);
    if (!row || (row.customerP24Id !== user.customerP24Id && !staff)) throw new NotFoundException();
    if (row.customerP24Id === user.customerP24Id && (await this.creditOutstanding(user.tenant, row.customerP24Id, [row]))) {
      row = (await this.store.readModels.get<TopUpTransaction>(user.tenant, TOPUPS, tranId))!;
    }
    return row;
  }

  /** Staff listing: filters, newest first, then one page; totals over every matching row. */
  async listTransactions(tenant: string, query: TransactionQueryDto): Promise<TransactionListing> {
    const rows = await this.matching(tenant, query);
    const size = query.size ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    return {
      items: rows.slice((page - 1) * size, page * size),
      total: rows.length,
      page,
      size,
      totals: {
        count: rows.length,
        amount: rows.reduce((sum, r) => sum + r.amount, 0),
        successAmount: rows.filter((r) => r.status === 'success').reduce((sum, r) => sum + r.amount, 0),
      },
    };
  }

  /** Every row matching the filters, newest first (the CSV export). */
  async matching(tenant: string, query: TransactionQueryDto): Promise<TopUpTransaction[]> {
    if (query.from && query.to && query.from > query.to) throw new BadRequestException('from must be on or before to.');
    const needle = query.customer?.trim().toLowerCase();
    const rows = await this.store.readModels.list<TopUpTransaction>(tenant, TOPUPS);
    return newestFirst(rows.filter((r) => {
      if (query.status && r.status !== query.status) return false;
      const day = cambodiaDay(new Date(r.requestedAt));
      if (query.from && day < query.from) return false;
      if (query.to && day > query.to) return false;
      if (needle && ![r.customerP24Id, r.customerName, r.email, r.tranId].some((v) => v.toLowerCase().includes(needle))) return false;
      return true;
    }));
  }

  /** The caller's balance movements, newest first, read from the balance stream of the event log. */
  async balanceHistory(user: AuthUser): Promise<BalanceMovement[]> {
    if (!user.customerP24Id) return [];
    const events = await this.store.readStream(balanceStream(user.customerP24Id));
    return events
      .filter((e) => e.tenant === user.tenant && (e.type === BalanceEvents.customerBalanceChanged || e.type === BalanceEvents.couponBalanceChanged))
      .map((e) => {
        const d = e.data as BalanceChangedData;
        return {
          position: e.position, at: e.at, amount: d.amount, reason: d.reason, balance: d.balance,
          kind: e.type === BalanceEvents.customerBalanceChanged ? 'customerBalance' as const : 'couponBalance' as const,
        };
      })
      .reverse();
  }

  /** A merchant key, and a provider: the configured one, or the sandbox outside production. */
  private onlinePaymentConfigured(): boolean {
    const { url, merchantKey } = this.config.payments;
    return merchantKey.length > 0 && (url !== null || !this.config.production);
  }

  private async tenantOf(tranId: string): Promise<string> {
    const [first] = await this.store.readStream(topUpStream(tranId));
    return first?.tenant ?? DEFAULT_TENANT;
  }

  private async recordRefusal(tenant: string, callback: PaymentCallback, reason: CallbackRefusalReason): Promise<void> {
    const data: CallbackRefusedData = {
      id: newId(), tranId: callback.tran_id, reason, amount: callback.amount, status: callback.status, receivedAt: new Date().toISOString(),
    };
    await this.store.append(REFUSED_CALLBACKS_STREAM, [{ type: PaymentEvents.callbackRefused, data }], 'any', { tenant, userId: null });
  }
}

function newestFirst(rows: TopUpTransaction[]): TopUpTransaction[] {
  return [...rows].sort((a, b) => (a.requestedAt < b.requestedAt ? 1 : a.requestedAt > b.requestedAt ? -1 : 0));
}
