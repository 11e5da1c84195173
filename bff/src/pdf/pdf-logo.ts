import { inflateSync } from 'node:zlib';

/** The largest logo side, in pixels, a PDF draws (the header shows it 34 points wide). */
export const PDF_LOGO_MAX_SIDE = 4096;
/** The most the PNG's pixel data may inflate to: a small file that inflates to gigabytes is refused. */
const MAX_INFLATED = 64 * 1024 * 1024;

/** PNG colour type -> channels. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7: x0, y0, dx, dy of each pass. */
const ADAM7 = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;

/**
 * Whether pdfkit can draw this logo without failing. The upload is judged by its first bytes only, and pdfkit decodes
 * a PNG with an alpha channel, interlacing or transparent palette entries in a zlib callback, where a corrupt stream
 * or a bad row filter is thrown outside any caller (the process would stop). So the whole image is checked here, once
 * per logo, the way pdfkit (png-js) will read it: chunks in bounds, IHDR sane, the pixel data inflates, and every row
 * filter png-js meets is one it knows. A JPEG needs its frame header (pdfkit embeds the bytes as they are).
 */
export function drawableLogo(bytes: Buffer): boolean {
  try {
    if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a) return drawablePng(bytes);
    if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return drawableJpeg(bytes);
    return false;
  } catch {
    return false;
  }
}

function drawablePng(bytes: Buffer): boolean {
  let pos = 8;
  let header: { width: number; height: number; bits: number; colorType: number; interlace: number } | null = null;
  let palette = false;
  let ended = false;
  const data: Uint8Array[] = [];
  while (pos + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const start = pos + 8;
    if (start + length + 4 > bytes.length) return false;
    const chunk = bytes.subarray(start, start + length);
    if (header === null && type !== 'IHDR') return false;
    if (type === 'IHDR') {
      if (length !== 13) return false;
      header = { width: chunk.readUInt32BE(0), height: chunk.readUInt32BE(4), bits: chunk[8]!, colorType: chunk[9]!, interlace: chunk[12]! };
    } else if (type === 'PLTE') palette = true;
    else if (type === 'IDAT') data.push(new Uint8Array(bytes.buffer, bytes.byteOffset + start, length));
    else if (type === 'IEND') {
      ended = true;
      break;
    }
    pos = start + length + 4;
  }
  if (!header || !ended || data.length === 0) return false;
  const { width, height, bits, colorType, interlace } = header;
  const channels = CHANNELS[colorType];
  if (!channels || width < 1 || height < 1 || width > PDF_LOGO_MAX_SIDE || height > PDF_LOGO_MAX_SIDE || interlace > 1) return false;
  if (![1, 2, 4, 8, 16].includes(bits) || (colorType === 3 && (!palette || bits > 8)) || (colorType !== 0 && colorType !== 3 && bits < 8)) return false;
  const pixels = inflateSync(new Uint8Array(Buffer.concat(data)), { maxOutputLength: MAX_INFLATED });
  // png-js's walk over the rows: a filter byte, then pixelBytes * w bytes (pixelBytes may be a fraction below 8 bits).
  const pixelBytes = (bits * channels) / 8;
  let at = 0;
  const passes = interlace === 1 ? ADAM7 : [[0, 0, 1, 1] as const];
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    const scanline = Math.ceil(pixelBytes * w);
    for (let row = 0; row < h && at < pixels.length; row += 1) {
      if (pixels[at]! > 4) return false;
      at += 1 + scanline;
    }
  }
  return true;
}

function drawableJpeg(bytes: Buffer): boolean {
  // pdfkit's reading: skip to each marker, the first start-of-frame gives bits, height, width and channels.
  const frames = new Set([0xffc0, 0xffc1, 0xffc2, 0xffc3, 0xffc5, 0xffc6, 0xffc7, 0xffc8, 0xffc9, 0xffca, 0xffcb, 0xffcc, 0xffcd, 0xffce, 0xffcf]);
  let pos = 2;
  while (pos + 4 <= bytes.length) {
    while (pos < bytes.length && bytes[pos] !== 0xff) pos += 1;
    if (pos + 4 > bytes.length) return false;
    const marker = bytes.readUInt16BE(pos);
    pos += 2;
    if (frames.has(marker)) {
      if (pos + 8 > bytes.length) return false;
      const height = bytes.readUInt16BE(pos + 3);
      const width = bytes.readUInt16BE(pos + 5);
      const channels = bytes[pos + 7]!;
      return width > 0 && height > 0 && [1, 3, 4].includes(channels);
    }
    pos += bytes.readUInt16BE(pos);
  }
  return false;
}
