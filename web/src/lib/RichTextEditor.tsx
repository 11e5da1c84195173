import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from './sanitize';
import './apps-shared.css';

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList' | 'removeFormat';

/**
 * A tool shows a PrimeIcons glyph, or a letter drawn in its own style (PrimeIcons has no bold, italic or underline
 * glyphs: 'pi-bold' and friends render nothing). The letters are the universal B / I / U of editors; the tool's
 * name is translated in its title and aria-label.
 */
const TOOLS: { command: Command; icon?: string; glyph?: string; label: string }[] = [
  { command: 'bold', glyph: 'B', label: 'apps.richText.bold' },
  { command: 'italic', glyph: 'I', label: 'apps.richText.italic' },
  { command: 'underline', glyph: 'U', label: 'apps.richText.underline' },
  { command: 'insertUnorderedList', icon: 'pi pi-list', label: 'apps.richText.bulletList' },
  { command: 'insertOrderedList', icon: 'pi pi-sort-numeric-down', label: 'apps.richText.numberedList' },
  { command: 'removeFormat', icon: 'pi pi-eraser', label: 'apps.richText.clearFormatting' },
];

/**
 * A small rich-text editor (bold, italic, underline, lists) on a contentEditable area. PrimeReact's Editor needs
 * quill, which the project does not ship; this one keeps the same job: its value is HTML, sanitised on every
 * change, and pasted content arrives as plain text.
 */
export function RichTextEditor({ value, onChange, id, label, invalid }: {
  value: string;
  onChange: (html: string) => void;
  id?: string;
  label: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  /** The value last written into the area or sent out, and the area's (sanitised) HTML at that moment. */
  const lastValue = useRef<string | null>(null);
  const lastHtml = useRef<string>('');

  useEffect(() => {
    const el = area.current;
    if (!el || value === lastValue.current) return;
    el.innerHTML = sanitizeHtml(value);
    lastValue.current = value;
    lastHtml.current = sanitizeHtml(el.innerHTML);
  }, [value]);

  const emit = () => {
    const el = area.current;
    if (!el) return;
    const html = sanitizeHtml(el.innerHTML);
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    lastValue.current = html;
    onChange(html);
  };

  const run = (command: Command) => {
    area.current?.focus();
    document.execCommand(command, false);
    emit();
  };

  return (
    <div className={`rte ${invalid ? 'rte-invalid' : ''}`}>
      <div className="rte-toolbar" role="toolbar" aria-label={t('apps.richText.toolbar')}>
        {TOOLS.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className="rte-tool"
            data-command={tool.command}
            title={t(tool.label)}
            aria-label={t(tool.label)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(tool.command)}
          >
            {tool.glyph
              ? <span className={`rte-glyph rte-glyph-${tool.command}`} aria-hidden="true">{tool.glyph}</span>
              : <i className={tool.icon} aria-hidden="true" />}
          </button>
        ))}
      </div>
      <div
        ref={area}
        id={id}
        className="rte-area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        onInput={emit}
        onBlur={emit}
        onPaste={(e) => {
          e.preventDefault();
          const text = e.clipboardData.getData('text/plain');
          document.execCommand('insertText', false, text);
          emit();
        }}
      />
    </div>
  );
}
