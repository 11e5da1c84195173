import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { editDialogMachine, selectBusy, type DialogValues } from '../../machines/editDialog.machine';
import { translateError } from '../alerts/translate';
import './inline-confirm.css';

/**
 * A confirmation shown in place (inside a panel, where a modal would count as a click outside and close the
 * panel), driven by the generic confirm/edit dialog machine. `ask()` opens it; confirming runs onConfirm.
 */
export function useInlineConfirm(onConfirm: (values: DialogValues) => Promise<unknown> | unknown) {
  // The latest onConfirm is read when the confirmation is submitted; a new function per render must not restart the machine.
  const latest = useRef(onConfirm);
  latest.current = onConfirm;
  const machine = useMemo(
    () => editDialogMachine.provide({ actors: { submit: fromPromise(async ({ input }) => latest.current(input.values)) } }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  return {
    open: !snapshot.matches('closed'),
    ask: (values: DialogValues = {}) => send({ type: 'OPEN', values }),
    snapshot,
    send,
  };
}

export function InlineConfirm({
  confirm, question, confirmLabel, testId,
}: { confirm: ReturnType<typeof useInlineConfirm>; question: string; confirmLabel: string; testId: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // In a scrolling form the question may open below the fold: bring it into view.
  useEffect(() => {
    if (confirm.open) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [confirm.open]);
  if (!confirm.open) return null;
  const busy = selectBusy(confirm.snapshot);
  const error = confirm.snapshot.context.error;
  return (
    <div ref={box} className="inline-confirm" role="alertdialog" aria-label={question} data-testid={testId}>
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span className="inline-confirm-text">{question}</span>
      {error && <span className="form-error">{translateError(t, error)}</span>}
      <span className="inline-confirm-actions">
        <button type="button" className="btn btn-text btn-sm" onClick={() => confirm.send({ type: 'CANCEL' })} disabled={busy}>
          {t('label.action.cancel')}
        </button>
        <button type="button" className="btn btn-danger btn-sm" onClick={() => confirm.send({ type: 'SUBMIT' })} disabled={busy} data-testid={`${testId}-yes`}>
          {confirmLabel}
        </button>
      </span>
    </div>
  );
}
