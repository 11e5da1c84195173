import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';

/** "Add a card" / "Add a list": a button that opens a one-line form. */
export function AddInline({ label, placeholder, onAdd, testId, addNew }: {
  label: string;
  placeholder: string;
  onAdd: (title: string) => Promise<boolean>;
  testId: string;
  /** Marks the opening button for shift+n (the first list's "Add a card" is the board's add-new). */
  addNew?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  if (!open) return <Button className="sb-add" icon="pi pi-plus" label={label} text onClick={() => setOpen(true)} data-shortcut={addNew ? 'add-new' : undefined} data-testid={testId} />;
  return (
    <form
      className="sb-add-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const ok = await onAdd(title);
        setBusy(false);
        if (ok) setTitle('');
      }}
    >
      <InputText value={title} autoFocus placeholder={placeholder} aria-label={placeholder} onChange={(e) => setTitle(e.target.value)} data-testid={`${testId}-input`} />
      <div className="sb-add-actions">
        <Button type="submit" label={t('label.action.add')} size="small" loading={busy} data-shortcut="save" data-testid={`${testId}-submit`} />
        <Button type="button" label={t('label.action.cancel')} size="small" text onClick={() => { setOpen(false); setTitle(''); }} />
      </div>
    </form>
  );
}
