import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  BalanceEvents, Permission, cambodiaDay, hasAny, isBalanceEvent,
  type BalanceMovement, type RefusedCallback, type TopUpTransaction, type TransactionListing,
} from '@cis/contracts';
import type { TransactionQueryDto } from '@cis/contracts/dto';
import type { AuthUser } from '../platform/auth/auth-user';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { balanceStream } from '../balance/balance.decider';
import { REFUSED_CALLBACKS, TOPUPS } from './payments.decider';

export const DEFAULT_PAGE_SIZE = 20;

/**
 * The payments' reads: top-ups from the read model (a read never writes: an approved top-up is credited by the
 * top-up credit process, not by whoever looks at it), and the balance movements from the log.
 */
@Injectable()
export class PaymentsQueries {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** The caller's own top-ups, newest first. */
  async listOwn(user: AuthUser): Promise<TopUpTransaction[]> {
    if (!user.customerP24Id) return [];
    return newestFirst(await this.store.readModels.list<TopUpTransaction>(user.tenant, TOPUPS, { owner: user.customerP24Id }));
  }

  /** One top-up: its owner, or staff who see payment transactions. */
  async getOne(user: AuthUser, tranId: string): Promise<TopUpTransaction> {
    const row = await this.store.readModels.get<TopUpTransaction>(user.tenant, TOPUPS, tranId);
    const staff = hasAny(user, Permission.READ_TAX_PAYMENT, Permission.ALL_FUNCTIONS, Permission.ALL_FUNCTIONS_READ);
    if (!row || (row.customerP24Id !== user.customerP24Id && !staff)) throw new NotFoundException();
    return row;
  }

  /** Staff listing: filters, newest first, then one page; totals over every matching row. */
  async listTransactions(tenant: string, query: TransactionQueryDto): Promise<TransactionListing> {
    const rows = await this.matching(tenant, query);
    const succeeded = rows.filter((r) => r.status === 'success');
    const size = query.size ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    return {
      items: rows.slice((page - 1) * size, page * size),
      total: rows.length,
      page,
      size,
      totals: {
        count: rows.length,
        amount: sum(rows),
        successAmount: sum(succeeded),
        // A card payment of a tax return pays the return, not a balance: it is no top-up.
        topUpAmount: sum(succeeded.filter((r) => r.purpose === undefined)),
        taxReturnAmount: sum(succeeded.filter((r) => r.purpose?.kind === 'tax-return')),
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
      // A payment of a tax return is also found by the client it paid for and the return's period.
      const searched = [r.customerP24Id, r.customerName, r.email, r.tranId, ...(r.purpose ? [r.purpose.clientName, r.purpose.period] : [])];
      if (needle && !searched.some((v) => v.toLowerCase().includes(needle))) return false;
      return true;
    });
    return history ? latestCompletionFirst(matched) : newestFirst(matched);
  }

  /** Refused callbacks, newest first (staff). */
  async refusedCallbacks(tenant: string): Promise<RefusedCallback[]> {
    return (await this.store.readModels.list<RefusedCallback>(tenant, REFUSED_CALLBACKS)).reverse();
  }

  /** The caller's balance movements, newest first, read from the balance stream of the event log. */
  async balanceHistory(user: AuthUser): Promise<BalanceMovement[]> {
    if (!user.customerP24Id) return [];
    const events = await this.store.readStream(balanceStream(user.customerP24Id));
    return events
      .filter(isBalanceEvent)
      .filter((e) => e.tenant === user.tenant)
      .map((e): BalanceMovement => ({
        position: e.position, at: e.at, amount: e.data.amount, reason: e.data.reason, balance: e.data.balance,
        kind: e.type === BalanceEvents.customerBalanceChanged ? 'customerBalance' : 'couponBalance',
        ...(e.data.purpose ? { purpose: e.data.purpose } : {}),
      }))
      .reverse();
  }
}

const sum = (rows: TopUpTransaction[]) => rows.reduce((total, r) => total + r.amount, 0);

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
