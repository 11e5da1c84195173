import { Conflict, Forbidden, NotFound, TaxReturnEvents, type TaxReturnEvent, type TaxReturnPayment } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { TaxReturnDecider, type TaxReturnCommand } from './tax-returns.decider';

const id = 'r-1';
const PREPARER = 'preparer';
const REVIEWER = 'reviewer';
const CUSTOMER = 'customer';
const at = '2026-11-02T03:00:00.000Z';
const who = (by: string) => ({ by, at, clientUserIds: [CUSTOMER] });
const ref = (by: string) => ({ id, clientId: 'c-1', type: 'monthly' as const, period: '2026-10', at, by, clientUserIds: [CUSTOMER] });
const computation = { lines: [], totalDue: 1_000_000, dueDate: '2026-11-25' };
const form = { turnover: 100_000_000 };

const created: TaxReturnEvent = {
  type: TaxReturnEvents.created,
  data: { ...ref(PREPARER), activity: null, form, ...computation, revision: 1 },
};
const submitted: TaxReturnEvent = { type: TaxReturnEvents.submittedForReview, data: ref(PREPARER) };
const returned: TaxReturnEvent = { type: TaxReturnEvents.returned, data: { ...ref(REVIEWER), comments: 'Fix VAT', preparerIds: [PREPARER] } };
const approved: TaxReturnEvent = { type: TaxReturnEvents.approved, data: ref(REVIEWER) };
const clientApproved: TaxReturnEvent = { type: TaxReturnEvents.clientApproved, data: { ...ref(CUSTOMER), recordedByStaff: false, note: null } };
const filed: TaxReturnEvent = { type: TaxReturnEvents.filed, data: { ...ref(PREPARER), reference: 'GDT-1', filedAt: '2026-11-20' } };
const payment = (revision = 1, amount = 1_000_000): TaxReturnPayment => ({
  method: 'balance', amount, revision, customerP24Id: 'P24-1', bankCode: null, reference: null, paidOn: '2026-11-21', recordedBy: CUSTOMER,
});
const paid: TaxReturnEvent = { type: TaxReturnEvents.paid, data: { ...ref(CUSTOMER), payment: payment(), fullyPaid: true } };
const cancelled: TaxReturnEvent = { type: TaxReturnEvents.cancelled, data: { ...ref(PREPARER), reason: null } };

const inReview = [created, submitted];
const awaitingClient = [...inReview, approved];
const approvedByClient = [...awaitingClient, clientApproved];
const isFiled = [...approvedByClient, filed];
const isPaid = [...isFiled, paid];

const create: TaxReturnCommand = {
  type: 'create', id, clientId: 'c-1', returnType: 'monthly', period: '2026-10', activity: null, form, computation, ...who(PREPARER),
};

describe('TaxReturnDecider', () => {
  describe('create', () => {
    it('opens a DRAFT at revision 1', () => {
      given(TaxReturnDecider).when(create).then([created]);
    });
    it('refuses a second return for the client, type and period with 409 naming the first', () => {
      const error = given(TaxReturnDecider, [created]).when(create).thenRefused(Conflict, 'taxReturnExists') as Conflict;
      expect(error.details).toEqual({ id, status: 'DRAFT' });
    });
    it('takes a cancelled return\'s place as its next revision', () => {
      given(TaxReturnDecider, [created, cancelled]).when(create).then([{ ...created, data: { ...created.data, revision: 2 } }]);
    });
  });

  describe('update (PATCH)', () => {
    const update = (expectedVersion: number, next = { turnover: 5 }): TaxReturnCommand =>
      ({ type: 'update', expectedVersion, form: next, computation, ...who(PREPARER) });
    it('changes the form of a DRAFT read at its version', () => {
      given(TaxReturnDecider, [created]).when(update(1)).then([
        { type: TaxReturnEvents.formChanged, data: { ...ref(PREPARER), form: { turnover: 5 }, ...computation } },
      ]);
    });
    it('refuses a stale version with 409 carrying the other change', () => {
      const changed: TaxReturnEvent = { type: TaxReturnEvents.formChanged, data: { ...ref('someone-else'), form: { turnover: 7 }, ...computation } };
      const error = given(TaxReturnDecider, [created, changed]).when(update(1)).thenRefused(Conflict, 'taxReturnStale') as Conflict;
      expect(error.details).toMatchObject({ version: 2, changedBy: 'someone-else', form: { turnover: 7 } });
    });
    it('decides nothing for the same form', () => {
      given(TaxReturnDecider, [created]).when(update(1, form)).thenNothing();
    });
    it('refuses a form once it left DRAFT (409 naming the status)', () => {
      const error = given(TaxReturnDecider, isFiled).when(update(5)).thenRefused(Conflict, 'taxReturnWrongStatus');
      expect(error.params).toMatchObject({ status: 'FILED' });
    });
    it('answers 404 for a return that does not exist', () => {
      given(TaxReturnDecider).when(update(0)).thenRefused(NotFound);
    });
  });

  describe('transitions', () => {
    it('submit-for-review: DRAFT -> IN_REVIEW', () => {
      given(TaxReturnDecider, [created]).when({ type: 'submit-for-review', ...who(PREPARER) }).then([submitted]);
      given(TaxReturnDecider, awaitingClient).when({ type: 'submit-for-review', ...who(PREPARER) }).thenRefused(Conflict, 'taxReturnWrongStatus');
    });
    it('return: IN_REVIEW -> DRAFT with the comments', () => {
      given(TaxReturnDecider, inReview).when({ type: 'return', comments: 'Fix VAT', ...who(REVIEWER) }).then([returned]);
      expect(given(TaxReturnDecider, [...inReview, returned]).state.status).toBe('DRAFT');
      given(TaxReturnDecider, [created]).when({ type: 'return', comments: 'x', ...who(REVIEWER) }).thenRefused(Conflict, 'taxReturnWrongStatus');
    });
    it('approve: IN_REVIEW -> AWAITING_CLIENT by a second person', () => {
      given(TaxReturnDecider, inReview).when({ type: 'approve', ...who(REVIEWER) }).then([approved]);
    });
    it('approve: the preparer cannot approve their own return (403)', () => {
      given(TaxReturnDecider, inReview).when({ type: 'approve', ...who(PREPARER) }).thenRefused(Forbidden, 'taxReturnOwnApproval');
    });
    it('approve: whoever edited the form is a preparer too', () => {
      const edited: TaxReturnEvent = { type: TaxReturnEvents.formChanged, data: { ...ref(REVIEWER), form: { turnover: 1 }, ...computation } };
      given(TaxReturnDecider, [created, edited, submitted]).when({ type: 'approve', ...who(REVIEWER) }).thenRefused(Forbidden);
    });
    it('approve: from DRAFT is refused naming the status', () => {
      const error = given(TaxReturnDecider, [created]).when({ type: 'approve', ...who(REVIEWER) }).thenRefused(Conflict);
      expect(error.params).toMatchObject({ status: 'DRAFT', action: 'approve' });
    });
    it('client-approve: AWAITING_CLIENT -> APPROVED', () => {
      given(TaxReturnDecider, awaitingClient).when({ type: 'client-approve', recordedByStaff: false, note: null, ...who(CUSTOMER) }).then([clientApproved]);
      given(TaxReturnDecider, inReview).when({ type: 'client-approve', recordedByStaff: false, note: null, ...who(CUSTOMER) }).thenRefused(Conflict);
    });
    it('file: APPROVED -> FILED with the reference', () => {
      given(TaxReturnDecider, approvedByClient).when({ type: 'file', reference: 'GDT-1', filedAt: '2026-11-20', ...who(PREPARER) }).then([filed]);
      given(TaxReturnDecider, awaitingClient).when({ type: 'file', reference: 'GDT-1', filedAt: '2026-11-20', ...who(PREPARER) }).thenRefused(Conflict);
    });
    it('pay: FILED -> PAID', () => {
      given(TaxReturnDecider, isFiled).when({ type: 'pay', payment: payment(), ...who(CUSTOMER) }).then([paid]);
      expect(given(TaxReturnDecider, isPaid).state).toMatchObject({ status: 'PAID', paidTotal: 1_000_000 });
    });
    it('pay: the same revision paid again decides nothing (one payment per revision)', () => {
      given(TaxReturnDecider, isPaid).when({ type: 'pay', payment: payment(), ...who(CUSTOMER) }).thenNothing();
    });
    it('pay: a debit for a revision another payment paid first is refused (its debit goes back to the balance)', () => {
      const bankPaid: TaxReturnEvent = { type: TaxReturnEvents.paid, data: { ...ref(PREPARER), payment: { ...payment(), method: 'bank', bankCode: 'B', reference: 'R' }, fullyPaid: true } };
      given(TaxReturnDecider, [...isFiled, bankPaid]).when({ type: 'pay', payment: payment(), ...who(CUSTOMER) }).thenRefused(Conflict, 'taxReturnRevisionPaid');
    });
    it('pay: before filing is refused naming the status', () => {
      const error = given(TaxReturnDecider, approvedByClient).when({ type: 'pay', payment: payment(), ...who(CUSTOMER) }).thenRefused(Conflict);
      expect(error.params).toMatchObject({ status: 'APPROVED' });
    });
    it('pay: a payment of a revision the return does not have is refused', () => {
      given(TaxReturnDecider, isFiled).when({ type: 'pay', payment: payment(2), ...who(CUSTOMER) }).thenRefused(Conflict, 'taxReturnUnknownRevision');
    });
    it('amend: FILED or PAID -> a DRAFT of the next revision with the difference', () => {
      const difference = { difference: 200_000, toPay: 200_000, toRefund: 0 };
      const amend: TaxReturnCommand = { type: 'amend', form: { turnover: 120_000_000 }, computation: { ...computation, totalDue: 1_200_000 }, difference, ...who(PREPARER) };
      given(TaxReturnDecider, isPaid).when(amend).then([{
        type: TaxReturnEvents.amended,
        data: { ...ref(PREPARER), revision: 2, form: { turnover: 120_000_000 }, ...computation, totalDue: 1_200_000, difference },
      }]);
      given(TaxReturnDecider, isFiled).when(amend).then([expect.objectContaining({ type: TaxReturnEvents.amended })]);
      given(TaxReturnDecider, inReview).when(amend).thenRefused(Conflict, 'taxReturnWrongStatus');
    });
    it('amend: the new revision asks only for what was not paid', () => {
      const amended: TaxReturnEvent = {
        type: TaxReturnEvents.amended,
        data: { ...ref(PREPARER), revision: 2, form, ...computation, totalDue: 1_200_000, difference: { difference: 200_000, toPay: 200_000, toRefund: 0 } },
      };
      const state = given(TaxReturnDecider, [...isPaid, amended]).state;
      expect(state).toMatchObject({ status: 'DRAFT', revision: 2, paidTotal: 1_000_000, totalDue: 1_200_000, preparerIds: [PREPARER] });
    });
    it('cancel: DRAFT or IN_REVIEW only', () => {
      given(TaxReturnDecider, [created]).when({ type: 'cancel', reason: null, ...who(PREPARER) }).then([cancelled]);
      given(TaxReturnDecider, inReview).when({ type: 'cancel', reason: null, ...who(PREPARER) }).then([cancelled]);
      given(TaxReturnDecider, awaitingClient).when({ type: 'cancel', reason: null, ...who(PREPARER) }).thenRefused(Conflict, 'taxReturnWrongStatus');
      given(TaxReturnDecider, isFiled).when({ type: 'cancel', reason: null, ...who(PREPARER) }).thenRefused(Conflict, 'taxReturnWrongStatus');
    });
    it('every action on a return that does not exist is 404', () => {
      given(TaxReturnDecider).when({ type: 'submit-for-review', ...who(PREPARER) }).thenRefused(NotFound);
    });
  });

  describe('attach and detach (attachments)', () => {
    const attachment = {
      id: 'a-1', kind: 'working-paper' as const, fileName: 'ledger.pdf', contentType: 'application/pdf' as const, size: 10, sha256: 'ab',
      revision: 0, uploadedAt: at, uploadedBy: PREPARER,
    };
    const attach: TaxReturnCommand = { type: 'attach', attachment, ...who(PREPARER) };
    const added: TaxReturnEvent = { type: TaxReturnEvents.attachmentAdded, data: { ...ref(PREPARER), attachment: { ...attachment, revision: 1 } } };
    const detach: TaxReturnCommand = { type: 'detach', attachmentId: 'a-1', ...who(PREPARER) };
    it('adds a file to the current revision, in any status but CANCELLED, once per id', () => {
      given(TaxReturnDecider, [created]).when(attach).then([added]);
      given(TaxReturnDecider, isFiled).when(attach).then([{ ...added, data: { ...added.data, attachment: { ...attachment, revision: 1 } } }]);
      given(TaxReturnDecider, [created, added]).when(attach).thenNothing();
      given(TaxReturnDecider, [created, cancelled]).when(attach).thenRefused(Conflict, 'taxReturnWrongStatus');
    });
    it('refuses more than the limit of attachments', () => {
      const many = Array.from({ length: 20 }, (_, i): TaxReturnEvent => ({
        type: TaxReturnEvents.attachmentAdded, data: { ...ref(PREPARER), attachment: { ...attachment, id: `a-${i + 10}` } },
      }));
      given(TaxReturnDecider, [created, ...many]).when(attach).thenRefused(Conflict, 'tooManyAttachments');
    });
    it('removes one while a DRAFT; after it, 409 naming the status; an unknown one 404', () => {
      given(TaxReturnDecider, [created, added]).when(detach).then([
        { type: TaxReturnEvents.attachmentRemoved, data: { ...ref(PREPARER), attachmentId: 'a-1', fileName: 'ledger.pdf' } },
      ]);
      given(TaxReturnDecider, [created, added, submitted]).when(detach).thenRefused(Conflict, 'taxReturnWrongStatus');
      given(TaxReturnDecider, [created]).when(detach).thenRefused(NotFound);
    });
  });

  describe('pay an overdue return (tax plus penalty and interest)', () => {
    const late = (amount = 1_000_000, penalty = 130_000): TaxReturnPayment => ({ ...payment(1, amount), paidOn: '2027-01-20', penalty });
    it('records the tax and the penalty parts apart; the tax pays the return', () => {
      given(TaxReturnDecider, isFiled).when({ type: 'pay', payment: late(), ...who(CUSTOMER) }).then([
        { type: TaxReturnEvents.paid, data: { ...ref(CUSTOMER), payment: late(), fullyPaid: true } },
      ]);
    });
    it('the penalty counts neither as tax paid nor against an amendment', () => {
      const paidLate: TaxReturnEvent = { type: TaxReturnEvents.paid, data: { ...ref(CUSTOMER), payment: late(), fullyPaid: true } };
      expect(given(TaxReturnDecider, [...isFiled, paidLate]).state).toMatchObject({ status: 'PAID', paidTotal: 1_000_000 });
    });
    it('a penalty does not make up for tax short of what the revision asks', () => {
      given(TaxReturnDecider, isFiled).when({ type: 'pay', payment: late(900_000, 200_000), ...who(CUSTOMER) }).then([
        { type: TaxReturnEvents.paid, data: { ...ref(CUSTOMER), payment: late(900_000, 200_000), fullyPaid: false } },
      ]);
    });
    it('a payment recorded before penalties were collected (no penalty part) still pays the return', () => {
      expect(given(TaxReturnDecider, isPaid).state).toMatchObject({ status: 'PAID', paidTotal: 1_000_000 });
      given(TaxReturnDecider, isPaid).when({ type: 'pay', payment: late(), ...who(CUSTOMER) }).thenNothing();
    });
  });

  describe('pay by card (the provider\'s approval)', () => {
    const card = (revision = 1): TaxReturnCommand => ({
      type: 'pay', payment: { ...payment(revision), method: 'card', reference: 'T1', recordedBy: null }, by: null, at, clientUserIds: [CUSTOMER],
    });
    it('records the card payment of a filed return; the same approval again records nothing', () => {
      const cardPaid: TaxReturnEvent = {
        type: TaxReturnEvents.paid, data: { ...ref(PREPARER), by: null, payment: { ...payment(), method: 'card', reference: 'T1', recordedBy: null }, fullyPaid: true },
      };
      given(TaxReturnDecider, isFiled).when(card()).then([cardPaid]);
      given(TaxReturnDecider, [...isFiled, cardPaid]).when(card()).thenNothing();
    });
    const amendedTo = (totalDue: number): TaxReturnEvent => ({
      type: TaxReturnEvents.amended,
      data: { ...ref(PREPARER), revision: 2, form, ...computation, totalDue, difference: { difference: totalDue, toPay: totalDue, toRefund: 0 } },
    });
    it('an approval of a revision amended since is recorded against that revision; the amended DRAFT stays a DRAFT', () => {
      const late: TaxReturnEvent = {
        type: TaxReturnEvents.paid, data: { ...ref(PREPARER), by: null, payment: { ...payment(1), method: 'card', reference: 'T1', recordedBy: null }, fullyPaid: false },
      };
      given(TaxReturnDecider, [...isFiled, amendedTo(1_200_000)]).when(card(1)).then([late]);
      const state = given(TaxReturnDecider, [...isFiled, amendedTo(1_200_000), late]).state;
      expect(state).toMatchObject({ status: 'DRAFT', revision: 2, paidTotal: 1_000_000, paidRevisions: [1] });
      // The same approval again: nothing.
      given(TaxReturnDecider, [...isFiled, amendedTo(1_200_000), late]).when(card(1)).thenNothing();
    });
    it('an approval of a revision paid meanwhile by another payment is refused (the process credits the balance)', () => {
      given(TaxReturnDecider, isPaid).when(card(1)).thenRefused(Conflict, 'taxReturnRevisionPaid');
      given(TaxReturnDecider, [...isPaid, amendedTo(1_200_000)]).when(card(1)).thenRefused(Conflict, 'taxReturnRevisionPaid');
    });
  });
});
