import { Suspense, lazy, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { TaxReturnEvents, taxReturnTypesReadableBy, type TaxReturnTally } from '@cis/contracts';
import { $grant } from '../../stores/session';
import { useLiveData } from '../../lib/live-data';
import { taxReturnsApi } from './tax-returns.api';
import { riel } from './tax-returns.logic';
import './tax-returns.css';

const EVENTS = Object.values(TaxReturnEvents);

/**
 * A customer's clients with their next due returns (TaxReturnsOutlook.tsx), loaded after the first paint: its dates
 * are luxon's, which the dashboard's first screen does without (test/bench/README.md, 2026-11-26).
 */
const loadOutlook = () => import('./TaxReturnsOutlook');
const TaxReturnsOutlook = lazy(loadOutlook);

/**
 * The dashboard's tax-return cards (GET api/tax-returns/summary, live): staff see due this week, overdue, awaiting
 * review and what is still to pay; a customer sees the same over its clients and each client's next due returns.
 */
export function TaxReturnsSummaryCards() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const grant = useUnit($grant);
  const wanted = grant.kind === 'customer' || (grant.kind === 'staff' && taxReturnTypesReadableBy(grant).length > 0);
  const summary = useLiveData(() => (wanted ? taxReturnsApi.summary() : Promise.resolve(null)), [wanted], EVENTS, 400);
  // A customer's summary lists its clients: their part is fetched while the summary is, not after it.
  const customer = grant.kind === 'customer';
  useEffect(() => {
    if (customer) void loadOutlook().catch(() => undefined);
  }, [customer]);
  const s = summary.data;
  if (!wanted || (!s && !summary.loading)) return null;
  // Until the first answer the tiles hold their place (an ellipsis for the figures), so the page below does not jump
  // and a restored scroll position lands where it was.
  const tile = (key: 'dueThisWeek' | 'overdue' | 'awaitingReview' | 'outstanding', icon: string, tally: TaxReturnTally | undefined) => (
    <div className={`card stat txr-stat txr-stat-${key}`} data-testid={`tax-summary-${key}`} aria-busy={tally ? undefined : true}>
      <span className="stat-icon icon-badge"><i className={icon} aria-hidden="true" /></span>
      <span className="stat-value">{!tally ? '…' : key === 'outstanding' ? riel(tally.amount, lang) : tally.count}</span>
      <span className="stat-label">{t(`taxReturns.dashboard.${key}`)}</span>
      <span className="muted small">{!tally ? '…' : key === 'outstanding' ? t('taxReturns.dashboard.returns', { count: tally.count }) : riel(tally.amount, lang)}</span>
    </div>
  );
  return (
    <>
      <section className="stat-grid" aria-label={t('taxReturns.dashboard.title')} data-testid="tax-summary">
        {tile('dueThisWeek', 'pi pi-calendar', s?.dueThisWeek)}
        {tile('overdue', 'pi pi-exclamation-triangle', s?.overdue)}
        {grant.kind === 'staff' && tile('awaitingReview', 'pi pi-eye', s?.awaitingReview)}
        {tile('outstanding', 'pi pi-wallet', s?.outstanding)}
      </section>
      {grant.kind === 'staff' && <p className="txr-summary-link"><Link to="/tasks">{t('taxReturns.dashboard.openQueue')} <i className="pi pi-arrow-right" aria-hidden="true" /></Link></p>}
      {s && s.clients.length > 0 && (
        <Suspense fallback={<section className="card txr-outlook" aria-busy="true" data-testid="tax-summary-clients-loading" />}>
          <TaxReturnsOutlook clients={s.clients} />
        </Suspense>
      )}
    </>
  );
}
