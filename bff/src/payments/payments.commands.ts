import {
  ForbiddenException, Inject, Injectable, Logger, ServiceUnavailableException, type BeforeApplicationShutdown,
} from '@nestjs/common';
import {
  DEFAULT_TENANT, PAYMENT_FORM_MAXIMA, PaymentEvents, TAX_RETURN_CARD_PAYMENT_PROCESS,
  type CallbackRefusalReason, type PaymentOption, type TopUpPurpose, type CallbackRefusedData, type PaymentCallback, type PaymentCallbackAnswer, type PaymentForm,
  type TopUpRequestedData, type TopUpTransaction,
} from '@cis/contracts';
import type { CreateTopUpDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { newId } from '../platform/ids';
import { ProcessRunner } from '../platform/process/process-runner';
import { CallbackRefusalThrottle, RefusalsThrottled } from './callback-refusal-throttle';
import { buildPaymentForm } from './payment-form';
import { formatReqTime, hashMatches, newTranId, verifyCallback } from './payment-signer';
import {
  REFUSED_CALLBACKS_STREAM, TOPUPS, TopUpDecider, callbackRefusal, refusalReasonOf, topUpStream,
} from './payments.decider';
import { TOPUP_CREDIT } from './topup-credit.process';

/** The payments' commands: a top-up request, the provider's callback, and the log of refused callbacks. */
@Injectable()
export class PaymentsCommands implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Payments');
  private readonly throttle: CallbackRefusalThrottle;
  private summaryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly commands: CommandService,
    private readonly processes: ProcessRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.throttle = new CallbackRefusalThrottle(config.payments.refusalLimits);
  }

  /** Records a pending top-up of the caller's own customer account and answers the provider's form. */
  async requestTopUp(user: AuthUser, dto: CreateTopUpDto): Promise<PaymentForm> {
    return (await this.requestPayment(user, dto.amount, dto.paymentOption)).form;
  }

  /**
   * A provider payment of the caller's own customer account: a top-up, or with a purpose a payment of something
   * else (a tax return by card, issue 13), recorded on the same top-up stream with the same events. A purpose whose
   * pending payment exists (same purpose, same amount) answers that transaction again, with a fresh form: one
   * tran_id at a time, so two tabs cannot make the provider charge twice for one revision.
   */
  async requestPayment(
    user: AuthUser, amount: number, paymentOption: PaymentOption, purpose?: TopUpPurpose,
  ): Promise<{ tranId: string; form: PaymentForm; paymentOption: PaymentOption }> {
    const customerP24Id = user.customerP24Id;
    // Spec 000 s6: the top-up button lives in the balance widget, for role 2 with a customerP24Id; others are refused.
    if (!customerP24Id) throw new ForbiddenException('Only a customer account can pay online.');
    if (!this.onlinePaymentConfigured()) throw new ServiceUnavailableException('Online payment is not configured.');
    const now = new Date();
    const email = user.email.length <= PAYMENT_FORM_MAXIMA.email ? user.email : '';
    const pending = purpose && (await this.pendingFor(user.tenant, customerP24Id, purpose, amount));
    const tranId = pending ? pending.tranId : newTranId(now);
    // A pending payment answered again keeps the option it was asked with.
    const effectiveOption = pending ? pending.paymentOption : paymentOption;
    const form = buildPaymentForm(this.config.payments, { tranId, reqTime: formatReqTime(now), amount, email, phone: '', paymentOption: effectiveOption });
    if (pending) return { tranId, form, paymentOption: effectiveOption };
    const data: TopUpRequestedData = {
      tranId, customerP24Id, customerName: user.name, userId: user.id, email, phone: '', amount,
      paymentOption, reqTime: form.fields.req_time, requestedAt: now.toISOString(), ...(purpose ? { purpose } : {}),
    };
    await this.commands.handle({ decider: TopUpDecider, stream: topUpStream(tranId), actor: user, command: { type: 'request', data } });
    return { tranId, form, paymentOption };
  }

  /** The pending provider payment of the same purpose and amount by this customer, if any. */
  private async pendingFor(tenant: string, customerP24Id: string, purpose: TopUpPurpose, amount: number): Promise<TopUpTransaction | undefined> {
    const own = await this.store.readModels.list<TopUpTransaction>(tenant, TOPUPS, { owner: customerP24Id });
    return own.find((row) => row.status === 'pending' && row.amount === amount && row.purpose !== undefined
      && JSON.stringify(row.purpose) === JSON.stringify(purpose));
  }

  /**
   * The provider's callback. Verified (signature, merchant), then decided on the top-up's stream (one outcome,
   * whatever the number of concurrent duplicates). The credit of an approval is the top-up credit process's
   * (TopUpCreditProcess); the answer waits for it in this instance, so the provider's next read (and the owner's)
   * sees the balance credited, as when the callback credited it itself.
   * Every refusal is appended to the refusal log before the 4xx answer, within the refusal limits (else 429).
   */
  async handleCallback(callback: PaymentCallback, address: string): Promise<PaymentCallbackAnswer> {
    try {
      // An empty key would make every signature computable by anyone: no key, no accepted callback.
      if (!this.config.payments.merchantKey || !verifyCallback(this.config.payments.merchantKey, callback)) {
        throw callbackRefusal('signature');
      }
      if (!hashMatches(this.config.payments.merchantId, callback.merchant_id)) throw callbackRefusal('merchant');
      const tenant = await this.tenantOf(callback.tran_id);
      const applied = await this.commands.handle({
        decider: TopUpDecider,
        stream: topUpStream(callback.tran_id),
        actor: { tenant, id: null },
        command: { type: 'applyCallback', amount: callback.amount, status: callback.status, at: new Date().toISOString() },
      });
      const topUp = await this.store.readModels.get<TopUpTransaction>(tenant, TOPUPS, callback.tran_id);
      if (!topUp) throw callbackRefusal('unknown-transaction');
      if (topUp.status === 'success') await this.creditSettled(topUp.tranId, applied[0]?.position, topUp.purpose);
      return { tran_id: topUp.tranId, result: applied.length > 0 ? 'applied' : 'duplicate', status: topUp.status };
    } catch (error) {
      const reason = refusalReasonOf(error);
      if (reason) await this.refused(address, reason, { tranId: callback.tran_id, amount: callback.amount, status: callback.status });
      throw error;
    }
  }

  /**
   * Waits (bounded) until this instance's top-up credit process (or the purpose's process) has passed the approval: the one just appended, or
   * for a duplicate the one on the top-up's stream (its credit may still be under way in a concurrent callback).
   */
  private async creditSettled(tranId: string, approvedAt: number | undefined, purpose: TopUpPurpose | undefined): Promise<void> {
    const position = approvedAt
      ?? (await this.store.readStream(topUpStream(tranId))).find((event) => event.type === PaymentEvents.topUpApproved)?.position;
    // A payment with a purpose is settled by the purpose's process (a tax return: its card-payment process marks it PAID).
    if (position !== undefined) await this.processes.settled(purpose ? TAX_RETURN_CARD_PAYMENT_PROCESS : TOPUP_CREDIT, position);
  }

  /**
   * A callback body that failed validation: recorded as a 'malformed' refusal (what it carried, clipped), within
   * the same limits as every refusal. The caller then answers the validation's 400 (or this method's 429).
   */
  async refuseMalformed(body: unknown, address: string, invalidFields: string[]): Promise<void> {
    const field = (name: string) => {
      const value: unknown = body && typeof body === 'object' && !Array.isArray(body) ? Reflect.get(body, name) : undefined;
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
