import { APP_ACCESS, EVERY_SIGNED_IN, Permission, STAFF_ONLY } from '@cis/contracts';
import { Rooms } from './rooms';

describe('the room of an access rule', () => {
  it('is the staff room for STAFF_ONLY and the tenant room for a rule with no requirement', () => {
    expect(Rooms.audience(STAFF_ONLY)('cis')).toBe('staff:cis');
    expect(Rooms.audience({ kinds: ['staff'] })('acme')).toBe('staff:acme');
    expect(Rooms.audience(EVERY_SIGNED_IN)('cis')).toBe('tenant:cis');
    expect(Rooms.audience(APP_ACCESS.mailbox)('cis')).toBe('staff:cis');
    expect(Rooms.audience(APP_ACCESS.helpCenter)('cis')).toBe('tenant:cis');
  });

  it('refuses, when built, a rule no room carries exactly (it would reach more sockets than the routes admit)', () => {
    expect(() => Rooms.audience({ ...STAFF_ONLY, permission: [Permission.READ_TAX_PAYMENT] })).toThrow('no socket room');
    expect(() => Rooms.audience({ kinds: ['staff', 'vendor'] })).toThrow('no socket room');
    expect(() => Rooms.audience({ hasRole: 2 })).toThrow('no socket room');
  });
});
