import { deflateSync } from 'node:zlib';
import { HarfBuzzShaper, withKhmerBreaks } from './harfbuzz-layout';
import { PDF_FONTS, PdfWriter } from './pdf-document';
import { drawableLogo } from './pdf-logo';

const FIRM = { nameEn: 'Cis Tax Services', nameKm: 'ក្រុមហ៊ុន ស៊ីស', tin: 'K001-901234567', address: null, phone: null, email: null };

/** Words whose drawing needs shaping: a coeng-ro drawn before its base, stacked subscripts, vowels around a consonant. */
const WORDS = ['ក្រុមហ៊ុន', 'ស្ត្រី', 'ពន្ធប្រថាប់ត្រា', 'ទំព័រ', 'កើត', 'ខ្មែរ'];

/** The glyph ids (of the whole font) drawn on the first page, in content-stream order. */
function drawnGlyphs(pdf: Buffer, subsetGlyphs: readonly number[]): number[] {
  const text = pdf.toString('latin1');
  const ids: number[] = [];
  for (const block of text.match(/BT[\s\S]*?ET/g) ?? []) {
    for (const tj of block.match(/\[[^\]]*\]\s*TJ/g) ?? []) {
      for (const hex of tj.match(/<([0-9a-f]+)>/g) ?? []) {
        const digits = hex.slice(1, -1);
        for (let i = 0; i < digits.length; i += 4) ids.push(subsetGlyphs[parseInt(digits.slice(i, i + 4), 16)]!);
      }
    }
  }
  return ids;
}

describe('PDFs with Khmer shaped as a browser shapes it (issue 14 B)', () => {
  it('draws each word with the glyphs HarfBuzz chooses: reordered, stacked and in their contextual forms', async () => {
    const pdf = await PdfWriter.create({ title: 'Shaping', firm: FIRM, lang: 'km', compress: false });
    for (const word of WORDS) pdf.paragraph(word);
    type Embedded = { subset: { glyphs: number[] }; font: { glyphForCodePoint(c: number): { id: number } } };
    const families = (pdf.doc as unknown as { _fontFamilies: Record<string, Embedded> })._fontFamilies;
    const body = families.body!;
    const bytes = await pdf.finish('footer');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The subset maps the PDF's glyph codes back to the font's glyph ids (one subset per font: read both).
    const drawn = Object.values(families).filter((font) => font.subset).map((font) => drawnGlyphs(bytes, font.subset.glyphs).join(',')).join('|');
    const reference = await new HarfBuzzShaper(PDF_FONTS.regular).ready();
    for (const word of WORDS) {
      const expected = reference.shape(word).map((glyph) => glyph.id);
      expect(drawn).toContain(expected.join(','));
    }
    // ក្រុមហ៊ុន: the subscript ro comes after ក in the text and is drawn before it; no glyph is a dotted circle.
    const ids = reference.shape('ក្រុមហ៊ុន').map((glyph) => glyph.id);
    const ka = body.font.glyphForCodePoint(0x1780).id;
    expect(ids.indexOf(ka)).toBe(1);
    expect(ids).not.toContain(body.font.glyphForCodePoint(0x25cc).id);
    expect(ids.length).toBeLessThan([...'ក្រុមហ៊ុន'].length);
  });

  it('wraps Khmer between syllables: no vowel sign or subscript starts a line on a dotted circle', async () => {
    // The overdue report's status column in Khmer ("filed") wrapped as "...ប្រក" / "◌ាស" before break opportunities.
    const phrase = 'បានដាក់លិខិតប្រកាស';
    const pdf = await PdfWriter.create({ title: 'Wrap', firm: FIRM, lang: 'km', compress: false });
    // Narrower and narrower columns: pdfkit cut the phrase at a different place in each (at 23 columns, in a syllable).
    for (let count = 4; count <= 24; count += 1) {
      pdf.table(Array.from({ length: count }, () => ({ header: 'ស្ថានភាព', width: 1 })), [[phrase, ...Array.from({ length: count - 1 }, () => '1')]]);
    }
    type Embedded = { subset: { glyphs: number[] }; font: { glyphForCodePoint(c: number): { id: number }; layout(text: string): { glyphs: { id: number }[] } } };
    const body = (pdf.doc as unknown as { _fontFamilies: Record<string, Embedded> })._fontFamilies.body!;
    await pdf.finish('footer');
    // A glyph is in the font subset only when some text drew it.
    expect(body.subset.glyphs.length).toBeGreaterThan(1);
    expect(body.subset.glyphs).not.toContain(body.font.glyphForCodePoint(0x25cc).id);
    // The break opportunities shape to nothing: the same glyphs as the phrase without them (none drawn, none copied).
    const ids = (text: string) => body.font.layout(text).glyphs.map((glyph) => glyph.id);
    expect(withKhmerBreaks(phrase)).not.toBe(phrase);
    expect(ids(withKhmerBreaks(phrase))).toEqual(ids(phrase));
  });

  it('writes a table across pages with page numbers', async () => {
    const pdf = await PdfWriter.create({ title: 'Table', firm: FIRM, lang: 'en' });
    pdf.title('Rows').table([{ header: 'A', width: 1 }, { header: 'B', width: 1, align: 'right' }], Array.from({ length: 120 }, (_, i) => [`row ${i}`, String(i)]));
    const bytes = await pdf.finish('footer');
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(2);
  });
});

const u8 = (bytes: ArrayLike<number>) => Uint8Array.from(bytes);
const cat = (...parts: Uint8Array[]) => Buffer.concat(parts);

/** CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG of width x height pixels, RGBA (colour type 6), every row with the given filter byte. */
function png(width: number, height: number, filter = 0): Buffer {
  const chunk = (type: string, data: Uint8Array) => {
    const body = u8([...type].map((c) => c.charCodeAt(0)).concat([...data]));
    const out = new DataView(new ArrayBuffer(body.length + 8));
    out.setUint32(0, data.length);
    body.forEach((byte, i) => out.setUint8(4 + i, byte));
    out.setUint32(body.length + 4, crc32(body));
    return new Uint8Array(out.buffer);
  };
  const header = new DataView(new ArrayBuffer(13));
  header.setUint32(0, width);
  header.setUint32(4, height);
  header.setUint8(8, 8);
  header.setUint8(9, 6);
  const row = u8([filter, ...new Array<number>(width * 4).fill(0x80)]);
  const pixels = u8(deflateSync(new Uint8Array(cat(...Array.from({ length: height }, () => row)))));
  return cat(u8([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', new Uint8Array(header.buffer)), chunk('IDAT', pixels), chunk('IEND', new Uint8Array(0)));
}

/** A baseline JPEG's first bytes: SOI, a start-of-frame of 2 x 2 pixels, 3 channels (pdfkit embeds JPEG bytes as they are). */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x02, 0x00, 0x02, 0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9]);

const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image\b/g)?.length ?? 0;

describe('the company logo in the PDF header (issue 14)', () => {
  async function write(logo: Buffer | null, pages = 1): Promise<Buffer> {
    const pdf = await PdfWriter.create({ title: 'Logo', firm: { ...FIRM, logo }, lang: 'km' });
    pdf.title('Rows').table([{ header: 'A', width: 1 }], Array.from({ length: pages === 1 ? 3 : 120 }, (_, i) => [`row ${i}`]));
    return pdf.finish('footer');
  }

  it('draws the uploaded PNG (alpha channel) or JPEG once per document, on every page, and no image without a logo', async () => {
    const logo = png(40, 20);
    expect(drawableLogo(logo)).toBe(true);
    expect(drawableLogo(JPEG)).toBe(true);
    const withPng = await write(logo, 3);
    // One image XObject (and its alpha mask) however many pages name it.
    expect(imagesIn(withPng)).toBe(2);
    expect(withPng.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(2);
    expect(withPng.toString('latin1').match(/\/XObject <</g)!.length).toBe(withPng.toString('latin1').match(/\/Type \/Page\b/g)!.length);
    expect(imagesIn(await write(JPEG))).toBe(1);
    expect(imagesIn(await write(null))).toBe(0);
  });

  it('refuses what pdfkit could not draw (it would throw outside any caller): the header keeps the portal mark', async () => {
    const truncated = png(40, 20).subarray(0, 60);
    const badFilter = png(40, 20, 9);
    const corrupt = png(40, 20);
    corrupt.fill(0x41, 45, 70); // inside IDAT: the zlib stream no longer inflates
    const huge = png(20_000, 1);
    for (const bytes of [truncated, badFilter, corrupt, huge, JPEG.subarray(0, 6), Buffer.from('GIF89a')]) expect(drawableLogo(bytes)).toBe(false);
  });
});
