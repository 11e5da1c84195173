import { MaintenanceEvents, Refused } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { MaintenanceDecider } from './system.decider';

const now = '2026-11-25T10:00:00.000Z';
const on = (message: string) => ({ type: MaintenanceEvents.switchedOn, data: { message, at: now } });
const off = { type: MaintenanceEvents.switchedOff, data: { at: now } };

describe('the maintenance decider (one stream per tenant)', () => {
  it('switches on with its message (trimmed)', () => {
    given(MaintenanceDecider).when({ type: 'switch-on', message: '  Upgrading until 14:00 ', now }).then([on('Upgrading until 14:00')]);
  });

  it('refuses to switch on without a message, naming the field', () => {
    given(MaintenanceDecider).when({ type: 'switch-on', message: '   ', now }).thenRefused(Refused);
  });

  it('changes the message when switched on again with another, and does nothing for the same one', () => {
    given(MaintenanceDecider, [on('A')]).when({ type: 'switch-on', message: 'B', now }).then([on('B')]);
    given(MaintenanceDecider, [on('A')]).when({ type: 'switch-on', message: 'A', now }).thenNothing();
  });

  it('switches off only when on', () => {
    given(MaintenanceDecider, [on('A')]).when({ type: 'switch-off', now }).then([off]);
    given(MaintenanceDecider).when({ type: 'switch-off', now }).thenNothing();
    given(MaintenanceDecider, [on('A'), off]).when({ type: 'switch-off', now }).thenNothing();
  });

  it('holds whether it is on and its message', () => {
    expect(given(MaintenanceDecider, [on('A'), off, on('B')]).state).toEqual({ on: true, message: 'B' });
  });
});
