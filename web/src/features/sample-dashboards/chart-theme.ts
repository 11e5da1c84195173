import { useEffect, useState } from 'react';
import { numberLocale } from '../../lib/format';

/** The app's font stack (base.css --font-family): chart.js would otherwise draw with Helvetica/Arial, no Khmer glyphs. */
export const APP_FONT_STACK = "'Inter Variable', 'Noto Sans Khmer Variable', system-ui, -apple-system, 'Segoe UI', sans-serif";

/** The font family chart.js draws with: the page's --font-family, else the same stack. */
export function chartFontFamily(): string {
  if (typeof document === 'undefined') return APP_FONT_STACK;
  const fromCss = getComputedStyle(document.documentElement).getPropertyValue('--font-family').trim();
  return fromCss || APP_FONT_STACK;
}

let fontsLoading: Promise<void> | null = null;

/**
 * Loads the web fonts a chart draws with (the Khmer subset included, which the browser only fetches once Khmer
 * text is laid out in the page), so a canvas's first paint already has the glyphs: a canvas is not redrawn when a
 * font arrives later. Never blocks longer than `timeoutMs`.
 */
export function loadChartFonts(timeoutMs = 3000): Promise<void> {
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  if (!fonts || typeof fonts.load !== 'function') return Promise.resolve();
  fontsLoading ??= Promise.race([
    Promise.all([
      fonts.load("400 12px 'Inter Variable'", 'Aa1'),
      fonts.load("400 12px 'Noto Sans Khmer Variable'", 'កខគ'),
    ]).then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
  return fontsLoading;
}

/** True once the chart fonts are loaded (or given up on): charts render only then. */
export function useChartFontsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    void loadChartFonts().then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);
  return ready;
}

/** Series colours readable on light and dark cards alike (indigo, teal, amber, pink, sky, green). */
export const PALETTE = ['#6366f1', '#14b8a6', '#f59e0b', '#ec4899', '#0ea5e9', '#22c55e'];

/** chart.js options shared by every dashboard chart: colours of the scheme, numbers in the reader's language. */
export function baseOptions(scheme: 'light' | 'dark', language: string, opts: { legend?: boolean; axes?: boolean; stacked?: boolean } = {}) {
  const text = scheme === 'dark' ? '#cbd5e1' : '#475569';
  const grid = scheme === 'dark' ? 'rgba(203, 213, 225, 0.12)' : 'rgba(71, 85, 105, 0.12)';
  const font = { family: chartFontFamily() };
  const axis = { ticks: { color: text, maxRotation: 0, autoSkipPadding: 12, font }, grid: { color: grid }, border: { display: false }, stacked: opts.stacked ?? false };
  return {
    responsive: true,
    font,
    maintainAspectRatio: false,
    animation: false as const,
    locale: numberLocale(language),
    interaction: { mode: 'index' as const, intersect: false },
    plugins: {
      legend: { display: opts.legend ?? false, labels: { color: text, usePointStyle: true, boxWidth: 8, font } },
      tooltip: { enabled: true, titleFont: font, bodyFont: font, footerFont: font },
    },
    ...(opts.axes === false ? {} : { scales: { x: { ...axis, grid: { display: false } }, y: axis } }),
  };
}
