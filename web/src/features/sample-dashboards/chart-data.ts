import { DateTime } from 'luxon';
import type { AmountChart, NumberSeries, SplitChart, TypedNumberSeries, XYSeries } from '@cis/contracts';
import { numberLocale } from '../../lib/format';
import { DATE_PATTERNS, formatDate, weekdayNames } from '../../lib/dates';

/**
 * Pure mapping of the BFF's dashboard series onto chart.js data. Labels are formatted for the reader's language
 * here (dates and weekdays with app/dates, numbers with Intl), so a chart never shows the wire format.
 */

export interface Dataset {
  label: string;
  data: number[];
  type?: 'line' | 'bar';
  borderColor?: string | string[];
  backgroundColor?: string | string[];
  fill?: boolean | string;
  tension?: number;
  pointRadius?: number;
  borderWidth?: number;
  yAxisID?: string;
  order?: number;
}

export interface ChartData {
  labels: string[];
  datasets: Dataset[];
}

/** 'Page Views' -> 'pageViews': the i18n key of a series name the BFF sends in English. */
export function seriesKey(name: string): string {
  const words = name.trim().toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
}

/** An ISO day ('2026-01-05') as a short date of the language ('5 Jan' / '៥ មករា'), or the input unchanged. */
export function shortDate(iso: string, language: string): string {
  return formatDate(iso, language, DATE_PATTERNS.dayMonth) || iso;
}

/** "MM-DD - MM-DD" ranges of the expenses charts as localized short dates, the year taken from `reference`. */
export function rangeLabel(range: string, language: string, reference: DateTime = DateTime.now()): string {
  const match = /^(\d{2})-(\d{2})\s*-\s*(\d{2})-(\d{2})$/.exec(range.trim());
  if (!match) return range;
  const [, m1, d1, m2, d2] = match.map(Number);
  const end = DateTime.fromObject({ year: reference.year, month: m2, day: d2 });
  const start = DateTime.fromObject({ year: m1 > m2 ? reference.year - 1 : reference.year, month: m1, day: d1 });
  if (!start.isValid || !end.isValid) return range;
  return `${formatDate(start, language, DATE_PATTERNS.dayMonth)} – ${formatDate(end, language, DATE_PATTERNS.dayMonth)}`;
}

const WEEKDAY_INDEX: Record<string, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };

/** English weekday abbreviations ('Mon') in the reader's language. Unknown labels pass through. */
export function weekdayLabels(labels: string[], language: string): string[] {
  const names = weekdayNames(language, 'short');
  return labels.map((l) => {
    const index = WEEKDAY_INDEX[l.slice(0, 3).toLowerCase()];
    return index === undefined ? l : (names[index] ?? l);
  });
}

/** Crypto price points are minutes relative to now (-145 ... 0): shown as the clock time they stand for. */
export function minuteOffsetLabel(offset: number, language: string, now: DateTime = DateTime.now()): string {
  return formatDate(now.plus({ minutes: offset }), language, DATE_PATTERNS.chatTime);
}

export function formatNumberFor(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(numberLocale(language), options).format(value);
}

/** 1 355 752 956 966 -> '1.4T' (compact notation of the language). */
export function compactNumber(value: number, language: string): string {
  return formatNumberFor(value, language, { notation: 'compact', maximumFractionDigits: 1 });
}

export function usd(value: number, language: string, fractionDigits = 2): string {
  return formatNumberFor(value, language, { style: 'currency', currency: 'USD', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
}

export function percent(value: number, language: string, fractionDigits = 0): string {
  return formatNumberFor(value / 100, language, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: fractionDigits });
}

/** Share of `part` in `whole` as 0-100, capped at 100; 0 when there is no whole. */
export function share(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.min(100, Math.max(0, (part / whole) * 100));
}

/** Time series of XY points with ISO-day x values: one line per series. */
export function xyLines(
  series: XYSeries[],
  language: string,
  colors: string[],
  translate: (name: string) => string = (n) => n,
  formatX: (x: string | number) => string = (x) => (typeof x === 'string' ? shortDate(x, language) : String(x)),
): ChartData {
  const first = series[0]?.data ?? [];
  return {
    labels: first.map((p) => formatX(p.x)),
    datasets: series.map((s, i) => ({
      label: translate(s.name),
      data: s.data.map((p) => p.y),
      borderColor: colors[i % colors.length],
      backgroundColor: withAlpha(colors[i % colors.length] ?? '#6366f1', 0.15),
      fill: series.length === 1 ? 'origin' : false,
      tension: 0.35,
      pointRadius: 0,
      borderWidth: 2,
    })),
  };
}

/** An amount chart (conversions, weekly expenses ...): bars over its labels. */
export function amountBars(chart: AmountChart, color: string, translate: (name: string) => string, formatLabel: (l: string) => string): ChartData {
  return {
    labels: chart.labels.map(formatLabel),
    datasets: chart.series.map((s: NumberSeries) => ({
      label: translate(s.name),
      data: s.data,
      backgroundColor: color,
      borderColor: color,
      borderWidth: 0,
    })),
  };
}

/** A two-way split (new vs returning, gender ...): one doughnut dataset. */
export function split(chart: SplitChart, colors: string[], translate: (label: string) => string): ChartData {
  return {
    labels: chart.labels.map(translate),
    datasets: [{ label: '', data: chart.series, backgroundColor: chart.series.map((_, i) => colors[i % colors.length] ?? '#999'), borderWidth: 0 }],
  };
}

/** Mixed line and column series (GitHub issues): lines drawn above the columns. */
export function mixedSeries(series: TypedNumberSeries[], labels: string[], colors: string[], translate: (name: string) => string): ChartData {
  return {
    labels,
    datasets: series.map((s, i) => {
      const color = colors[i % colors.length] ?? '#6366f1';
      return s.type === 'line'
        ? { type: 'line' as const, label: translate(s.name), data: s.data, borderColor: color, backgroundColor: color, tension: 0.35, borderWidth: 2, pointRadius: 3, order: 0 }
        : { type: 'bar' as const, label: translate(s.name), data: s.data, backgroundColor: withAlpha(color, 0.6), borderColor: color, borderWidth: 0, order: 1 };
    }),
  };
}

/** '#6366f1' or 'rgb(99, 102, 241)' with an alpha; anything else is returned unchanged. */
export function withAlpha(color: string, alpha: number): string {
  const c = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(c);
  if (hex) {
    const h = hex[1]!.length === 3 ? hex[1]!.split('').map((x) => x + x).join('') : hex[1]!;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*(\d+)[ ,]+(\d+)[ ,]+(\d+)/i.exec(c);
  if (rgb) return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`;
  return c;
}
