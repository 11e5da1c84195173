import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import {
  ANNUAL_RATE_CLASSES, ANNUAL_RATE_CLASS_LABELS, STAMP_INSTRUMENTS, STAMP_INSTRUMENT_LABELS, isOneOf, type LocalizedText, type TaxReturnView,
} from '@cis/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { compareRevisions, lineLabel, riel, type ComparedFigure, type ProvinceNames } from './tax-returns.logic';
import { fieldName, specificTaxProducts, withholdingTypes } from './tax-return-form.logic';
import { taxReturnsApi } from './tax-returns.api';
import { provinceNamesOf, useProvinces } from './use-province-names';

/** The names of the master-data codes a form holds: withholding types, specific-tax products, provinces. */
export interface ChoiceNames {
  withholdingTypes: ReadonlyMap<string, LocalizedText>;
  products: ReadonlyMap<string, LocalizedText>;
  provinces: ProvinceNames;
}
const NO_NAMES: ChoiceNames = { withholdingTypes: new Map(), products: new Map(), provinces: new Map() };

/**
 * A coded choice of the form (document, rate, category, withholding type, product, province) in the reader's words;
 * a code master data does not name (yet, or no longer) and other text as written.
 */
export function choiceName(path: string, value: string, lang: string, t: TFunction, names: ChoiceNames = NO_NAMES): string {
  const parts = path.split('.');
  const field = parts[parts.length - 1];
  const named = (name: LocalizedText | undefined) => (name ? lineLabel(name, lang) || value : value);
  if (field === 'instrument' && isOneOf(STAMP_INSTRUMENTS, value)) return lineLabel(STAMP_INSTRUMENT_LABELS[value], lang);
  if (field === 'rateClass' && isOneOf(ANNUAL_RATE_CLASSES, value)) return lineLabel(ANNUAL_RATE_CLASS_LABELS[value], lang);
  if (field === 'category') return t(`taxReturns.form.categoryName.${value}`, { defaultValue: value });
  if (parts[0] === 'withholdings' && field === 'type') return named(names.withholdingTypes.get(value));
  if (parts[0] === 'specificTax' && field === 'product') return named(names.products.get(value));
  if (parts[0] === 'activities' && field === 'provinceCode') return named(names.provinces.get(value));
  return value;
}

/** The names of the codes on a monthly (the period's rules) or a patent (the gazetteer) return; none for the others. */
function useChoiceNames(taxReturn: Pick<TaxReturnView, 'type' | 'clientId' | 'period'>): ChoiceNames {
  const [rules, setRules] = useState<Pick<ChoiceNames, 'withholdingTypes' | 'products'> | null>(null);
  const { type, clientId, period } = taxReturn;
  useEffect(() => {
    if (type !== 'monthly') return undefined;
    let current = true;
    taxReturnsApi.rules(type, clientId, period).then((answer) => {
      if (!current) return;
      const byCode = (rows: { code: string; name: LocalizedText }[]) => new Map(rows.map((row) => [row.code, row.name]));
      setRules({ withholdingTypes: byCode(withholdingTypes(answer.rules)), products: byCode(specificTaxProducts(answer.rules)) });
    }, () => undefined);
    return () => { current = false; };
  }, [type, clientId, period]);
  const provinceRows = useProvinces(type === 'patent');
  return useMemo(() => ({ ...NO_NAMES, ...rules, provinces: provinceNamesOf(provinceRows) }), [rules, provinceRows]);
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
  const names = useChoiceNames(taxReturn);
  if (!original) return null;

  const show = (figure: ComparedFigure, value: ComparedFigure['before']) => {
    if (value === null) return '—';
    if (typeof value === 'boolean') return value ? t('taxReturns.compare.yes') : t('taxReturns.compare.no');
    // A choice of the form is shown as the form names it, not by its code.
    if (typeof value === 'string' && figure.kind === 'field') return choiceName(String(figure.label), value, lang, t, names);
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
