import {
  Conflict, Forbidden, NotFound, TAX_RETURN_ATTACHMENT_LIMITS, TAX_RETURN_ATTACHMENT_REMOVABLE, TAX_RETURN_EDITABLE, TAX_RETURN_TRANSITIONS, TaxReturnEvents, canTransition,
  type AmendmentDifference, type StoredComputation, type TaxReturnAction, type TaxReturnEvent, type TaxReturnForm,
  type TaxReturnAttachment, type TaxReturnPayment, type TaxReturnStatus, type TaxReturnType,
} from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/**
 * One stream per return. The return's id is derived from what makes it unique (tenant, client, type, period and,
 * for a patent, the activity: `taxReturnKey`), so "one return per client, type and period" is decided on the
 * return's own stream: a second create finds the stream taken and answers 409 naming the first. No second stream, no
 * two appends to keep in step. Amendments are later revisions on the same stream.
 */
export const taxReturnStream = (id: string) => `tax-return-${id}`;

/** What makes a return unique, as a string the id is derived from. */
export function taxReturnKey(tenant: string, clientId: string, type: TaxReturnType, period: string, activity: string | null): string {
  return ['tax-return', tenant, clientId, type, period, activity ?? ''].join('|');
}

/** A patent return is per activity: the first activity's name, trimmed, lower case, spaces folded. */
export function patentActivityKey(form: TaxReturnForm): string | null {
  // Read as unknown: a stored form is what was validated then, and only a patent form has activities.
  const activities: unknown = 'activities' in form ? form.activities : undefined;
  const first: unknown = Array.isArray(activities) ? activities[0] : undefined;
  const name = typeof first === 'object' && first !== null && 'name' in first ? first.name : undefined;
  return typeof name === 'string' ? name.trim().toLowerCase().replace(/\s+/g, ' ') : null;
}

/** Who acts and when (the handler's clock), and the client's accounts to tell. */
interface Who { by: string | null; at: string; clientUserIds: string[] }

export type TaxReturnCommand =
  | ({ type: 'create'; id: string; clientId: string; returnType: TaxReturnType; period: string; activity: string | null; form: TaxReturnForm; computation: StoredComputation } & Who)
  | ({ type: 'update'; expectedVersion: number; form: TaxReturnForm; computation: StoredComputation } & Who)
  | ({ type: 'submit-for-review' } & Who)
  | ({ type: 'return'; comments: string } & Who)
  | ({ type: 'approve' } & Who)
  | ({ type: 'client-approve'; recordedByStaff: boolean; note: string | null } & Who)
  | ({ type: 'file'; reference: string; filedAt: string } & Who)
  /** A payment: bank and card are recorded by the handler; a balance payment follows its debit (the balance process). */
  | ({ type: 'pay'; payment: TaxReturnPayment } & Who)
  | ({ type: 'amend'; form: TaxReturnForm; computation: StoredComputation; difference: AmendmentDifference } & Who)
  | ({ type: 'cancel'; reason: string | null } & Who)
  /** A file kept with the return: its bytes are already a blob of the store (content-addressed). */
  | ({ type: 'attach'; attachment: TaxReturnAttachment } & Who)
  | ({ type: 'detach'; attachmentId: string } & Who);

export interface TaxReturnState {
  /** Stream version: the number of events folded. */
  version: number;
  id: string | null;
  clientId: string;
  returnType: TaxReturnType;
  period: string;
  status: TaxReturnStatus;
  revision: number;
  form: TaxReturnForm;
  totalDue: number;
  /** Paid over every revision. */
  paidTotal: number;
  /** Revisions a payment was recorded for (a payment of a revision is recorded once). */
  paidRevisions: readonly number[];
  /** The provider transactions (tran_id) of the card payments recorded. */
  cardReferences: readonly string[];
  /** Revisions paid from a balance (the debit is one per revision). */
  balanceRevisions: readonly number[];
  preparerIds: readonly string[];
  /** The attachments kept (id and file name): how many there are, which may be removed. */
  attachments: readonly { id: string; fileName: string }[];
  lastChange: { by: string | null; at: string; form: TaxReturnForm; version: number } | null;
}

export const initialTaxReturnState: TaxReturnState = {
  version: 0, id: null, clientId: '', returnType: 'monthly', period: '', status: 'DRAFT', revision: 0, form: {},
  totalDue: 0, paidTotal: 0, paidRevisions: [], cardReferences: [], balanceRevisions: [], preparerIds: [], attachments: [], lastChange: null,
};

/** What this revision still asks for: its total less what earlier revisions paid, never below zero. */
export const amountToPay = (state: Pick<TaxReturnState, 'totalDue' | 'paidTotal'>) => Math.max(0, state.totalDue - state.paidTotal);

/** 409 naming the status the action cannot leave. */
export function wrongStatus(status: TaxReturnStatus, action: TaxReturnAction | 'update' | 'attach' | 'detach'): Conflict {
  return new Conflict('taxReturnWrongStatus', `The return is ${status}: ${action} is not allowed from it.`, { status, action }, { status });
}

function mustAllow(state: TaxReturnState, action: TaxReturnAction): void {
  if (!canTransition(state.status, action)) throw wrongStatus(state.status, action);
}

const addPreparer = (ids: readonly string[], by: string | null) => (by && !ids.includes(by) ? [...ids, by] : [...ids]);

export const TaxReturnDecider: Decider<TaxReturnCommand, TaxReturnEvent, TaxReturnState> = {
  initialState: initialTaxReturnState,

  decide(command, state) {
    if (command.type === 'create') {
      // A cancelled return frees its slot: creating it again starts the next revision on the same stream.
      if (state.id !== null && state.status !== 'CANCELLED') {
        throw new Conflict('taxReturnExists', 'A return for this client, type and period already exists.', { id: state.id, status: state.status },
          { id: state.id, status: state.status });
      }
      const { id, clientId, returnType, period, activity, form, computation, by, at, clientUserIds } = command;
      return [{
        type: TaxReturnEvents.created,
        data: { id, clientId, type: returnType, period, activity, form, ...computation, revision: state.revision + 1, by, at, clientUserIds },
      }];
    }
    if (state.id === null) throw new NotFound();
    const ref = {
      id: state.id, clientId: state.clientId, type: state.returnType, period: state.period, at: command.at, by: command.by,
      clientUserIds: command.clientUserIds,
    };
    switch (command.type) {
      case 'update': {
        if (!TAX_RETURN_EDITABLE.includes(state.status)) throw wrongStatus(state.status, 'update');
        if (command.expectedVersion !== state.version) {
          const other = state.lastChange;
          throw new Conflict('taxReturnStale', 'The return was changed since you read it.', { version: state.version }, {
            version: state.version, changedBy: other?.by ?? null, changedAt: other?.at ?? null, form: state.form,
          });
        }
        if (JSON.stringify(command.form) === JSON.stringify(state.form)) return [];
        return [{ type: TaxReturnEvents.formChanged, data: { ...ref, form: command.form, ...command.computation } }];
      }
      case 'submit-for-review':
        mustAllow(state, 'submit-for-review');
        return [{ type: TaxReturnEvents.submittedForReview, data: ref }];
      case 'return':
        mustAllow(state, 'return');
        return [{ type: TaxReturnEvents.returned, data: { ...ref, comments: command.comments, preparerIds: [...state.preparerIds] } }];
      case 'approve':
        mustAllow(state, 'approve');
        if (command.by !== null && state.preparerIds.includes(command.by)) {
          throw new Forbidden('taxReturnOwnApproval', 'Whoever prepared a return cannot approve it: a second person reviews it.');
        }
        return [{ type: TaxReturnEvents.approved, data: ref }];
      case 'client-approve':
        mustAllow(state, 'client-approve');
        return [{ type: TaxReturnEvents.clientApproved, data: { ...ref, recordedByStaff: command.recordedByStaff, note: command.note } }];
      case 'file':
        mustAllow(state, 'file');
        return [{ type: TaxReturnEvents.filed, data: { ...ref, reference: command.reference, filedAt: command.filedAt } }];
      case 'pay': {
        const { payment } = command;
        // The same payment handed over again decides nothing: a card payment by its transaction (a duplicate
        // approval), a balance or bank payment by its revision (the balance process after the request recorded it).
        const handedOverAgain = payment.method === 'card' ? state.cardReferences.includes(payment.reference ?? '')
          : payment.method === 'balance' ? state.balanceRevisions.includes(payment.revision)
            : state.paidRevisions.includes(payment.revision);
        if (handedOverAgain) return [];
        if (payment.revision > state.revision) {
          throw new Conflict('taxReturnUnknownRevision', 'This return has no such revision.', { revision: state.revision });
        }
        // Another payment of this revision got there first (a card approval after a payment from the balance, a debit
        // after a card or bank payment): the return takes no second payment; the money goes back to the payer's
        // balance (the card-payment process, the pay request or the balance-payment process credit it).
        if (state.paidRevisions.includes(payment.revision)) {
          throw new Conflict('taxReturnRevisionPaid', 'This revision of the return is already paid.', { revision: payment.revision });
        }
        // A payment made for a revision amended since (started before the amendment, approved after): the money was
        // paid for the revision that was filed, so it is recorded against it; what the amendment asks for is then
        // computed from it. The current revision is paid by it only when it is payable (filed) and fully covered.
        if (payment.revision < state.revision) {
          const fullyPaid = canTransition(state.status, 'pay') && payment.amount >= amountToPay(state);
          return [{ type: TaxReturnEvents.paid, data: { ...ref, payment, fullyPaid } }];
        }
        mustAllow(state, 'pay');
        return [{ type: TaxReturnEvents.paid, data: { ...ref, payment, fullyPaid: payment.amount >= amountToPay(state) } }];
      }
      case 'amend':
        mustAllow(state, 'amend');
        return [{
          type: TaxReturnEvents.amended,
          data: { ...ref, revision: state.revision + 1, form: command.form, ...command.computation, difference: command.difference },
        }];
      case 'cancel':
        mustAllow(state, 'cancel');
        return [{ type: TaxReturnEvents.cancelled, data: { ...ref, reason: command.reason } }];
      case 'attach':
        if (state.status === 'CANCELLED') throw wrongStatus(state.status, 'attach');
        if (state.attachments.some((a) => a.id === command.attachment.id)) return [];
        if (state.attachments.length >= TAX_RETURN_ATTACHMENT_LIMITS.maxPerReturn) {
          throw new Conflict('tooManyAttachments', `A return keeps at most ${TAX_RETURN_ATTACHMENT_LIMITS.maxPerReturn} attachments.`,
            { max: TAX_RETURN_ATTACHMENT_LIMITS.maxPerReturn, field: 'file' });
        }
        return [{ type: TaxReturnEvents.attachmentAdded, data: { ...ref, attachment: { ...command.attachment, revision: state.revision } } }];
      case 'detach': {
        const attachment = state.attachments.find((a) => a.id === command.attachmentId);
        if (!attachment) throw new NotFound('No such attachment on this return.');
        if (!TAX_RETURN_ATTACHMENT_REMOVABLE.includes(state.status)) throw wrongStatus(state.status, 'detach');
        return [{ type: TaxReturnEvents.attachmentRemoved, data: { ...ref, attachmentId: attachment.id, fileName: attachment.fileName } }];
      }
    }
  },

  evolve(state, event) {
    const version = state.version + 1;
    switch (event.type) {
      case TaxReturnEvents.created: {
        const d = event.data;
        return {
          ...state, version, id: d.id, clientId: d.clientId, returnType: d.type, period: d.period, status: 'DRAFT', revision: d.revision,
          form: d.form, totalDue: d.totalDue, preparerIds: addPreparer([], d.by), lastChange: { by: d.by, at: d.at, form: d.form, version },
        };
      }
      case TaxReturnEvents.formChanged:
        return {
          ...state, version, form: event.data.form, totalDue: event.data.totalDue, preparerIds: addPreparer(state.preparerIds, event.data.by),
          lastChange: { by: event.data.by, at: event.data.at, form: event.data.form, version },
        };
      case TaxReturnEvents.submittedForReview:
        return { ...state, version, status: TAX_RETURN_TRANSITIONS['submit-for-review'].to, preparerIds: addPreparer(state.preparerIds, event.data.by) };
      case TaxReturnEvents.returned:
        return { ...state, version, status: TAX_RETURN_TRANSITIONS.return.to };
      case TaxReturnEvents.approved:
        return { ...state, version, status: TAX_RETURN_TRANSITIONS.approve.to };
      case TaxReturnEvents.clientApproved:
        return { ...state, version, status: TAX_RETURN_TRANSITIONS['client-approve'].to };
      case TaxReturnEvents.filed:
        return { ...state, version, status: TAX_RETURN_TRANSITIONS.file.to };
      case TaxReturnEvents.paid: {
        const paidTotal = state.paidTotal + event.data.payment.amount;
        return {
          ...state, version, paidTotal, paidRevisions: [...state.paidRevisions, event.data.payment.revision],
          cardReferences: event.data.payment.method === 'card' && event.data.payment.reference
            ? [...state.cardReferences, event.data.payment.reference] : state.cardReferences,
          balanceRevisions: event.data.payment.method === 'balance' ? [...state.balanceRevisions, event.data.payment.revision] : state.balanceRevisions,
          status: event.data.fullyPaid ? TAX_RETURN_TRANSITIONS.pay.to : state.status,
        };
      }
      case TaxReturnEvents.amended:
        return {
          ...state, version, status: TAX_RETURN_TRANSITIONS.amend.to, revision: event.data.revision, form: event.data.form,
          totalDue: event.data.totalDue, preparerIds: addPreparer([], event.data.by),
          lastChange: { by: event.data.by, at: event.data.at, form: event.data.form, version },
        };
      case TaxReturnEvents.cancelled:
        return { ...state, version, status: TAX_RETURN_TRANSITIONS.cancel.to };
      case TaxReturnEvents.attachmentAdded:
        return { ...state, version, attachments: [...state.attachments, { id: event.data.attachment.id, fileName: event.data.attachment.fileName }] };
      case TaxReturnEvents.attachmentRemoved:
        return { ...state, version, attachments: state.attachments.filter((a) => a.id !== event.data.attachmentId) };
    }
  },
};
