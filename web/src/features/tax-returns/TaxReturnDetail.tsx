import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import {
  TAX_RETURN_LIST_LIMITS, TaxReturnEvents, cambodiaDay, paymentParts, type MasterDataRow, type TaxReturnAction, type TaxReturnCardCheckout as CardCheckout, type TaxReturnLine, type TaxReturnView,
} from '@cis/contracts';
import { isApiError } from '../../api/http';
import { DATE_PATTERNS, formatDate, isKhmer } from '../../lib/dates';
import { DayInput } from '../../lib/DayInput';
import { useLiveData } from '../../lib/live-data';
import { LoadFailed } from '../../lib/LoadFailed';
import { saveBlob } from '../../lib/save-blob';
import { CARDS_ON_PHONES } from '../../lib/cards-on-phones';
import { nameIn } from '../../lib/in-language';
import { clientsApi } from '../qt-clients';
import { masterDataApi } from '../master-table';
import { provinceNamesOf, useProvinces } from './use-province-names';
import { taxReturnsApi } from './tax-returns.api';
import { TaxReturnAttachments } from './TaxReturnAttachments';
import { TaxReturnCardCheckout } from './TaxReturnCardCheckout';
import { TaxReturnPaymentBreakdown } from './TaxReturnPaymentBreakdown';
import { TaxReturnRefusal } from './TaxReturnRefusal';
import { TaxReturnRevisionComparison } from './TaxReturnRevisionComparison';
import {
  ACTION_LOOK, CUSTOMER_PAY_METHODS, EMPTY_ACTION_INPUTS, STATUS_SEVERITY, actionBody, actionFields, formatRate, lineBase, lineLabel, withProvinceNames, missingInputs, needsConfirmation, riel,
  type ActionInputs, type ViewerKind,
} from './tax-returns.logic';

export const TAX_RETURN_EVENT_TYPES = Object.values(TaxReturnEvents);

export function TaxReturnStatusTag({ taxReturn }: { taxReturn: Pick<TaxReturnView, 'status'> }) {
  const { t } = useTranslation();
  return <Tag severity={STATUS_SEVERITY[taxReturn.status]} value={t(`taxReturns.status.${taxReturn.status}`)} data-testid="tax-return-status" />;
}

export function OverdueTag() {
  const { t } = useTranslation();
  return <Tag severity="danger" icon="pi pi-exclamation-triangle" value={t('taxReturns.overdue')} data-testid="tax-return-overdue" />;
}

/** One return: its computation, dates, penalty, history and the actions the BFF offers the viewer now. */
export function TaxReturnDetail({ id, viewer, clientName, onChanged, onEdit }: {
  id: string;
  viewer: ViewerKind;
  clientName: (id: string) => string;
  /** After an action: the list behind re-reads at once rather than on the push. */
  onChanged?: () => void;
  /** Staff who may change the form: opens a DRAFT in the form. */
  onEdit?: (taxReturn: TaxReturnView) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const data = useLiveData(() => Promise.all([taxReturnsApi.one(id), taxReturnsApi.history(id)]), [id], TAX_RETURN_EVENT_TYPES);
  // A patent's lines name the place of each activity: the gazetteer's province names, read for a patent only.
  const provinceRows = useProvinces(data.data?.[0].type === 'patent');
  const provinceNames = useMemo(() => provinceNamesOf(provinceRows), [provinceRows]);
  // A new array when the names arrive: the DataTable keeps rows whose value did not change as they were drawn.
  const shownLines = useMemo(() => {
    const shown = data.data?.[0];
    return shown ? shown.lines.map((line) => withProvinceNames(line, shown.form, provinceNames)) : [];
  }, [data.data, provinceNames]);
  const [pending, setPending] = useState<TaxReturnAction | null>(null);
  const [inputs, setInputs] = useState<ActionInputs>(EMPTY_ACTION_INPUTS);
  const [busy, setBusy] = useState(false);
  /** The BFF's refusal of the last action (balance too low, a return moved on meanwhile), shown beside the actions. */
  const [refusal, setRefusal] = useState<unknown>(null);
  /** A card payment under way: the provider's page in the dialog until its outcome is read. */
  const [checkout, setCheckout] = useState<CardCheckout | null>(null);
  const [downloading, setDownloading] = useState<'pdf' | 'receipt' | null>(null);
  const [people, setPeople] = useState<Map<string, string>>(new Map());
  /** The banks a bank payment is recorded with (staff paying): read when the pay form first opens. */
  const [banks, setBanks] = useState<MasterDataRow[]>([]);
  const paying = pending === 'pay' && viewer === 'staff';
  useEffect(() => {
    if (!paying || banks.length > 0) return undefined;
    let current = true;
    masterDataApi.list('bank', { size: 100, sort: 'code' }).then((page) => current && setBanks(page.items), () => undefined);
    return () => { current = false; };
  }, [paying, banks.length]);
  useEffect(() => {
    // Who did what: staff may read the accounts (silent; a customer, or staff without the code, sees no names).
    if (viewer !== 'staff') return;
    Promise.all([clientsApi.accounts('staff'), clientsApi.accounts('customer')])
      .then(([staff, customers]) => setPeople(new Map([...staff, ...customers].map((a) => [a.id, a.name]))), () => undefined);
  }, [viewer]);

  if (data.failed) {
    // A link to a return that does not exist, or to another client's (404 alike): trying again would not help.
    if (isApiError(data.error) && data.error.status === 404) {
      return (
        <div className="txr-refusal" role="alert" data-testid="tax-return-not-found">
          <i className="pi pi-times-circle" aria-hidden="true" /><p>{t('taxReturns.notFound')}</p>
        </div>
      );
    }
    return <LoadFailed onRetry={data.reload} testId="tax-return-failed" />;
  }
  if (!data.data) return <div className="txr-loading"><i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('taxReturns.loading')}</div>;
  const [taxReturn, history] = data.data;
  const money = (n: number) => riel(n, lang);
  const day = (d: string | null) => (d ? formatDate(d, lang) : '');
  /** A payment's amount; a late one's with its tax and its penalty and interest apart. */
  const paymentAmount = (payment: Parameters<typeof paymentParts>[0]) => {
    const parts = paymentParts(payment);
    return parts.penalty > 0
      ? `${money(parts.total)} (${t('taxReturns.pay.parts', { tax: money(parts.tax), penalty: money(parts.penalty) })})`
      : money(parts.tax);
  };

  const start = (action: TaxReturnAction) => {
    setRefusal(null);
    setInputs(EMPTY_ACTION_INPUTS);
    if (!needsConfirmation(action, viewer)) void run(action, EMPTY_ACTION_INPUTS);
    else setPending(action);
  };
  const run = async (action: TaxReturnAction, values: ActionInputs) => {
    setBusy(true);
    setRefusal(null);
    try {
      // A payment sends back the total shown: a total that changed since (a new month of interest) is refused.
      const answer = await taxReturnsApi.act(taxReturn.id, action, actionBody(action, viewer, values, taxReturn.paymentDue.total));
      if (answer.checkout) setCheckout(answer.checkout);
      setPending(null);
      data.reload();
      onChanged?.();
    } catch (error) {
      // Said here, inside the dialog; the inputs stay for a retry. A refused action re-reads the return, so the dialog
      // shows today's total (or the status someone else moved it to) before the user tries again.
      setRefusal(error);
      data.reload();
    } finally {
      setBusy(false);
    }
  };
  const missing = pending ? missingInputs(pending, viewer, inputs) : [];
  const download = async (what: 'pdf' | 'receipt') => {
    setDownloading(what);
    const pdfLang = isKhmer(lang) ? 'km' : 'en';
    try {
      const blob = await (what === 'pdf' ? taxReturnsApi.pdf(taxReturn.id, pdfLang) : taxReturnsApi.receipt(taxReturn.id, pdfLang));
      saveBlob(blob, `${what === 'pdf' ? 'tax-return' : 'receipt'}-${taxReturn.type}-${taxReturn.period}-r${taxReturn.revision}.pdf`);
    } catch {
      // The shell's alert has told the user.
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="txr-detail" data-testid="tax-return-detail">
      <dl className="txr-facts">
        <div><dt>{t('taxReturns.field.client')}</dt><dd>{clientName(taxReturn.clientId)}</dd></div>
        <div><dt>{t('taxReturns.field.period')}</dt><dd>{taxReturn.period}{taxReturn.activity ? ` · ${taxReturn.activity}` : ''}</dd></div>
        <div><dt>{t('taxReturns.field.status')}</dt><dd className="txr-tags"><TaxReturnStatusTag taxReturn={taxReturn} />{taxReturn.overdue && <OverdueTag />}</dd></div>
        <div><dt>{t('taxReturns.field.revision')}</dt><dd>{taxReturn.revision}</dd></div>
        <div><dt>{t('taxReturns.field.dueDate')}</dt><dd>{day(taxReturn.dueDate)}</dd></div>
        <div><dt>{t('taxReturns.field.totalDue')}</dt><dd className="txr-amount" data-testid="tax-return-total">{money(taxReturn.totalDue)}</dd></div>
        {taxReturn.paidTotal > 0 && <div><dt>{t('taxReturns.field.paidTotal')}</dt><dd className="txr-amount">{money(taxReturn.paidTotal)}</dd></div>}
        {taxReturn.amountToPay !== taxReturn.totalDue && <div><dt>{t('taxReturns.field.amountToPay')}</dt><dd className="txr-amount">{money(taxReturn.amountToPay)}</dd></div>}
        {taxReturn.filing && <div><dt>{t('taxReturns.field.filing')}</dt><dd>{taxReturn.filing.reference} · {day(taxReturn.filing.filedAt)}</dd></div>}
      </dl>

      {taxReturn.reviewComments && (
        <p className="txr-comments" data-testid="tax-return-comments"><strong>{t('taxReturns.field.reviewComments')}:</strong> {taxReturn.reviewComments}</p>
      )}

      {taxReturn.penalty && (
        <div className="txr-penalty" role="note" data-testid="tax-return-penalty">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{t('taxReturns.penalty', { count: taxReturn.penalty.monthsLate, amount: money(taxReturn.penalty.total), months: taxReturn.penalty.monthsLate })}</span>
        </div>
      )}

      <div className="txr-documents" data-testid="tax-return-documents">
        <Button type="button" size="small" severity="secondary" outlined icon="pi pi-file-pdf" label={t('taxReturns.downloadPdf')}
          loading={downloading === 'pdf'} disabled={downloading !== null} onClick={() => void download('pdf')} data-testid="tax-return-pdf" />
      </div>

      <TaxReturnAttachments taxReturn={taxReturn} mayChange={viewer === 'staff' && onEdit !== undefined} onChanged={() => { data.reload(); onChanged?.(); }} />

      {taxReturn.payments.length > 0 && (
        <ul className="txr-payments" data-testid="tax-return-payments">
          {taxReturn.payments.map((payment, index) => (
            <li key={`${payment.revision}-${index}`}>
              <span>
                {day(payment.paidOn)} · {t(`taxReturns.method.${payment.method}`, { defaultValue: payment.method })} · {paymentAmount(payment)}{payment.reference ? ` · ${payment.reference}` : ''}
                {/* A payment of an earlier revision (made before an amendment) says which one it paid. */}
                {payment.revision !== taxReturn.revision && ` · ${t('taxReturns.compare.revision', { revision: payment.revision })}`}
              </span>
              <Button type="button" size="small" link icon="pi pi-receipt" label={t('taxReturns.receipt')} disabled={downloading !== null}
                loading={downloading === 'receipt'} onClick={() => void download('receipt')} data-testid="tax-return-receipt" />
            </li>
          ))}
        </ul>
      )}

      {/* While the provider's page is open the actions wait: paying again there would only reopen the same payment. */}
      {taxReturn.actions.length > 0 && !checkout && (
        <div className="txr-actions" data-testid="tax-return-actions">
          {onEdit && taxReturn.status === 'DRAFT' && (
            <Button label={t('taxReturns.form.edit')} icon="pi pi-file-edit" size="small" severity="secondary" onClick={() => onEdit(taxReturn)} data-testid="tax-return-edit" />
          )}
          {taxReturn.actions.map((action) => (
            <Button key={action} label={t(`taxReturns.action.${action}`)} icon={ACTION_LOOK[action].icon} severity={ACTION_LOOK[action].severity}
              size="small" disabled={busy} outlined={pending !== null && pending !== action}
              onClick={() => start(action)} data-testid={`tax-return-action-${action}`} />
          ))}
        </div>
      )}

      {refusal !== null && !pending && <TaxReturnRefusal error={refusal} />}

      {checkout && (
        <TaxReturnCardCheckout checkout={checkout} onClose={() => { setCheckout(null); data.reload(); onChanged?.(); }}
          onPaid={() => { data.reload(); onChanged?.(); }}
          onRetry={() => { setCheckout(null); void run('pay', { ...EMPTY_ACTION_INPUTS, payMethod: 'card' }); }} />
      )}

      {pending && (
        <form className="txr-action-form" data-testid="tax-return-action-form"
          onSubmit={(e) => { e.preventDefault(); if (missing.length === 0) void run(pending, inputs); }}>
          <h4>{t(`taxReturns.action.${pending}`)}</h4>
          {pending === 'pay' && viewer === 'customer' && (
            <fieldset className="txr-pay-methods" data-testid="tax-return-pay-methods">
              <legend>{t('taxReturns.card.choose')}</legend>
              {CUSTOMER_PAY_METHODS.map((method) => (
                <label key={method} className={`txr-pay-method${inputs.payMethod === method ? ' is-active' : ''}`}>
                  <input type="radio" name="tax-return-pay-method" value={method} checked={inputs.payMethod === method}
                    onChange={() => setInputs((i) => ({ ...i, payMethod: method }))} data-testid={`tax-return-pay-${method}`} />
                  <i className={method === 'card' ? 'pi pi-credit-card' : 'pi pi-wallet'} aria-hidden="true" />
                  <span>{t(`taxReturns.method.${method}`)}</span>
                </label>
              ))}
              <TaxReturnPaymentBreakdown due={taxReturn.paymentDue} monthsLate={taxReturn.penalty?.monthsLate ?? 0} />
              <p className="muted">
                {inputs.payMethod === 'card'
                  ? t('taxReturns.card.payByCard', { amount: money(taxReturn.paymentDue.total) })
                  : t('taxReturns.payFromBalance', { amount: money(taxReturn.paymentDue.total) })}
              </p>
            </fieldset>
          )}
          {pending === 'pay' && viewer === 'staff' && (
            <>
              <TaxReturnPaymentBreakdown due={taxReturn.paymentDue} monthsLate={taxReturn.penalty?.monthsLate ?? 0} />
              {taxReturn.paymentDue.penalty > 0 && <p className="muted small">{t('taxReturns.pay.bankDayNote')}</p>}
            </>
          )}
          {actionFields(pending, viewer).map(({ field, required }) => (
            <label key={field} className="txr-input">
              <span>{t(`taxReturns.input.${field}`)}{required ? ' *' : ''}</span>
              {field === 'bankCode' && banks.length > 0
                // The banks of master data, found by code or name (a free text field when they cannot be read).
                ? <Dropdown value={inputs.bankCode || null} filter filterBy="label" showClear placeholder={t('taxReturns.pickBank')}
                    options={banks.map((bank) => ({ value: bank.code, label: `${bank.code} · ${nameIn(lang, bank) || bank.code}` }))}
                    onChange={(e) => setInputs((i) => ({ ...i, bankCode: typeof e.value === 'string' ? e.value : '' }))}
                    data-testid="tax-return-input-bankCode" />
                : field === 'comments' || field === 'note' || field === 'reason'
                ? <InputTextarea value={inputs[field]} rows={3} autoResize maxLength={TAX_RETURN_LIST_LIMITS.commentsMax}
                    onChange={(e) => setInputs((i) => ({ ...i, [field]: e.target.value }))} data-testid={`tax-return-input-${field}`} />
                : field === 'filedAt' || field === 'paidOn'
                  // The day as the page's language writes it (not the browser's mm/dd/yyyy); a filing or a bank payment
                  // is recorded after it happened, so the picker offers no day after today.
                  ? <DayInput value={inputs[field] || null} onChange={(day) => setInputs((i) => ({ ...i, [field]: day ?? '' }))}
                      maxDay={cambodiaDay(new Date())} testId={`tax-return-input-${field}`} />
                  : <InputText value={inputs[field]} maxLength={TAX_RETURN_LIST_LIMITS.referenceMax}
                      onChange={(e) => setInputs((i) => ({ ...i, [field]: e.target.value }))} data-testid={`tax-return-input-${field}`} />}
            </label>
          ))}
          {refusal !== null && <TaxReturnRefusal error={refusal} />}
          <div className="txr-action-buttons">
            <Button type="button" label={t('taxReturns.back')} severity="secondary" text onClick={() => { setPending(null); setRefusal(null); }} />
            <Button type="submit" label={t(`taxReturns.action.${pending}`)} icon={ACTION_LOOK[pending].icon} severity={ACTION_LOOK[pending].severity} loading={busy}
              disabled={missing.length > 0} data-testid="tax-return-action-confirm" />
          </div>
        </form>
      )}

      {taxReturn.previousRevisions.length > 0 && <TaxReturnRevisionComparison taxReturn={taxReturn} />}

      <h3 className="txr-heading">{t('taxReturns.lines')}</h3>
      <DataTable value={shownLines} dataKey="code" size="small" stripedRows {...CARDS_ON_PHONES}
        emptyMessage={t('taxReturns.noLines')} aria-label={t('taxReturns.lines')} data-testid="tax-return-lines">
        <Column field="code" header={t('taxReturns.line.code')} body={(l: TaxReturnLine) => <code>{l.code}</code>} />
        <Column header={t('taxReturns.line.label')} body={(l: TaxReturnLine) => lineLabel(l.label, lang)} />
        <Column header={t('taxReturns.line.base')} className="txr-num" body={(l: TaxReturnLine) => lineBase(l, lang)} />
        <Column header={t('taxReturns.line.rate')} className="txr-num" body={(l: TaxReturnLine) => formatRate(l.rate, lang, (u) => t(`taxReturns.unit.${u}`))} />
        <Column header={t('taxReturns.line.amount')} className="txr-num" body={(l: TaxReturnLine) => money(l.amount)} />
      </DataTable>

      <h3 className="txr-heading">{t('taxReturns.history')}</h3>
      <ul className="txr-history" data-testid="tax-return-history">
        {history.slice().reverse().map((entry) => {
          const said = ['comments', 'reference', 'note', 'reason', 'fileName'].map((k) => entry.details[k]).filter((v): v is string => typeof v === 'string' && v !== '');
          return (
            <li key={entry.version}>
              <span className="txr-history-what">{t(`taxReturns.event.${entry.what}`, { defaultValue: entry.what })}</span>
              <span className="muted"> · {formatDate(entry.at, lang, DATE_PATTERNS.dateTime)}{entry.by && people.has(entry.by) ? ` · ${people.get(entry.by)}` : ''}</span>
              {said.length > 0 && <div className="txr-history-said">{said.join(' · ')}</div>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
