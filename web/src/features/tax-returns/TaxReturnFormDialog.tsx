import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import { SelectButton } from 'primereact/selectbutton';
import {
  ANNUAL_RATE_CLASSES, ANNUAL_RATE_CLASS_LABELS, STAMP_INSTRUMENTS, STAMP_INSTRUMENT_LABELS, TAXPAYER_CATEGORIES, TAX_CURRENCIES,
  TAX_RETURN_LIMITS, VALUED_STAMP_INSTRUMENTS, type MasterDataRow, type TaxReturnRulesAnswer, type TaxReturnType,
  type TaxReturnView,
} from '@cis/contracts';
import { DATE_PATTERNS, formatDate } from '../../lib/dates';
import { DayInput } from '../../lib/DayInput';
import { numberLocale } from '../../lib/format';
import { nameIn, otherNameIn } from '../../lib/in-language';
import { taxReturnsApi, type ClientName } from './tax-returns.api';
import { TaxReturnRefusal } from './TaxReturnRefusal';
import { formatRate, lineBase, lineLabel, riel, withProvinceNames, type ProvinceNames } from './tax-returns.logic';
import { provinceNamesOf, useProvinces } from './use-province-names';
import {
  EMPTY_ROWS, LIST_LIMITS, conflictingFields, defaultChoices, defaultPeriod, describeValue, fieldsOf, incompleteText, mergeForms, periodFormat, periodOk, previewOf,
  specificTaxProducts, staleChangeOf, typedDraftOf, withholdingTypes, wireForm,
  type AnnualDraft, type FormFields, type MergeChoice, type MonthlyDraft, type PatentDraft, type StaleChange, type StampDraft, type TypedDraft,
} from './tax-return-form.logic';

/** Typing pauses this long before a draft is saved (PATCH with the version read). */
const AUTOSAVE_MS = 1200;
const RULES_DEBOUNCE_MS = 300;
const { maxAmount } = TAX_RETURN_LIMITS;

type SaveState = 'saved' | 'dirty' | 'saving' | 'conflict' | 'failed';

/** A choice of a PrimeReact dropdown of codes (its event's value is untyped): the code, or null when cleared. */
const codeOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The form, the same object for as long as its content stays the same: the preview and the autosave run when what
 * is sent changes, not on each new object of equal content.
 */
function useSameWhileEqual(form: FormFields): { form: FormFields; key: string } {
  const key = JSON.stringify(form);
  const kept = useRef({ form, key });
  if (kept.current.key !== key) kept.current = { form, key };
  return kept.current;
}

/**
 * Create or edit the DRAFT of any of the four returns. The preview is computed in the browser, as the user types,
 * by contracts' computeReturn with the period's rule rows (GET api/tax-returns/rules, once per client and period);
 * the BFF recomputes on every save. Editing saves by itself (PATCH with the version read); a stale version shows
 * the other change beside this one, field by field, to merge.
 */
export function TaxReturnFormDialog({ type, clients, clientName, existing, onHide, onSaved, onOpenExisting }: {
  type: TaxReturnType;
  clients: ClientName[];
  clientName: (id: string) => string;
  /** The draft being edited; absent for a new return. */
  existing?: TaxReturnView;
  onHide: () => void;
  onSaved: (id: string) => void;
  /** A second return of the same client and period was refused: opens the first one instead. */
  onOpenExisting?: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const editing = !!existing;
  const [clientId, setClientId] = useState<string | null>(existing?.clientId ?? null);
  const [period, setPeriod] = useState(existing?.period ?? defaultPeriod(type, new Date()));
  const [typed, setTyped] = useState<TypedDraft>(() => typedDraftOf(type, existing?.form));
  const [rules, setRules] = useState<TaxReturnRulesAnswer | null>(null);
  const [rulesFailed, setRulesFailed] = useState(false);
  const [creating, setCreating] = useState(false);
  /** The BFF's refusal of the create or of a save, shown above the fields; what was typed stays. */
  const [refusal, setRefusal] = useState<unknown>(null);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [serverTotal, setServerTotal] = useState<number | null>(existing?.totalDue ?? null);
  const [conflict, setConflict] = useState<StaleChange | null>(null);
  const [choices, setChoices] = useState<Record<string, MergeChoice>>({});
  const trimmed = period.trim();
  const periodValid = periodOk(type, trimmed);
  const { form, key: formKey } = useSameWhileEqual(useMemo(() => wireForm(typed.type, typed.draft), [typed]));

  // The rule rows of the period: fetched once per client and period (a cache across changes of the period back and forth).
  const rulesCache = useRef(new Map<string, TaxReturnRulesAnswer>());
  useEffect(() => {
    setRulesFailed(false);
    if (!clientId || !periodValid) { setRules(null); return undefined; }
    const key = `${clientId}|${trimmed}`;
    const cached = rulesCache.current.get(key);
    if (cached) { setRules(cached); return undefined; }
    let current = true;
    const timer = setTimeout(() => {
      taxReturnsApi.rules(type, clientId, trimmed).then((answer) => {
        rulesCache.current.set(key, answer);
        if (current) setRules(answer);
      }, () => { if (current) { setRules(null); setRulesFailed(true); } });
    }, RULES_DEBOUNCE_MS);
    return () => { current = false; clearTimeout(timer); };
  }, [type, clientId, trimmed, periodValid]);

  // The gazetteer's provinces: the patent form's picker, and the preview's lines name the place by them.
  const provinceRows = useProvinces(type === 'patent');
  const provinceNames = useMemo(() => provinceNamesOf(provinceRows), [provinceRows]);
  const preview = useMemo(
    () => (rules && rules.period === trimmed ? previewOf(type, trimmed, form, rules) : null),
    [rules, trimmed, type, form],
  );

  // Autosave of a draft being edited: one save at a time, each with the version the last one answered.
  const version = useRef(existing?.version ?? 0);
  // What the last save sent (the stored form when the dialog opened): a stale save's merge starts from it.
  const savedForm = useRef<FormFields>(existing ? wireForm(type, typedDraftOf(type, existing.form).draft) : {});
  const savedKey = useRef(existing ? JSON.stringify(savedForm.current) : '');
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const latestKey = useRef(formKey);
  latestKey.current = formKey;
  const save = useCallback((toSave: FormFields) => {
    if (!existing) return Promise.resolve();
    const key = JSON.stringify(toSave);
    inFlight.current = inFlight.current.then(async () => {
      if (key === savedKey.current) return;
      setSaveState('saving');
      try {
        const view = await taxReturnsApi.update(existing.id, version.current, toSave);
        version.current = view.version;
        savedKey.current = key;
        savedForm.current = toSave;
        setServerTotal(view.totalDue);
        setSavedAt(new Date().toISOString());
        setSaveState(latestKey.current === key ? 'saved' : 'dirty');
        setRefusal(null);
      } catch (error) {
        const stale = staleChangeOf(error);
        if (stale) {
          setConflict(stale);
          setChoices(defaultChoices(savedForm.current, toSave, stale.form));
          setSaveState('conflict');
        } else {
          setRefusal(error);
          setSaveState('failed');
        }
      }
    });
    return inFlight.current;
  }, [existing]);
  useEffect(() => {
    if (!editing || conflict || formKey === savedKey.current) return undefined;
    setSaveState('dirty');
    const timer = setTimeout(() => void save(form), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [editing, conflict, form, formKey, save]);

  const close = async () => {
    if (editing && !conflict && formKey !== savedKey.current) await save(form);
    if (existing) onSaved(existing.id); else onHide();
  };
  const create = async () => {
    if (!clientId || !periodValid) return;
    setCreating(true);
    setRefusal(null);
    try {
      const created = await taxReturnsApi.create(type, clientId, trimmed, form);
      onSaved(created.id);
    } catch (error) {
      // Said above the fields (a return of that period exists, a field out of range), nothing typed is lost.
      setRefusal(error);
    } finally {
      setCreating(false);
    }
  };
  const resolveConflict = (all?: MergeChoice) => {
    if (!conflict) return;
    const picks = all ? Object.fromEntries(conflictingFields(form, conflict.form).map((f) => [f, all])) : choices;
    const merged = mergeForms(form, conflict.form, picks);
    version.current = conflict.version;
    savedKey.current = JSON.stringify(conflict.form);
    savedForm.current = conflict.form;
    setConflict(null);
    setTyped(typedDraftOf(type, merged));
    void save(merged);
  };

  const fieldProps = { lang, t };
  // Each type's fields patch a draft of their own type: the switch on the draft's type narrows it.
  const body = (() => {
    switch (typed.type) {
      case 'patent': return (
        <PatentFields draft={typed.draft} {...fieldProps} clientCategory={rules?.client.category ?? null} provinces={provinceRows}
          set={(patch) => setTyped((d) => (d.type === 'patent' ? { ...d, draft: { ...d.draft, ...patch } } : d))} />
      );
      case 'stamp': return (
        <StampFields draft={typed.draft} {...fieldProps} set={(patch) => setTyped((d) => (d.type === 'stamp' ? { ...d, draft: { ...d.draft, ...patch } } : d))} />
      );
      case 'monthly': return (
        <MonthlyFields draft={typed.draft} {...fieldProps} rules={rules}
          set={(patch) => setTyped((d) => (d.type === 'monthly' ? { ...d, draft: { ...d.draft, ...patch } } : d))} />
      );
      case 'annual': return (
        <AnnualFields draft={typed.draft} {...fieldProps} set={(patch) => setTyped((d) => (d.type === 'annual' ? { ...d, draft: { ...d.draft, ...patch } } : d))} />
      );
    }
  })();

  const header = editing ? t('taxReturns.form.editTitle', { type: t(`taxReturns.detailTitle.${type}`) }) : t(`taxReturns.form.newTitle.${type}`);
  return (
    <Dialog visible onHide={() => void close()} header={header} className="txr-dialog txr-form-dialog" style={{ width: '72rem' }}
      breakpoints={{ '1200px': '96vw', '640px': '100vw' }} data-testid="tax-return-form"
      footer={(
        <div className="txr-form-footer">
          {editing && <SaveStatus state={saveState} savedAt={savedAt} lang={lang} />}
          <Button label={editing ? t('taxReturns.form.done') : t('taxReturns.back')} severity="secondary" text onClick={() => void close()} data-testid="tax-return-form-close" />
          {!editing && (
            <Button label={t('taxReturns.create')} icon="pi pi-check" loading={creating} disabled={!clientId || !periodValid} onClick={() => void create()} data-testid="tax-return-create" />
          )}
        </div>
      )}>
      <div className="txr-form-layout">
        <div className="txr-form-fields">
          <div className="txr-grid">
            <label className="txr-input" htmlFor="txr-client"><span>{t('taxReturns.field.client')} *</span>
              <Dropdown inputId="txr-client" value={clientId} disabled={editing} filter
                options={(editing && existing ? [{ id: existing.clientId }] : clients).map((c) => ({ label: clientName(c.id), value: c.id }))}
                onChange={(e) => setClientId(codeOf(e.value))} placeholder={t('taxReturns.pickClient')} data-testid="tax-return-client" />
            </label>
            <label className="txr-input" htmlFor="txr-period"><span>{t(`taxReturns.form.period.${type}`)} *</span>
              <InputText id="txr-period" value={period} disabled={editing} onChange={(e) => setPeriod(e.target.value)} placeholder={periodFormat(type)}
                maxLength={10} invalid={!periodValid} aria-describedby="txr-period-help" data-testid="tax-return-period" />
              <small id="txr-period-help" className="muted">{t('taxReturns.form.periodHelp', { format: periodFormat(type) })}</small>
            </label>
          </div>
          {refusal !== null && (
            <TaxReturnRefusal error={refusal} onOpenExisting={onOpenExisting} />
          )}
          {conflict && (
            <ConflictPanel mine={form} theirs={conflict} choices={choices} setChoices={setChoices} onMerge={resolveConflict} lang={lang} />
          )}
          <fieldset className="txr-fieldset" disabled={!!conflict}>{body}</fieldset>
        </div>
        <PreviewPanel preview={preview} form={form} provinces={provinceNames} rulesFailed={rulesFailed} waiting={!clientId || !periodValid} serverTotal={editing ? serverTotal : null} />
      </div>
    </Dialog>
  );
}

function SaveStatus({ state, savedAt, lang }: { state: SaveState; savedAt: string | null; lang: string }) {
  const { t } = useTranslation();
  const icon = { saved: 'pi pi-check-circle', dirty: 'pi pi-pencil', saving: 'pi pi-spin pi-spinner', conflict: 'pi pi-exclamation-triangle', failed: 'pi pi-times-circle' }[state];
  return (
    <span className={`txr-save txr-save-${state}`} role="status" aria-live="polite" data-testid="tax-return-save-state" data-state={state}>
      <i className={icon} aria-hidden="true" /> {t(`taxReturns.form.save.${state}`)}
      {state === 'saved' && savedAt ? ` · ${formatDate(savedAt, lang, DATE_PATTERNS.dateTime)}` : ''}
    </span>
  );
}

/** The computation as typed: every line with its base and rate, the total and due date. */
function PreviewPanel({ preview, form, provinces, rulesFailed, waiting, serverTotal }: {
  preview: ReturnType<typeof previewOf> | null; form: FormFields; provinces: ProvinceNames; rulesFailed: boolean; waiting: boolean; serverTotal: number | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <aside className="txr-preview" aria-live="polite" data-testid="tax-return-preview">
      <h3 className="txr-heading">{t('taxReturns.preview')}</h3>
      {waiting ? <p className="muted">{t('taxReturns.form.previewWaiting')}</p>
        : rulesFailed ? <p className="txr-warn" data-testid="tax-return-preview-rules">{t('taxReturns.form.noRules')}</p>
          : !preview ? <p className="muted"><i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('taxReturns.form.loadingRules')}</p>
            : preview.kind === 'incomplete' ? (
              <p className="muted" data-testid="tax-return-preview-incomplete">{incompleteText(preview, t, lang)}</p>
            ) : (
              <>
                <ul className="txr-preview-lines" data-testid="tax-return-preview-lines">
                  {preview.computation.lines.map((l, i) => (
                    <li key={`${l.code}-${i}`} className={l.kind === 'info' ? 'txr-line-info' : undefined}>
                      <span className="txr-line-label">{lineLabel(withProvinceNames(l, form, provinces).label, lang)}</span>
                      <span className="txr-line-calc muted">
                        {l.rate.kind === 'none' ? '' : `${lineBase(l, lang)} × ${formatRate(l.rate, lang, (u) => t(`taxReturns.unit.${u}`))}`}
                      </span>
                      <span className="txr-amount">{riel(l.amount, lang)}</span>
                    </li>
                  ))}
                </ul>
                <p className="txr-preview-total"><strong data-testid="tax-return-preview-total">{t('taxReturns.field.totalDue')}: {riel(preview.computation.totalDue, lang)}</strong>
                  <span className="muted"> · {t('taxReturns.field.dueDate')}: {formatDate(preview.computation.dueDate, lang)}</span></p>
                {serverTotal !== null && serverTotal !== preview.computation.totalDue && (
                  <p className="muted small">{t('taxReturns.form.savedTotal', { amount: riel(serverTotal, lang) })}</p>
                )}
              </>
            )}
    </aside>
  );
}

/** The other change beside this one, field by field: the user keeps either side of each; nothing is lost. */
function ConflictPanel({ mine, theirs, choices, setChoices, onMerge, lang }: {
  mine: FormFields; theirs: StaleChange; choices: Record<string, MergeChoice>;
  setChoices: (c: Record<string, MergeChoice>) => void; onMerge: (all?: MergeChoice) => void; lang: string;
}) {
  const { t } = useTranslation();
  const fields = conflictingFields(mine, theirs.form);
  const panel = useRef<HTMLElement>(null);
  // On a phone the panel may sit above the fields being typed: it comes into view when it appears.
  useEffect(() => { panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }); }, [theirs.version]);
  const a = fieldsOf(mine);
  const b = fieldsOf(theirs.form);
  return (
    <section ref={panel} className="txr-conflict" role="alert" data-testid="tax-return-conflict">
      <h4><i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('taxReturns.form.conflict.title')}</h4>
      <p>{t('taxReturns.form.conflict.text', { at: theirs.changedAt ? formatDate(theirs.changedAt, lang, DATE_PATTERNS.dateTime) : '' })}</p>
      <div className="txr-conflict-rows">
        {fields.map((field) => {
          const pick = choices[field] ?? 'mine';
          return (
            <div key={field} className="txr-conflict-row" data-testid={`tax-return-conflict-${field}`}>
              <strong>{t(`taxReturns.form.field.${field}`, { defaultValue: field })}</strong>
              <label className="txr-conflict-side">
                <RadioButton name={`merge-${field}`} value="mine" checked={pick === 'mine'} onChange={() => setChoices({ ...choices, [field]: 'mine' })} />
                <span><em>{t('taxReturns.form.conflict.mine')}</em> {describeValue(a[field])}</span>
              </label>
              <label className="txr-conflict-side">
                <RadioButton name={`merge-${field}`} value="theirs" checked={pick === 'theirs'} onChange={() => setChoices({ ...choices, [field]: 'theirs' })}
                  data-testid={`tax-return-conflict-theirs-${field}`} />
                <span><em>{t('taxReturns.form.conflict.theirs')}</em> {describeValue(b[field])}</span>
              </label>
            </div>
          );
        })}
      </div>
      <div className="txr-action-buttons">
        <Button type="button" label={t('taxReturns.form.conflict.takeTheirs')} severity="secondary" outlined size="small" onClick={() => onMerge('theirs')} />
        <Button type="button" label={t('taxReturns.form.conflict.merge')} icon="pi pi-check" size="small" onClick={() => onMerge()} data-testid="tax-return-conflict-merge" />
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------------------------

type T = ReturnType<typeof useTranslation>['t'];
interface FieldsProps<D> { draft: D; set: (patch: Partial<D>) => void; lang: string; t: T }

function Field({ id, label, children, help }: { id: string; label: string; children: ReactNode; help?: string }) {
  return (
    <label className="txr-input" htmlFor={id}>
      <span>{label}</span>
      {children}
      {help && <small className="muted">{help}</small>}
    </label>
  );
}

function Amount({ id, value, onChange, lang, min = 0, decimals = 0, prefix = '៛', max = maxAmount, label }: {
  id: string; value: number | null; onChange: (v: number | null) => void; lang: string; min?: number; decimals?: number; prefix?: string;
  max?: number; label?: string;
}) {
  return (
    <InputNumber inputId={id} value={value} onValueChange={(e) => onChange(e.value ?? null)} min={min} max={max}
      minFractionDigits={0} maxFractionDigits={decimals} locale={numberLocale(lang)} prefix={prefix} data-testid={id}
      aria-label={label} inputMode={decimals > 0 ? 'decimal' : 'numeric'} />
  );
}

function Count({ id, value, onChange, min, max, label }: { id: string; value: number | null; onChange: (v: number | null) => void; min: number; max: number; label?: string }) {
  return <InputNumber inputId={id} value={value} onValueChange={(e) => onChange(e.value ?? null)} min={min} max={max} useGrouping={false} data-testid={id} aria-label={label} inputMode="numeric" />;
}

function Flag({ id, checked, onChange, label }: { id: string; checked: boolean; onChange: (v: boolean) => void; label: string }) {
  return (
    <div className="txr-flag">
      <Checkbox inputId={id} checked={checked} onChange={(e) => onChange(!!e.checked)} data-testid={id} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A list of rows with add and remove (activities, salaries, withholdings, specific tax). */
function RowList<R>({ title, rows, max, onChange, blank, render, testId, addLabel }: {
  title: string; rows: R[]; max: number; onChange: (rows: R[]) => void; blank: () => R; testId: string; addLabel: string;
  render: (row: R, update: (patch: Partial<R>) => void, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="txr-list" data-testid={testId}>
      <legend>{title} <span className="muted">({rows.length})</span></legend>
      {rows.map((row, index) => (
        <div className="txr-list-row" key={index} data-testid={`${testId}-row`}>
          {render(row, (patch) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r))), index)}
          <Button type="button" icon="pi pi-trash" severity="danger" text rounded aria-label={t('taxReturns.form.removeRow')}
            className="txr-list-remove" onClick={() => onChange(rows.filter((_, i) => i !== index))} data-testid={`${testId}-remove-${index}`} />
        </div>
      ))}
      <Button type="button" icon="pi pi-plus" label={addLabel} size="small" outlined disabled={rows.length >= max}
        onClick={() => onChange([...rows, blank()])} data-testid={`${testId}-add`} />
    </fieldset>
  );
}

function PatentFields({ draft, set, lang, t, clientCategory, provinces }: FieldsProps<PatentDraft> & { clientCategory: string | null; provinces: MasterDataRow[] }) {
  const provinceOptions = provinces.map((p) => ({ value: p.code, label: nameIn(lang, p) || p.code, other: otherNameIn(lang, p) }));
  return (
    <>
      <RowList title={t('taxReturns.form.field.activities')} rows={draft.activities} max={LIST_LIMITS.activities} testId="txr-activities"
        addLabel={t('taxReturns.form.addActivity')} blank={EMPTY_ROWS.activity} onChange={(activities) => set({ activities })}
        render={(row, update, i) => (
          <div className="txr-row-grid">
            <Field id={`txr-activity-name-${i}`} label={t('taxReturns.form.field.activityName')}>
              <InputText id={`txr-activity-name-${i}`} value={row.name} maxLength={TAX_RETURN_LIMITS.maxNameLength} onChange={(e) => update({ name: e.target.value })} data-testid={`txr-activity-name-${i}`} />
            </Field>
            <Field id={`txr-activity-province-${i}`} label={t('taxReturns.form.field.province')}>
              {provinces.length > 0 ? (
                <Dropdown inputId={`txr-activity-province-${i}`} value={row.provinceCode} options={provinceOptions} filter filterBy="label,other,value"
                  onChange={(e) => update({ provinceCode: codeOf(e.value) })} placeholder={t('taxReturns.form.pickProvince')} data-testid={`txr-activity-province-${i}`} />
              ) : (
                <InputText id={`txr-activity-province-${i}`} value={row.provinceCode ?? ''} maxLength={2} placeholder="12" onChange={(e) => update({ provinceCode: e.target.value })} data-testid={`txr-activity-province-${i}`} />
              )}
            </Field>
            <Field id={`txr-activity-start-${i}`} label={t('taxReturns.form.field.startDate')}>
              <DayInput inputId={`txr-activity-start-${i}`} value={row.startDate || null} onChange={(day) => update({ startDate: day ?? '' })} testId={`txr-activity-start-${i}`} />
            </Field>
          </div>
        )} />
      <div className="txr-grid">
        <Field id="txr-annual-turnover" label={t('taxReturns.form.field.annualTurnover')}>
          <Amount id="txr-annual-turnover" value={draft.annualTurnover} onChange={(annualTurnover) => set({ annualTurnover })} lang={lang} />
        </Field>
        <Field id="txr-category" label={t('taxReturns.form.field.category')}>
          <Dropdown inputId="txr-category" value={draft.category} showClear
            options={TAXPAYER_CATEGORIES.map((c) => ({ value: c, label: t(`taxReturns.form.categoryName.${c}`) }))}
            placeholder={clientCategory ? t('taxReturns.form.clientCategory', { category: t(`taxReturns.form.categoryName.${clientCategory}`) }) : t('taxReturns.form.field.category')}
            onChange={(e) => set({ category: e.value ?? null })} data-testid="txr-category" />
        </Field>
      </div>
    </>
  );
}

function StampFields({ draft, set, lang, t }: FieldsProps<StampDraft>) {
  const valued = draft.instrument !== null && VALUED_STAMP_INSTRUMENTS.includes(draft.instrument);
  const usd = draft.currency === 'USD';
  const money = { lang, decimals: usd ? 2 : 0, prefix: usd ? '$' : '៛' };
  return (
    <>
      <div className="txr-grid">
        <Field id="txr-instrument" label={`${t('taxReturns.form.field.instrument')} *`}>
          <Dropdown inputId="txr-instrument" value={draft.instrument}
            options={STAMP_INSTRUMENTS.map((i) => ({ value: i, label: lineLabel(STAMP_INSTRUMENT_LABELS[i], lang) }))}
            placeholder={t('taxReturns.form.pickInstrument')} onChange={(e) => set({ instrument: e.value ?? null })} data-testid="txr-instrument" />
        </Field>
        {valued && (
          <Field id="txr-currency" label={t('taxReturns.form.field.currency')}>
            <SelectButton id="txr-currency" value={draft.currency} options={TAX_CURRENCIES.map((c) => ({ value: c, label: c }))} allowEmpty={false}
              onChange={(e) => set({ currency: e.value ?? 'KHR' })} data-testid="txr-currency" />
          </Field>
        )}
      </div>
      {valued && (
        <div className="txr-grid">
          {usd && (
            <Field id="txr-exchange-rate" label={`${t('taxReturns.form.field.exchangeRate')} *`} help={t('taxReturns.form.exchangeRateHelp')}>
              <Amount id="txr-exchange-rate" value={draft.exchangeRate} onChange={(exchangeRate) => set({ exchangeRate })} lang={lang} decimals={2}
                min={TAX_RETURN_LIMITS.exchangeRate.min} max={TAX_RETURN_LIMITS.exchangeRate.max} />
            </Field>
          )}
          <Field id="txr-contract-value" label={`${t('taxReturns.form.field.contractValue')} *`}>
            <Amount id="txr-contract-value" value={draft.contractValue} onChange={(contractValue) => set({ contractValue })} {...money} />
          </Field>
          {draft.instrument === 'immovable-property' && (
            <>
              <Field id="txr-reference-value" label={t('taxReturns.form.field.referenceValue')} help={t('taxReturns.form.referenceValueHelp')}>
                <Amount id="txr-reference-value" value={draft.referenceValue} onChange={(referenceValue) => set({ referenceValue })} {...money} />
              </Field>
              <div className="txr-flags">
                <Flag id="txr-first-home" checked={draft.firstHome} onChange={(firstHome) => set({ firstHome, laterHome: firstHome ? false : draft.laterHome })} label={t('taxReturns.form.field.firstHome')} />
                <Flag id="txr-later-home" checked={draft.laterHome} onChange={(laterHome) => set({ laterHome, firstHome: laterHome ? false : draft.firstHome })} label={t('taxReturns.form.field.laterHome')} />
              </div>
            </>
          )}
        </div>
      )}
      {draft.instrument === 'signboard' && (
        <div className="txr-grid">
          <Field id="txr-area" label={`${t('taxReturns.form.field.areaDm2')} *`}>
            <Count id="txr-area" value={draft.areaDm2} onChange={(areaDm2) => set({ areaDm2 })} min={1} max={TAX_RETURN_LIMITS.maxAreaDm2} />
          </Field>
          <Field id="txr-installed" label={`${t('taxReturns.form.field.installedOn')} *`}>
            <DayInput inputId="txr-installed" value={draft.installedOn || null} onChange={(day) => set({ installedOn: day ?? '' })} testId="txr-installed" />
          </Field>
          <div className="txr-flags">
            <Flag id="txr-lit" checked={draft.lit} onChange={(lit) => set({ lit })} label={t('taxReturns.form.field.lit')} />
            <Flag id="txr-foreign" checked={draft.foreignScript} onChange={(foreignScript) => set({ foreignScript })} label={t('taxReturns.form.field.foreignScript')} />
          </div>
        </div>
      )}
      {draft.instrument === 'legal-document' && <p className="muted">{t('taxReturns.form.perDocument')}</p>}
    </>
  );
}

function MonthlyFields({ draft, set, lang, t, rules }: FieldsProps<MonthlyDraft> & { rules: TaxReturnRulesAnswer | null }) {
  const types = withholdingTypes(rules?.rules ?? null);
  const products = specificTaxProducts(rules?.rules ?? null);
  const vat = (patch: Partial<MonthlyDraft['vat']>) => set({ vat: { ...draft.vat, ...patch } });
  return (
    <>
      <div className="txr-grid">
        <Field id="txr-turnover" label={t('taxReturns.input.turnover')}>
          <Amount id="txr-turnover" value={draft.turnover} onChange={(turnover) => set({ turnover })} lang={lang} />
        </Field>
      </div>
      <fieldset className="txr-list">
        <legend>{t('taxReturns.form.field.vat')}</legend>
        <div className="txr-grid">
          <Field id="txr-vat-sales" label={t('taxReturns.input.vatSales')}><Amount id="txr-vat-sales" value={draft.vat.sales} onChange={(sales) => vat({ sales })} lang={lang} /></Field>
          <Field id="txr-vat-export" label={t('taxReturns.form.field.exportSales')}><Amount id="txr-vat-export" value={draft.vat.exportSales} onChange={(exportSales) => vat({ exportSales })} lang={lang} /></Field>
          <Field id="txr-vat-purchases" label={t('taxReturns.input.vatPurchases')}><Amount id="txr-vat-purchases" value={draft.vat.purchases} onChange={(purchases) => vat({ purchases })} lang={lang} /></Field>
          <Field id="txr-vat-credit" label={t('taxReturns.form.field.creditBroughtForward')}><Amount id="txr-vat-credit" value={draft.vat.creditBroughtForward} onChange={(creditBroughtForward) => vat({ creditBroughtForward })} lang={lang} /></Field>
        </div>
      </fieldset>
      <RowList title={t('taxReturns.form.field.salaries')} rows={draft.salaries} max={LIST_LIMITS.salaries} testId="txr-salaries"
        addLabel={t('taxReturns.form.addSalary')} blank={EMPTY_ROWS.salary} onChange={(salaries) => set({ salaries })}
        render={(row, update, i) => (
          <div className="txr-row-grid">
            <Field id={`txr-salary-employee-${i}`} label={t('taxReturns.form.field.employee')}>
              <InputText id={`txr-salary-employee-${i}`} value={row.employee} maxLength={TAX_RETURN_LIMITS.maxNameLength} onChange={(e) => update({ employee: e.target.value })} data-testid={`txr-salary-employee-${i}`} />
            </Field>
            <Field id={`txr-salary-gross-${i}`} label={t('taxReturns.form.field.gross')}>
              <Amount id={`txr-salary-gross-${i}`} value={row.gross} onChange={(gross) => update({ gross })} lang={lang} />
            </Field>
            <Field id={`txr-salary-dependants-${i}`} label={t('taxReturns.form.field.dependants')}>
              <Count id={`txr-salary-dependants-${i}`} value={row.dependants} onChange={(dependants) => update({ dependants })} min={0} max={TAX_RETURN_LIMITS.maxDependants} />
            </Field>
            <Field id={`txr-salary-fringe-${i}`} label={t('taxReturns.form.field.fringeBenefits')}>
              <Amount id={`txr-salary-fringe-${i}`} value={row.fringeBenefits} onChange={(fringeBenefits) => update({ fringeBenefits })} lang={lang} />
            </Field>
            <Flag id={`txr-salary-resident-${i}`} checked={row.resident} onChange={(resident) => update({ resident })} label={t('taxReturns.form.field.resident')} />
          </div>
        )} />
      <RowList title={t('taxReturns.form.field.withholdings')} rows={draft.withholdings} max={LIST_LIMITS.withholdings} testId="txr-withholdings"
        addLabel={t('taxReturns.form.addWithholding')} blank={EMPTY_ROWS.withholding} onChange={(withholdings) => set({ withholdings })}
        render={(row, update, i) => (
          <div className="txr-row-grid">
            <Field id={`txr-wht-payee-${i}`} label={t('taxReturns.form.field.payee')}>
              <InputText id={`txr-wht-payee-${i}`} value={row.payee} maxLength={TAX_RETURN_LIMITS.maxNameLength} onChange={(e) => update({ payee: e.target.value })} data-testid={`txr-wht-payee-${i}`} />
            </Field>
            <Field id={`txr-wht-type-${i}`} label={t('taxReturns.form.field.withholdingType')}>
              <Dropdown inputId={`txr-wht-type-${i}`} value={row.type} options={types.map((w) => ({ value: w.code, label: lineLabel(w.name, lang) }))}
                onChange={(e) => update({ type: codeOf(e.value) })} placeholder={t('taxReturns.form.pickType')} data-testid={`txr-wht-type-${i}`} />
            </Field>
            <Field id={`txr-wht-amount-${i}`} label={t('taxReturns.form.field.amountPaid')}>
              <Amount id={`txr-wht-amount-${i}`} value={row.amount} onChange={(amount) => update({ amount })} lang={lang} />
            </Field>
            <div className="txr-flags">
              <Flag id={`txr-wht-resident-${i}`} checked={row.resident} onChange={(resident) => update({ resident })} label={t('taxReturns.form.field.resident')} />
              <Flag id={`txr-wht-net-${i}`} checked={row.netOfTax} onChange={(netOfTax) => update({ netOfTax })} label={t('taxReturns.form.field.netOfTax')} />
            </div>
          </div>
        )} />
      <RowList title={t('taxReturns.form.field.specificTax')} rows={draft.specificTax} max={LIST_LIMITS.specificTax} testId="txr-specific"
        addLabel={t('taxReturns.form.addSpecificTax')} blank={EMPTY_ROWS.specificTax} onChange={(specificTax) => set({ specificTax })}
        render={(row, update, i) => (
          <div className="txr-row-grid">
            <Field id={`txr-specific-product-${i}`} label={t('taxReturns.form.field.product')}>
              <Dropdown inputId={`txr-specific-product-${i}`} value={row.product} options={products.map((p) => ({ value: p.code, label: lineLabel(p.name, lang) }))}
                onChange={(e) => update({ product: codeOf(e.value) })} placeholder={t('taxReturns.form.pickType')} data-testid={`txr-specific-product-${i}`} />
            </Field>
            <Field id={`txr-specific-base-${i}`} label={t('taxReturns.line.base')}>
              <Amount id={`txr-specific-base-${i}`} value={row.base} onChange={(base) => update({ base })} lang={lang} />
            </Field>
          </div>
        )} />
      <div className="txr-grid">
        <Field id="txr-lighting" label={t('taxReturns.form.field.publicLighting')}><Amount id="txr-lighting" value={draft.publicLighting} onChange={(publicLighting) => set({ publicLighting })} lang={lang} /></Field>
        <Field id="txr-accommodation" label={t('taxReturns.form.field.accommodation')}><Amount id="txr-accommodation" value={draft.accommodation} onChange={(accommodation) => set({ accommodation })} lang={lang} /></Field>
      </div>
    </>
  );
}

function AnnualFields({ draft, set, lang, t }: FieldsProps<AnnualDraft>) {
  return (
    <div className="txr-grid">
      <Field id="txr-annual-turnover" label={`${t('taxReturns.form.field.yearTurnover')} *`}>
        <Amount id="txr-annual-turnover" value={draft.turnover} onChange={(turnover) => set({ turnover })} lang={lang} />
      </Field>
      <Field id="txr-taxable-income" label={`${t('taxReturns.form.field.taxableIncome')} *`} help={t('taxReturns.form.taxableIncomeHelp')}>
        <Amount id="txr-taxable-income" value={draft.taxableIncome} onChange={(taxableIncome) => set({ taxableIncome })} lang={lang} min={-maxAmount} />
      </Field>
      <Field id="txr-rate-class" label={t('taxReturns.form.field.rateClass')}>
        <Dropdown inputId="txr-rate-class" value={draft.rateClass} options={ANNUAL_RATE_CLASSES.map((c) => ({ value: c, label: lineLabel(ANNUAL_RATE_CLASS_LABELS[c], lang) }))}
          onChange={(e) => set({ rateClass: e.value })} data-testid="txr-rate-class" />
      </Field>
      <Field id="txr-losses" label={t('taxReturns.form.field.lossesBroughtForward')}>
        <Amount id="txr-losses" value={draft.lossesBroughtForward} onChange={(lossesBroughtForward) => set({ lossesBroughtForward })} lang={lang} />
      </Field>
      <Field id="txr-prepayments" label={t('taxReturns.form.field.prepaymentCredits')} help={t('taxReturns.form.prepaymentHelp')}>
        <Amount id="txr-prepayments" value={draft.prepaymentCredits} onChange={(prepaymentCredits) => set({ prepaymentCredits })} lang={lang} />
      </Field>
      <div className="txr-flags">
        <Flag id="txr-proper-records" checked={draft.properRecords} onChange={(properRecords) => set({ properRecords })} label={t('taxReturns.form.field.properRecords')} />
      </div>
    </div>
  );
}
