import { useTranslation } from 'react-i18next';
import { InputNumber } from 'primereact/inputnumber';
import { formatMoney, numberLocale } from '../../lib/format';
import { computedPrice, type ProductForm } from './inventory.logic';

type NumberKey = 'cost' | 'basePrice' | 'taxPercent' | 'stock' | 'reserved' | 'weight';

/** The editor's numbers: cost, base price and tax (the price follows), stock, reserved, weight. */
export function ProductPricing({ form, edit }: { form: ProductForm; edit: (changes: Partial<ProductForm>) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const price = computedPrice(form);
  const numberField = (key: NumberKey, opts: { money?: boolean; suffix?: string; fraction?: number; label: string }) => (
    <div className="inv-field">
      <label htmlFor={`inv-${key}`}>{opts.label}</label>
      <InputNumber
        inputId={`inv-${key}`}
        value={form[key]}
        onValueChange={(e) => edit({ [key]: e.value ?? null })}
        locale={numberLocale(lang)}
        mode={opts.money ? 'currency' : 'decimal'}
        currency="USD"
        suffix={opts.suffix}
        minFractionDigits={opts.money ? 2 : 0}
        maxFractionDigits={opts.money ? 2 : opts.fraction ?? 0}
        min={0}
      />
    </div>
  );
  return (
    <section className="card inv-section">
      <h2>{t('inventory.pricing')}</h2>
      <div className="inv-grid">
        {numberField('cost', { money: true, label: t('inventory.cost') })}
        {numberField('basePrice', { money: true, label: t('inventory.basePrice') })}
        {numberField('taxPercent', { suffix: ' %', fraction: 2, label: t('inventory.taxPercent') })}
      </div>
      <p className="inv-price" data-testid="product-price">
        {t('inventory.price')}: <strong>{price === null ? t('inventory.priceUnknown') : formatMoney(price, lang)}</strong>
        <span className="muted"> {t('inventory.priceHint')}</span>
      </p>
      <h2>{t('inventory.stockTitle')}</h2>
      <div className="inv-grid">
        {numberField('stock', { label: t('inventory.stock') })}
        {numberField('reserved', { label: t('inventory.reserved') })}
        {numberField('weight', { fraction: 3, suffix: ' kg', label: t('inventory.weight') })}
      </div>
    </section>
  );
}
