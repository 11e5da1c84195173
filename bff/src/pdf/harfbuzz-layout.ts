import { readFileSync } from 'node:fs';

/**
 * Text shaping by HarfBuzz (harfbuzzjs: HarfBuzz compiled to WebAssembly, shipped inside the npm package), the
 * engine Chromium, Firefox and Android shape Khmer with. pdfkit lays text out through its font object's `layout`
 * (fontkit's own shaper); PdfWriter hands each font's `layout` over to `shapeWith` below, so a PDF holds exactly the
 * glyphs and positions a browser draws: coeng subscripts, pre-base vowels and the font's contextual forms. Why not
 * fontkit's shaper alone: docs/decisions.md "PDFs with Khmer shaped correctly".
 */

/** The parts of harfbuzzjs used here. */
interface HarfBuzz {
  createBlob(data: ArrayBuffer | Uint8Array): { destroy(): void };
  createFace(blob: unknown, index: number): { destroy(): void };
  createFont(face: unknown): { destroy(): void };
  createBuffer(): {
    addText(text: string): void;
    guessSegmentProperties(): void;
    json(): { g: number; cl: number; ax: number; ay: number; dx: number; dy: number }[];
    destroy(): void;
  };
  shape(font: unknown, buffer: unknown, features?: string): void;
}

/** A fontkit font as pdfkit holds it: glyphs by id. */
export interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): { id: number; advanceWidth: number; codePoints: number[] };
  layout(text: string, features?: unknown): unknown;
}

export interface ShapedGlyph {
  id: number;
  /** UTF-16 index of the glyph's cluster in the text. */
  cluster: number;
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

let harfbuzz: Promise<HarfBuzz> | null = null;
// harfbuzzjs ships no types: require answers any, typed here as the part of its API this file uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports, @typescript-eslint/consistent-type-assertions -- harfbuzzjs ships no types (above)
const loadHarfBuzz = (): Promise<HarfBuzz> => (harfbuzz ??= require('harfbuzzjs') as Promise<HarfBuzz>);

/** Shapes text with one font file; `ready()` once before the synchronous `shape`. */
export class HarfBuzzShaper {
  private font: { destroy(): void } | null = null;
  private hb: HarfBuzz | null = null;

  constructor(private readonly fontPath: string) {}

  async ready(): Promise<this> {
    if (this.font) return this;
    this.hb = await loadHarfBuzz();
    const blob = this.hb.createBlob(new Uint8Array(readFileSync(this.fontPath)));
    const face = this.hb.createFace(blob, 0);
    this.font = this.hb.createFont(face);
    return this;
  }

  /** Glyph ids and positions in font units (HarfBuzz's default scale is the font's units per em). */
  shape(text: string): ShapedGlyph[] {
    if (!this.hb || !this.font) throw new Error('HarfBuzzShaper.shape before ready()');
    const buffer = this.hb.createBuffer();
    try {
      buffer.addText(text);
      buffer.guessSegmentProperties();
      this.hb.shape(this.font, buffer);
      return buffer.json().map((g) => ({ id: g.g, cluster: g.cl, xAdvance: g.ax, yAdvance: g.ay, xOffset: g.dx, yOffset: g.dy }));
    } finally {
      buffer.destroy();
    }
  }
}

/** A zero-width space: a place a line may break that draws nothing (UAX #14 class ZW, which pdfkit's line breaker honours). */
export const BREAK_OPPORTUNITY = '\u200B';

/**
 * Khmer writes words without spaces, so pdfkit's line breaker (UAX #14 without a dictionary) sees a whole Khmer phrase
 * as one word, and when it is wider than its column cuts it at any UTF-16 unit: a vowel sign or a subscript then starts
 * the next line on its own, drawn on a dotted circle. This marks a break opportunity before each Khmer syllable (a
 * consonant or independent vowel not joined by a coeng to the one before), so lines break between syllables, as a
 * browser without a Khmer dictionary breaks them. The marks shape to nothing (`shapeWith` drops them).
 */
export function withKhmerBreaks(text: string): string {
  return text.replace(/(?<=[\u1780-\u17D1\u17D3-\u17DD])(?=[\u1780-\u17B3])/g, BREAK_OPPORTUNITY);
}

/**
 * Replaces a fontkit font's `layout` with HarfBuzz's shaping, answering what pdfkit reads of a glyph run: glyphs
 * (with the code points of their cluster, for the PDF's text layer: copy and search), positions and the advance.
 */
export function shapeWith(font: FontkitFont, shaper: HarfBuzzShaper): void {
  font.layout = (text: string) => {
    const shaped = shaper.shape(text);
    const seen = new Set<number>();
    const clusters = [...new Set(shaped.map((g) => g.cluster))].sort((a, b) => a - b);
    // The break opportunities withKhmerBreaks marked shape to a zero-width space glyph: neither drawn nor copied.
    const drawn = shaped.filter((g) => text[g.cluster] !== BREAK_OPPORTUNITY);
    const glyphs = drawn.map((g) => {
      if (seen.has(g.cluster)) return font.getGlyph(g.id, []);
      seen.add(g.cluster);
      const end = clusters.find((c) => c > g.cluster) ?? text.length;
      return font.getGlyph(g.id, [...text.slice(g.cluster, end)].map((ch) => ch.codePointAt(0)!));
    });
    const positions = drawn.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({ xAdvance, yAdvance, xOffset, yOffset }));
    return {
      glyphs, positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
}
