import { createPortal } from 'react-dom';
import { useUnit } from 'effector-react';
import { $invalidFields, $systemAlert } from '../../stores/alerts';
import { useModalOpen } from '../dialogs/open-dialogs';
import { InvalidFieldsList } from './InvalidFieldsList';
import { SystemAlert } from './SystemAlert';

/**
 * The page-top system alert and invalid-fields list. While a modal dialog is open its mask covers the page top (and
 * on a phone the page top is scrolled away), so a refusal raised then would be hidden: the alerts move into a layer
 * fixed at the top of the screen above every mask (z-index in layouts.css), where they stay visible and dismissible.
 * With no dialog open they stay in the page's flow as before.
 */
export function ShellAlerts() {
  const modalOpen = useModalOpen();
  const [alert, fields] = useUnit([$systemAlert, $invalidFields]);
  const alerts = (
    <>
      <SystemAlert />
      <InvalidFieldsList />
    </>
  );
  if (!modalOpen) return alerts;
  if (!alert && !fields) return null;
  return createPortal(
    <div className="shell-alert-layer" data-testid="shell-alert-layer">
      {alerts}
    </div>,
    document.body,
  );
}
