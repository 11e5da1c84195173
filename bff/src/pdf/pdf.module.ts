import { Module } from '@nestjs/common';
import { MasterDataModule } from '../master-data/master-data.module';
import { PdfFirmSource } from './pdf-firm';

/** The PDF module: areas import it for the firm's header data; the drawing is PdfWriter (pdf-document.ts). */
@Module({
  imports: [MasterDataModule],
  providers: [PdfFirmSource],
  exports: [PdfFirmSource],
})
export class PdfModule {}
