import { Injectable } from '@nestjs/common';
import {
  ClientEvents, TaxReturnEvents, periodMonths, type Client, type ClientEvent, type ReportClientRow, type ReportReturnRow,
  type StoredOf, type TaxReturnEvent,
} from '@cis/contracts';
import { ProjectionProvider } from '../platform/discovery';
import type { Projection, ReadModelWriter } from '../platform/event-store/event-store.port';

/**
 * The read models kept for reporting (issue 14): one small row per return and one per client, the dimensions and
 * figures the reports group and sum, and nothing else (no forms, no lines), so a report reads few bytes per return.
 * Built from the tax-return and client events alone; rebuildable from the log (`npm run rebuild-projections`).
 */
export const REPORT_COLLECTIONS = {
  /** One row per return (owner: its client). */
  returns: 'report-returns',
  /** One row per client: name, TIN, category, province, preparer, status. */
  clients: 'report-clients',
} as const;

type ReportEvent = TaxReturnEvent | ClientEvent;

@ProjectionProvider()
@Injectable()
export class ReportsProjection implements Projection<ReportEvent> {
  readonly name = 'reports';
  readonly handles = [...Object.values(TaxReturnEvents), ClientEvents.registered, ClientEvents.updated];

  async apply(event: StoredOf<ReportEvent>, rm: ReadModelWriter): Promise<void> {
    switch (event.type) {
      case ClientEvents.registered:
        await rm.put(REPORT_COLLECTIONS.clients, event.data.client.id, clientRow(event.data.client));
        return;
      case ClientEvents.updated: {
        const row = await rm.get<ReportClientRow>(REPORT_COLLECTIONS.clients, event.data.clientId);
        if (row) await rm.put(REPORT_COLLECTIONS.clients, row.id, nextClientRow(row, event.data.changes));
        return;
      }
      case ClientEvents.documentAdded:
      case ClientEvents.documentRetired:
        return;
      default: {
        const previous = await rm.get<ReportReturnRow>(REPORT_COLLECTIONS.returns, event.data.id);
        const next = nextReturnRow(previous, event);
        if (next) await rm.put(REPORT_COLLECTIONS.returns, next.id, next, { owner: next.clientId });
      }
    }
  }
}

export function clientRow(client: Client): ReportClientRow {
  return {
    id: client.id, nameEn: client.nameEn, nameKh: client.nameKh, tin: client.tin, category: client.category,
    provinceCode: client.address.provinceCode, preparerId: client.preparerId, status: client.status,
  };
}

export function nextClientRow(row: ReportClientRow, changes: Partial<Client>): ReportClientRow {
  return {
    ...row,
    ...(changes.nameEn !== undefined ? { nameEn: changes.nameEn } : {}),
    ...(changes.nameKh !== undefined ? { nameKh: changes.nameKh } : {}),
    ...(changes.tin !== undefined ? { tin: changes.tin } : {}),
    ...(changes.category !== undefined ? { category: changes.category } : {}),
    ...(changes.address !== undefined ? { provinceCode: changes.address.provinceCode } : {}),
    ...(changes.preparerId !== undefined ? { preparerId: changes.preparerId } : {}),
    ...(changes.status !== undefined ? { status: changes.status } : {}),
  };
}

/** A return's reporting row after one of its events (pure; the unit tests drive it). */
export function nextReturnRow(previous: ReportReturnRow | undefined, event: StoredOf<TaxReturnEvent>): ReportReturnRow | undefined {
  const by = event.data.by;
  if (event.type === TaxReturnEvents.created) {
    const d = event.data;
    return {
      id: d.id, clientId: d.clientId, type: d.type, period: d.period, ...periodMonths(d.period), status: 'DRAFT',
      totalDue: d.totalDue, paidTotal: previous?.paidTotal ?? 0, dueDate: d.dueDate, preparerId: by, filedAt: null,
      payments: previous?.payments ?? [],
    };
  }
  if (!previous) return undefined;
  switch (event.type) {
    case TaxReturnEvents.formChanged:
      return { ...previous, totalDue: event.data.totalDue, dueDate: event.data.dueDate, preparerId: previous.preparerId ?? by };
    case TaxReturnEvents.submittedForReview:
      return { ...previous, status: 'IN_REVIEW' };
    case TaxReturnEvents.returned:
      return { ...previous, status: 'DRAFT' };
    case TaxReturnEvents.approved:
      return { ...previous, status: 'AWAITING_CLIENT' };
    case TaxReturnEvents.clientApproved:
      return { ...previous, status: 'APPROVED' };
    case TaxReturnEvents.filed:
      return { ...previous, status: 'FILED', filedAt: event.data.filedAt };
    case TaxReturnEvents.paid: {
      // The tax and the penalty parts apart (a payment recorded before penalties were collected has none).
      const { method, amount, penalty, paidOn } = event.data.payment;
      return {
        ...previous, status: event.data.fullyPaid ? 'PAID' : previous.status, paidTotal: previous.paidTotal + amount,
        payments: [...previous.payments, { method, amount, ...(penalty ? { penalty } : {}), paidOn }],
      };
    }
    case TaxReturnEvents.amended:
      return {
        ...previous, status: 'DRAFT', totalDue: event.data.totalDue, dueDate: event.data.dueDate, filedAt: null,
        preparerId: by ?? previous.preparerId,
      };
    case TaxReturnEvents.cancelled:
      return { ...previous, status: 'CANCELLED' };
  }
  return previous;
}
