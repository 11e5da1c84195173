import { TaxReminderEvents, type TaxReminderEvent, type TaxReminderSentData } from '@cis/contracts';
import type { Decider } from '../platform/command/decider';

/**
 * One stream per reminder (tenant, client, return type, period, reminder row): the decision "this client was given
 * this reminder of this period" is made once on it, however many instances run the scheduler or however often.
 */
export const taxReminderStream = (tenant: string, clientId: string, type: string, period: string, reminder: string) =>
  `tax-reminder-${tenant}-${clientId}-${type}-${period}-${reminder}`;

export type TaxReminderCommand = { type: 'send' } & TaxReminderSentData;
export interface TaxReminderState { sent: boolean }

export const TaxReminderDecider: Decider<TaxReminderCommand, TaxReminderEvent, TaxReminderState> = {
  initialState: { sent: false },
  decide(command, state) {
    if (state.sent || command.recipients.length === 0) return [];
    const { type: _command, ...data } = command;
    return [{ type: TaxReminderEvents.sent, data }];
  },
  evolve(_state, event) {
    switch (event.type) {
      case TaxReminderEvents.sent:
        return { sent: true };
    }
  },
};
