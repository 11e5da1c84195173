import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { DashboardRoutes, type FinanceDashboard, type FinanceTransaction, type Statement } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { formatDate } from '../../lib/dates';
import { useRemote } from '../../lib/useRemote';
import { RemoteView } from '../../lib/RemoteView';
import { DashChart } from './DashChart';
import { formatNumberFor, usd, xyLines } from './chart-data';
import { baseOptions, PALETTE } from './chart-theme';
import { budgetGauges, transactionTotals } from './dashboards.logic';
import { useDash } from './useDash';
import './dashboards.css';

export default function FinanceDashboardPage() {
  const { t } = useDash();
  const remote = useRemote<FinanceDashboard>(DashboardRoutes.finance);
  return (
    <PageFrame subtitle={t('sampleDashboards.finance.subtitle')} icon="pi pi-wallet">
      <RemoteView remote={remote} reload={remote.reload}>{(data) => <Finance data={data} />}</RemoteView>
    </PageFrame>
  );
}

function Finance({ data }: { data: FinanceDashboard }) {
  const { t, language, scheme, tData } = useDash();
  const totals = transactionTotals(data.recentTransactions);
  return (
    <div className="dash-grid">
      <section className="card dash-span-8" data-testid="finance-balance">
        <header className="dash-card-head">
          <div>
            <h2 className="card-title">{t('sampleDashboards.finance.accountBalance')}</h2>
            <p className="muted small">{t('sampleDashboards.finance.accountBalanceHint')}</p>
          </div>
          <dl className="dash-facts">
            <div><dt>{t('sampleDashboards.finance.growRate')}</dt><dd>{formatNumberFor(data.accountBalance.growRate / 100, language, { style: 'percent', maximumFractionDigits: 2 })}</dd></div>
            <div><dt>{t('sampleDashboards.finance.averageMonthlyIncome')}</dt><dd>{usd(data.accountBalance.ami, language, 0)}</dd></div>
          </dl>
        </header>
        <DashChart type="line" label={t('sampleDashboards.finance.accountBalance')} height={280}
          data={xyLines(data.accountBalance.series, language, PALETTE, tData)} options={baseOptions(scheme, language, { legend: true })} />
      </section>

      <section className="card dash-span-4" data-testid="finance-budget">
        <h2 className="card-title">{t('sampleDashboards.finance.budget')}</h2>
        <ul className="dash-gauges" role="list">
          {budgetGauges(data.budget).map((g) => (
            <li key={g.key}>
              <div className="dash-gauge-head">
                <span>{t(`sampleDashboards.finance.${g.key}`)}</span>
                <strong>{usd(g.amount, language)}</strong>
              </div>
              <ProgressBar value={g.percent} showValue={false} className={g.over ? 'dash-over' : ''} style={{ height: 8 }} aria-label={t(`sampleDashboards.finance.${g.key}`)} />
              <div className="muted small">
                {t(`sampleDashboards.finance.${g.key}Limit`, { amount: usd(g.limit, language, 0) })}
                {g.over && <span className="dash-warn"> · {t('sampleDashboards.finance.overLimit')}</span>}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <StatementCard which="previousStatement" statement={data.previousStatement} />
      <StatementCard which="currentStatement" statement={data.currentStatement} />

      <section className="card dash-span-12" data-testid="finance-transactions">
        <header className="dash-card-head">
          <h2 className="card-title">{t('sampleDashboards.finance.recentTransactions')}</h2>
          <dl className="dash-facts">
            <div><dt>{t('sampleDashboards.finance.income')}</dt><dd className="dash-up">{usd(totals.income, language)}</dd></div>
            <div><dt>{t('sampleDashboards.finance.outgoing')}</dt><dd className="dash-down">{usd(totals.outgoing, language)}</dd></div>
          </dl>
        </header>
        <DataTable value={data.recentTransactions} dataKey="id" size="small" stripedRows emptyMessage={t('template.state.empty')}>
          <Column field="transactionId" header={t('sampleDashboards.finance.transactionId')} body={(r: FinanceTransaction) => <span className="mono">{r.transactionId}</span>} />
          <Column header={t('sampleDashboards.finance.date')} body={(r: FinanceTransaction) => formatDate(r.date, language)} />
          <Column field="name" header={t('sampleDashboards.finance.name')} />
          <Column header={t('sampleDashboards.finance.amount')} align="right"
            body={(r: FinanceTransaction) => <span className={r.amount < 0 ? 'dash-down' : ''}>{usd(r.amount, language)}</span>} />
          <Column header={t('sampleDashboards.finance.status')}
            body={(r: FinanceTransaction) => <Tag value={t(`sampleDashboards.status.${r.status}`)} severity={r.status === 'completed' ? 'success' : 'warning'} />} />
        </DataTable>
      </section>
    </div>
  );
}

function StatementCard({ which, statement }: { which: 'previousStatement' | 'currentStatement'; statement: Statement }) {
  const { t, language } = useDash();
  return (
    <section className="card dash-span-6" data-testid={`finance-${which}`}>
      <header className="dash-card-head">
        <div>
          <h2 className="card-title">{t(`sampleDashboards.finance.${which}`)}</h2>
          <p className="muted small">{t(`sampleDashboards.finance.${statement.status === 'paid' ? 'paidOn' : 'dueOn'}`, { date: formatDate(statement.date, language) })}</p>
        </div>
        <Tag value={t(`sampleDashboards.status.${statement.status}`)} severity={statement.status === 'paid' ? 'success' : 'warning'} />
      </header>
      <dl className="dash-facts dash-facts-wide">
        <div><dt>{t('sampleDashboards.finance.cardLimit')}</dt><dd>{usd(statement.limit, language)}</dd></div>
        <div><dt>{t('sampleDashboards.finance.spent')}</dt><dd>{usd(statement.spent, language)}</dd></div>
        <div><dt>{t('sampleDashboards.finance.minimum')}</dt><dd>{usd(statement.minimum, language)}</dd></div>
      </dl>
    </section>
  );
}
