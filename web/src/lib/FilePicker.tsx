import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import './file-picker.css';

/**
 * A file chooser in the page's language. The browser draws a native <input type="file"> in its own language ("Choose
 * File", "No file chosen" on a Khmer page), so the input stays hidden and a translated button opens it; the chosen
 * file's name, or "No file chosen" translated, shows beside it. The hidden input keeps `testId` (tests set files on it).
 */
export function FilePicker({ label, accept, onFile, disabled = false, testId }: {
  label: string;
  accept?: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <div className="file-picker">
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          setName(file.name);
          onFile(file);
          // The same file can be chosen again (after it was edited on disk): a change event needs a new value.
          e.target.value = '';
        }}
        data-testid={testId}
      />
      <Button type="button" icon="pi pi-paperclip" label={label} outlined disabled={disabled} onClick={() => input.current?.click()} data-testid={testId ? `${testId}-button` : undefined} />
      <span className="file-picker-name muted small" data-testid={testId ? `${testId}-name` : undefined}>{name ?? t('file.noneChosen')}</span>
    </div>
  );
}
