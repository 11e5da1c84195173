import { TaxReminderEvents, type TaxReminderSentData } from '@cis/contracts';
import { given } from '../platform/testing/decider-spec';
import { TaxReminderDecider } from './tax-reminders.decider';

const reminder: TaxReminderSentData = {
  clientId: 'client-1', clientName: 'Angkor Trading', returnType: 'monthly', period: '2026-10', dueDate: '2026-11-20',
  recipients: [{ userId: 'u-1', language: 'km' }, { userId: 'u-2', language: 'en' }], at: '2026-11-15T01:00:00.000Z',
};

describe('TaxReminderDecider: one reminder of a period to a client, once', () => {
  it('sends a reminder not yet sent, with whom it told and in which language', () => {
    given(TaxReminderDecider).when({ type: 'send', ...reminder }).then([{ type: TaxReminderEvents.sent, data: reminder }]);
  });

  it('sends nothing when it was already sent, however often the scheduler runs', () => {
    given(TaxReminderDecider, [{ type: TaxReminderEvents.sent, data: reminder }]).when({ type: 'send', ...reminder, at: '2026-11-16T01:00:00.000Z' }).thenNothing();
  });

  it('sends nothing, and stays unsent, when the client has no user to tell', () => {
    const none = given(TaxReminderDecider).when({ type: 'send', ...reminder, recipients: [] });
    none.thenNothing();
    expect(given(TaxReminderDecider).state).toEqual({ sent: false });
  });
});
