import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { formatRiel } from '../../shell/balance/format';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { invoiceTotals, type InvoiceLine } from './pricing.logic';
import './template-pages.css';

const LINES: InvoiceLine[] = [
  { key: 'patent', qty: 1, price: 1_200_000 },
  { key: 'monthly', qty: 3, price: 250_000 },
  { key: 'consulting', qty: 2, price: 400_000 },
];

/** A printable sample invoice, compact or modern; printing keeps only the invoice (template-pages.css @media print). */
export function Invoice({ variant }: { variant: 'compact' | 'modern' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (v: number) => formatRiel(v, lang);
  const { subtotal, vat, total } = invoiceTotals(LINES);
  const issued = DateTime.now().startOf('month');
  const due = issued.plus({ days: 30 });
  return (
    <>
      <div className="invoice-actions no-print">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <i className="pi pi-print" aria-hidden="true" />
          {t('template.invoice.print')}
        </button>
      </div>
      <article className={`card invoice invoice-${variant}`} data-testid="invoice">
        <header className="invoice-head">
          <div className="invoice-brand">
            <img src="/assets/images/logo.svg" alt="" width={40} height={40} />
            <div>
              <strong>{t('template.invoice.firm')}</strong>
              <div className="muted small">{t('template.invoice.firmAddress')}</div>
            </div>
          </div>
          <div className="invoice-title">
            <h2>{t('template.invoice.heading')}</h2>
            <div className="mono">INV-2026-0042</div>
          </div>
        </header>
        <section className="invoice-parties">
          <div>
            <div className="invoice-label">{t('template.invoice.billTo')}</div>
            <strong>Kampot Pepper Co.</strong>
            <div className="muted small">{t('template.invoice.clientAddress')}</div>
            <div className="muted small">{t('template.invoice.tin')} <span className="mono">K001-902345678</span></div>
          </div>
          <dl className="invoice-dates">
            <dt>{t('template.invoice.issued')}</dt><dd>{formatDate(issued.toISO(), lang)}</dd>
            <dt>{t('template.invoice.due')}</dt><dd>{formatDate(due.toISO(), lang)}</dd>
            <dt>{t('template.invoice.totalDue')}</dt><dd className="invoice-total">{money(total)}</dd>
          </dl>
        </section>
        <table className="invoice-table">
          <thead>
            <tr>
              <th>{t('template.invoice.service')}</th>
              <th className="num">{t('template.invoice.quantity')}</th>
              <th className="num">{t('template.invoice.unitPrice')}</th>
              <th className="num">{t('template.invoice.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {LINES.map((l) => (
              <tr key={l.key} data-testid="invoice-line">
                <td>{t(`template.invoice.lines.${l.key}`)}</td>
                <td className="num">{formatNumber(l.qty, lang)}</td>
                <td className="num">{money(l.price)}</td>
                <td className="num">{money(l.qty * l.price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr><td colSpan={3}>{t('template.invoice.subtotal')}</td><td className="num">{money(subtotal)}</td></tr>
            <tr><td colSpan={3}>{t('template.invoice.vat')}</td><td className="num">{money(vat)}</td></tr>
            <tr className="invoice-grand"><td colSpan={3}>{t('template.invoice.total')}</td><td className="num">{money(total)}</td></tr>
          </tfoot>
        </table>
        <footer className="invoice-foot muted small">
          <p>{t('template.invoice.terms')}</p>
          <p>{t('template.invoice.thanks')}</p>
        </footer>
      </article>
    </>
  );
}
