import { Injectable } from '@nestjs/common';
import { TaxReturnEvents, amendmentDifference, type StoredOf, type TaxReturnEvent, type TaxReturnRevision, type TaxReturnView } from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';

/** A return as the read model keeps it: the view less what is derived at read time (overdue, penalty, actions). */
export type TaxReturnDoc = Omit<TaxReturnView, 'overdue' | 'penalty' | 'paymentDue' | 'actions' | 'amountToPay' | 'clientName' | 'clientNameKh'>;
/**
 * The open returns' index entry (not paid, not cancelled): what the work queue and the overdue list scan, kept small
 * (they parse every entry); the page's returns are then read whole.
 */
export type OpenTaxReturnDoc = Pick<TaxReturnDoc, 'id' | 'clientId' | 'type' | 'period' | 'status' | 'dueDate' | 'preparerIds'> & {
  /** Came back from review (reviewComments set). */
  returned: boolean;
  /** The dashboard's amounts (entries written before they were kept lack them: the summary reads the return). */
  totalDue?: number;
  paidTotal?: number;
};

export const TAX_RETURN_COLLECTIONS = {
  /** One document per return, owner = its client: a client's returns are one indexed read. */
  returns: 'tax-returns',
  /** Returns not yet paid nor cancelled: overdue and work-queue reads scan only these. */
  open: 'tax-returns-open',
} as const;

const CLOSED: TaxReturnDoc['status'][] = ['PAID', 'CANCELLED'];

export function openEntryOf(doc: TaxReturnDoc): OpenTaxReturnDoc {
  const { id, clientId, type, period, status, dueDate, preparerIds } = doc;
  return {
    id, clientId, type, period, status, dueDate, preparerIds, returned: doc.reviewComments !== null, totalDue: doc.totalDue, paidTotal: doc.paidTotal,
  };
}

@ProjectionProvider()
@Injectable()
export class TaxReturnsProjection implements Projection<TaxReturnEvent> {
  readonly name = 'tax-returns';
  readonly handles = Object.values(TaxReturnEvents);

  async apply(event: StoredOf<TaxReturnEvent>, rm: ReadModelWriter): Promise<void> {
    const { returns } = TAX_RETURN_COLLECTIONS;
    const touch = { version: event.version, updatedAt: event.at, updatedBy: event.data.by };
    if (event.type === TaxReturnEvents.created) {
      const d = event.data;
      const previous = await rm.get<TaxReturnDoc>(returns, d.id);
      await this.save(rm, {
        id: d.id, clientId: d.clientId, type: d.type, period: d.period, activity: d.activity, status: 'DRAFT', revision: d.revision,
        form: d.form, lines: d.lines, totalDue: d.totalDue, dueDate: d.dueDate, paidTotal: 0, amendment: null,
        previousRevisions: previous?.previousRevisions ?? [], preparerIds: d.by ? [d.by] : [], reviewerId: null, reviewComments: null,
        clientApproval: null, filing: null, payments: [], attachments: previous?.attachments ?? [], createdAt: event.at, createdBy: d.by ?? '', ...touch,
      });
      return;
    }
    const doc = await rm.get<TaxReturnDoc>(returns, event.data.id);
    if (!doc) return;
    const by = event.data.by;
    const withPreparer = (ids: string[]) => (by && !ids.includes(by) ? [...ids, by] : ids);
    switch (event.type) {
      case TaxReturnEvents.formChanged:
        await this.save(rm, {
          ...doc, ...touch, form: event.data.form, lines: event.data.lines, totalDue: event.data.totalDue, dueDate: event.data.dueDate,
          preparerIds: withPreparer(doc.preparerIds),
        });
        return;
      case TaxReturnEvents.submittedForReview:
        await this.save(rm, { ...doc, ...touch, status: 'IN_REVIEW', preparerIds: withPreparer(doc.preparerIds) });
        return;
      case TaxReturnEvents.returned:
        await this.save(rm, { ...doc, ...touch, status: 'DRAFT', reviewerId: by, reviewComments: event.data.comments });
        return;
      case TaxReturnEvents.approved:
        await this.save(rm, { ...doc, ...touch, status: 'AWAITING_CLIENT', reviewerId: by });
        return;
      case TaxReturnEvents.clientApproved:
        await this.save(rm, {
          ...doc, ...touch, status: 'APPROVED',
          clientApproval: { by: by ?? '', recordedByStaff: event.data.recordedByStaff, note: event.data.note, at: event.data.at },
        });
        return;
      case TaxReturnEvents.filed:
        await this.save(rm, { ...doc, ...touch, status: 'FILED', filing: { reference: event.data.reference, filedAt: event.data.filedAt, by: by ?? '' } });
        return;
      case TaxReturnEvents.paid: {
        const { payment, fullyPaid } = event.data;
        const paidTotal = doc.paidTotal + payment.amount;
        // A payment of a revision amended since: that revision shows paid, and the amendment's difference is
        // computed again from what is now paid.
        const late = payment.revision < doc.revision;
        await this.save(rm, {
          ...doc, ...touch, status: fullyPaid ? 'PAID' : doc.status, paidTotal, payments: [...doc.payments, payment],
          ...(late ? {
            amendment: amendmentDifference(doc.totalDue, paidTotal),
            previousRevisions: doc.previousRevisions.map((r): TaxReturnRevision => (r.revision === payment.revision ? { ...r, status: 'PAID' } : r)),
          } : {}),
        });
        return;
      }
      case TaxReturnEvents.amended:
        await this.save(rm, {
          ...doc, ...touch, status: 'DRAFT', revision: event.data.revision, form: event.data.form, lines: event.data.lines,
          totalDue: event.data.totalDue, dueDate: event.data.dueDate, amendment: event.data.difference,
          previousRevisions: [...doc.previousRevisions, {
            revision: doc.revision, form: doc.form, lines: doc.lines, totalDue: doc.totalDue, status: doc.status,
            reference: doc.filing?.reference ?? null, filedAt: doc.filing?.filedAt ?? null,
          }],
          preparerIds: by ? [by] : [], reviewerId: null, reviewComments: null, clientApproval: null, filing: null,
        });
        return;
      case TaxReturnEvents.cancelled:
        await this.save(rm, { ...doc, ...touch, status: 'CANCELLED' });
        return;
      case TaxReturnEvents.attachmentAdded:
        await this.save(rm, { ...doc, ...touch, attachments: [...(doc.attachments ?? []), event.data.attachment] });
        return;
      case TaxReturnEvents.attachmentRemoved:
        await this.save(rm, { ...doc, ...touch, attachments: (doc.attachments ?? []).filter((a) => a.id !== event.data.attachmentId) });
        return;
    }
  }

  private async save(rm: ReadModelWriter, doc: TaxReturnDoc): Promise<void> {
    await rm.put(TAX_RETURN_COLLECTIONS.returns, doc.id, doc, { owner: doc.clientId });
    if (CLOSED.includes(doc.status)) await rm.delete(TAX_RETURN_COLLECTIONS.open, doc.id);
    else await rm.put(TAX_RETURN_COLLECTIONS.open, doc.id, openEntryOf(doc), { owner: doc.clientId });
  }
}
