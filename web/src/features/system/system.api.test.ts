import { EMPTY_FILTERS, auditQuery, isoOf } from './system.api';

it('sends the time range as ISO 8601 with an offset, and leaves empty filters out', () => {
  const iso = isoOf('2026-11-25T09:30');
  expect(iso).toMatch(/^2026-11-2\dT\d{2}:30:00\.000Z$/);
  expect(isoOf('')).toBeUndefined();
  expect(isoOf('not a time')).toBeUndefined();
  expect(auditQuery({ ...EMPTY_FILTERS, actor: '  system ', stream: 'client-cis-1', from: '2026-11-25T09:30' }, { size: 25 }))
    .toEqual({ actor: 'system', stream: 'client-cis-1', streamPrefix: undefined, type: undefined, from: iso, to: undefined, size: 25 });
});
