import { useState } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import {
  DashboardRoutes, type AmountChart, type BudgetDetailRow, type GithubIssueKey, type ProjectDashboard, type TeamMember, type WeekPeriod,
} from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { initialsOf } from '../../lib/format';
import { useRemote } from '../../lib/useRemote';
import { RemoteView } from '../../lib/RemoteView';
import { DashChart } from './DashChart';
import { amountBars, formatNumberFor, mixedSeries, percent, rangeLabel, usd, weekdayLabels, withAlpha } from './chart-data';
import { baseOptions, PALETTE } from '../../lib/chart-theme';
import { budgetTotals, minutesFromNow } from './dashboards.logic';
import { useDash } from './useDash';
import { optionOf } from '../../lib/options';
import './dashboards.css';
import { isOneOf } from '@cis/contracts';

const ISSUE_KEYS: GithubIssueKey[] = ['new-issues', 'closed-issues', 'fixed', 'wont-fix', 're-opened', 'needs-triage'];

export default function ProjectDashboardPage() {
  const { t } = useDash();
  const remote = useRemote<ProjectDashboard>(DashboardRoutes.project);
  return (
    <PageFrame subtitle={t('sampleDashboards.project.subtitle')} icon="pi pi-briefcase">
      <RemoteView remote={remote} reload={remote.reload}>{(data) => <Project data={data} />}</RemoteView>
    </PageFrame>
  );
}

function Project({ data }: { data: ProjectDashboard }) {
  const { t, language, scheme, tData } = useDash();
  const [week, setWeek] = useState<WeekPeriod>('this-week');
  const [day, setDay] = useState<'today' | 'tomorrow'>('today');
  // 'in 32 minutes' comes from the BFF in English: said in the language; clock times pass as they are.
  const scheduleTime = (time: string) => {
    const minutes = minutesFromNow(time);
    return minutes === null ? time : t('sampleDashboards.project.inMinutes', { count: minutes });
  };
  const weeks: { value: WeekPeriod; label: string }[] = [
    { value: 'this-week', label: t('sampleDashboards.period.thisWeek') },
    { value: 'last-week', label: t('sampleDashboards.period.lastWeek') },
  ];
  const overview = data.githubIssues.overview[week];
  const tasks = data.taskDistribution;
  return (
    <div className="dash-grid">
      <section className="card dash-span-8" data-testid="project-issues">
        <header className="dash-card-head">
          <h2 className="card-title">{t('sampleDashboards.project.githubIssues')}</h2>
          <SelectButton value={week} options={weeks} onChange={(e) => setWeek(optionOf(weeks.map((w) => w.value), e.value) ?? week)} allowEmpty={false} />
        </header>
        <DashChart type="bar" label={t('sampleDashboards.project.githubIssues')} height={260}
          data={mixedSeries(data.githubIssues.series[week], weekdayLabels(data.githubIssues.labels, language), PALETTE, tData)}
          options={baseOptions(scheme, language, { legend: true })} />
        <ul className="dash-counters" role="list">
          {ISSUE_KEYS.map((k) => (
            <li key={k}>
              <strong>{formatNumberFor(overview[k], language)}</strong>
              <span className="muted small">{t(`sampleDashboards.project.issues.${k}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="card dash-span-4" data-testid="project-tasks">
        <h2 className="card-title">{t('sampleDashboards.project.taskDistribution')}</h2>
        <DashChart type="polarArea" label={t('sampleDashboards.project.taskDistribution')} height={220}
          data={{ labels: tasks.labels.map(tData), datasets: [{ label: '', data: tasks.series[week], backgroundColor: PALETTE.slice(0, 4).map((c) => withAlpha(c, 0.7)), borderWidth: 0 }] }}
          options={{ ...baseOptions(scheme, language, { legend: true, axes: false }), scales: { r: { ticks: { display: false }, grid: { color: scheme === 'dark' ? 'rgba(203,213,225,.12)' : 'rgba(71,85,105,.12)' } } } }} />
        <dl className="dash-facts dash-facts-wide">
          <div><dt>{t('sampleDashboards.project.newTasks')}</dt><dd>{formatNumberFor(tasks.overview[week].new, language)}</dd></div>
          <div><dt>{t('sampleDashboards.project.completedTasks')}</dt><dd>{formatNumberFor(tasks.overview[week].completed, language)}</dd></div>
        </dl>
      </section>

      <section className="card dash-span-4" data-testid="project-schedule">
        <header className="dash-card-head">
          <h2 className="card-title">{t('sampleDashboards.project.schedule')}</h2>
          <SelectButton value={day} allowEmpty={false} onChange={(e) => isOneOf(['today', 'tomorrow'] as const, e.value) && setDay(e.value)}
            options={[{ value: 'today', label: t('sampleDashboards.period.today') }, { value: 'tomorrow', label: t('sampleDashboards.period.tomorrow') }]} />
        </header>
        {data.schedule[day].length === 0 ? <p className="muted">{t('sampleDashboards.project.nothingScheduled')}</p> : (
          <ul className="dash-schedule" role="list">
            {data.schedule[day].map((s) => (
              <li key={`${s.time}-${s.title}`}>
                <div className="dash-schedule-title">{s.title}</div>
                <div className="muted small">
                  <i className="pi pi-clock" aria-hidden="true" /> {scheduleTime(s.time)}
                  {s.location && <> · <i className="pi pi-map-marker" aria-hidden="true" /> {s.location}</>}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card dash-span-4" data-testid="project-budget-distribution">
        <h2 className="card-title">{t('sampleDashboards.project.budgetDistribution')}</h2>
        <DashChart type="radar" label={t('sampleDashboards.project.budgetDistribution')} height={260}
          data={{ labels: data.budgetDistribution.categories.map(tData), datasets: data.budgetDistribution.series.map((s) => ({ label: tData(s.name), data: s.data, borderColor: PALETTE[0], backgroundColor: withAlpha(PALETTE[0]!, 0.25), borderWidth: 2 })) }}
          options={{ ...baseOptions(scheme, language, { axes: false }), scales: { r: { ticks: { display: false }, pointLabels: { color: scheme === 'dark' ? '#cbd5e1' : '#475569' }, grid: { color: scheme === 'dark' ? 'rgba(203,213,225,.15)' : 'rgba(71,85,105,.15)' }, angleLines: { color: scheme === 'dark' ? 'rgba(203,213,225,.15)' : 'rgba(71,85,105,.15)' } } } }} />
      </section>

      <div className="dash-span-4 dash-stack">
        {([['weeklyExpenses', data.weeklyExpenses], ['monthlyExpenses', data.monthlyExpenses], ['yearlyExpenses', data.yearlyExpenses]] satisfies Array<[string, AmountChart]>).map(([key, chart], i) => (
          <section key={key} className="card dash-mini" data-testid={`project-${key}`}>
            <div>
              <h2 className="card-title">{t(`sampleDashboards.project.${key}`)}</h2>
              <div className="dash-figure dash-figure-sm">{usd(chart.amount, language, 0)}</div>
            </div>
            <DashChart type="bar" label={t(`sampleDashboards.project.${key}`)} height={60}
              data={amountBars(chart, PALETTE[i + 1]!, tData, (l) => rangeLabel(l, language))}
              options={{ ...baseOptions(scheme, language), scales: { x: { display: false }, y: { display: false } } }} />
          </section>
        ))}
      </div>

      <BudgetDetails rows={data.budgetDetails.rows} />
      <Team members={data.teamMembers} />
    </div>
  );
}

function BudgetDetails({ rows }: { rows: BudgetDetailRow[] }) {
  const { t, language, tData } = useDash();
  const totals = budgetTotals(rows);
  const money = (v: number) => usd(v, language);
  return (
    <section className="card dash-span-12" data-testid="project-budget-details">
      <h2 className="card-title">{t('sampleDashboards.project.budgetDetails')}</h2>
      <DataTable value={rows} dataKey="id" size="small" stripedRows emptyMessage={t('template.state.empty')}>
        <Column header={t('sampleDashboards.project.type')} body={(r: BudgetDetailRow) => tData(r.type)} footer={t('sampleDashboards.project.total')} />
        <Column header={t('sampleDashboards.project.totalBudget')} align="right" body={(r: BudgetDetailRow) => money(r.total)} footer={money(totals.total)} />
        <Column header={t('sampleDashboards.project.expensesAmount')} align="right" body={(r: BudgetDetailRow) => money(r.expensesAmount)} footer={money(totals.expensesAmount)} />
        <Column header={t('sampleDashboards.project.expensesPercentage')} align="right" body={(r: BudgetDetailRow) => percent(r.expensesPercentage, language, 2)} footer={percent(totals.expensesPercentage, language, 2)} />
        <Column header={t('sampleDashboards.project.remainingAmount')} align="right" body={(r: BudgetDetailRow) => money(r.remainingAmount)} footer={money(totals.remainingAmount)} />
        <Column header={t('sampleDashboards.project.remainingPercentage')} align="right" body={(r: BudgetDetailRow) => percent(r.remainingPercentage, language, 2)} footer={percent(totals.remainingPercentage, language, 2)} />
      </DataTable>
    </section>
  );
}

function Team({ members }: { members: TeamMember[] }) {
  const { t } = useDash();
  return (
    <section className="dash-span-12" data-testid="project-team">
      <h2 className="dash-section-title">{t('sampleDashboards.project.team')}</h2>
      <ul className="dash-team" role="list">
        {members.map((m) => (
          <li key={m.id} className="card">
            {m.avatar ? <img className="dash-avatar" src={m.avatar} alt="" /> : <span className="dash-avatar" aria-hidden="true">{initialsOf(m.name)}</span>}
            <strong>{m.name}</strong>
            <span className="muted small">{m.title}</span>
            <div className="dash-team-links">
              <a href={`mailto:${m.email}`} className="icon-btn" aria-label={`${t('sampleDashboards.project.email')} ${m.name}`}><i className="pi pi-envelope" aria-hidden="true" /></a>
              <a href={`tel:${m.phone.replace(/\s+/g, '')}`} className="icon-btn" aria-label={`${t('sampleDashboards.project.call')} ${m.name}`}><i className="pi pi-phone" aria-hidden="true" /></a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
