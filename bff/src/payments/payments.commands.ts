import {
  BadRequestException, ForbiddenException, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
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
import { CallbackRefusalThrottle, RefusalsThrottled } from './callback-refusal-throttle';
import { buildPaymentForm } from './payment-form';
import { formatReqTime, hashMatches, newTranId, verifyCallback } from './payment-signer';
import {
  CallbackRefused, PaymentsDecider, REFUSED_CALLBACKS_STREAM, TOPUPS, topUpStream,
} from './payments.decider';

export const DEFAULT_PAGE_SIZE = 20;

@Injectable()
export class PaymentsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Payments');
  private readonly throttle: CallbackRefusalThrottle;
  private summaryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly commands: CommandService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.throttle = new CallbackRefusalThrottle(config.payments.refusalLimits);
  }

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
   * Every refusal is appended to the refusal log before the 4xx answer, within the refusal limits (else 429).
   */
  async handleCallback(callback: PaymentCallback, address: string): Promise<PaymentCallbackAnswer> {
    try {
      // An empty key would make every signature computable by anyone: no key, no accepted callback.
      if (!this.config.payments.merchantKey || !verifyCallback(this.config.payments.merchantKey, callback)) {
        throw PaymentsDecider.refusal('signature');
      }
      if (!hashMatches(this.config.payments.merchantId, callback.merchant_id)) throw PaymentsDecider.refusal('merchant');
      const tenant = await this.tenantOf(callback.tran_id);
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
      if (error instanceof CallbackRefused) {
        await this.refused(address, error.reason, { tranId: callback.tran_id, amount: callback.amount, status: callback.status });
      }
      throw error;
    }
  }

  /**
   * A callback body that failed validation: recorded as a 'malformed' refusal (what it carried, clipped), within
   * the same limits as every refusal. The caller then answers the validation's 400 (or this method's 429).
   */
  async refuseMalformed(body: unknown, address: string, invalidFields: string[]): Promise<void> {
    const field = (name: string) => {
      const value = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;
      return typeof value === 'string' ? clip(value) : '';
    };
    const fields = [...new Set(invalidFields.map(clip))].slice(0, MAX_RECORDED_FIELDS);
    await this.refused(address, 'malformed', { tranId: field('tran_id'), amount: field('amount'), status: field('status'), fields });
  }

  /**
   * Every refusal goes through the throttle: within the limits it is appended as its own event; beyond them it is
   * only counted (one summary event when the window ends) and answered 429 instead of its own status.
   */
  private async refused(
    address: string, reason: CallbackRefusalReason, what: { tranId: string; amount: string; status: string; fields?: string[] },
  ): Promise<void> {
    if (this.throttle.admit(address, reason) === 'suppress') {
      this.scheduleSummary();
      throw new RefusalsThrottled(this.throttle.retryAfterSeconds());
    }
    const tenant = await this.tenantOf(what.tranId);
    const data: CallbackRefusedData = {
      id: newId(), tranId: clip(what.tranId), reason, amount: clip(what.amount), status: clip(what.status), receivedAt: new Date().toISOString(),
      address: clip(address), ...(what.fields ? { fields: what.fields } : {}),
    };
    await this.store.append(REFUSED_CALLBACKS_STREAM, [{ type: PaymentEvents.callbackRefused, data }], 'any', { tenant, userId: null });
  }

  /** The summary of the suppressed refusals is written when the window ends (once, however many there were). */
  private scheduleSummary(): void {
    if (this.summaryTimer) return;
    this.summaryTimer = setTimeout(() => {
      this.summaryTimer = null;
      void this.writeSummary().catch((error: unknown) => this.logger.error(`Refused-callback summary not written: ${String(error)}`));
    }, this.throttle.msUntilWindowEnd() + 1);
    this.summaryTimer.unref();
  }

  /** Appends the summary of the refusals suppressed so far, if any (also at shutdown, so none is lost). */
  async writeSummary(): Promise<void> {
    const data = this.throttle.takeSummary(newId());
    if (!data) return;
    await this.store.append(
      REFUSED_CALLBACKS_STREAM, [{ type: PaymentEvents.callbackRefusalsSuppressed, data }], 'any', { tenant: this.defaultTenant(), userId: null },
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.summaryTimer) clearTimeout(this.summaryTimer);
    this.summaryTimer = null;
    await this.writeSummary();
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

  /**
   * Every row matching the filters (the listing's rows and the CSV export). The bank view filters on the request
   * day and lists the newest request first; the history view filters on the completion day (a row not completed
   * matches no date filter) and lists the latest completion first, rows not completed last.
   */
  async matching(tenant: string, query: TransactionQueryDto): Promise<TopUpTransaction[]> {
    if (query.from && query.to && query.from > query.to) throw new BadRequestException('from must be on or before to.');
    const needle = query.customer?.trim().toLowerCase();
    const history = query.view === 'history';
    const rows = await this.store.readModels.list<TopUpTransaction>(tenant, TOPUPS);
    const matched = rows.filter((r) => {
      if (query.status && r.status !== query.status) return false;
      if (query.from || query.to) {
        const at = history ? r.completedAt : r.requestedAt;
        if (!at) return false;
        const day = cambodiaDay(new Date(at));
        if (query.from && day < query.from) return false;
        if (query.to && day > query.to) return false;
      }
      if (needle && ![r.customerP24Id, r.customerName, r.email, r.tranId].some((v) => v.toLowerCase().includes(needle))) return false;
      return true;
    });
    return history ? latestCompletionFirst(matched) : newestFirst(matched);
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

  /** A merchant key, and a provider: the configured one, or the sandbox (no provider configured, not production). */
  private onlinePaymentConfigured(): boolean {
    const { url, merchantKey, sandbox } = this.config.payments;
    return merchantKey.length > 0 && (url !== null || sandbox);
  }

  /** The tenant of a top-up; the deployment's default tenant for an unknown (or unusable) tran_id. */
  private async tenantOf(tranId: string): Promise<string> {
    if (!tranId || tranId.length > PAYMENT_FORM_MAXIMA.tran_id) return this.defaultTenant();
    const [first] = await this.store.readStream(topUpStream(tranId));
    return first?.tenant ?? this.defaultTenant();
  }

  private defaultTenant(): string {
    return this.config.tenants[0] ?? DEFAULT_TENANT;
  }
}

/** What a refusal record keeps of a caller-supplied string. */
const MAX_RECORDED_CHARS = 40;
const MAX_RECORDED_FIELDS = 10;
const clip = (value: string) => (value.length > MAX_RECORDED_CHARS ? `${value.slice(0, MAX_RECORDED_CHARS)}…` : value);

const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

function newestFirst(rows: TopUpTransaction[]): TopUpTransaction[] {
  return [...rows].sort((a, b) => descending(a.requestedAt, b.requestedAt));
}

/** Latest completion first; rows not completed (pending) after every completed one, newest request first. */
function latestCompletionFirst(rows: TopUpTransaction[]): TopUpTransaction[] {
  return [...rows].sort((a, b) => {
    if (a.completedAt && b.completedAt) return descending(a.completedAt, b.completedAt) || descending(a.requestedAt, b.requestedAt);
    if (a.completedAt) return -1;
    if (b.completedAt) return 1;
    return descending(a.requestedAt, b.requestedAt);
  });
}
