import { DateTime } from 'luxon';
import { amountBars, compactNumber, mixedSeries, rangeLabel, seriesKey, shortDate, split, usd, weekdayLabels, withAlpha, xyLines } from './chart-data';

describe('dashboard chart data', () => {
  it('turns XY series into one line per series with dates of the language', () => {
    const data = xyLines([{ name: 'Page Views', data: [{ x: '2026-03-01', y: 10 }, { x: '2026-03-02', y: 12 }] }, { name: 'Visitors', data: [{ x: '2026-03-01', y: 4 }, { x: '2026-03-02', y: 5 }] }],
      'en-US', ['#6366f1', '#14b8a6'], (n) => `T:${n}`);
    expect(data.labels).toEqual(['1 Mar', '2 Mar']);
    expect(data.datasets.map((d) => [d.label, d.data, d.borderColor])).toEqual([['T:Page Views', [10, 12], '#6366f1'], ['T:Visitors', [4, 5], '#14b8a6']]);
    expect(xyLines([{ name: 'v', data: [{ x: '2026-03-01', y: 1 }] }], 'km', ['#000']).labels[0]).toMatch(/[\u1780-\u17FF]/);
  });

  it('keeps a mixed chart\'s lines above its columns', () => {
    const data = mixedSeries([{ name: 'New issues', type: 'line', data: [1] }, { name: 'Closed issues', type: 'column', data: [2] }], ['Mon'], ['#111111', '#222222'], (n) => n);
    expect(data.datasets.map((d) => [d.type, d.order])).toEqual([['line', 0], ['bar', 1]]);
  });

  it('maps amount and split charts', () => {
    expect(amountBars({ amount: 3, labels: ['2026-03-01'], series: [{ name: 'Visits', data: [3] }] }, '#abc', (n) => n, (l) => `<${l}>`))
      .toMatchObject({ labels: ['<2026-03-01>'], datasets: [{ label: 'Visits', data: [3], backgroundColor: '#abc' }] });
    expect(split({ uniqueVisitors: 9, labels: ['New', 'Returning'], series: [62, 38] }, ['#a', '#b'], (l) => l.toUpperCase()))
      .toMatchObject({ labels: ['NEW', 'RETURNING'], datasets: [{ data: [62, 38], backgroundColor: ['#a', '#b'] }] });
  });

  it('localizes weekday names and date ranges', () => {
    expect(weekdayLabels(['Mon', 'Sun', 'Other'], 'en-US')).toEqual(['Mon', 'Sun', 'Other']);
    expect(weekdayLabels(['Mon'], 'km')[0]).toMatch(/[\u1780-\u17FF]/);
    expect(rangeLabel('02-24 - 03-02', 'en-US', DateTime.fromISO('2026-03-10'))).toBe('24 Feb – 2 Mar');
    expect(rangeLabel('12-28 - 01-03', 'en-US', DateTime.fromISO('2026-01-10'))).toBe('28 Dec – 3 Jan');
    expect(rangeLabel('not a range', 'en-US')).toBe('not a range');
    expect(shortDate('nope', 'en-US')).toBe('nope');
  });

  it('formats numbers for the language', () => {
    expect(compactNumber(1_355_752_956_966, 'en-US')).toBe('1.4T');
    expect(usd(68878.48, 'en-US')).toBe('$68,878.48');
    expect(usd(-12.5, 'en-US')).toBe('-$12.50');
  });

  it('names series for translation and adds alpha to colours', () => {
    expect(seriesKey('Page Views')).toBe('pageViews');
    expect(seriesKey('Under 30')).toBe('under30');
    expect(withAlpha('#6366f1', 0.5)).toBe('rgba(99, 102, 241, 0.5)');
    expect(withAlpha('#fff', 0.1)).toBe('rgba(255, 255, 255, 0.1)');
    expect(withAlpha('rgb(1, 2, 3)', 0.2)).toBe('rgba(1, 2, 3, 0.2)');
    expect(withAlpha('red', 0.2)).toBe('red');
  });
});
