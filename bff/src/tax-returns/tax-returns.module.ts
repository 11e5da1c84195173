import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { TaxReturnBalancePaymentProcess } from './balance-payment.process';
import { TaxReminderDeliveryProcess, TaxReminderScheduler } from './tax-reminders';
import { TaxReturnCommands } from './tax-returns.commands';
import { TaxReturnsController } from './tax-returns.controller';
import { TaxReturnsGenesis } from './tax-returns.genesis';
import { TaxReturnsProjection } from './tax-returns.projection';
import { taxReturnsPush } from './tax-returns.push';
import { TaxReturnQueries } from './tax-returns.queries';
import {
  DemoTaxBanks, DemoTaxClients, SeedTaxRuleRows, TaxBanks, TaxClientsDirectory, TaxRuleRowsSource,
} from './tax-returns.sources';

@Module({
  controllers: [TaxReturnsController],
  providers: [
    TaxReturnCommands, TaxReturnQueries, TaxReturnsProjection, providePush(taxReturnsPush), TaxReturnsGenesis,
    TaxReturnBalancePaymentProcess, TaxReminderScheduler, TaxReminderDeliveryProcess,
    // Bound to the master data and the client registry once those areas are merged (see tax-returns.sources.ts).
    { provide: TaxRuleRowsSource, useClass: SeedTaxRuleRows },
    { provide: TaxClientsDirectory, useClass: DemoTaxClients },
    { provide: TaxBanks, useClass: DemoTaxBanks },
  ],
})
export class TaxReturnsModule {}
