import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MetricsSummary } from '@cis/contracts';
import { formatNumber } from '../../lib/format';
import { systemApi } from './system.api';

/** How often the page reads the figures again (the same as /metrics, as JSON). */
export const METRICS_POLL_MS = 5_000;

/** Health and metrics: the figures of /metrics, read again every few seconds while the page is open. */
export function MetricsCard() {
  const { t, i18n } = useTranslation();
  const [m, setM] = useState<MetricsSummary | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const read = () => systemApi.metrics().then((next) => { if (live) { setM(next); setFailed(false); } }, () => live && setFailed(true));
    void read();
    const timer = setInterval(() => { if (document.visibilityState === 'visible') void read(); }, METRICS_POLL_MS);
    return () => { live = false; clearInterval(timer); };
  }, []);

  const n = (v: number | null | undefined, digits = 0) => (v === null || v === undefined ? '–' : formatNumber(v, i18n.language, { maximumFractionDigits: digits }));
  const maxLag = m ? Math.max(0, ...m.projections.map((p) => p.lag)) : 0;
  return (
    <section className="card system-card" data-testid="metrics-card" aria-labelledby="metrics-title">
      <h2 className="card-title" id="metrics-title"><i className="pi pi-chart-line" aria-hidden="true" /> {t('systemPage.metrics.title')}</h2>
      {failed && <p className="field-error">{t('systemPage.metrics.failed')}</p>}
      <dl className="system-facts" data-testid="metrics-figures">
        <dt>{t('systemPage.metrics.requestRate')}</dt><dd>{m ? t('systemPage.metrics.perSecond', { value: n(m.requests.perSecond, 2) }) : '…'}</dd>
        <dt>{t('systemPage.metrics.latency')}</dt><dd>{m ? `p50 ${n(m.requests.p50Ms, 1)} ms · p99 ${n(m.requests.p99Ms, 1)} ms` : '…'}</dd>
        <dt>{t('systemPage.metrics.requests')}</dt><dd data-testid="metrics-requests">{m ? `${n(m.requests.total)} (${t('systemPage.metrics.errors', { value: n(m.requests.errors) })})` : '…'}</dd>
        <dt>{t('systemPage.metrics.appends')}</dt><dd>{m ? `${n(m.appends.total)} · ${n(m.appends.meanMs, 2)} ms` : '…'}</dd>
        <dt>{t('systemPage.metrics.batch')}</dt><dd>{m ? n(m.appends.meanBatch, 2) : '…'}</dd>
        <dt>{t('systemPage.metrics.logHead')}</dt><dd>{m ? n(m.log.lastPosition) : '…'}</dd>
        <dt>{t('systemPage.metrics.lag')}</dt><dd>{m ? n(maxLag) : '…'}</dd>
        <dt>{t('systemPage.metrics.sockets')}</dt><dd data-testid="metrics-sockets">{m ? n(m.sockets.connected) : '…'}</dd>
        <dt>{t('systemPage.metrics.pushes')}</dt><dd>{m ? n(m.sockets.pushesSent) : '…'}</dd>
        <dt>{t('systemPage.metrics.replays')}</dt><dd>{m ? n(m.sockets.resumeReplays) : '…'}</dd>
        <dt>{t('systemPage.metrics.uptime')}</dt><dd>{m ? t('systemPage.metrics.minutes', { value: n(m.uptimeSeconds / 60, 0) }) : '…'}</dd>
      </dl>
      {m && m.routes.length > 0 && (
        <details className="system-routes">
          <summary>{t('systemPage.metrics.byRoute')}</summary>
          <ul>
            {m.routes.map((r) => (
              <li key={`${r.method} ${r.route}`}><code>{r.method} {r.route}</code> <span className="muted">{n(r.count)} · {n(r.meanMs, 1)} ms</span></li>
            ))}
          </ul>
        </details>
      )}
      <p className="muted small">{t('systemPage.metrics.prometheus')}</p>
    </section>
  );
}
