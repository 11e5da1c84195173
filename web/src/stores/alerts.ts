import { createEvent, createStore } from 'effector';
import type { ErrorParams } from '@cis/contracts';

/**
 * 'required' shows the invalid-fields list; any other type ('error', 'success', 'info', 'warning') shows the
 * dismissible system alert.
 */
export type AlertType = 'required' | 'error' | 'success' | 'info' | 'warning';

export interface AlertRequest {
  type: AlertType | string;
  /** The text, shown when `code` has no translation. */
  message: string;
  /** The server's code for the message (ErrorDetail): the shell shows its translation when it has one. */
  code?: string;
  params?: ErrorParams;
  /** The field a validation code is about. */
  field?: string;
  /** Only for 'required': the invalid fields to list under 'The following fields are invalid'. */
  fields?: string[];
  /** Optional heading, e.g. the error catalogue's type ('Bad Request'). */
  title?: string;
}

export interface SystemAlert {
  type: string;
  message: string;
  title?: string;
  code?: string;
  params?: ErrorParams;
  field?: string;
}

export const REQUIRED_ALERT_TYPE = 'required';

export const alertRaised = createEvent<AlertRequest>();
export const alertDismissed = createEvent();
export const invalidFieldsDismissed = createEvent();

export const $systemAlert = createStore<SystemAlert | null>(null)
  .on(alertRaised, (current, alert) => {
    if (alert.type === REQUIRED_ALERT_TYPE) return current;
    const { fields: _fields, ...shown } = alert;
    return Object.fromEntries(Object.entries(shown).filter(([, v]) => v !== undefined)) as unknown as SystemAlert;
  })
  .reset(alertDismissed);

export const $invalidFields = createStore<string[] | null>(null)
  // Each field once: a field that broke two rules is one row (and one React key).
  .on(alertRaised, (current, alert) => (alert.type === REQUIRED_ALERT_TYPE ? [...new Set(alert.fields ?? [])] : current))
  .reset(invalidFieldsDismissed);
