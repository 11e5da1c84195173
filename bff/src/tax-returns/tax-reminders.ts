import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  INBOX_CODES, TaxReminderEvents, addDays, dueDateFor, ruleSetFor, ruleSetForReturn, type InboxItem, type StoredOf, type TaxReminderEvent,
  type TaxReturnType, type TaxRuleRows,
} from '@cis/contracts';
import { createHash } from 'node:crypto';
import { ACCOUNT_COLLECTIONS, type UserDoc } from '../platform/auth/auth-user';
import { CommandService } from '../platform/command/command.service';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port';
import { ProcessProvider, type Process } from '../platform/process/process';
import { InboxDecider, inboxStream } from '../inbox/inbox.decider';
import { TaxReminderDecider, taxReminderStream } from './tax-reminders.decider';
import { TAX_RETURN_COLLECTIONS, type TaxReturnDoc } from './tax-returns.projection';
import { todayInCambodia } from './tax-returns.queries';
import { TaxClientsDirectory, TaxRuleRowsSource, type TaxClient } from './tax-returns.sources';

/** The threshold rows (`reminder.days-before-due.<n>`, unit days) that say when reminders go out before a due date. */
export const REMINDER_DAYS_PREFIX = 'reminder.days-before-due';

interface ReminderRule { code: string; days: number }

/** The reminder rows in force on `today`. */
export function remindersInForce(rows: TaxRuleRows, today: string): ReminderRule[] {
  const thresholds = ruleSetFor({ ...rows, threshold: rows.threshold.filter((row) => row.code.startsWith(REMINDER_DAYS_PREFIX)) }, today, ['threshold']).threshold;
  return thresholds.filter((row) => row.unit === 'days' && row.value >= 0).map((row) => ({ code: row.code, days: row.value }));
}

/**
 * The reminder that is due with `daysLeft` days to go: the one with the fewest days that has been reached (7, 3, 1:
 * 5 days left -> the 7-day one). A reminder missed while no instance ran is replaced by the next, not sent late.
 */
export function reminderDue(reminders: readonly ReminderRule[], daysLeft: number): ReminderRule | undefined {
  return reminders.filter((r) => r.days >= daysLeft).sort((a, b) => a.days - b.days)[0];
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const REMINDED_TYPES: TaxReturnType[] = ['monthly', 'annual', 'patent'];
const HOUR = 3_600_000;

/** The periods of a type whose due date may fall within the next days (stamp returns have no calendar period). */
export function candidatePeriods(type: TaxReturnType, today: string): string[] {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const monthOf = (y: number, m: number) => `${m < 1 ? y - 1 : y}-${String(m < 1 ? m + 12 : m).padStart(2, '0')}`;
  switch (type) {
    case 'monthly': return [monthOf(year, month - 1), monthOf(year, month)];
    case 'annual': return [String(year - 1)];
    case 'patent': return [String(year), String(year + 1)];
    default: return [];
  }
}

/** English wording kept on the item for readers that do not know the codes; the web words the code in the reader's language. */
const english = (type: TaxReturnType, period: string, due: string, client: string) => ({
  title: `Tax return due ${due}`,
  description: `${client}: the ${type} return for ${period} is due on ${due} and nothing is filed yet.`,
});

/**
 * The reminders: each instance looks (at start and hourly) for clients with a due date within the configured days
 * and nothing filed for the period, and asks the reminder's own stream to send it; that stream decides once. The
 * messages follow from the `reminder-sent` event (TaxReminderDeliveryProcess), one per user, with an id derived
 * from the reminder and the user, so a message handed over twice is stored once.
 */
@Injectable()
export class TaxReminderScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TaxReminders');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly commands: CommandService,
    private readonly clients: TaxClientsDirectory,
    private readonly rules: TaxRuleRowsSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.processes || !this.config.taxReminders) return;
    const tick = () => void this.runAll(todayInCambodia()).catch((error: unknown) => this.logger.error(String(error)));
    setTimeout(tick, 1_000).unref();
    this.timer = setInterval(tick, HOUR);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Sends every reminder due on `today` in every tenant; answers how many were decided now. */
  async runAll(today: string): Promise<number> {
    let sent = 0;
    for (const tenant of this.config.tenants) sent += await this.run(tenant, today);
    return sent;
  }

  async run(tenant: string, today: string): Promise<number> {
    const rows = await this.rules.rows(tenant);
    const reminders = remindersInForce(rows, today);
    if (reminders.length === 0) return 0;
    const horizon = addDays(today, Math.max(...reminders.map((r) => r.days)));
    let sent = 0;
    for (const client of await this.clients.all(tenant)) {
      const returns = await this.store.readModels.list<TaxReturnDoc>(tenant, TAX_RETURN_COLLECTIONS.returns, { owner: client.id });
      for (const type of REMINDED_TYPES) {
        for (const period of candidatePeriods(type, today)) {
          let dueDate: string;
          try {
            dueDate = dueDateFor(type, period, ruleSetForReturn(rows, type, period), { category: client.category });
          } catch {
            continue;
          }
          if (dueDate < today || dueDate > horizon) continue;
          const filed = returns.some((doc) => doc.type === type && doc.period === period && (doc.status === 'FILED' || doc.status === 'PAID'));
          if (filed) continue;
          const reminder = reminderDue(reminders, daysBetween(today, dueDate));
          if (reminder) sent += await this.send(tenant, client, type, period, dueDate, reminder.code);
        }
      }
    }
    return sent;
  }

  private async send(tenant: string, client: TaxClient, type: TaxReturnType, period: string, dueDate: string, reminder: string): Promise<number> {
    const recipients = [];
    for (const userId of client.actingAccountIds) {
      const doc = await this.store.readModels.get<UserDoc>(tenant, ACCOUNT_COLLECTIONS.users, userId);
      if (doc) recipients.push({ userId, language: languageOf(doc) });
    }
    const events = await this.commands.handle({
      decider: TaxReminderDecider, stream: taxReminderStream(tenant, client.id, type, period, reminder), actor: { tenant, id: null },
      command: { type: 'send', clientId: client.id, clientName: client.name, returnType: type, period, dueDate, recipients, at: new Date().toISOString() },
    });
    return events.length;
  }
}

/** The recipient's language (the profile's preference, else English): kept on the event for mail and other readers. */
function languageOf(doc: UserDoc): 'en' | 'km' {
  return doc.user.language === 'km' ? 'km' : 'en';
}

export const TAX_REMINDER_DELIVERY = 'tax-returns.reminder-delivery';

/** `reminder-sent` -> one inbox message per recipient, in its language; a message id already in the feed is not stored again. */
@ProcessProvider()
@Injectable()
export class TaxReminderDeliveryProcess implements Process<TaxReminderEvent> {
  readonly name = TAX_REMINDER_DELIVERY;
  readonly handles = [TaxReminderEvents.sent];

  constructor(private readonly commands: CommandService) {}

  async handle(event: StoredOf<TaxReminderEvent>): Promise<void> {
    const d = event.data;
    for (const recipient of d.recipients) {
      // A code with its parameters (issue 15 point 4): each reader sees it in the language they read the portal in.
      const text = english(d.returnType, d.period, d.dueDate, d.clientName);
      const item: InboxItem = {
        id: reminderMessageId(event.stream, recipient.userId), icon: 'pi pi-calendar', image: null, title: text.title,
        description: text.description, time: event.at, read: false, seen: false, link: '/tasks', useRouter: true,
        code: INBOX_CODES.taxReturnDue,
        params: { clientName: d.clientName, returnType: d.returnType, period: d.period, dueDate: d.dueDate },
      };
      await this.commands.handle({
        decider: InboxDecider, stream: inboxStream('messages', recipient.userId), actor: { tenant: event.tenant, id: null },
        command: { type: 'create', kind: 'messages', ownerId: recipient.userId, item, recipientKnown: true },
      });
    }
  }
}

export function reminderMessageId(reminderStream: string, userId: string): string {
  const hex = createHash('sha256').update(`${reminderStream}|${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

