import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectButton } from 'primereact/selectbutton';
import { isOneOf } from '@cis/contracts';
import { formatRiel } from '../../shell/balance/format';
import { BILLINGS, planPrice, type Billing } from './pricing.logic';
import { optionOf } from '../../lib/options';
import './template-pages.css';

const PLANS = [
  { key: 'basic', price: 0, features: ['returns', 'messages'] },
  { key: 'business', price: 120_000, features: ['returns', 'messages', 'payments', 'reports'] },
  { key: 'enterprise', price: 450_000, features: ['returns', 'messages', 'payments', 'reports', 'support'] },
] as const;
const ALL_FEATURES = PLANS[2].features;

/** The template's pricing page in its four styles; prices in riel, billed monthly or yearly. */
export function Pricing({ variant }: { variant: 'modern' | 'simple' | 'single' | 'table' }) {
  const { t, i18n } = useTranslation();
  const [billing, setBilling] = useState<Billing>('monthly');
  const price = (monthly: number) => formatRiel(planPrice(monthly, billing), i18n.language);
  const per = t(billing === 'yearly' ? 'template.pricing.perYear' : 'template.pricing.perMonth');
  const toggle = (
    <div className="pricing-toggle">
      <SelectButton value={billing} allowEmpty={false} onChange={(e) => setBilling(optionOf(BILLINGS, e.value) ?? billing)}
        options={[{ value: 'monthly', label: t('template.pricing.monthly') }, { value: 'yearly', label: t('template.pricing.yearly') }]} />
      <span className="muted small">{t('template.pricing.yearlySaving')}</span>
    </div>
  );
  const head = (
    <header className={`pricing-head pricing-head-${variant}`}>
      <h2>{t('template.pricing.heading')}</h2>
      <p className="muted">{t('template.pricing.lead')}</p>
      {toggle}
    </header>
  );
  if (variant === 'table') {
    return (
      <div className="pricing" data-testid="pricing">
        {head}
        <div className="card pricing-table-wrap">
          <table className="pricing-table">
            <thead>
              <tr>
                <th scope="col">{t('template.pricing.feature')}</th>
                {PLANS.map((p) => (
                  <th key={p.key} scope="col" className={p.key === 'business' ? 'is-featured' : ''}>
                    <div>{t(`template.pricing.plans.${p.key}`)}</div>
                    <div className="plan-price-sm">{price(p.price)}</div>
                    <div className="muted small">{per}</div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ALL_FEATURES.map((f) => (
                <tr key={f} data-testid="pricing-row">
                  <th scope="row">{t(`template.pricing.features.${f}`)}</th>
                  {PLANS.map((p) => (
                    <td key={p.key} className={p.key === 'business' ? 'is-featured' : ''}>
                      {isOneOf(p.features, f)
                        ? <i className="pi pi-check text-primary" aria-label={t('template.pricing.included')} />
                        : <i className="pi pi-minus muted" aria-label={t('template.pricing.notIncluded')} />}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    );
  }
  const plans = variant === 'single' ? PLANS.slice(1, 2) : PLANS;
  return (
    <div className="pricing" data-testid="pricing">
      {head}
      <div className={`pricing-grid pricing-${variant}`}>
        {plans.map((p) => (
          <section key={p.key} className={`card plan ${p.key === 'business' ? 'is-featured' : ''}`} data-testid="pricing-plan">
            {p.key === 'business' && variant !== 'single' && <span className="plan-badge">{t('template.pricing.popular')}</span>}
            <h3 className="plan-name">{t(`template.pricing.plans.${p.key}`)}</h3>
            <p className="muted small">{t(`template.pricing.planLead.${p.key}`)}</p>
            <div className="plan-price">{price(p.price)} <span className="muted small">{per}</span></div>
            <ul role="list" className="plan-features">
              {p.features.map((f) => (
                <li key={f}><i className="pi pi-check-circle" aria-hidden="true" /> {t(`template.pricing.features.${f}`)}</li>
              ))}
            </ul>
            <button type="button" className={`btn ${p.key === 'business' ? 'btn-primary' : 'btn-outline'} plan-cta`}>{t('template.pricing.choose')}</button>
          </section>
        ))}
      </div>
    </div>
  );
}
