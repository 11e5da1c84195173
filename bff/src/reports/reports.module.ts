import { Module } from '@nestjs/common';
import { MasterDataModule } from '../master-data/master-data.module';
import { PdfModule } from '../pdf/pdf.module';
import { ReportsController } from './reports.controller';
import { ReportExports } from './reports.exports.service';
import { ReportsProjection } from './reports.projection';
import { ReportQueries } from './reports.queries';

/** E-filing reports (issue 14): the reporting projection, the reports and their exports. */
@Module({
  imports: [MasterDataModule, PdfModule],
  controllers: [ReportsController],
  providers: [ReportsProjection, ReportQueries, ReportExports],
})
export class ReportsModule {}
