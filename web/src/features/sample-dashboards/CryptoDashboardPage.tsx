import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { DashboardRoutes, type CryptoDashboard, type CryptoWatchItem, type Trend } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { useRemote } from '../../lib/useRemote';
import { RemoteView } from '../../lib/RemoteView';
import { DashChart } from './DashChart';
import { compactNumber, formatNumberFor, minuteOffsetLabel, usd, xyLines } from './chart-data';
import { baseOptions, PALETTE } from './chart-theme';
import { walletRows } from './dashboards.logic';
import { useDash } from './useDash';
import './dashboards.css';

export default function CryptoDashboardPage() {
  const { t } = useDash();
  const remote = useRemote<CryptoDashboard>(DashboardRoutes.crypto);
  return (
    <PageFrame subtitle={t('sampleDashboards.crypto.subtitle')} icon="pi pi-bitcoin">
      <RemoteView remote={remote} reload={remote.reload}>{(data) => <Crypto data={data} />}</RemoteView>
    </PageFrame>
  );
}

function TrendBadge({ trend }: { trend: Trend }) {
  const { language } = useDash();
  return (
    <span className={`dash-trend dash-trend-${trend.dir}`}>
      <i className={`pi ${trend.dir === 'up' ? 'pi-arrow-up-right' : 'pi-arrow-down-right'}`} aria-hidden="true" />
      {formatNumberFor(trend.amount / 100, language, { style: 'percent', maximumFractionDigits: 2 })}
    </span>
  );
}

function Crypto({ data }: { data: CryptoDashboard }) {
  const { t, language, scheme, tData } = useDash();
  const btc = data.btc;
  const wallets = walletRows(data.wallets, data.prices);
  return (
    <div className="dash-grid">
      <section className="card dash-span-8" data-testid="crypto-btc">
        <header className="dash-card-head">
          <div>
            <h2 className="card-title">{t('sampleDashboards.crypto.bitcoin')} <span className="muted">BTC/USD</span></h2>
            <div className="dash-figure">{usd(btc.amount, language)} <TrendBadge trend={btc.trend} /></div>
          </div>
        </header>
        <DashChart type="line" label={t('sampleDashboards.crypto.bitcoin')} height={300}
          data={xyLines(btc.price.series, language, PALETTE, tData, (x) => minuteOffsetLabel(Number(x), language))}
          options={baseOptions(scheme, language)} />
        <dl className="dash-facts dash-facts-wide">
          <div><dt>{t('sampleDashboards.crypto.marketCap')}</dt><dd>{compactNumber(btc.marketCap, language)}</dd></div>
          <div><dt>{t('sampleDashboards.crypto.volume')}</dt><dd>{compactNumber(btc.volume, language)}</dd></div>
          <div><dt>{t('sampleDashboards.crypto.supply')}</dt><dd>{formatNumberFor(btc.supply, language)}</dd></div>
          <div><dt>{t('sampleDashboards.crypto.allTimeHigh')}</dt><dd>{usd(btc.allTimeHigh, language)}</dd></div>
        </dl>
      </section>

      <section className="card dash-span-4" data-testid="crypto-wallets">
        <h2 className="card-title">{t('sampleDashboards.crypto.wallets')}</h2>
        <DataTable value={wallets} dataKey="iso" size="small" emptyMessage={t('template.state.empty')}>
          <Column field="iso" header={t('sampleDashboards.crypto.coin')} body={(r: (typeof wallets)[number]) => <strong>{r.iso}</strong>} />
          <Column header={t('sampleDashboards.crypto.amount')} align="right" body={(r: (typeof wallets)[number]) => formatNumberFor(r.amount, language, { maximumFractionDigits: 8 })} />
          <Column header={t('sampleDashboards.crypto.value')} align="right" body={(r: (typeof wallets)[number]) => (r.value === null ? '—' : usd(r.value, language))} />
        </DataTable>
      </section>

      <section className="dash-span-12">
        <h2 className="dash-section-title">{t('sampleDashboards.crypto.watchlist')}</h2>
        <div className="dash-grid">
          {data.watchlist.map((item) => <WatchCard key={item.iso} item={item} />)}
        </div>
      </section>
    </div>
  );
}

function WatchCard({ item }: { item: CryptoWatchItem }) {
  const { language, scheme, tData } = useDash();
  const color = item.trend.dir === 'up' ? '#22c55e' : '#ef4444';
  return (
    <article className="card dash-span-3" data-testid="crypto-watch-item">
      <header className="dash-card-head">
        <div>
          <h3 className="card-title">{item.title}</h3>
          <span className="muted small">{item.iso}/USD</span>
        </div>
        <TrendBadge trend={item.trend} />
      </header>
      <div className="dash-figure dash-figure-sm">{usd(item.amount, language, item.amount < 10 ? 4 : 2)}</div>
      <DashChart type="line" label={item.title} height={70}
        data={xyLines(item.series, language, [color], tData, (x) => minuteOffsetLabel(Number(x), language))}
        options={{ ...baseOptions(scheme, language), scales: { x: { display: false }, y: { display: false } }, plugins: { legend: { display: false }, tooltip: { enabled: false } } }} />
    </article>
  );
}
