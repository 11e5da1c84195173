import { Injectable } from '@nestjs/common';
import type { TaxReturnEvent, TaxReturnForm, TaxReturnType } from '@cis/contracts';
import { DEMO_ACCOUNTS, TAX_DEMO_CLIENTS, TAX_RULE_SEED } from '@cis/fixtures';
import { GenesisProvider, type GenesisSource, type GenesisStream } from '../platform/discovery';
import { fold } from '../platform/command/decider';
import { TaxReturnDecider, patentActivityKey, taxReturnKey, taxReturnStream, type TaxReturnCommand } from './tax-returns.decider';
import { taxReturnIdOf } from './tax-returns.commands';
import { computeTaxReturn, storedComputation } from './tax-returns.compute';
import { todayInCambodia } from './tax-returns.queries';

const accountId = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!.id;
const PREPARER = accountId('staff@cis.test');
const REVIEWER = accountId('admin@cis.test');
const CUSTOMER = accountId('customer@cis.test');

/** How far along a demo return goes. */
type Stage = 'DRAFT' | 'RETURNED' | 'IN_REVIEW' | 'AWAITING_CLIENT' | 'APPROVED' | 'FILED' | 'PAID' | 'CANCELLED';

interface DemoReturn { client: number; type: TaxReturnType; period: string; form: TaxReturnForm; stage: Stage }

function monthBefore(today: string, months: number): string {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const index = year * 12 + (month - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthly = (turnover: number, salary: number): TaxReturnForm => ({
  turnover, vat: { sales: turnover, purchases: Math.round(turnover * 0.6) },
  salaries: [{ employee: 'Chan Dara', resident: true, gross: salary, dependants: 1 }],
});

/**
 * The demo clients' returns in every status (some overdue), dated from the day the store is created, so every
 * screen and the work queue show real work on a fresh start. Made by the decider, as a user's requests would.
 */
export function demoTaxReturns(today: string): DemoReturn[] {
  const year = Number(today.slice(0, 4));
  return [
    { client: 0, type: 'monthly', period: monthBefore(today, 4), form: monthly(30_000_000, 2_500_000), stage: 'PAID' },
    { client: 0, type: 'monthly', period: monthBefore(today, 3), form: monthly(28_000_000, 2_500_000), stage: 'FILED' },
    { client: 0, type: 'monthly', period: monthBefore(today, 2), form: monthly(25_000_000, 2_500_000), stage: 'APPROVED' },
    { client: 0, type: 'monthly', period: monthBefore(today, 1), form: monthly(20_000_000, 2_500_000), stage: 'AWAITING_CLIENT' },
    { client: 0, type: 'monthly', period: monthBefore(today, 0), form: monthly(10_000_000, 1_600_000), stage: 'DRAFT' },
    {
      client: 0, type: 'annual', period: String(year - 1), stage: 'IN_REVIEW',
      form: { turnover: 400_000_000, taxableIncome: 50_000_000, rateClass: 'standard', properRecords: true, prepaymentCredits: 3_000_000 },
    },
    {
      client: 0, type: 'patent', period: String(year), stage: 'FILED',
      form: { activities: [{ name: 'Rice milling', provinceCode: '12', startDate: `${year - 3}-02-01` }], annualTurnover: 400_000_000 },
    },
    { client: 1, type: 'monthly', period: monthBefore(today, 1), form: monthly(6_000_000, 1_600_000), stage: 'IN_REVIEW' },
    { client: 1, type: 'monthly', period: monthBefore(today, 2), form: monthly(5_000_000, 1_600_000), stage: 'RETURNED' },
    { client: 1, type: 'monthly', period: monthBefore(today, 3), form: monthly(4_000_000, 1_600_000), stage: 'CANCELLED' },
    {
      client: 1, type: 'stamp', period: `${year}-01-15`, stage: 'DRAFT',
      form: { instrument: 'signboard', areaDm2: 40, lit: true, foreignScript: false, installedOn: `${year}-01-15` },
    },
    { client: 2, type: 'monthly', period: monthBefore(today, 1), form: monthly(90_000_000, 13_000_000), stage: 'DRAFT' },
  ];
}

const STEPS: Record<Stage, TaxReturnCommand['type'][]> = {
  DRAFT: [],
  RETURNED: ['submit-for-review', 'return'],
  IN_REVIEW: ['submit-for-review'],
  AWAITING_CLIENT: ['submit-for-review', 'approve'],
  APPROVED: ['submit-for-review', 'approve', 'client-approve'],
  FILED: ['submit-for-review', 'approve', 'client-approve', 'file'],
  PAID: ['submit-for-review', 'approve', 'client-approve', 'file', 'pay'],
  CANCELLED: ['cancel'],
};

@GenesisProvider()
@Injectable()
export class TaxReturnsGenesis implements GenesisSource {
  readonly name = 'tax-returns';

  genesis(tenant: string): GenesisStream[] {
    const today = todayInCambodia();
    return demoTaxReturns(today).map((demo, index) => {
      const client = TAX_DEMO_CLIENTS[demo.client];
      const { computation } = computeTaxReturn(TAX_RULE_SEED, client, demo.type, demo.period, demo.form);
      const activity = demo.type === 'patent' ? patentActivityKey(demo.form) : null;
      const id = taxReturnIdOf(taxReturnKey(tenant, client.id, demo.type, demo.period, activity));
      const at = new Date(Date.now() - (demo.client * 20 + index) * 60_000).toISOString();
      const base = { at, clientUserIds: client.actingAccountIds };
      const events: TaxReturnEvent[] = [];
      const apply = (command: TaxReturnCommand) => {
        events.push(...TaxReturnDecider.decide(command, fold(TaxReturnDecider, events)));
      };
      apply({
        type: 'create', id, clientId: client.id, returnType: demo.type, period: demo.period, activity, form: demo.form,
        computation: storedComputation(computation), by: PREPARER, ...base,
      });
      for (const step of STEPS[demo.stage]) {
        switch (step) {
          case 'submit-for-review': apply({ type: step, by: PREPARER, ...base }); break;
          case 'return': apply({ type: step, comments: 'Please attach the purchase invoices for the VAT credit.', by: REVIEWER, ...base }); break;
          case 'approve': apply({ type: step, by: REVIEWER, ...base }); break;
          case 'client-approve': apply({ type: step, recordedByStaff: false, note: null, by: CUSTOMER, ...base }); break;
          case 'file': apply({ type: step, reference: `GDT-${demo.period}-${index + 1}`, filedAt: today, by: PREPARER, ...base }); break;
          case 'pay':
            apply({
              type: step, by: PREPARER, ...base, payment: {
                method: 'bank', amount: computation.totalDue, revision: 1, customerP24Id: null, bankCode: 'ACLBKHPP',
                reference: `ACL-${index + 1}`, paidOn: today, recordedBy: PREPARER,
              },
            });
            break;
          case 'cancel': apply({ type: step, reason: 'Entered twice.', by: PREPARER, ...base }); break;
          default: break;
        }
      }
      return { stream: taxReturnStream(id), events, userId: PREPARER };
    });
  }
}
