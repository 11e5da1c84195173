import { setDisplayZone } from '../../lib/display-zone';
import { EMPTY_FILTERS, auditQuery } from './system.api';

afterEach(() => setDisplayZone(null));

it('sends the day range as the first and last instant of those days in the user\'s zone, and leaves empty filters out', () => {
  setDisplayZone('Asia/Phnom_Penh');
  expect(auditQuery({ ...EMPTY_FILTERS, actor: '  system ', stream: 'client-cis-1', from: '2026-11-20', to: '2026-11-25' }, { size: 25 })).toEqual({
    actor: 'system', stream: 'client-cis-1', streamPrefix: undefined, type: undefined,
    from: '2026-11-20T00:00:00.000+07:00', to: '2026-11-25T23:59:59.999+07:00', size: 25,
  });
  expect(auditQuery({ ...EMPTY_FILTERS, from: 'not a day' })).toMatchObject({ from: undefined, to: undefined });
});
