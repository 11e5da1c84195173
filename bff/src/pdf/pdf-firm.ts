import { Injectable } from '@nestjs/common';
import { MasterDataLookup } from '../master-data/master-data.index';
import { CompanyLogoReader } from '../organization/organization.queries';
import type { PdfFirm } from './pdf-document';
import { drawableLogo } from './pdf-logo';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The firm's names, TIN and contacts on every PDF: the company profile of master data (its row `firm`, else the
 * first), and its uploaded logo (Administration) when there is one pdfkit can draw.
 */
@Injectable()
export class PdfFirmSource {
  /** Logo key (SHA-256) -> whether it is drawable: a logo is checked once per process (blobs never change). */
  private readonly drawable = new Map<string, boolean>();

  constructor(private readonly masterData: MasterDataLookup, private readonly logos: CompanyLogoReader) {}

  async firm(tenant: string, onDate: string): Promise<PdfFirm> {
    const [rows, logo] = await Promise.all([
      this.masterData.rowsInForce(tenant, 'company-profile', onDate),
      this.logos.logo(tenant),
    ]);
    const row = rows.find((candidate) => candidate.code === 'firm') ?? rows[0];
    return {
      nameEn: text(row?.nameEn) ?? 'Cis tax portal', nameKm: text(row?.nameKm) ?? '', tin: text(row?.tin), address: text(row?.address),
      phone: text(row?.phone), email: text(row?.email), logo: logo && this.isDrawable(logo.sha256, logo.content) ? logo.content : null,
    };
  }

  private isDrawable(key: string, content: Buffer): boolean {
    let known = this.drawable.get(key);
    if (known === undefined) {
      known = drawableLogo(content);
      this.drawable.set(key, known);
    }
    return known;
  }

  /** Province names (gazetteer code -> name in `lang`). */
  async provinces(tenant: string, onDate: string, lang: 'en' | 'km'): Promise<Map<string, string>> {
    const rows = await this.masterData.rowsInForce(tenant, 'province', onDate);
    return new Map(rows.map((row) => [String(row.code), text(lang === 'km' ? row.nameKm : row.nameEn) ?? String(row.code)]));
  }
}
