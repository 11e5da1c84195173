import { createHash } from 'node:crypto';
import { idFrom, newId } from '../platform/ids';
import { Inject, Injectable } from '@nestjs/common';
import {
  Conflict, Forbidden, INBOX_CODES, NotFound, PaymentEvents, isTopUpEvent, taxReturnCardCreditReason, taxReturnRefundReason, PayloadTooLarge, Refused, TAX_RETURN_ATTACHMENT_LIMITS, TAX_RETURN_CARD_LIMITS, sniffDocumentType, amendmentDifference, cambodiaDay, parseTaxReturnPaymentReason, staffMayReadTaxReturns,
  staffMayUpdateTaxReturns, taxReturnPaymentReason, unknownReference,
  type TaxReturnAttachment, type TaxReturnAttachmentKind, type TaxReturnComputeAnswer, type TaxReturnForm, type TaxReturnPayAnswer, type InboxItem, type TopUpApprovedData, type TopUpPurpose, type TaxReturnRulesAnswer, type TaxReturnPayment, type TaxReturnType, type TaxReturnView,
} from '@cis/contracts';
import type {
  AmendTaxReturnDto, ClientApproveTaxReturnDto, ComputeTaxReturnDto, CreateTaxReturnDto, FileTaxReturnDto, PayTaxReturnDto,
  TaxReturnRulesQueryDto, UpdateTaxReturnDto,
} from '@cis/contracts/dto';
import { ACCOUNT_COLLECTIONS, type AuthUser, type UserDoc } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { BalanceDecider, balanceStream } from '../balance/balance.decider';
import { PaymentsCommands } from '../payments/payments.commands';
import { topUpStream } from '../payments/payments.decider';
import { InboxDecider, inboxStream } from '../inbox/inbox.decider';
import { computeTaxReturn, ruleSetOfPeriod, storedComputation, validateFormOfType } from './tax-returns.compute';
import { TaxReturnDecider, patentActivityKey, taxReturnKey, taxReturnStream, wrongStatus, type TaxReturnCommand } from './tax-returns.decider';
import type { TaxReturnDoc } from './tax-returns.projection';
import { TaxReturnQueries, derivedOn, todayInCambodia } from './tax-returns.queries';
import { TaxBanks, TaxClientsDirectory, TaxRuleRowsSource, type TaxClient } from './tax-returns.sources';

/** A return's id: derived from what makes it unique, so the uniqueness is decided on the return's own stream. */
export function taxReturnIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A stored file name: the sent name's last segment, no control characters nor quotes, the extension of its content. */
function attachmentFileName(name: string, contentType: string): string {
  const extension = contentType === 'application/pdf' ? '.pdf' : contentType === 'image/png' ? '.png' : '.jpg';
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').replace(/\.[^.]*$/, '').trim()
    .slice(0, TAX_RETURN_ATTACHMENT_LIMITS.fileNameMax - extension.length);
  return `${base || 'attachment'}${extension}`;
}

/**
 * What a payment of the return's current revision paid, as the balance and the provider's lists name it; with the
 * penalty and interest part of the amount when it charged one (the card and balance processes split the amount by it).
 */
const purposeOf = (doc: Pick<TaxReturnDoc, 'id' | 'revision' | 'clientId' | 'type' | 'period'>, clientName: string, penalty = 0): TopUpPurpose => ({
  kind: 'tax-return', taxReturnId: doc.id, revision: doc.revision, clientId: doc.clientId, clientName, returnType: doc.type, period: doc.period,
  ...(penalty > 0 ? { penalty } : {}),
});
/** The penalty part of an amount charged for a purpose (0 for purposes written before penalties were collected). */
const penaltyPartOf = (purpose: TopUpPurpose | undefined, amount: number) => Math.min(Math.max(0, purpose?.penalty ?? 0), Math.max(0, amount));
/** A payment's penalty field: present only when it charged one, so payments without one read as before. */
const penaltyField = (penalty: number) => (penalty > 0 ? { penalty } : {});
const isRevisionPaid = (error: unknown) => error instanceof Conflict && error.code === 'taxReturnRevisionPaid';

/** A client no longer in the registry: nobody to tell. */
const NO_CLIENT: Pick<TaxClient, 'actingAccountIds'> = { actingAccountIds: [] };
const cambodiaDayOf = (iso: string) => cambodiaDay(new Date(iso));

type ActionCommand = DistributiveOmit<Exclude<TaxReturnCommand, { type: 'create' }>, 'by' | 'at' | 'clientUserIds'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The tax returns' commands: what a decision needs from outside the return's stream is looked up here. */
/**
 * A filing or a bank payment is recorded after it happened: a day after today (Cambodian day) is a typing slip, and a
 * bank payment dated years ahead would charge years of interest. Refused naming the field, nothing stored.
 */
function notAfterToday(field: 'filedAt' | 'paidOn', day: string): void {
  const today = todayInCambodia();
  if (day > today) throw new Refused('afterToday', `${field} must not be after today (${today})`, { field, params: { today } });
}

@Injectable()
export class TaxReturnCommands {
  constructor(
    private readonly commands: CommandService,
    private readonly queries: TaxReturnQueries,
    private readonly clients: TaxClientsDirectory,
    private readonly rules: TaxRuleRowsSource,
    private readonly banks: TaxBanks,
    private readonly payments: PaymentsCommands,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** POST compute: nothing stored. A customer computes for the clients it acts for; staff for the types they read. */
  async compute(user: AuthUser, dto: ComputeTaxReturnDto): Promise<TaxReturnComputeAnswer> {
    const client = await this.clientFor(user, dto.clientId, dto.type, 'read');
    const form = await this.withDefaults(user, client, dto.type, dto.period, dto.form);
    const { computation, ruleSet } = computeTaxReturn(await this.rules.rows(user.tenant), client, dto.type, dto.period, form);
    return { ...computation, rules: ruleSet };
  }

  /** GET rules: the rows in force for the period and the client's context, for the form's preview in the browser. */
  async rulesFor(user: AuthUser, dto: TaxReturnRulesQueryDto): Promise<TaxReturnRulesAnswer> {
    const client = await this.clientFor(user, dto.clientId, dto.type, 'read');
    const rules = ruleSetOfPeriod(await this.rules.rows(user.tenant), dto.type, dto.period);
    return { type: dto.type, period: dto.period, rules, client: { category: client.category } };
  }

  async create(user: AuthUser, dto: CreateTaxReturnDto): Promise<TaxReturnView> {
    const client = await this.clientFor(user, dto.clientId, dto.type, 'update');
    const form = await this.withDefaults(user, client, dto.type, dto.period, dto.form);
    const { computation } = computeTaxReturn(await this.rules.rows(user.tenant), client, dto.type, dto.period, form);
    const activity = dto.type === 'patent' ? patentActivityKey(form) : null;
    const id = taxReturnIdOf(taxReturnKey(user.tenant, client.id, dto.type, dto.period, activity));
    await this.commands.handle({
      decider: TaxReturnDecider, stream: taxReturnStream(id), actor: user,
      command: {
        type: 'create', id, clientId: client.id, returnType: dto.type, period: dto.period, activity, form,
        computation: storedComputation(computation), ...this.who(user, client),
      },
    });
    return this.queries.one(user, id);
  }

  /** PATCH: the whole form with the version read; recomputed by the rules before it is stored. */
  async update(user: AuthUser, id: string, dto: UpdateTaxReturnDto): Promise<TaxReturnView> {
    const { doc, client } = await this.forUpdate(user, id);
    const form = await this.withDefaults(user, client, doc.type, doc.period, validateFormOfType(doc.type, dto.form));
    const { computation } = computeTaxReturn(await this.rules.rows(user.tenant), client, doc.type, doc.period, form);
    await this.act(user, client, id, { type: 'update', expectedVersion: dto.version, form, computation: storedComputation(computation) });
    return this.queries.one(user, id);
  }

  async submitForReview(user: AuthUser, id: string): Promise<TaxReturnView> {
    const { client } = await this.forUpdate(user, id);
    await this.act(user, client, id, { type: 'submit-for-review' });
    return this.queries.one(user, id);
  }

  async returnToPreparer(user: AuthUser, id: string, comments: string): Promise<TaxReturnView> {
    const { client } = await this.forUpdate(user, id);
    await this.act(user, client, id, { type: 'return', comments });
    return this.queries.one(user, id);
  }

  async approve(user: AuthUser, id: string): Promise<TaxReturnView> {
    const { client } = await this.forUpdate(user, id);
    await this.act(user, client, id, { type: 'approve' });
    return this.queries.one(user, id);
  }

  /** A customer acting for the client approves; staff record the client's written approval (its note says where). */
  async clientApprove(user: AuthUser, id: string, dto: ClientApproveTaxReturnDto): Promise<TaxReturnView> {
    const doc = await this.queries.doc(user, id);
    const client = await this.mustClient(user, doc.clientId);
    const recordedByStaff = user.kind === 'staff';
    if (recordedByStaff) {
      this.mustUpdate(user, doc.type);
      if (!dto.note) throw new Refused('writtenApprovalNoteRequired', 'Say where the client\'s written approval is (note).', { field: 'note' });
    }
    await this.act(user, client, id, { type: 'client-approve', recordedByStaff, note: dto.note ?? null });
    return this.queries.one(user, id);
  }

  async file(user: AuthUser, id: string, dto: FileTaxReturnDto): Promise<TaxReturnView> {
    const { client } = await this.forUpdate(user, id);
    notAfterToday('filedAt', dto.filedAt);
    await this.act(user, client, id, { type: 'file', reference: dto.reference, filedAt: dto.filedAt });
    return this.queries.one(user, id);
  }

  /** A new revision of a filed (or paid) return: recomputed, with the difference to pay or refund. */
  async amend(user: AuthUser, id: string, dto: AmendTaxReturnDto): Promise<TaxReturnView> {
    const { doc, client } = await this.forUpdate(user, id);
    const form = dto.form === undefined ? doc.form : await this.withDefaults(user, client, doc.type, doc.period, validateFormOfType(doc.type, dto.form));
    const { computation } = computeTaxReturn(await this.rules.rows(user.tenant), client, doc.type, doc.period, form);
    const difference = amendmentDifference(computation.totalDue, doc.paidTotal);
    await this.act(user, client, id, { type: 'amend', form, computation: storedComputation(computation), difference });
    return this.queries.one(user, id);
  }

  async cancel(user: AuthUser, id: string, reason: string | null): Promise<TaxReturnView> {
    const { client } = await this.forUpdate(user, id);
    await this.act(user, client, id, { type: 'cancel', reason });
    return this.queries.one(user, id);
  }

  /**
   * Pay. The charge is the tax still unpaid plus, for an overdue return, the penalty and interest estimated today
   * (`derivedOn`, the same figures the return's page shows; nothing taken from the browser). `expectedTotal`, the
   * total the payer was shown, must be today's, else 400 naming it and nothing is charged (a stale page never pays
   * another amount than it showed). The payment records the tax (`amount`) and the penalty (`penalty`) apart.
   * From the balance, the debit is the decision: it is decided on the customer's balance stream, for the reason
   * `tax-return:<id>:r<revision>`, which that stream applies once (so 50 concurrent pays debit once); too low a balance
   * answers 409 and nothing is stored. The return's PAID follows from the debit, recorded here and, should this
   * instance stop in between, by the balance-payment process: both decide nothing for a revision already paid.
   */
  async pay(user: AuthUser, id: string, dto: PayTaxReturnDto): Promise<TaxReturnPayAnswer> {
    const doc = await this.queries.doc(user, id);
    const client = await this.mustClient(user, doc.clientId);
    if (user.kind === 'staff') this.mustUpdate(user, doc.type);
    if (doc.status !== 'FILED') throw wrongStatus(doc.status, 'pay');
    if (dto.method === 'bank' && dto.paidOn) notAfterToday('paidOn', dto.paidOn);
    const paidOn = todayInCambodia();
    const rows = await this.rules.rows(user.tenant);
    // A bank payment was made on its own day: its penalty is the estimate of that day.
    const { paymentDue } = derivedOn(doc, dto.method === 'bank' && dto.paidOn ? dto.paidOn : paidOn, rows);
    if (dto.expectedTotal !== undefined && dto.expectedTotal !== paymentDue.total) {
      throw new Refused('paymentTotalChanged', `The total to pay is now ${paymentDue.total} riel (tax ${paymentDue.tax}, penalty and interest ${paymentDue.penalty}), not the expectedTotal ${dto.expectedTotal} sent: read the return again and confirm the new total.`, {
        field: 'expectedTotal', params: { expectedTotal: dto.expectedTotal, total: paymentDue.total, tax: paymentDue.tax, penalty: paymentDue.penalty },
      });
    }
    const { tax: amount, penalty, total } = paymentDue;
    switch (dto.method) {
      case 'balance': {
        const customerP24Id = await this.payingAccount(user, client, dto.customerP24Id);
        if (total > 0) {
          try {
            await this.commands.handle({
              decider: BalanceDecider, stream: balanceStream(customerP24Id), actor: user,
              command: {
                type: 'move', kind: 'customerBalance', customerP24Id, amount: -total, reason: taxReturnPaymentReason(id, doc.revision),
                purpose: purposeOf(doc, client.name, penalty),
              },
            });
          } catch (error) {
            if (error instanceof Refused && error.code === 'balanceTooLow') {
              throw new Conflict('balanceTooLow', 'The balance is too low for this payment.', { amount: total, tax: amount, penalty });
            }
            throw error;
          }
        }
        try {
          await this.recordPayment(user.tenant, user.id, client, id, {
            method: 'balance', amount, ...penaltyField(penalty), revision: doc.revision, customerP24Id, bankCode: null, reference: null, paidOn, recordedBy: user.id,
          });
        } catch (error) {
          // Another payment paid this revision between the read and the debit: the debit goes back, and the caller
          // is told the return is paid.
          if (!isRevisionPaid(error)) throw error;
          if (total > 0) await this.refundDebit(user.tenant, customerP24Id, total, purposeOf(doc, client.name, penalty));
          throw wrongStatus('PAID', 'pay');
        }
        break;
      }
      case 'bank': {
        if (user.kind !== 'staff') throw new Forbidden('bankPaymentByStaff', 'Staff record bank payments; a customer pays from its balance.');
        if (!(await this.banks.exists(user.tenant, dto.bankCode!))) throw unknownReference('bankCode', 'bankCode names no bank.');
        await this.recordPayment(user.tenant, user.id, client, id, {
          method: 'bank', amount, ...penaltyField(penalty), revision: doc.revision, customerP24Id: null, bankCode: dto.bankCode!, reference: dto.reference!,
          paidOn: dto.paidOn!, recordedBy: user.id,
        });
        break;
      }
      case 'card': {
        // The provider's flow of the top-ups, with the return's revision as its purpose; PAID comes with the approval.
        if (user.kind !== 'customer' || !user.customerP24Id) {
          throw new Forbidden('cardPaymentByCustomer', 'A customer account acting for the client pays by card; staff record bank payments.');
        }
        if (total <= 0) throw new Conflict('nothingToPay', 'This revision asks for nothing more: nothing to pay by card.', { amount: total });
        if (total > TAX_RETURN_CARD_LIMITS.max) {
          throw new Refused('cardAmountTooLarge', 'The amount is over what a card payment carries; pay from the balance or by bank.', { field: 'method' });
        }
        const paymentOption = dto.paymentOption ?? 'cards';
        // The provider charges the total; the purpose keeps its penalty part, so the approval records tax and penalty apart.
        const checkout = await this.payments.requestPayment(user, total, paymentOption, purposeOf(doc, client.name, penalty));
        return { ...(await this.queries.one(user, id)), checkout: { ...checkout, amount: total } };
      }
    }
    return this.queries.one(user, id);
  }

  /**
   * The card-payment process: a provider approval whose purpose is a return's revision -> the return's payment,
   * once (the decider decides nothing for a transaction already recorded). Recorded against the revision it was
   * started for, even when the return was amended meanwhile (the amendment's difference is then computed from it).
   * A revision paid meanwhile by another payment refuses it: the amount is credited to the payer's main balance.
   */
  async recordCardPayment(tenant: string, approval: TopUpApprovedData): Promise<void> {
    const purpose = approval.purpose;
    if (purpose?.kind !== 'tax-return') return;
    const client = await this.clients.get(tenant, purpose.clientId);
    const penalty = penaltyPartOf(purpose, approval.amount);
    try {
      await this.recordPayment(tenant, null, client ?? NO_CLIENT, purpose.taxReturnId, {
        method: 'card', amount: approval.amount - penalty, ...penaltyField(penalty), revision: purpose.revision, customerP24Id: approval.customerP24Id, bankCode: null,
        reference: approval.tranId, paidOn: cambodiaDayOf(approval.approvedAt), recordedBy: null,
      });
    } catch (error) {
      // The revision was paid meanwhile by another payment: the money is the payer's, credited to its main balance.
      if (!isRevisionPaid(error)) throw error;
      await this.creditCardPayment(tenant, approval, purpose);
    }
  }

  /**
   * A card payment of a revision already paid: credited to the payer's main balance (once per transaction: the
   * balance stream applies a reason once), and the payer told in its inbox (once: the item's id is the transaction's).
   * A process handing the approval over again finds the revision still paid, so it comes back here and does nothing new.
   */
  private async creditCardPayment(tenant: string, approval: TopUpApprovedData, purpose: TopUpPurpose): Promise<void> {
    const { tranId, customerP24Id, amount } = approval;
    await this.commands.handle({
      decider: BalanceDecider, stream: balanceStream(customerP24Id), actor: { tenant, id: null },
      command: { type: 'move', kind: 'customerBalance', customerP24Id, amount, reason: taxReturnCardCreditReason(tranId), purpose },
    });
    const requested = (await this.store.readStream(topUpStream(tranId))).filter(isTopUpEvent).find((e) => e.type === PaymentEvents.topUpRequested);
    const userId = requested?.type === PaymentEvents.topUpRequested ? requested.data.userId : undefined;
    if (!userId) return;
    const params = { clientName: purpose.clientName, returnType: purpose.returnType, period: purpose.period, amount, tranId };
    const item: InboxItem = {
      id: idFrom(`tax-return-credit:${tranId}`), icon: 'pi pi-wallet', image: null,
      title: 'Card payment credited to your balance',
      description: `Your card payment of ៛${amount.toLocaleString('en-US')} (transaction ${tranId}) arrived after the ${purpose.returnType} return `
        + `${purpose.period} of ${purpose.clientName} was already paid: it was added to your main balance.`,
      time: approval.approvedAt, read: false, seen: false, link: '/vendor-dashboard', useRouter: true,
      code: INBOX_CODES.taxReturnCardCredited, params,
    };
    await this.commands.handle({
      decider: InboxDecider, stream: inboxStream('messages', userId), actor: { tenant, id: null },
      command: { type: 'create', kind: 'messages', ownerId: userId, item, recipientKnown: true },
    });
  }

  /**
   * An attachment: the bytes judged by their content (PDF, PNG, JPEG; else 400 naming `file`), stored as a
   * content-addressed blob, then named on the return's stream (staff with the UPDATE code; not on a CANCELLED return;
   * at most TAX_RETURN_ATTACHMENT_LIMITS.maxPerReturn).
   */
  async attach(user: AuthUser, id: string, kind: TaxReturnAttachmentKind, file: { buffer: Buffer; size: number; originalname: string } | undefined): Promise<TaxReturnAttachment> {
    const { client } = await this.forUpdate(user, id);
    if (!file) throw new Refused('required', 'Send the file in the "file" field.', { field: 'file' });
    if (file.size > TAX_RETURN_ATTACHMENT_LIMITS.maxBytes) {
      throw new PayloadTooLarge('attachmentTooLarge', 'The file is over the attachment limit.', { max: TAX_RETURN_ATTACHMENT_LIMITS.maxBytes, field: 'file' });
    }
    if (file.size === 0) throw new Refused('emptyFile', 'The file is empty.', { field: 'file' });
    const bytes = new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.length);
    const contentType = sniffDocumentType(bytes.subarray(0, 16));
    if (!contentType) throw new Refused('fileType', 'The file is not a PDF, PNG or JPEG (judged by its content).', { field: 'file' });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.store.putBlob(user.tenant, { sha256, contentType, content: file.buffer });
    const attachment: TaxReturnAttachment = {
      id: newId(), kind, fileName: attachmentFileName(file.originalname, contentType), contentType, size: file.size, sha256,
      revision: 0, uploadedAt: new Date().toISOString(), uploadedBy: user.id,
    };
    await this.act(user, client, id, { type: 'attach', attachment });
    const stored = (await this.queries.doc(user, id)).attachments?.find((a) => a.id === attachment.id);
    return stored ?? attachment;
  }

  /** Removes an attachment while the return is a DRAFT (409 naming the status otherwise; 404 for an unknown one). */
  async detach(user: AuthUser, id: string, attachmentId: string): Promise<TaxReturnView> {
    const { client } = await this.forUpdate(user, id);
    await this.act(user, client, id, { type: 'detach', attachmentId });
    return this.queries.one(user, id);
  }

  /** Records a payment on the return (idempotent per revision). Also the balance-payment process's act. */
  async recordPayment(tenant: string, by: string | null, client: Pick<TaxClient, 'actingAccountIds'>, id: string, payment: TaxReturnPayment): Promise<void> {
    await this.commands.handle({
      decider: TaxReturnDecider, stream: taxReturnStream(id), actor: { tenant, id: by },
      command: { type: 'pay', payment, by, at: new Date().toISOString(), clientUserIds: client.actingAccountIds },
    });
  }

  /** The balance-payment process: a debit for a return's revision -> the return's payment, once. */
  async recordBalancePayment(
    tenant: string, by: string | null, reason: string, customerP24Id: string, debit: number, paidOn: string, purpose?: TopUpPurpose,
  ): Promise<void> {
    const target = parseTaxReturnPaymentReason(reason);
    if (!target) return;
    const doc = await this.store.readModels.get<TaxReturnDoc>(tenant, 'tax-returns', target.id);
    if (!doc) return;
    const client = await this.clients.get(tenant, doc.clientId);
    // The debit charged tax plus penalty; its purpose says how much of it was the penalty (older debits: none).
    const penalty = penaltyPartOf(purpose, -debit);
    try {
      await this.recordPayment(tenant, by, client ?? NO_CLIENT, target.id, {
        method: 'balance', amount: -debit - penalty, ...penaltyField(penalty), revision: target.revision, customerP24Id, bankCode: null, reference: null, paidOn, recordedBy: by,
      });
    } catch (error) {
      // The revision was paid by another payment first: the debit goes back to the balance (once: its reason).
      if (!isRevisionPaid(error)) throw error;
      await this.refundDebit(tenant, customerP24Id, -debit, { ...purposeOf(doc, client?.name ?? doc.clientId, penalty), revision: target.revision });
    }
  }

  /** A debit for a revision another payment paid first, credited back to the balance it came from, once per revision. */
  private async refundDebit(tenant: string, customerP24Id: string, amount: number, purpose: TopUpPurpose): Promise<void> {
    await this.commands.handle({
      decider: BalanceDecider, stream: balanceStream(customerP24Id), actor: { tenant, id: null },
      command: { type: 'move', kind: 'customerBalance', customerP24Id, amount, reason: taxReturnRefundReason(purpose.taxReturnId, purpose.revision), purpose },
    });
  }

  private async payingAccount(user: AuthUser, client: TaxClient, named: string | undefined): Promise<string> {
    if (user.kind === 'customer') {
      if (!user.customerP24Id) throw new Forbidden('customerAccountRequired', 'Only a customer account has a balance.');
      if (named !== undefined && named !== user.customerP24Id) throw new Forbidden('otherBalance', 'A customer pays from its own balance.');
      return user.customerP24Id;
    }
    if (named === undefined) throw new Refused('customerP24IdRequired', 'Name the customer account whose balance pays.', { field: 'customerP24Id' });
    for (const userId of client.actingAccountIds) {
      const account = await this.store.readModels.get<UserDoc>(user.tenant, ACCOUNT_COLLECTIONS.users, userId);
      if (account?.user.userDetails.customerP24Id === named) return named;
    }
    throw new Refused('notActingAccount', 'customerP24Id names no account acting for the client.', { field: 'customerP24Id' });
  }

  private async act<C extends ActionCommand>(user: AuthUser, client: TaxClient, id: string, command: C): Promise<void> {
    await this.commands.handle({
      decider: TaxReturnDecider, stream: taxReturnStream(id), actor: user,
      command: { ...command, ...this.who(user, client) },
    });
  }

  private who(user: AuthUser, client: TaxClient) {
    return { by: user.id, at: new Date().toISOString(), clientUserIds: client.actingAccountIds };
  }

  /** A return the caller prepares or reviews: staff with the type's UPDATE code; a customer may not (403). */
  private async forUpdate(user: AuthUser, id: string): Promise<{ doc: TaxReturnDoc; client: TaxClient }> {
    const doc = await this.queries.doc(user, id);
    this.mustUpdate(user, doc.type);
    return { doc, client: await this.mustClient(user, doc.clientId) };
  }

  private mustUpdate(user: AuthUser, type: TaxReturnType): void {
    if (!staffMayUpdateTaxReturns(user, type)) throw new Forbidden('taxReturnReadOnly', 'You may not change returns of this type.');
  }

  private async mustClient(user: AuthUser, clientId: string): Promise<TaxClient> {
    const client = await this.clients.get(user.tenant, clientId);
    if (!client) throw new NotFound();
    return client;
  }

  /** The client a new computation or draft is for: unknown (or not the customer's) -> 400 naming clientId. */
  private async clientFor(user: AuthUser, clientId: string, type: TaxReturnType, need: 'read' | 'update'): Promise<TaxClient> {
    if (user.kind === 'staff') {
      const may = need === 'read' ? staffMayReadTaxReturns(user, type) : staffMayUpdateTaxReturns(user, type);
      if (!may) throw new Forbidden('taxReturnTypeForbidden', 'You may not prepare returns of this type.');
    } else if (need === 'update') {
      throw new Forbidden('taxReturnReadOnly', 'Customers see their returns; staff prepare them.');
    }
    const client = await this.clients.get(user.tenant, clientId);
    if (!client || (user.kind === 'customer' && !client.actingAccountIds.includes(user.id))) {
      throw unknownReference('clientId', 'clientId names no client.');
    }
    return client;
  }

  /** An annual form without prepaymentCredits: the PToI of the year's filed (or paid) monthly returns. */
  private async withDefaults(user: AuthUser, client: TaxClient, type: TaxReturnType, period: string, form: TaxReturnForm): Promise<TaxReturnForm> {
    if (type !== 'annual' || ('prepaymentCredits' in form && form.prepaymentCredits !== undefined)) return form;
    const monthly = await this.store.readModels.list<TaxReturnDoc>(user.tenant, 'tax-returns', { owner: client.id });
    const prepaymentCredits = monthly
      .filter((doc) => doc.type === 'monthly' && doc.period.startsWith(`${period}-`) && (doc.status === 'FILED' || doc.status === 'PAID'))
      .flatMap((doc) => doc.lines)
      .filter((line) => line.code === 'monthly.ptoi')
      .reduce((sum, line) => sum + line.amount, 0);
    return { ...form, prepaymentCredits };
  }
}
