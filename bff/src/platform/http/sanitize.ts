import sanitizeHtml from 'sanitize-html';

/**
 * Embedded pictures a browser only ever decodes as bitmaps. data:image/svg+xml is left out (an SVG opened on its own
 * runs its scripts), and so is every other data: type: a data:text/html link opens a page under the attacker's
 * control.
 */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/;
/** Targets that stay in the same browsing context; any other opens a window that could reach back via opener. */
const SAME_WINDOW_TARGETS = new Set(['', '_self', '_parent', '_top']);

/**
 * The URL the way sanitize-html judges a scheme (control characters and spaces dropped, comments removed), so the
 * data: check below sees exactly what sanitize-html let through.
 */
function normalisedUrl(url: string): string {
  let value = url.replace(/[\x00-\x20]+/g, '');
  for (;;) {
    const start = value.indexOf('<!--');
    if (start === -1) break;
    const end = value.indexOf('-->', start + 4);
    if (end === -1) break;
    value = value.slice(0, start) + value.slice(end + 3);
  }
  return value.toLowerCase();
}

function withNoopener(rel: string | undefined): string {
  // 'opener' would ask for exactly what noopener forbids.
  const tokens = (rel ?? '').toLowerCase().split(/\s+/).filter((token) => token !== '' && token !== 'opener');
  return [...new Set([...tokens, 'noopener', 'noreferrer'])].join(' ');
}

/** Allow-list sanitiser for stored rich text: formatting, links and images survive; scripts and handlers do not. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'del', 'ins', 'mark'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // data: is a scheme of pictures only, and narrowed to bitmap types in transformTags.
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs.src === undefined ? undefined : normalisedUrl(attribs.src);
        if (src !== undefined && src.startsWith('data:') && !DATA_IMAGE.test(src)) {
          const { src: _dropped, ...rest } = attribs;
          return { tagName, attribs: rest };
        }
        return { tagName, attribs };
      },
      a: (tagName, attribs) => {
        if (attribs.target === undefined || SAME_WINDOW_TARGETS.has(attribs.target.trim().toLowerCase())) return { tagName, attribs };
        return { tagName, attribs: { ...attribs, rel: withNoopener(attribs.rel) } };
      },
    },
  });
}
