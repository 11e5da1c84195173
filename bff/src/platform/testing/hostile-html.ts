/**
 * One piece of hostile rich text for every area that stores rich text, and what the sanitiser must leave of it:
 * data: and javascript: links, an SVG and an HTML data image, event handlers, a script; a bitmap data image and an
 * https link survive, the link that opens a new window with rel="noopener noreferrer".
 */
export const HOSTILE_RICH_TEXT =
  '<p onclick="steal()">Receipt <a href="data:text/html,<script>alert(1)</script>">data</a> '
  + '<a href="javascript:alert(2)">js</a> <a href="https://tax.gov.kh/" target="_blank">GDT</a></p>'
  + '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMyk+" onerror="alert(4)">'
  + '<img src="data:text/html,<b>x</b>"><img src="data:image/png;base64,iVBORw0KGgo=" alt="stamp">'
  + '<script>alert(5)</script>';

export const HOSTILE_RICH_TEXT_SANITISED =
  '<p>Receipt <a>data</a> <a>js</a> <a href="https://tax.gov.kh/" target="_blank" rel="noopener noreferrer">GDT</a></p>'
  + '<img /><img /><img src="data:image/png;base64,iVBORw0KGgo=" alt="stamp" />';
