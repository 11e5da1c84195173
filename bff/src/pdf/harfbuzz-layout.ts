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

/**
 * Replaces a fontkit font's `layout` with HarfBuzz's shaping, answering what pdfkit reads of a glyph run: glyphs
 * (with the code points of their cluster, for the PDF's text layer: copy and search), positions and the advance.
 */
export function shapeWith(font: FontkitFont, shaper: HarfBuzzShaper): void {
  font.layout = (text: string) => {
    const shaped = shaper.shape(text);
    const seen = new Set<number>();
    const clusters = [...new Set(shaped.map((g) => g.cluster))].sort((a, b) => a - b);
    const glyphs = shaped.map((g) => {
      if (seen.has(g.cluster)) return font.getGlyph(g.id, []);
      seen.add(g.cluster);
      const end = clusters.find((c) => c > g.cluster) ?? text.length;
      return font.getGlyph(g.id, [...text.slice(g.cluster, end)].map((ch) => ch.codePointAt(0)!));
    });
    const positions = shaped.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({ xAdvance, yAdvance, xOffset, yOffset }));
    return {
      glyphs, positions,
      get advanceWidth() {
        return positions.reduce((sum, position) => sum + position.xAdvance, 0);
      },
    };
  };
}
