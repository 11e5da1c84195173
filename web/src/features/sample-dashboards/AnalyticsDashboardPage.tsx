import { useState } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import { DashboardRoutes, type AmountChart, type AnalyticsDashboard, type AnalyticsPeriod, type SplitChart } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { useRemote } from '../../lib/useRemote';
import { RemoteView } from '../../lib/RemoteView';
import { DashChart } from './DashChart';
import { amountBars, compactNumber, formatNumberFor, shortDate, split, xyLines } from './chart-data';
import { baseOptions, PALETTE } from '../../lib/chart-theme';
import { useDash } from './useDash';
import { optionOf } from '../../lib/options';
import './dashboards.css';

export default function AnalyticsDashboardPage() {
  const { t } = useDash();
  const remote = useRemote<AnalyticsDashboard>(DashboardRoutes.analytics);
  return (
    <PageFrame subtitle={t('sampleDashboards.analytics.subtitle')} icon="pi pi-chart-pie">
      <RemoteView remote={remote} reload={remote.reload}>{(data) => <Analytics data={data} />}</RemoteView>
    </PageFrame>
  );
}

function Analytics({ data }: { data: AnalyticsDashboard }) {
  const { t, language, scheme, tData } = useDash();
  const [period, setPeriod] = useState<AnalyticsPeriod>('this-year');
  const periods: { value: AnalyticsPeriod; label: string }[] = [
    { value: 'this-year', label: t('sampleDashboards.period.thisYear') },
    { value: 'last-year', label: t('sampleDashboards.period.lastYear') },
  ];
  const vvp = data.visitorsVsPageViews;
  return (
    <div className="dash-grid">
      <section className="card dash-span-12" data-testid="analytics-visitors">
        <header className="dash-card-head">
          <div>
            <h2 className="card-title">{t('sampleDashboards.analytics.visitorsOverview')}</h2>
            <p className="muted small">{t('sampleDashboards.analytics.visitorsHint')}</p>
          </div>
          <SelectButton value={period} options={periods} onChange={(e) => setPeriod(optionOf(periods.map((p) => p.value), e.value) ?? period)} allowEmpty={false} />
        </header>
        <DashChart type="line" label={t('sampleDashboards.analytics.visitorsOverview')} height={300}
          data={xyLines(data.visitors.series[period], language, PALETTE, tData)} options={baseOptions(scheme, language)} />
      </section>

      {([['conversions', data.conversions, PALETTE[0]], ['impressions', data.impressions, PALETTE[1]], ['visits', data.visits, PALETTE[2]]] satisfies Array<[string, AmountChart, string]>).map(([key, chart, color]) => (
        <section key={key} className="card dash-span-4" data-testid={`analytics-${key}`}>
          <h2 className="card-title">{t(`sampleDashboards.analytics.${key}`)}</h2>
          <div className="dash-figure">{formatNumberFor(chart.amount, language)}</div>
          <DashChart type="bar" label={t(`sampleDashboards.analytics.${key}`)} height={120}
            data={amountBars(chart, color, tData, (l) => shortDate(l, language))}
            options={{ ...baseOptions(scheme, language), scales: { x: { display: false }, y: { display: false } } }} />
        </section>
      ))}

      <section className="card dash-span-12" data-testid="analytics-visitors-vs-page-views">
        <header className="dash-card-head">
          <h2 className="card-title">{t('sampleDashboards.analytics.visitorsVsPageViews')}</h2>
          <dl className="dash-facts">
            <div><dt>{t('sampleDashboards.analytics.overallScore')}</dt><dd>{formatNumberFor(vvp.overallScore, language)}</dd></div>
            <div><dt>{t('sampleDashboards.analytics.averageRatio')}</dt><dd>{formatNumberFor(vvp.averageRatio / 100, language, { style: 'percent' })}</dd></div>
            <div><dt>{t('sampleDashboards.analytics.predictedRatio')}</dt><dd>{formatNumberFor(vvp.predictedRatio / 100, language, { style: 'percent' })}</dd></div>
          </dl>
        </header>
        <DashChart type="line" label={t('sampleDashboards.analytics.visitorsVsPageViews')} height={260}
          data={xyLines(vvp.series, language, PALETTE, tData)} options={baseOptions(scheme, language, { legend: true })} />
      </section>

      {(['newVsReturning', 'gender', 'age', 'language'] as const).map((key, i) => (
        <SplitCard key={key} name={key} chart={data[key]} colors={[PALETTE[(i + 0) % 6]!, PALETTE[(i + 3) % 6]!]} />
      ))}
    </div>
  );
}

function SplitCard({ name, chart, colors }: { name: string; chart: SplitChart; colors: string[] }) {
  const { t, language, scheme, tData } = useDash();
  return (
    <section className="card dash-span-3" data-testid={`analytics-${name}`}>
      <h2 className="card-title">{t(`sampleDashboards.analytics.${name}`)}</h2>
      <DashChart type="doughnut" label={t(`sampleDashboards.analytics.${name}`)} height={160}
        data={split(chart, colors, tData)} options={{ ...baseOptions(scheme, language, { axes: false }), cutout: '70%' }} />
      <ul className="dash-legend" role="list">
        {chart.labels.map((label, i) => (
          <li key={label}>
            <span className="dash-dot" style={{ background: colors[i % colors.length] }} aria-hidden="true" />
            <span>{tData(label)}</span>
            <strong>{formatNumberFor((chart.series[i] ?? 0) / 100, language, { style: 'percent' })}</strong>
          </li>
        ))}
      </ul>
      <p className="muted small">{t('sampleDashboards.analytics.uniqueVisitors', { count: chart.uniqueVisitors, formatted: compactNumber(chart.uniqueVisitors, language) })}</p>
    </section>
  );
}
