import { Injectable } from '@nestjs/common';
import { MasterDataLookup } from '../master-data/master-data.index';
import type { PdfFirm } from './pdf-document';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The firm's names, TIN and contacts on every PDF: the company profile of master data (its row `firm`, else the first). */
@Injectable()
export class PdfFirmSource {
  constructor(private readonly masterData: MasterDataLookup) {}

  async firm(tenant: string, onDate: string): Promise<PdfFirm> {
    const rows = (await this.masterData.rowsInForce(tenant, ['company-profile'], onDate))['company-profile'];
    const row = rows.find((candidate) => candidate.code === 'firm') ?? rows[0];
    return {
      nameEn: text(row?.nameEn) ?? 'Cis tax portal', nameKm: text(row?.nameKm) ?? '', tin: text(row?.tin), address: text(row?.address),
      phone: text(row?.phone), email: text(row?.email),
    };
  }

  /** Province names (gazetteer code -> name in `lang`). */
  async provinces(tenant: string, onDate: string, lang: 'en' | 'km'): Promise<Map<string, string>> {
    const rows = (await this.masterData.rowsInForce(tenant, ['province'], onDate)).province;
    return new Map(rows.map((row) => [String(row.code), text(lang === 'km' ? row.nameKm : row.nameEn) ?? String(row.code)]));
  }
}
