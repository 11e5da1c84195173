import { APP_FONT_STACK, baseOptions, chartFontFamily, loadChartFonts } from '../../lib/chart-theme';

describe('chart theme', () => {
  it('draws every chart text with the app font stack (Khmer glyphs included), not chart.js’s Helvetica', () => {
    const o = baseOptions('light', 'km', { legend: true });
    const family = chartFontFamily();
    expect(family).toContain('Noto Sans Khmer Variable');
    expect(o.font.family).toBe(family);
    expect(o.plugins.legend.labels.font.family).toBe(family);
    expect(o.plugins.tooltip.bodyFont.family).toBe(family);
    expect(o.plugins.tooltip.titleFont.family).toBe(family);
    expect(o.scales!.x.ticks.font.family).toBe(family);
    expect(o.scales!.y.ticks.font.family).toBe(family);
  });

  it('takes the family from the page’s --font-family when set', () => {
    document.documentElement.style.setProperty('--font-family', "'Noto Sans Khmer Variable', serif");
    expect(chartFontFamily()).toBe("'Noto Sans Khmer Variable', serif");
    document.documentElement.style.removeProperty('--font-family');
    expect(chartFontFamily()).toBe(APP_FONT_STACK);
  });

  it('loads the Khmer face before drawing, and never waits forever', async () => {
    const load = jest.fn(() => new Promise(() => undefined));
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
    jest.useFakeTimers();
    const ready = loadChartFonts(50);
    jest.advanceTimersByTime(60);
    await expect(ready).resolves.toBeUndefined();
    jest.useRealTimers();
    expect(load).toHaveBeenCalledWith(expect.stringContaining('Noto Sans Khmer Variable'), expect.stringMatching(/[\u1780-\u17FF]/));
  });
});
