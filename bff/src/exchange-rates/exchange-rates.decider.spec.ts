import { ExchangeRateEvents } from '@cis/contracts';
import { ExchangeRatesDecider } from './exchange-rates.decider';

const now = new Date('2026-11-26T02:00:00.000Z');

describe('ExchangeRatesDecider: one day\'s KHR per USD rate', () => {
  it('sets a day\'s first rate, with no previous one', () => {
    expect(ExchangeRatesDecider.set(undefined, '2026-11-26', 4_010, now, 'u-admin')).toEqual([{
      type: ExchangeRateEvents.set,
      data: { date: '2026-11-26', rate: 4_010, previous: null, updatedAt: now.toISOString(), updatedBy: 'u-admin' },
    }]);
  });

  it('corrects a day\'s rate, keeping the one it replaces', () => {
    const existing = { date: '2026-11-26', rate: 4_010, updatedAt: now.toISOString(), updatedBy: 'u-admin' };
    expect(ExchangeRatesDecider.set(existing, '2026-11-26', 4_020, now, 'u-staff')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ rate: 4_020, previous: 4_010, updatedBy: 'u-staff' }) }),
    ]);
  });

  it('changes nothing when the same rate is set again', () => {
    const existing = { date: '2026-11-26', rate: 4_010, updatedAt: now.toISOString(), updatedBy: 'u-admin' };
    expect(ExchangeRatesDecider.set(existing, '2026-11-26', 4_010, now, 'u-staff')).toEqual([]);
  });
});
