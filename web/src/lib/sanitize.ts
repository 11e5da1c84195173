/**
 * A DOM allow-list sanitiser for the rich text the portal shows (contact notes, help-center guides). The BFF
 * sanitises what it stores too; this guards the browser against anything that slipped through or came from
 * elsewhere. Elements outside the list are unwrapped (their text kept); script-like elements are dropped whole.
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'span', 'div', 'ul', 'ol', 'li', 'a',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr', 'img', 'table', 'thead', 'tbody', 'tr',
  'th', 'td', 'sub', 'sup', 'small',
]);
const DROPPED_TAGS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'form',
  'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'title', 'head', 'audio', 'video', 'canvas',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
const GLOBAL_ATTRIBUTES = ['class'];

/** Links: relative paths, http(s), mailto and tel. Images: relative, http(s) and data:image (not svg). */
export function isSafeUrl(value: string, tag: string): boolean {
  const url = value.trim().replace(/[\u0000-\u001f\u007f\s]+/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme) return !url.startsWith('//');
  if (tag === 'img') return scheme === 'https' || scheme === 'http' || /^data:image\/(png|jpe?g|gif|webp);/i.test(url);
  return ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

function cleanChildren(parent: Node): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === 3) continue; // text
    if (child.nodeType !== 1) {
      parent.removeChild(child); // comments, processing instructions
      continue;
    }
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- nodeType 1 is an element: the DOM's own tag, which TypeScript does not narrow on
    const el = child as Element;
    const tag = el.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      parent.removeChild(el);
      continue;
    }
    cleanChildren(el);
    if (!ALLOWED_TAGS.has(tag)) {
      while (el.firstChild) parent.insertBefore(el.firstChild, el);
      parent.removeChild(el);
      continue;
    }
    const allowed = [...(ALLOWED_ATTRIBUTES[tag] ?? []), ...GLOBAL_ATTRIBUTES];
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (!allowed.includes(name)) el.removeAttribute(attr.name);
      else if ((name === 'href' || name === 'src') && !isSafeUrl(attr.value, tag)) el.removeAttribute(attr.name);
    }
    if (tag === 'a' && el.getAttribute('target')) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** Safe HTML for dangerouslySetInnerHTML. Parsing with DOMParser runs no script and loads nothing. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}

/** True when the HTML shows no text and no image (e.g. '<p><br></p>'). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (doc.body.textContent ?? '').trim() === '' && !doc.body.querySelector('img');
}
