import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { HarfBuzzShaper, shapeWith, withKhmerBreaks, type FontkitFont } from './harfbuzz-layout';

/**
 * The portal's one PDF module (issue 14 B): every PDF the BFF writes (report exports, a tax return, a payment receipt)
 * is drawn here with pdfkit, whose font engine (fontkit) shapes Khmer (coeng subscripts, vowels reordered before the
 * consonant, the Indic shaper's reordering) from the font's OpenType tables. The font is Noto Sans Khmer (bundled in
 * bff/assets/fonts with its OFL licence): it holds Latin letters and digits as well, so English and Khmer text share
 * one embedded, subsetted font. Why pdfkit: docs/decisions.md "PDFs with Khmer shaped correctly".
 */
export const PDF_FONT_DIR = join(__dirname, '..', '..', 'assets', 'fonts');
export const PDF_FONTS = {
  regular: join(PDF_FONT_DIR, 'NotoSansKhmer-Regular.ttf'),
  bold: join(PDF_FONT_DIR, 'NotoSansKhmer-Bold.ttf'),
} as const;

const SHAPERS = { body: new HarfBuzzShaper(PDF_FONTS.regular), bold: new HarfBuzzShaper(PDF_FONTS.bold) } as const;

export type PdfLanguage = 'en' | 'km';

export interface PdfFirm {
  nameEn: string;
  nameKm: string;
  tin: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** The company profile's uploaded logo (PNG or JPEG, checked by `drawableLogo`), drawn in the header; else the portal's mark. */
  logo?: Buffer | null;
}

export interface PdfTableColumn {
  header: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfWriterOptions {
  title: string;
  firm: PdfFirm;
  lang: PdfLanguage;
  landscape?: boolean;
  /** Deflate the content streams (default); tests read them plain. */
  compress?: boolean;
}

/** An image pdfkit has opened (`doc.openImage`): drawn again, it is the same XObject. */
interface OpenedImage { width: number; height: number }

const MARGIN = 40;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const BRAND = '#4f46e5';

/** A PDF under construction: header with the firm's logo and names, titled sections, key/value lists, tables, page numbers. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly firm: PdfFirm;
  private readonly lang: PdfLanguage;
  /** The logo opened once: every page's header draws the same image object. */
  private logo: OpenedImage | null = null;

  /** A writer whose fonts are shaped by HarfBuzz (loaded once per process). */
  static async create(options: PdfWriterOptions): Promise<PdfWriter> {
    await Promise.all([SHAPERS.body.ready(), SHAPERS.bold.ready()]);
    return new PdfWriter(options);
  }

  private constructor(options: PdfWriterOptions) {
    this.firm = options.firm;
    this.lang = options.lang;
    this.doc = new PDFDocument({
      size: 'A4', compress: options.compress ?? true, layout: options.landscape ? 'landscape' : 'portrait', margin: MARGIN, bufferPages: true,
      info: { Title: options.title, Author: options.firm.nameEn, Creator: 'Cis tax portal' }, lang: options.lang === 'km' ? 'km-KH' : 'en-US',
    });
    this.doc.registerFont('body', PDF_FONTS.regular);
    this.doc.registerFont('bold', PDF_FONTS.bold);
    for (const name of ['bold', 'body'] as const) {
      // pdfkit keeps one font object per registered name and document: its layout is HarfBuzz's from here on.
      this.doc.font(name);
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pdfkit's typings leave out what is used here (above)
      shapeWith((this.doc as unknown as { _font: { font: FontkitFont } })._font.font, SHAPERS[name]);
    }
    this.doc.font('body').fillColor(INK);
    if (options.firm.logo) {
      try {
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pdfkit's typings leave out what is used here (above)
        this.logo = (this.doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(options.firm.logo);
      } catch {
        this.logo = null;
      }
    }
    this.header();
    this.doc.on('pageAdded', () => this.header());
  }

  get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  /** The firm's logo (the uploaded one, else the portal's mark), its names in both scripts and its TIN and address. */
  private header(): void {
    const { doc } = this;
    const top = MARGIN - 10;
    if (this.logo) {
      // pdfkit takes an opened image where a source goes (its types name only sources): one XObject for every page.
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- pdfkit's typings leave out what is used here (above)
      doc.image(this.logo as unknown as Buffer, MARGIN, top, { fit: [34, 34], align: 'center', valign: 'center' });
    } else {
      doc.save();
      doc.translate(MARGIN, top);
      doc.roundedRect(0, 0, 34, 34, 8).fill(BRAND);
      doc.path('M22 12A6.9 6.9 0 1 0 22 22').lineWidth(3.2).lineCap('round').stroke('#ffffff');
      doc.circle(23.4, 17, 2.2).fill('#a5f3fc');
      doc.restore();
    }
    const x = MARGIN + 44;
    const primary = this.lang === 'km' ? this.firm.nameKm : this.firm.nameEn;
    const secondary = this.lang === 'km' ? this.firm.nameEn : this.firm.nameKm;
    doc.font('bold').fontSize(11).fillColor(INK).text(primary, x, top - 2, { width: this.width - 44, height: 14, ellipsis: true });
    doc.font('body').fontSize(8.5).fillColor(MUTED).text(secondary, x, top + 14, { width: this.width - 44, height: 14, ellipsis: true });
    const contact = [this.firm.tin ? `TIN ${this.firm.tin}` : null, this.firm.address, this.firm.phone, this.firm.email].filter(Boolean).join('  ·  ');
    if (contact) doc.fontSize(7.5).text(contact, x, top + 27, { width: this.width - 44, height: 14, ellipsis: true });
    doc.moveTo(MARGIN, top + 42).lineTo(MARGIN + this.width, top + 42).lineWidth(0.6).stroke(RULE);
    doc.fillColor(INK).font('body').fontSize(10);
    doc.x = MARGIN;
    doc.y = top + 52;
  }

  title(text: string, subtitle?: string): this {
    this.doc.font('bold').fontSize(15).fillColor(INK).text(withKhmerBreaks(text), MARGIN, this.doc.y, { width: this.width });
    if (subtitle) this.doc.font('body').fontSize(9).fillColor(MUTED).text(withKhmerBreaks(subtitle), { width: this.width });
    this.doc.moveDown(0.6).fillColor(INK);
    return this;
  }

  heading(text: string): this {
    this.ensure(40);
    this.doc.moveDown(0.4).font('bold').fontSize(11.5).fillColor(INK).text(withKhmerBreaks(text), MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
    return this;
  }

  /** Label / value pairs in two columns. */
  fields(pairs: readonly [string, string][]): this {
    const { doc } = this;
    const labelWidth = this.width * 0.32;
    for (const [label, value] of pairs) {
      this.ensure(18);
      const y = doc.y;
      doc.font('body').fontSize(9).fillColor(MUTED).text(withKhmerBreaks(label), MARGIN, y, { width: labelWidth - 8 });
      const afterLabel = doc.y;
      doc.fillColor(INK).fontSize(10).text(withKhmerBreaks(value || '-'), MARGIN + labelWidth, y, { width: this.width - labelWidth });
      doc.y = Math.max(afterLabel, doc.y) + 3;
    }
    doc.x = MARGIN;
    return this;
  }

  paragraph(text: string, options: { muted?: boolean; size?: number } = {}): this {
    this.doc.font('body').fontSize(options.size ?? 9.5).fillColor(options.muted ? MUTED : INK).text(withKhmerBreaks(text), MARGIN, this.doc.y, { width: this.width });
    this.doc.fillColor(INK);
    return this;
  }

  /** A table: a header row (repeated after a page break), zebra rows, an optional bold totals row. */
  table(columns: readonly PdfTableColumn[], rows: readonly string[][], totals?: readonly string[]): this {
    const { doc } = this;
    const share = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / share) * this.width);
    const pad = 3;
    const size = columns.length > 8 ? 7 : 8.5;
    const rowHeight = (cells: readonly string[], font: 'body' | 'bold') => {
      doc.font(font).fontSize(size);
      return Math.max(...cells.map((cell, i) => doc.heightOfString(withKhmerBreaks(cell || ' '), { width: widths[i]! - pad * 2 }))) + pad * 2;
    };
    const draw = (cells: readonly string[], font: 'body' | 'bold', fill: string | null, color = INK) => {
      const height = rowHeight(cells, font);
      if (doc.y + height > doc.page.height - MARGIN - 20) {
        doc.addPage();
        if (cells !== headers) draw(headers, 'bold', '#eef2ff', BRAND);
      }
      const y = doc.y;
      if (fill) doc.save().rect(MARGIN, y, this.width, height).fill(fill).restore();
      let x = MARGIN;
      cells.forEach((cell, i) => {
        doc.font(font).fontSize(size).fillColor(color).text(withKhmerBreaks(cell), x + pad, y + pad, { width: widths[i]! - pad * 2, align: columns[i]!.align ?? 'left' });
        x += widths[i]!;
      });
      doc.moveTo(MARGIN, y + height).lineTo(MARGIN + this.width, y + height).lineWidth(0.4).stroke(RULE);
      doc.y = y + height;
    };
    const headers = columns.map((column) => column.header);
    draw(headers, 'bold', '#eef2ff', BRAND);
    rows.forEach((row, index) => draw(row, 'body', index % 2 === 1 ? '#f9fafb' : null));
    if (totals) draw(totals, 'bold', '#f3f4f6');
    doc.x = MARGIN;
    doc.moveDown(0.5);
    return this;
  }

  private ensure(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN - 20) this.doc.addPage();
  }

  /** Page numbers on every page, then the bytes. */
  async finish(footer: string): Promise<Buffer> {
    const { doc } = this;
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      doc.on('end', () => resolve());
      doc.on('error', reject);
    });
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      const y = doc.page.height - MARGIN + 8;
      const pageWord = this.lang === 'km' ? 'ទំព័រ' : 'Page';
      // Writing below the bottom margin: keep pdfkit from adding a page for it.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('body').fontSize(7.5).fillColor(MUTED)
        .text(`${footer}    ${pageWord} ${i + 1} / ${range.count}`, MARGIN, y, { width: this.width, align: 'right', height: 12, ellipsis: true });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
    await done;
    return Buffer.concat(chunks);
  }
}

/** Riel, grouped by thousands ("1,234,567 ៛"). */
export function formatRiel(amount: number): string {
  return `${Math.round(amount).toLocaleString('en-US')} ៛`;
}

/** An instant as ISO 8601 with the Cambodian offset (+07:00), to the second. */
export function isoInCambodia(at: Date = new Date()): string {
  return `${new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}
