import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './platform/config/app-config';
import { redactRequestForLog } from './platform/http/log-redaction';
import { webBuildModules } from './platform/http/web-assets';
import { PlatformModule } from './platform/platform.module';
import { InboxModule } from './inbox/inbox.module';
import { ClientsModule } from './clients/clients.module';
import { ShortcutsModule } from './shortcuts/shortcuts.module';
import { UserModule } from './user/user.module';
import { NavigationModule } from './navigation/navigation.module';
import { SearchModule } from './search/search.module';
import { OrganizationModule } from './organization/organization.module';
import { UiVersionsModule } from './uiversions/uiversions.module';
import { PayrollModule } from './payroll/payroll.module';
import { BalanceModule } from './balance/balance.module';
import { ContactsModule } from './contacts/contacts.module';
import { MailboxModule } from './mailbox/mailbox.module';
import { ChatModule } from './chat/chat.module';
import { InventoryModule } from './inventory/inventory.module';
import { FileManagerModule } from './file-manager/file-manager.module';
import { HelpCenterModule } from './help-center/help-center.module';
import { NotesModule } from './notes/notes.module';
import { ScrumboardModule } from './scrumboard/scrumboard.module';
import { TasksModule } from './tasks/tasks.module';
import { PaymentsModule } from './payments/payments.module';
import { CouponsModule } from './coupons/coupons.module';
import { ExchangeRatesModule } from './exchange-rates/exchange-rates.module';
import { MasterDataModule } from './master-data/master-data.module';
import { SamplesModule } from './samples/samples.module';
import { AccountsAdministrationModule } from './accounts/accounts.module';
import { TaxReturnsModule } from './tax-returns/tax-returns.module';
import { SystemModule } from './system/system.module';
import { ReportsModule } from './reports/reports.module';

/** Area modules: one line each. */
const AREAS = [
  InboxModule,
  ShortcutsModule,
  UserModule,
  NavigationModule,
  SearchModule,
  OrganizationModule,
  UiVersionsModule,
  PayrollModule,
  BalanceModule,
  ContactsModule,
  MailboxModule,
  ChatModule,
  InventoryModule,
  FileManagerModule,
  HelpCenterModule,
  NotesModule,
  ScrumboardModule,
  TasksModule,
  PaymentsModule,
  CouponsModule,
  ExchangeRatesModule,
  MasterDataModule,
  SamplesModule,
  AccountsAdministrationModule,
  TaxReturnsModule,
  SystemModule,
  ReportsModule,
  // After PayrollModule: its api/clients/payroll-password-requests routes must match before api/clients/:id.
  ClientsModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          // LOG_LEVEL=Off: no per-request logger at all (pino-http builds one per request even when nothing is
          // written, about a quarter of a small GET's CPU).
          forRoutes: config.logLevel === 'silent' ? [] : undefined,
          pinoHttp: {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.accessToken'],
            // A reset token (or any secret-looking parameter) in a URL never reaches the log.
            serializers: { req: redactRequestForLog },
            // Health probes and the web build's files (a page load fetches dozens) would drown the API's lines.
            autoLogging: { ignore: (req) => /^\/(health|assets\/|themes\/|favicon)/.test(req.url ?? '') },
            customProps: () => ({ service: 'cis-bff' }),
          },
        }),
        PlatformModule.forRoot(config),
        ...webBuildModules(config.webDist),
        ...AREAS,
      ],
    };
  }
}
