import { HarfBuzzShaper } from './harfbuzz-layout';
import { PDF_FONTS, PdfWriter } from './pdf-document';

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

  it('writes a table across pages with page numbers', async () => {
    const pdf = await PdfWriter.create({ title: 'Table', firm: FIRM, lang: 'en' });
    pdf.title('Rows').table([{ header: 'A', width: 1 }, { header: 'B', width: 1, align: 'right' }], Array.from({ length: 120 }, (_, i) => [`row ${i}`, String(i)]));
    const bytes = await pdf.finish('footer');
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(2);
  });
});
