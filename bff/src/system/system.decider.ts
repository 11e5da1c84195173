import { MaintenanceEvents, Refused, type MaintenanceEvent, type MaintenanceState } from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/**
 * Maintenance mode, one stream per tenant: a firm's administrators stop their own tenant's writes, never another
 * firm's. The state is one value (on with its message, or off), so every switch is decided on it alone.
 */
export const maintenanceStream = (tenant: string) => `maintenance-${tenant}`;
export const MAINTENANCE_COLLECTION = 'maintenance';
export const MAINTENANCE_ID = 'current';
export const MAINTENANCE_OFF: MaintenanceState = { on: false, message: null, since: null, by: null };

export type MaintenanceCommand =
  | { type: 'switch-on'; message: string; now: string }
  | { type: 'switch-off'; now: string };

export interface MaintenanceDeciderState { on: boolean; message: string | null }

export const MaintenanceDecider: Decider<MaintenanceCommand, MaintenanceEvent, MaintenanceDeciderState> = {
  initialState: { on: false, message: null },

  decide(command, state) {
    switch (command.type) {
      case 'switch-on': {
        const message = command.message.trim();
        if (!message) throw new Refused('isNotEmpty', 'message must not be empty when maintenance is switched on.', { field: 'message' });
        // Switching on again with another message changes the banner; the same message again changes nothing.
        if (state.on && state.message === message) return [];
        return [{ type: MaintenanceEvents.switchedOn, data: { message, at: command.now } }];
      }
      case 'switch-off':
        return state.on ? [{ type: MaintenanceEvents.switchedOff, data: { at: command.now } }] : [];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case MaintenanceEvents.switchedOn:
        return { on: true, message: event.data.message };
      case MaintenanceEvents.switchedOff:
        return { on: false, message: null };
      default:
        return state;
    }
  },
};
