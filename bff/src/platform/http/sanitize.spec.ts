import { sanitizeRichText } from './sanitize';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('sanitizeRichText', () => {
  it('keeps formatting, ordinary links and pictures', () => {
    const html = '<h2>VAT</h2><p class="lead">Pay by <b>20</b> <a href="https://tax.gov.kh/">the 20th</a> or <a href="mailto:a@cis.test">mail</a>.</p>'
      + `<img src="/images/x.png" alt="x" /><img src="https://cdn.test/a.jpg" /><img src="${PNG}" />`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['a data: link in capitals', '<a href="DATA:text/html;base64,PHNjcmlwdD4=">x</a>'],
    ['a data: link behind spaces and control characters', '<a href=" \tda\x01ta:text/html,x">x</a>'],
    ['a data:image link', `<a href="${PNG}">x</a>`],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a javascript: link split by a tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ])('drops the href of %s', (_name, html) => {
    expect(sanitizeRichText(html)).toBe('<a>x</a>');
  });

  it.each([
    ['an svg data image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" />'],
    ['an svg data image in capitals', '<img src="DATA:IMAGE/SVG+XML,<svg onload=alert(1)>" />'],
    ['an html data image', '<img src="data:text/html,<script>alert(1)</script>" />'],
    ['a data image hidden behind a comment', '<img src="da<!-- -->ta:image/svg+xml,<svg/onload=alert(1)>" />'],
    ['a data image of no type', '<img src="data:,hello" />'],
    ['a javascript: image', '<img src="javascript:alert(1)" />'],
    ['a protocol-relative image', '<img src="//evil.test/x.png" />'],
  ])('drops the src of %s', (_name, html) => {
    expect(sanitizeRichText(html)).toBe('<img />');
  });

  it.each(['png', 'jpeg', 'gif', 'webp'])('keeps a data:image/%s picture', (type) => {
    const html = `<img src="data:image/${type};base64,AAAA" />`;
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops event handlers, styles, scripts and active elements', () => {
    expect(sanitizeRichText('<p onclick="x()" onmouseover="y()" style="background:url(javascript:z)">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<img src="/a.png" onerror="alert(1)" />')).toBe('<img src="/a.png" />');
    expect(sanitizeRichText('<a href="/x" onfocus="alert(1)" autofocus>x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeRichText('<script>alert(1)</script><style>p{}</style>ok')).toBe('ok');
    expect(sanitizeRichText('<iframe src="https://evil.test"></iframe><svg onload="alert(1)"></svg><object data="x"></object>ok'))
      .toBe('ok');
  });

  it("gives links that open a new window rel='noopener noreferrer', keeping other rel words but opener", () => {
    expect(sanitizeRichText('<a href="https://tax.gov.kh" target="_blank">x</a>'))
      .toBe('<a href="https://tax.gov.kh" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="https://tax.gov.kh" target="_blank" rel="opener">x</a>'))
      .toBe('<a href="https://tax.gov.kh" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="https://tax.gov.kh" target="news" rel="nofollow noopener">x</a>'))
      .toBe('<a href="https://tax.gov.kh" target="news" rel="nofollow noopener noreferrer">x</a>');
    // Same window: nothing to protect from.
    expect(sanitizeRichText('<a href="/x" target="_self">x</a>')).toBe('<a href="/x" target="_self">x</a>');
    expect(sanitizeRichText('<a href="/x">x</a>')).toBe('<a href="/x">x</a>');
  });
});
