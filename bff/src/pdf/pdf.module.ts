import { Module } from '@nestjs/common';
import { MasterDataModule } from '../master-data/master-data.module';
import { OrganizationModule } from '../organization/organization.module';
import { PdfFirmSource } from './pdf-firm';

/** The PDF module: areas import it for the firm's header data (names, contacts, the logo of Administration); the drawing is PdfWriter (pdf-document.ts). */
@Module({
  imports: [MasterDataModule, OrganizationModule],
  providers: [PdfFirmSource],
  exports: [PdfFirmSource],
})
export class PdfModule {}
