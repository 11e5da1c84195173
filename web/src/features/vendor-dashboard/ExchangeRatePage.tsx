import { useCallback, useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Calendar } from 'primereact/calendar';
import { InputNumber } from 'primereact/inputnumber';
import { EXCHANGE_RATE_LIMITS, ExchangeRateEvents, ExchangeRateRoutes, Permission, cambodiaDay, hasAny, type ExchangeRate } from '@cis/contracts';
import { http } from '../../api/http';
import { pushReceived } from '../../api/socket';
import { PageFrame } from '../../shell/page/PageFrame';
import { $permissions } from '../../stores/session';
import { alertRaised } from '../../stores/alerts';
import { formatDateTime, formatDay } from '../../lib/balance-format';
import { calendarDateFormat, dateToDay, dayToDate } from '../../lib/dates';
import { primeLocaleOf } from '../../lib/prime-locale';
import './vendor.css';
import { CARDS_ON_PHONES } from '../../lib/cards-on-phones';
import { numberLocale } from '../../lib/format';

const number = (n: number, language: string, digits = 2) =>
  new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: digits }).format(n);

/** Daily exchange rates (master data): riel per US dollar, the latest one, a converter, and the history. */
export default function ExchangeRatePage() {
  const { t, i18n } = useTranslation();
  const permissions = useUnit($permissions);
  const canSet = hasAny({ permissions }, Permission.UPDATE_DAILY_EXCHANGE_RATE, Permission.ALL_FUNCTIONS);
  const [rates, setRates] = useState<ExchangeRate[] | null>(null);
  const [usd, setUsd] = useState<number | null>(100);
  const [draft, setDraft] = useState<{ date: string; rate: number | null }>({ date: cambodiaDay(new Date()), rate: null });
  const load = useCallback(() => http.get<ExchangeRate[]>(ExchangeRateRoutes.base).then(setRates, () => setRates([])), []);
  useEffect(() => {
    void load();
    return pushReceived.watch((e) => {
      if (e.type === ExchangeRateEvents.set) void load();
    });
  }, [load]);
  const latest = rates?.[0];
  const save = async () => {
    if (!draft.rate) return;
    await http.post(ExchangeRateRoutes.base, { date: draft.date, rate: draft.rate });
    alertRaised({ type: 'success', message: t('vendorPages.rates.saved') });
    await load();
  };
  return (
    <PageFrame icon="pi pi-arrow-right-arrow-left" subtitle={t('page.exchangeRate.subtitle')}>
      <section className="vendor-balances">
        <div className="card vendor-balance" data-testid="latest-rate">
          <span className="muted small">{t('vendorPages.rates.latest', { day: latest ? formatDay(latest.date, i18n.language) : '—' })}</span>
          <strong>{latest ? `1 USD = ${number(latest.rate, i18n.language)} ៛` : '—'}</strong>
        </div>
        <div className="card vendor-balance">
          <label className="muted small" htmlFor="usd-amount">{t('vendorPages.rates.convert')}</label>
          <div className="rate-converter">
            <InputNumber inputId="usd-amount" value={usd} onChange={(e) => setUsd(e.value ?? null)} prefix="$" maxFractionDigits={2} min={0} />
            <span>=</span>
            <strong>{latest && usd !== null ? `${number(Math.round(usd * latest.rate), i18n.language, 0)} ៛` : '—'}</strong>
          </div>
        </div>
      </section>
      {canSet && (
        <section className="card">
          <h2 className="card-title">{t('vendorPages.rates.set')}</h2>
          <form
            className="rate-form"
            onSubmit={(e) => {
              e.preventDefault();
              void save().catch(() => undefined);
            }}
          >
            <label>
              <span className="muted small">{t('vendorPages.rates.day')}</span>
              <Calendar
                value={dayToDate(draft.date)}
                onChange={(e) => setDraft({ ...draft, date: dateToDay(e.value ?? null) })}
                dateFormat={calendarDateFormat(i18n.language)}
                locale={primeLocaleOf(i18n.language)}
                showIcon
                required
                data-testid="rate-day"
              />
            </label>
            <label>
              <span className="muted small">{t('vendorPages.rates.rate')}</span>
              <InputNumber value={draft.rate} onChange={(e) => setDraft({ ...draft, rate: e.value ?? null })} min={EXCHANGE_RATE_LIMITS.min} max={EXCHANGE_RATE_LIMITS.max} maxFractionDigits={2} suffix=" ៛" />
            </label>
            <button type="submit" className="btn btn-primary" disabled={!draft.rate || !draft.date} data-shortcut="save">
              <i className="pi pi-save" aria-hidden="true" />
              {t('vendorPages.rates.save')}
            </button>
          </form>
        </section>
      )}
      <section className="card">
        <h2 className="card-title">{t('vendorPages.rates.history')}</h2>
        <DataTable cellMemo={false} {...CARDS_ON_PHONES} value={rates ?? []} loading={rates === null} dataKey="date" paginator rows={10} size="small" stripedRows emptyMessage={t('vendorPages.rates.empty')} className="vendor-table" data-testid="rate-history">
          <Column header={t('vendorPages.rates.day')} body={(r: ExchangeRate) => formatDay(r.date, i18n.language)} />
          <Column header={t('vendorPages.rates.rate')} align="right" body={(r: ExchangeRate) => `${number(r.rate, i18n.language)} ៛`} />
          <Column header={t('vendorPages.rates.updated')} body={(r: ExchangeRate) => `${formatDateTime(r.updatedAt, i18n.language)} · ${r.updatedBy === 'System' ? t('vendorPages.rates.bySystem') : r.updatedBy}`} />
        </DataTable>
      </section>
    </PageFrame>
  );
}
