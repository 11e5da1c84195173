import { TaxReturnEvents, type ReportClientRow, type ReportReturnRow, type StoredOf, type TaxReturnEvent } from '@cis/contracts';
import { ReportIndex, computeReport, expectedPeriods, reportFromIndex, type ReportInput } from './reports.compute';
import { nextClientRow, nextReturnRow } from './reports.projection';

const ref = { id: 'r1', clientId: 'c1', type: 'monthly' as const, period: '2025-03', at: '2025-04-01T00:00:00.000Z', by: 'preparer-1', clientUserIds: [] };
const computation = { lines: [], totalDue: 1_000_000, dueDate: '2025-04-25' };
let version = 0;
const stored = (type: TaxReturnEvent['type'], data: object): StoredOf<TaxReturnEvent> =>
  ({ type, data: { ...ref, ...data }, version: ++version, position: version, at: ref.at, tenant: 'cis', stream: 'tax-return-r1', userId: null } as unknown as StoredOf<TaxReturnEvent>);

/** Folds events into the reporting row, as the projection does. */
function fold(events: StoredOf<TaxReturnEvent>[]): ReportReturnRow | undefined {
  return events.reduce<ReportReturnRow | undefined>((row, event) => nextReturnRow(row, event), undefined);
}

const created = stored(TaxReturnEvents.created, { ...computation, activity: null, form: {}, revision: 1 });
const through = (status: 'FILED' | 'PAID', method: 'bank' | 'card' | 'balance' = 'bank', amount = 1_000_000) => [
  created,
  stored(TaxReturnEvents.submittedForReview, {}),
  stored(TaxReturnEvents.approved, { by: 'reviewer' }),
  stored(TaxReturnEvents.clientApproved, { recordedByStaff: true, note: null }),
  stored(TaxReturnEvents.filed, { reference: 'GDT-1', filedAt: '2025-04-20' }),
  ...(status === 'PAID' ? [stored(TaxReturnEvents.paid, {
    payment: { method, amount, revision: 1, customerP24Id: null, bankCode: null, reference: null, paidOn: '2025-04-21', recordedBy: null }, fullyPaid: amount >= 1_000_000,
  })] : []),
];

describe('the reporting projection of a return', () => {
  it('keeps the figures and dimensions the reports group by, through every step', () => {
    expect(fold([created])).toEqual({
      id: 'r1', clientId: 'c1', type: 'monthly', period: '2025-03', fromMonth: '2025-03', toMonth: '2025-03', status: 'DRAFT',
      totalDue: 1_000_000, paidTotal: 0, dueDate: '2025-04-25', preparerId: 'preparer-1', filedAt: null, payments: [],
    });
    expect(fold(through('FILED'))).toMatchObject({ status: 'FILED', filedAt: '2025-04-20', preparerId: 'preparer-1' });
    expect(fold(through('PAID', 'card'))).toMatchObject({ status: 'PAID', paidTotal: 1_000_000, payments: [{ method: 'card', amount: 1_000_000, paidOn: '2025-04-21' }] });
  });

  it('keeps a part payment\'s return filed, and an amendment back in draft with the new total', () => {
    expect(fold(through('PAID', 'bank', 400_000))).toMatchObject({ status: 'FILED', paidTotal: 400_000 });
    const amended = fold([...through('PAID'), stored(TaxReturnEvents.amended, { ...computation, totalDue: 1_500_000, revision: 2, form: {}, difference: {} })]);
    expect(amended).toMatchObject({ status: 'DRAFT', totalDue: 1_500_000, paidTotal: 1_000_000, filedAt: null });
  });

  it('spans a year\'s months for a yearly period and ignores events of a return it never saw created', () => {
    const patent = nextReturnRow(undefined, stored(TaxReturnEvents.created, { ...computation, type: 'patent', period: '2026', activity: 'Shop', form: {}, revision: 1 }));
    expect(patent).toMatchObject({ fromMonth: '2026-01', toMonth: '2026-12' });
    expect(nextReturnRow(undefined, stored(TaxReturnEvents.filed, { reference: 'x', filedAt: '2025-01-01' }))).toBeUndefined();
  });

  it('follows a client\'s category, province and preparer', () => {
    const client: ReportClientRow = { id: 'c1', nameEn: 'A', nameKh: 'ក', tin: 'K1', category: 'small', provinceCode: '12', preparerId: 'p1', status: 'active' };
    expect(nextClientRow(client, { category: 'large', address: { provinceCode: '17', districtCode: null, communeCode: null, villageCode: null, street: '' } }))
      .toEqual({ ...client, category: 'large', provinceCode: '17' });
  });
});

describe('the reports computed from the reporting rows', () => {
  const clients = new Map<string, ReportClientRow>([
    ['c1', { id: 'c1', nameEn: 'Angkor', nameKh: 'អង្គរ', tin: 'K1', category: 'small', provinceCode: '12', preparerId: 'p1', status: 'active' }],
    ['c2', { id: 'c2', nameEn: 'Mekong', nameKh: 'មេគង្គ', tin: 'K2', category: 'large', provinceCode: '17', preparerId: 'p2', status: 'active' }],
  ]);
  const row = (over: Partial<ReportReturnRow>): ReportReturnRow => ({
    id: 'x', clientId: 'c1', type: 'monthly', period: '2025-03', fromMonth: '2025-03', toMonth: '2025-03', status: 'FILED', totalDue: 1_000_000,
    paidTotal: 0, dueDate: '2025-04-25', preparerId: 'p1', filedAt: '2025-04-20', payments: [], ...over,
  });
  const input = (returns: ReportReturnRow[], filters: Partial<ReportInput['filters']> = {}): ReportInput => ({
    returns, clients, filters: { from: '2025-01', to: '2025-12', ...filters }, today: '2025-07-01', names: new Map([['p1', 'Sokha'], ['p2', 'Dara']]),
    penalty: (unpaid) => ({ monthsLate: 2, lines: [], total: unpaid / 10 }),
  });
  const returns = [
    row({ id: 'a' }),
    row({ id: 'b', clientId: 'c2', status: 'PAID', paidTotal: 1_000_000, preparerId: 'p2', payments: [{ method: 'card', amount: 1_000_000, paidOn: '2025-04-22' }] }),
    row({ id: 'c', period: '2025-04', fromMonth: '2025-04', toMonth: '2025-04', status: 'DRAFT', filedAt: null, dueDate: '2025-05-25', totalDue: 300_000 }),
    row({ id: 'd', period: '2024-12', fromMonth: '2024-12', toMonth: '2024-12' }),
  ];

  it('counts filings in the range only, by period, type and status', () => {
    const body = computeReport('filings', input(returns));
    expect(body.totals.count).toBe(3);
    expect(body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ period: '2025-03', status: 'FILED', count: 1 })]));
    expect(computeReport('filings', input(returns, { category: 'large' })).totals.count).toBe(1);
    expect(computeReport('filings', input(returns, { province: '12' })).totals.count).toBe(2);
    expect(computeReport('filings', input(returns, { preparer: 'p2' })).totals.count).toBe(1);
  });

  it('sums assessed (filed or paid), paid, outstanding and what is still in preparation', () => {
    // Payments recorded before penalties were collected carry no penalty part: 0.
    expect(computeReport('amounts', input(returns)).totals).toEqual({ returns: 3, inPreparation: 300_000, assessed: 2_000_000, paid: 1_000_000, penaltyPaid: 0, outstanding: 1_000_000 });
  });

  it('shows the penalty and interest charged with a late payment apart from the tax', () => {
    const late = [
      row({ id: 'p', status: 'PAID', paidTotal: 1_000_000, payments: [{ method: 'balance', amount: 1_000_000, penalty: 130_000, paidOn: '2025-06-30' }] }),
      row({ id: 'q', clientId: 'c2', status: 'PAID', paidTotal: 1_000_000, payments: [{ method: 'balance', amount: 1_000_000, paidOn: '2025-06-02' }] }),
    ];
    expect(computeReport('amounts', input(late)).rows).toEqual([
      expect.objectContaining({ period: '2025-03', assessed: 2_000_000, paid: 2_000_000, penaltyPaid: 130_000, outstanding: 0 }),
    ]);
    const payments = computeReport('payments', input(late));
    expect(payments.rows).toEqual([{ month: '2025-06', method: 'balance', payments: 2, amount: 2_000_000, penalty: 130_000, total: 2_130_000 }]);
    expect(payments.chart!.series[0]!.values).toEqual([2_130_000, 0, 0]);
  });

  it('lists overdue returns with the penalty estimate, the largest debt first', () => {
    const body = computeReport('overdue', input(returns));
    expect(body.rows.map((r) => r.period)).toEqual(['2025-03', '2025-04']);
    expect(body.rows[0]).toMatchObject({ client: 'Angkor', outstanding: 1_000_000, penalty: 100_000, totalWithPenalty: 1_100_000, daysLate: 67 });
  });

  it('leaves out of the overdue list a return filed with nothing left to pay (an amendment down)', () => {
    const amendedDown = row({ id: 'e', period: '2025-02', fromMonth: '2025-02', toMonth: '2025-02', totalDue: 500_000, paidTotal: 1_000_000 });
    const body = computeReport('overdue', input([...returns, amendedDown]));
    expect(body.rows.map((r) => r.period)).toEqual(['2025-03', '2025-04']);
  });

  it('lists each active client and month with nothing filed', () => {
    const body = computeReport('non-filers', input(returns, { from: '2025-03', to: '2025-04' }));
    expect(body.rows.map((r) => `${r.period} ${r.client} ${r.status}`)).toEqual(['2025-04 Angkor DRAFT', '2025-04 Mekong NONE']);
    expect(expectedPeriods('annual', '2024-06', '2025-02')).toEqual(['2024', '2025']);
  });

  it('sums payments by channel in the month paid, and the workload by preparer', () => {
    expect(computeReport('payments', input(returns)).rows).toEqual([{ month: '2025-04', method: 'card', payments: 1, amount: 1_000_000, penalty: 0, total: 1_000_000 }]);
    const work = computeReport('workload', input(returns)).rows;
    expect(work).toEqual([
      expect.objectContaining({ preparer: 'Sokha', FILED: 1, DRAFT: 1, total: 2, overdue: 2, assessed: 1_000_000 }),
      expect.objectContaining({ preparer: 'Dara', PAID: 1, total: 1, overdue: 0 }),
    ]);
  });
});

describe('the report index kept row by row', () => {
  const client = (id: string, over: Partial<ReportClientRow> = {}): ReportClientRow => ({
    id, nameEn: `Client ${id}`, nameKh: 'ក', tin: `K-${id}`, category: 'small', provinceCode: '12', preparerId: 'p1', status: 'active', ...over,
  });
  const row = (id: string, over: Partial<ReportReturnRow> = {}): ReportReturnRow => ({
    id, clientId: 'c1', type: 'monthly', period: '2025-03', fromMonth: '2025-03', toMonth: '2025-03', status: 'FILED', totalDue: 1_000_000,
    paidTotal: 0, dueDate: '2025-04-25', preparerId: 'p1', filedAt: '2025-04-20', payments: [], ...over,
  });
  const context = (filters: Partial<ReportInput['filters']> = {}) => ({
    filters: { from: '2025-01', to: '2025-12', ...filters }, today: '2025-07-01', names: new Map([['p1', 'Sokha']]),
    penalty: (unpaid: number) => ({ monthsLate: 2, lines: [], total: unpaid / 10 }),
  });

  it('answers after changes exactly what an index built afresh from the same rows answers', () => {
    const index = new ReportIndex([row('a'), row('b', { clientId: 'c2', status: 'DRAFT' }), row('c', { clientId: 'c3' })], [client('c1'), client('c2', { category: 'large' })]);
    index.putReturn(row('b', { clientId: 'c2', status: 'PAID', paidTotal: 1_000_000, payments: [{ method: 'bank', amount: 1_000_000, paidOn: '2025-04-02' }] }));
    // A late payment with its penalty part, then taken back: the cells return to what a fresh index holds.
    index.putReturn(row('c', { clientId: 'c3', status: 'PAID', paidTotal: 1_000_000, payments: [{ method: 'card', amount: 1_000_000, penalty: 115_000, paidOn: '2025-05-02' }] }));
    index.putReturn(row('c', { clientId: 'c3' }));
    index.putClient(client('c1', { category: 'medium', provinceCode: '17' }));
    index.putClient(client('c3', { status: 'suspended' }));
    index.deleteReturn('a');
    index.putReturn(row('a2', { period: '2025-04', fromMonth: '2025-04', toMonth: '2025-04', status: 'IN_REVIEW', dueDate: '2025-05-25' }));
    const fresh = new ReportIndex(index.returns.values(), index.clients.values());
    for (const filters of [{}, { category: 'medium' as const }, { province: '12' }, { preparer: 'p1' }, { type: 'monthly' as const }]) {
      for (const kind of ['filings', 'amounts', 'overdue', 'non-filers', 'payments', 'workload'] as const) {
        expect(reportFromIndex(kind, index, context(filters))).toEqual(reportFromIndex(kind, fresh, context(filters)));
      }
    }
    expect(reportFromIndex('filings', index, context({ category: 'medium' })).totals.count).toBe(1);
    expect(reportFromIndex('payments', index, context()).totals).toEqual({ payments: 1, amount: 1_000_000, penalty: 0, total: 1_000_000 });
    expect(index.cellCount).toBe(fresh.cellCount);
  });

  it('makes only the first rows asked for, and still counts and sums them all', () => {
    const index = new ReportIndex([row('a', { status: 'DRAFT' }), row('b', { clientId: 'c2', status: 'DRAFT', totalDue: 500_000 })], [client('c1'), client('c2'), client('c3')]);
    const all = reportFromIndex('overdue', index, context());
    const first = reportFromIndex('overdue', index, { ...context(), limit: 1 });
    expect(first.rows).toEqual(all.rows.slice(0, 1));
    expect([first.totalRows, first.totals]).toEqual([2, all.totals]);
    const nonFilers = reportFromIndex('non-filers', index, { ...context({ from: '2025-03', to: '2025-04' }), limit: 4 });
    expect([nonFilers.rows.length, nonFilers.totalRows, nonFilers.totals.clients]).toEqual([4, 6, 6]);
  });
});
