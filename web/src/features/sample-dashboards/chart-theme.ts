import { numberLocale } from '../apps-shared/format';

/** Series colours readable on light and dark cards alike (indigo, teal, amber, pink, sky, green). */
export const PALETTE = ['#6366f1', '#14b8a6', '#f59e0b', '#ec4899', '#0ea5e9', '#22c55e'];

/** chart.js options shared by every dashboard chart: colours of the scheme, numbers in the reader's language. */
export function baseOptions(scheme: 'light' | 'dark', language: string, opts: { legend?: boolean; axes?: boolean; stacked?: boolean } = {}) {
  const text = scheme === 'dark' ? '#cbd5e1' : '#475569';
  const grid = scheme === 'dark' ? 'rgba(203, 213, 225, 0.12)' : 'rgba(71, 85, 105, 0.12)';
  const axis = { ticks: { color: text, maxRotation: 0, autoSkipPadding: 12 }, grid: { color: grid }, border: { display: false }, stacked: opts.stacked ?? false };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    locale: numberLocale(language),
    interaction: { mode: 'index' as const, intersect: false },
    plugins: {
      legend: { display: opts.legend ?? false, labels: { color: text, usePointStyle: true, boxWidth: 8 } },
      tooltip: { enabled: true },
    },
    ...(opts.axes === false ? {} : { scales: { x: { ...axis, grid: { display: false } }, y: axis } }),
  };
}
