import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import {
  ANNUAL_RATE_CLASSES, ANNUAL_RATE_CLASS_LABELS, STAMP_INSTRUMENTS, STAMP_INSTRUMENT_LABELS, isOneOf, type TaxReturnView,
} from '@cis/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { compareRevisions, lineLabel, riel, type ComparedFigure } from './tax-returns.logic';
import { fieldName } from './tax-return-form.logic';

/** A coded choice of the form (document, rate, category) in the reader's words; other text as written. */
function choiceName(path: string, value: string, lang: string, t: TFunction): string {
  const field = path.split('.').pop();
  if (field === 'instrument' && isOneOf(STAMP_INSTRUMENTS, value)) return lineLabel(STAMP_INSTRUMENT_LABELS[value], lang);
  if (field === 'rateClass' && isOneOf(ANNUAL_RATE_CLASSES, value)) return lineLabel(ANNUAL_RATE_CLASS_LABELS[value], lang);
  if (field === 'category') return t(`taxReturns.form.categoryName.${value}`, { defaultValue: value });
  return value;
}

/**
 * An amended return beside a revision it amends (issue 13): the form's fields, the computation's lines and the
 * total in two columns, what changed highlighted, and the difference to pay or to refund. The earlier revision is
 * the one just before by default; any kept revision may be chosen.
 */
export function TaxReturnRevisionComparison({ taxReturn }: { taxReturn: TaxReturnView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const revisions = taxReturn.previousRevisions;
  const [chosen, setChosen] = useState(revisions[revisions.length - 1]?.revision ?? 0);
  const original = revisions.find((r) => r.revision === chosen) ?? revisions[revisions.length - 1];
  const figures = useMemo(() => (original ? compareRevisions(original, taxReturn) : []), [original, taxReturn]);
  if (!original) return null;

  const show = (figure: ComparedFigure, value: ComparedFigure['before']) => {
    if (value === null) return '—';
    if (typeof value === 'boolean') return value ? t('taxReturns.compare.yes') : t('taxReturns.compare.no');
    // A choice of the form is shown as the form names it, not by its code.
    if (typeof value === 'string' && figure.kind === 'field') return choiceName(String(figure.label), value, lang, t);
    // A form field may be riel, a count or a rate: written as a number; lines and the total are riel.
    if (typeof value === 'number') return figure.kind === 'field' ? formatNumber(value, lang) : riel(value, lang);
    return value;
  };
  const label = (figure: ComparedFigure) => {
    if (figure.kind === 'total') return t('taxReturns.field.totalDue');
    if (figure.kind === 'line' && typeof figure.label !== 'string') return lineLabel(figure.label, lang);
    // A form field by the form's own label ("Salaries 1 · Monthly salary"), not its path (salaries.0.gross).
    return fieldName(String(figure.label), t);
  };
  const rows = (kind: ComparedFigure['kind']) => figures.filter((f) => f.kind === kind);
  const changedCount = figures.filter((f) => f.changed).length;
  const amendment = taxReturn.amendment;

  return (
    <section className="txr-compare" data-testid="tax-return-compare" aria-label={t('taxReturns.compare.title')}>
      <div className="txr-compare-head">
        <h3 className="txr-heading">{t('taxReturns.compare.title')}</h3>
        {revisions.length > 1 && (
          <Dropdown value={chosen} onChange={(e) => typeof e.value === 'number' && setChosen(e.value)} aria-label={t('taxReturns.compare.against')}
            options={revisions.map((r) => ({ value: r.revision, label: t('taxReturns.compare.revision', { revision: r.revision }) }))}
            data-testid="tax-return-compare-revision" />
        )}
      </div>
      <p className="muted">
        {t('taxReturns.compare.summary', { count: changedCount, formatted: formatNumber(changedCount, lang) })}
        {original.reference ? ` · ${t('taxReturns.field.filing')}: ${original.reference}${original.filedAt ? `, ${formatDate(original.filedAt, lang)}` : ''}` : ''}
      </p>
      {amendment && (
        <p className="txr-compare-difference" data-testid="tax-return-compare-difference">
          {amendment.toRefund > 0
            ? t('taxReturns.compare.toRefund', { amount: riel(amendment.toRefund, lang) })
            : t('taxReturns.compare.toPay', { amount: riel(amendment.toPay, lang) })}
        </p>
      )}
      <div className="txr-compare-scroll">
        <table className="txr-compare-table">
          <thead>
            <tr>
              <th scope="col">{t('taxReturns.compare.figure')}</th>
              <th scope="col" className="txr-num">{t('taxReturns.compare.revision', { revision: original.revision })}</th>
              <th scope="col" className="txr-num">{t('taxReturns.compare.revision', { revision: taxReturn.revision })}</th>
            </tr>
          </thead>
          {(['field', 'line', 'total'] as const).map((kind) => (
            <tbody key={kind}>
              {kind !== 'total' && rows(kind).length > 0 && (
                <tr className="txr-compare-group"><th colSpan={3} scope="colgroup">{t(`taxReturns.compare.${kind === 'field' ? 'fields' : 'lines'}`)}</th></tr>
              )}
              {rows(kind).map((figure) => (
                <tr key={figure.key} className={figure.changed ? 'txr-changed' : undefined} data-changed={figure.changed}
                  data-testid={`tax-return-compare-${figure.key}`}>
                  <th scope="row">{label(figure)}{figure.changed && <span className="p-sr-only"> ({t('taxReturns.compare.changed')})</span>}</th>
                  <td className="txr-num">{show(figure, figure.before)}</td>
                  <td className="txr-num">{show(figure, figure.after)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}
