import { CallbackRefusalThrottle, MAX_TRACKED_ADDRESSES } from './callback-refusal-throttle';

describe('refused-callback throttle', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => (now = Date.parse('2026-01-01T00:00:00Z')));

  it('records up to the per-address limit per window, then suppresses and counts; a new window starts afresh', () => {
    const throttle = new CallbackRefusalThrottle({ perAddress: 3, total: 100, windowMs: 60_000 }, clock);
    const answers = Array.from({ length: 10 }, () => throttle.admit('203.0.113.5', 'signature'));
    expect(answers).toEqual([...Array(3).fill('record'), ...Array(7).fill('suppress')]);
    // Another address has its own allowance.
    expect(throttle.admit('198.51.100.7', 'malformed')).toBe('record');
    now += 59_999;
    expect(throttle.admit('203.0.113.5', 'signature')).toBe('suppress');
    expect(throttle.msUntilWindowEnd()).toBe(1);
    now += 1;
    expect(throttle.admit('203.0.113.5', 'signature')).toBe('record');
  });

  it('caps the refusals recorded from every address together', () => {
    const throttle = new CallbackRefusalThrottle({ perAddress: 5, total: 7, windowMs: 1000 }, clock);
    const answers = Array.from({ length: 20 }, (_, i) => throttle.admit(`10.0.0.${i}`, 'signature'));
    expect(answers.filter((a) => a === 'record')).toHaveLength(7);
  });

  it('takes one summary of everything suppressed: count, first and last, the busiest addresses, reasons', () => {
    const throttle = new CallbackRefusalThrottle({ perAddress: 1, total: 100, windowMs: 60_000 }, clock);
    throttle.admit('a', 'signature');
    throttle.admit('b', 'signature');
    for (let i = 0; i < 5; i++) throttle.admit('a', 'signature');
    now += 1000;
    throttle.admit('b', 'malformed');
    expect(throttle.takeSummary('s1')).toEqual({
      id: 's1', count: 6, from: '2026-01-01T00:00:00.000Z', to: '2026-01-01T00:00:01.000Z',
      addresses: [{ address: 'a', count: 5 }, { address: 'b', count: 1 }], reasons: { signature: 5, malformed: 1 },
    });
    expect(throttle.takeSummary('s2')).toBeNull();
  });

  it('bounds its memory: beyond the tracked addresses every new address is suppressed', () => {
    const throttle = new CallbackRefusalThrottle({ perAddress: 1, total: Number.MAX_SAFE_INTEGER, windowMs: 60_000 }, clock);
    for (let i = 0; i < MAX_TRACKED_ADDRESSES; i++) expect(throttle.admit(`addr-${i}`, 'signature')).toBe('record');
    expect(throttle.admit('one-more', 'signature')).toBe('suppress');
    expect(throttle.takeSummary('s')?.addresses).toEqual([{ address: 'one-more', count: 1 }]);
  });
});
