import { Module } from '@nestjs/common';
import { providePush } from '../platform/realtime/push-routes';
import { TaxReturnBalancePaymentProcess } from './balance-payment.process';
import { TaxReturnCardPaymentProcess } from './card-payment.process';
import { PaymentsModule } from '../payments/payments.module';
import { TaxReminderDeliveryProcess, TaxReminderScheduler } from './tax-reminders';
import { TaxReturnStatusMessageProcess } from './status-message.process';
import { TaxReturnCommands } from './tax-returns.commands';
import { TaxReturnsController } from './tax-returns.controller';
import { TaxReturnsGenesis } from './tax-returns.genesis';
import { TaxReturnsProjection } from './tax-returns.projection';
import { taxReturnsPush } from './tax-returns.push';
import { TaxReturnDocuments } from './tax-returns.pdf';
import { TaxReturnQueries } from './tax-returns.queries';
import { PdfModule } from '../pdf/pdf.module';
import { ClientsModule } from '../clients/clients.module';
import { MasterDataModule } from '../master-data/master-data.module';
import {
  MasterDataTaxBanks, MasterDataTaxRuleRows, RegistryTaxClients, TaxBanks, TaxClientsDirectory, TaxRuleRowsSource,
} from './tax-returns.sources';

@Module({
  imports: [MasterDataModule, ClientsModule, PdfModule, PaymentsModule],
  controllers: [TaxReturnsController],
  providers: [
    TaxReturnCommands, TaxReturnQueries, TaxReturnDocuments, TaxReturnsProjection, providePush(taxReturnsPush), TaxReturnsGenesis,
    TaxReturnBalancePaymentProcess, TaxReturnCardPaymentProcess, TaxReminderScheduler, TaxReminderDeliveryProcess, TaxReturnStatusMessageProcess,
    { provide: TaxRuleRowsSource, useClass: MasterDataTaxRuleRows },
    { provide: TaxBanks, useClass: MasterDataTaxBanks },
    { provide: TaxClientsDirectory, useClass: RegistryTaxClients },
  ],
})
export class TaxReturnsModule {}
