import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { isApiError } from '../../api/http';
import { formatNumber } from '../../lib/format';
import { validationCount } from '../../lib/validation-plural';
import { translateError } from '../../shell/alerts/translate';
import { fieldName } from './tax-return-form.logic';

/** What t() answers for a key it does not have (a value no translation holds). */
const MISSING = '\u0000';

/** The rules that say a field was left out. */
const REQUIRED_RULES = new Set(['isDefined', 'isNotEmpty', 'required']);

/** Fields of the actions' inputs (file, pay), labelled as the action form labels them. */
const ACTION_INPUTS = new Set(['comments', 'note', 'reference', 'filedAt', 'bankCode', 'paidOn', 'reason']);

/** A refused field's name as the dialog labels it: the client, an action's input, or a field of the form. */
function refusedFieldName(path: string, t: TFunction): string {
  if (path === 'clientId') return t('taxReturns.field.client');
  if (ACTION_INPUTS.has(path)) return t(`taxReturns.input.${path}`);
  return fieldName(path, t);
}

/** A refusal of the BFF in the reader's words: one line per field refused (each naming it), and the return it points to. */
export interface RefusalText {
  lines: string[];
  /** A second return of the same client, type and period was refused (409 taxReturnExists): the first one's id. */
  existingId: string | null;
}

/**
 * The lines a refusal shows: a 400 names every refused field in the form's words ("Business activities 2 · Started
 * on must not be after 2027."); any other refusal is its code's text in the reader's language (error.code.<code>),
 * else the text the server chose.
 */
export function refusalText(error: unknown, t: TFunction, lang: string): RefusalText {
  if (!isApiError(error)) return { lines: [translateError(t, error)], existingId: null };
  const envelope = error.envelope;
  const details = envelope?.details;
  const existingId = envelope?.code === 'taxReturnExists' && details && typeof details === 'object' && 'id' in details && typeof details.id === 'string'
    ? details.id : null;
  const fieldErrors = error.status === 400 ? (envelope?.errors ?? []).filter((e) => typeof e.field === 'string') : [];
  if (fieldErrors.length === 0) return { lines: [translateError(t, error.detail)], existingId };
  // A field that broke several rules is named once: "required" when it was left out (the rules it then breaks, too
  // large and not whole, say nothing to the user), else its first rule.
  const byField = new Map<string, (typeof fieldErrors)[number]>();
  for (const entry of fieldErrors) {
    const path = String(entry.field).replace(/^form\./, '');
    const kept = byField.get(path);
    if (!kept || (!REQUIRED_RULES.has(kept.code ?? '') && REQUIRED_RULES.has(entry.code ?? ''))) byField.set(path, entry);
  }
  const lines: string[] = [];
  for (const [path, entry] of byField) {
    const field = refusedFieldName(path, t);
    // Limits read as the page writes numbers (1,000,000,000,000,000, not 1000000000000000).
    const params: Record<string, unknown> = { field };
    for (const [key, value] of Object.entries(entry.params ?? {})) params[key] = typeof value === 'number' ? formatNumber(value, lang) : value;
    const text = entry.code ? t(`error.validation.${entry.code}`, { ...params, ...validationCount(entry.code, entry.params), defaultValue: MISSING }) : MISSING;
    lines.push(typeof text === 'string' && text !== MISSING ? text : `${field}: ${entry.userMessage ?? entry.developerMessage ?? error.message}`);
  }
  return { lines, existingId };
}

/**
 * A refusal shown inside the dialog whose request it answered. The shell's alert sits at the top of the page, under
 * a dialog's mask (and off screen on a phone), so a dialog that sends says itself what was refused and keeps what was
 * typed. It scrolls into view when it appears: the button that sent sits at the foot of a long form, or a phone's
 * screen. A second return of the same period offers to open the first.
 */
export function TaxReturnRefusal({ error, onOpenExisting, testId = 'tax-return-refusal' }: {
  error: unknown;
  onOpenExisting?: (id: string) => void;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const { lines, existingId } = refusalText(error, t, i18n.language);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => { box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }); }, [error]);
  return (
    <div ref={box} className="txr-refusal" role="alert" data-testid={testId}>
      <i className="pi pi-times-circle" aria-hidden="true" />
      <div>
        {lines.length === 1 ? <p>{lines[0]}</p> : <ul>{lines.map((line) => <li key={line}>{line}</li>)}</ul>}
        {existingId && onOpenExisting && (
          <Button type="button" size="small" link label={t('taxReturns.openExisting')} icon="pi pi-external-link"
            onClick={() => onOpenExisting(existingId)} data-testid={`${testId}-open-existing`} />
        )}
      </div>
    </div>
  );
}
