import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { Dropdown } from 'primereact/dropdown';
import {
  MASTER_DATA_DECLARATIONS, type MasterDataField, type MasterDataKind, type MasterDataProblem, type MasterDataRow,
} from '@cis/contracts';
import { alertFor, isApiError } from '../../../api/http';
import { alertRaised, invalidFieldsDismissed, REQUIRED_ALERT_TYPE } from '../../../stores/alerts';
import { AddressPicker, addressOfVillage } from '../../../lib/AddressPicker';
import { masterDataAddressLoader } from '../address-loader';
import { masterDataApi } from '../master-data.api';
import { draftOf, fieldLabelOf, problemsOf, valuesToSend, type Draft } from './master-data.form';
import { DayInput } from '../../../lib/DayInput';
import { labelIn } from '../../../lib/in-language';
import { numberLocale } from '../../../lib/format';
import { textOrNull } from '../../../lib/guards';

/**
 * A row's form, generated from its kind's declaration: one input per field by its type, checked with the same
 * validateMasterDataRow as the BFF before anything is sent; the invalid fields go to the shell's list and under each
 * input. A refusal only the BFF can make (a taken code, an unknown parent, a row in force) shows the same way.
 */
/** A draft's value as the number or text an input shows, or null when it holds something else. */
const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function RowDialog({ kind, row, today, onClose, onSaved }: {
  kind: MasterDataKind;
  row: MasterDataRow | null;
  today: string;
  onClose: () => void;
  onSaved: (saved: MasterDataRow, created: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const declaration = MASTER_DATA_DECLARATIONS[kind];
  const [draft, setDraft] = useState<Draft>(() => draftOf(kind, row, today));
  const [problems, setProblems] = useState<MasterDataProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const language = i18n.language;
  const labelOf = (name: string) => fieldLabelOf(kind, name, language, t);
  const set = (name: string, value: Draft[string]) => setDraft((d) => ({ ...d, [name]: value }));

  const show = (found: MasterDataProblem[]) => {
    setProblems(found);
    alertRaised({ type: REQUIRED_ALERT_TYPE, message: t('masterData.generic.invalid'), fields: [...new Set(found.map((p) => labelOf(p.field)))] });
  };

  const save = async () => {
    const found = problemsOf(kind, draft, row);
    if (found.length > 0) return show(found);
    setProblems([]);
    invalidFieldsDismissed();
    setBusy(true);
    try {
      const values = valuesToSend(kind, draft, row);
      if (row) onSaved(Object.keys(values).length > 0 ? await masterDataApi.update(kind, row.id, values) : row, false);
      else onSaved(await masterDataApi.create(kind, values), true);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = error.envelope?.errors ?? [];
      const field = fields.length === 0 && typeof error.envelope?.params?.field === 'string' ? String(error.envelope.params.field) : null;
      if (fields.length > 0) show(fields.map((f) => ({ field: f.field ?? '', code: f.code ?? 'invalid', message: f.developerMessage ?? f.userMessage ?? '' })));
      else if (field) show([{ field, code: error.envelope?.code ?? 'invalid', message: error.envelope?.developerMessage ?? '' }]);
      else alertFor(error);
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    invalidFieldsDismissed();
    onClose();
  };

  // The first refused field is brought into view: on a phone the dialog fills the screen and scrolls, and the shell's
  // list of invalid fields is behind it, so a problem above the Save button was seen nowhere.
  useEffect(() => {
    const first = problems[0];
    if (!first) return;
    document.querySelector(`[data-testid="md-row-dialog"] .md-field-${CSS.escape(first.field)}`)?.scrollIntoView({ block: 'nearest' });
  }, [problems]);

  const problemOf = (name: string) => problems.find((p) => p.field === name);
  const messageOf = (problem: MasterDataProblem) => t(`masterData.generic.problem.${problem.code}`, { defaultValue: problem.message });
  const id = (name: string) => `md-${kind}-${name}`;
  const invalid = (name: string) => (problemOf(name) ? 'p-invalid' : undefined);
  const text = (name: string) => (draft[name] === null || draft[name] === undefined ? '' : String(draft[name]));

  const row_ = (name: string, input: ReactNode, hint?: string) => {
    const problem = problemOf(name);
    return (
      <div className={`md-field md-field-${name}`} key={name}>
        <label htmlFor={id(name)}>{labelOf(name)}</label>
        {input}
        {problem ? <small className="md-problem" role="alert" data-testid={`md-problem-${name}`}>{messageOf(problem)}</small> : hint ? <small className="muted">{hint}</small> : null}
      </div>
    );
  };

  const inputOf = (field: MasterDataField): ReactNode => {
    const common = { id: id(field.name), className: invalid(field.name), disabled: field.readOnly, 'data-testid': `md-input-${field.name}` };
    switch (field.type) {
      case 'long-text':
        return <InputTextarea {...common} value={text(field.name)} rows={4} autoResize maxLength={field.maxLength} onChange={(e) => set(field.name, e.target.value)} />;
      case 'integer':
      case 'decimal':
        return (
          <InputNumber
            inputId={id(field.name)}
            className={invalid(field.name)}
            disabled={field.readOnly}
            value={numberOf(draft[field.name])}
            onValueChange={(e) => set(field.name, e.value ?? null)}
            useGrouping
            minFractionDigits={0}
            maxFractionDigits={field.type === 'decimal' ? field.decimals ?? 2 : 0}
            locale={numberLocale(language)}
            data-testid={`md-input-${field.name}`}
          />
        );
      case 'boolean':
        return <InputSwitch inputId={id(field.name)} checked={draft[field.name] === true} onChange={(e) => set(field.name, e.value === true)} data-testid={`md-input-${field.name}`} />;
      case 'enum':
        return (
          <Dropdown
            inputId={id(field.name)}
            className={invalid(field.name)}
            value={draft[field.name]}
            options={(field.options ?? []).map((value) => ({ value, label: t(`masterData.generic.option.${value}`, { defaultValue: value }) }))}
            onChange={(e) => set(field.name, textOrNull(e.value))}
            showClear={!field.required}
            placeholder={t('masterData.generic.choose')}
            data-testid={`md-input-${field.name}`}
          />
        );
      case 'date':
        return <DayInput inputId={common.id} className={common.className} disabled={common.disabled} testId={common['data-testid']} value={text(field.name) || null} onChange={(day) => set(field.name, day)} />;
      case 'reference':
        if (field.ref === 'village') {
          return (
            <AddressPicker
              idPrefix={id(field.name)}
              value={addressOfVillage(textOf(draft[field.name]))}
              onChange={(address) => set(field.name, address.village)}
              invalid={!!problemOf(field.name)}
              loader={masterDataAddressLoader}
            />
          );
        }
        return <InputText {...common} value={text(field.name)} maxLength={field.maxLength} onChange={(e) => set(field.name, e.target.value)} />;
      default:
        return <InputText {...common} value={text(field.name)} maxLength={field.maxLength} onChange={(e) => set(field.name, e.target.value)} />;
    }
  };

  const title = row
    ? t('masterData.generic.editTitle', { kind: labelIn(language, declaration.label), code: row.code })
    : t('masterData.generic.newTitle', { kind: labelIn(language, declaration.label) });

  return (
    <Dialog
      visible
      onHide={close}
      header={title}
      style={{ width: 'min(44rem, 100vw)' }}
      dismissableMask={false}
      draggable={false}
      closable={!busy}
      // A new row starts at its code. The input's autoFocus runs before the dialog is shown, and the dialog then
      // focuses its close button: a keyboard user had to tab back to the first field.
      onShow={() => { if (!row) document.getElementById(id('code'))?.focus(); }}
      data-testid="md-row-dialog"
      footer={
        <div className="md-dialog-footer">
          <Button label={t('label.action.cancel')} text onClick={close} disabled={busy} data-testid="md-cancel" />
          <Button label={t('masterData.generic.save')} icon="pi pi-check" loading={busy} onClick={() => void save()} data-testid="md-save" />
        </div>
      }
    >
      <form className="md-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        {row_('code', <InputText id={id('code')} className={invalid('code')} value={text('code')} disabled={!!row} maxLength={declaration.codeMaxLength}
          onChange={(e) => set('code', e.target.value)} autoComplete="off" data-testid="md-input-code" />, row ? undefined : labelIn(language, declaration.codeHint))}
        {declaration.parent && row_('parent', <InputText id={id('parent')} className={invalid('parent')} value={text('parent')}
          onChange={(e) => set('parent', e.target.value)} data-testid="md-input-parent" />, t('masterData.generic.parentHint', { kind: labelIn(language, MASTER_DATA_DECLARATIONS[declaration.parent].label) }))}
        {declaration.effectiveDated && row_('validFrom', <DayInput inputId={id('validFrom')} className={invalid('validFrom')} value={text('validFrom') || null} disabled={!!row}
          onChange={(day) => set('validFrom', day)} testId="md-input-validFrom" />, t('masterData.generic.validFromHint'))}
        {declaration.effectiveDated && row_('validTo', <DayInput inputId={id('validTo')} className={invalid('validTo')} value={text('validTo') || null}
          onChange={(day) => set('validTo', day)} testId="md-input-validTo" />)}
        {declaration.fields.filter((f) => !(f.readOnly && !row)).map((field) => row_(field.name, inputOf(field)))}
      </form>
    </Dialog>
  );
}
