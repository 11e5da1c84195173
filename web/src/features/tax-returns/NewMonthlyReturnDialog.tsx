import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import type { TaxReturnComputeAnswer } from '@cis/contracts';
import { formatDate } from '../../lib/dates';
import { numberLocale } from '../../lib/format';
import { taxReturnsApi, type ClientName } from './tax-returns.api';
import { MONTH_PERIOD, lineLabel, monthlyForm, previousMonth, riel } from './tax-returns.logic';

const PREVIEW_DEBOUNCE_MS = 400;

/** A new monthly return (staff): client, month, turnover and VAT; the computation previewed as it is typed. */
export function NewMonthlyReturnDialog({ clients, clientName, onHide, onCreated }: {
  clients: ClientName[];
  clientName: (id: string) => string;
  onHide: () => void;
  onCreated: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [clientId, setClientId] = useState<string | null>(null);
  const [period, setPeriod] = useState(previousMonth(new Date()));
  const [turnover, setTurnover] = useState<number | null>(null);
  const [vatSales, setVatSales] = useState<number | null>(null);
  const [vatPurchases, setVatPurchases] = useState<number | null>(null);
  const [preview, setPreview] = useState<TaxReturnComputeAnswer | null>(null);
  const [saving, setSaving] = useState(false);
  const periodOk = MONTH_PERIOD.test(period);
  const form = monthlyForm({ turnover, vatSales, vatPurchases });
  const formKey = JSON.stringify(form);

  useEffect(() => {
    if (!clientId || !periodOk) { setPreview(null); return undefined; }
    let current = true;
    const timer = setTimeout(() => {
      taxReturnsApi.compute('monthly', clientId, period, JSON.parse(formKey)).then((answer) => { if (current) setPreview(answer); }, () => { if (current) setPreview(null); });
    }, PREVIEW_DEBOUNCE_MS);
    return () => { current = false; clearTimeout(timer); };
  }, [clientId, period, periodOk, formKey]);

  const create = async () => {
    if (!clientId || !periodOk) return;
    setSaving(true);
    try {
      const created = await taxReturnsApi.create('monthly', clientId, period, form);
      onCreated(created.id);
    } catch {
      // The shell's alert names the refusal (a return of that month exists, a field out of range).
    } finally {
      setSaving(false);
    }
  };
  const amount = (value: number | null, set: (v: number | null) => void, id: string) => (
    <InputNumber inputId={id} value={value} onValueChange={(e) => set(e.value ?? null)} min={0} maxFractionDigits={0}
      locale={numberLocale(lang)} prefix="៛" data-testid={id} />
  );

  return (
    <Dialog visible onHide={onHide} header={t('taxReturns.new')} className="txr-dialog" style={{ width: '40rem' }}
      breakpoints={{ '640px': '100vw' }} data-testid="tax-return-new"
      footer={<>
        <Button label={t('taxReturns.back')} severity="secondary" text onClick={onHide} />
        <Button label={t('taxReturns.create')} icon="pi pi-check" loading={saving} disabled={!clientId || !periodOk} onClick={() => void create()} data-testid="tax-return-create" />
      </>}>
      <div className="txr-new">
        <label className="txr-input" htmlFor="txr-client"><span>{t('taxReturns.field.client')} *</span>
          <Dropdown inputId="txr-client" value={clientId} options={clients.map((c) => ({ label: clientName(c.id), value: c.id }))} filter
            onChange={(e) => setClientId((e.value ?? null) as string | null)} placeholder={t('taxReturns.pickClient')} data-testid="tax-return-client" />
        </label>
        <label className="txr-input" htmlFor="txr-period"><span>{t('taxReturns.field.period')} *</span>
          <InputText id="txr-period" value={period} onChange={(e) => setPeriod(e.target.value)} placeholder="YYYY-MM" maxLength={7}
            invalid={!periodOk} aria-describedby="txr-period-help" data-testid="tax-return-period" />
          <small id="txr-period-help" className="muted">{t('taxReturns.periodHelp')}</small>
        </label>
        <label className="txr-input" htmlFor="txr-turnover"><span>{t('taxReturns.input.turnover')}</span>{amount(turnover, setTurnover, 'txr-turnover')}</label>
        <label className="txr-input" htmlFor="txr-vat-sales"><span>{t('taxReturns.input.vatSales')}</span>{amount(vatSales, setVatSales, 'txr-vat-sales')}</label>
        <label className="txr-input" htmlFor="txr-vat-purchases"><span>{t('taxReturns.input.vatPurchases')}</span>{amount(vatPurchases, setVatPurchases, 'txr-vat-purchases')}</label>
      </div>
      <section className="txr-preview" aria-live="polite" data-testid="tax-return-preview">
        <h3 className="txr-heading">{t('taxReturns.preview')}</h3>
        {!preview ? <p className="muted">{t('taxReturns.previewHint')}</p> : (
          <>
            <ul className="txr-preview-lines">
              {preview.lines.map((l) => <li key={l.code}><span>{lineLabel(l.label, lang)}</span><span className="txr-amount">{riel(l.amount, lang)}</span></li>)}
            </ul>
            <p className="txr-preview-total"><strong>{t('taxReturns.field.totalDue')}: {riel(preview.totalDue, lang)}</strong>
              <span className="muted"> · {t('taxReturns.field.dueDate')}: {formatDate(preview.dueDate, lang)}</span></p>
          </>
        )}
      </section>
    </Dialog>
  );
}
