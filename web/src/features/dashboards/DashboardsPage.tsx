import { Link } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '@cis/contracts';
import { PageFrame } from '../../shell/page/PageFrame';
import { $displayName } from '../../stores/session';
import { $visibleNavigation } from '../../stores/navigation';
import { messages } from '../../stores/messages';
import { $shortcuts } from '../../stores/shortcuts';
import { $balance, $balanceVisible } from '../../stores/balance';
import { $payrollCount } from '../../stores/badges';
import { $permissions } from '../../stores/session';
import { iconClass } from '../../shell/icons';
import { formatRiel } from '../../shell/balance/format';
import { humanise } from '../../shell/humanise';
import { withoutHidden } from '../../shell/navigation/navigation.logic';
// widgets.ts, not index.ts: the index reaches the tax return screens, whose chunks would all load with this page.
import { TaxReturnsSummaryCards } from '../tax-returns/widgets';

function links(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((i) => (i.children && i.children.length > 0 ? links(i.children) : i.link ? [i] : []));
}

/** The signed-in landing page: greeting, a few figures, and the services this user may open. */
export default function DashboardsPage() {
  const { t, i18n } = useTranslation();
  const [name, nav, unread, shortcuts, balance, balanceVisible, payroll, permissions] = useUnit([
    $displayName, $visibleNavigation, messages.$unreadCount, $shortcuts, $balance, $balanceVisible, $payrollCount, $permissions,
  ]);
  const services = links(withoutHidden(nav?.default ?? [])).filter((i) => i.link !== '/dashboards');
  const showPayroll = permissions.includes('READ_CLIENT_PAYROLL_PASSWORD');

  return (
    <PageFrame icon="pi pi-home" subtitle={t('dashboard.subtitle')}>
      <section className="welcome card">
        <div>
          <h2 data-testid="welcome">{t('dashboard.welcome', { name })}</h2>
          <p className="muted">{t('dashboard.welcomeText')}</p>
        </div>
        <i className="pi pi-briefcase welcome-icon" aria-hidden="true" />
      </section>

      <section className="stat-grid" aria-label={t('dashboard.figures')}>
        <div className="card stat">
          <span className="stat-icon icon-badge"><i className="pi pi-envelope" aria-hidden="true" /></span>
          <span className="stat-value">{unread}</span>
          <span className="stat-label">{t('dashboard.unreadMessages')}</span>
        </div>
        <div className="card stat">
          <span className="stat-icon icon-badge"><i className="pi pi-th-large" aria-hidden="true" /></span>
          <span className="stat-value">{shortcuts.length}</span>
          <span className="stat-label">{t('dashboard.shortcuts')}</span>
        </div>
        {balanceVisible && (
          <div className="card stat">
            <span className="stat-icon icon-badge"><i className="pi pi-wallet" aria-hidden="true" /></span>
            <span className="stat-value">{formatRiel(balance?.customerBalance ?? 0, i18n.language)}</span>
            <span className="stat-label">{t('balance.main')}</span>
          </div>
        )}
        {showPayroll && (
          <div className="card stat">
            <span className="stat-icon icon-badge"><i className="pi pi-key" aria-hidden="true" /></span>
            <span className="stat-value">{payroll}</span>
            <span className="stat-label">{t('dashboard.payrollRequests')}</span>
          </div>
        )}
      </section>

      <TaxReturnsSummaryCards />

      <section className="card">
        <h2 className="card-title">{t('dashboard.yourServices')}</h2>
        {services.length === 0 ? (
          <p className="muted">{t('dashboard.noServices')}</p>
        ) : (
          <ul className="service-grid" role="list" data-testid="service-list">
            {services.map((s) => (
              <li key={s.id}>
                <Link to={s.link!} className="service-tile outlined-tile">
                  <i className={iconClass(s.icon)} aria-hidden="true" />
                  <span>{t(s.title, { defaultValue: humanise(s.title) })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
