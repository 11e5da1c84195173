import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TaxReturnClientOutlook } from '@cis/contracts';
import { formatDate } from '../../lib/dates';
import { clientNameIn, riel, taxReturnLink } from './tax-returns.logic';
import './tax-returns.css';

/** The dashboard's outlook of a customer's clients: each client's next due returns and what it still owes. */
export default function TaxReturnsOutlook({ clients }: { clients: readonly TaxReturnClientOutlook[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className="card txr-outlook" data-testid="tax-summary-clients">
      <h2 className="card-title">{t('taxReturns.dashboard.clientsTitle')}</h2>
      <div className="txr-outlook-grid">
        {clients.map((c) => (
          <div key={c.clientId} className="txr-outlook-client" data-testid="tax-summary-client">
            <h3>{clientNameIn(c, lang)}</h3>
            {c.next.length === 0 ? <p className="muted">{t('taxReturns.dashboard.nothingDue')}</p> : (
              <ul>
                {c.next.map((r) => (
                  <li key={r.id}>
                    <Link to={taxReturnLink(r.type, r.id)}>
                      <span>{t(`taxReturns.tasks.typeName.${r.type}`)} · {r.period}</span>
                      <span className={r.overdue ? 'txr-due-late' : 'muted'}>{formatDate(r.dueDate, lang)}</span>
                      <strong className="txr-amount">{riel(r.amountToPay, lang)}</strong>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <p className="muted small">{t('taxReturns.dashboard.outstanding')}: {riel(c.outstanding.amount, lang)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
