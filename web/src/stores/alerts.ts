import { createEvent, createStore } from 'effector';

/**
 * 'required' shows the invalid-fields list; any other type ('error', 'success', 'info', 'warning') shows the
 * dismissible system alert.
 */
export type AlertType = 'required' | 'error' | 'success' | 'info' | 'warning';

export interface AlertRequest {
  type: AlertType | string;
  message: string;
  /** Only for 'required': the invalid fields to list under 'The following fields are invalid'. */
  fields?: string[];
  /** Optional heading, e.g. the error catalogue's type ('Bad Request'). */
  title?: string;
}

export interface SystemAlert {
  type: string;
  message: string;
  title?: string;
}

export const REQUIRED_ALERT_TYPE = 'required';

export const alertRaised = createEvent<AlertRequest>();
export const alertDismissed = createEvent();
export const invalidFieldsDismissed = createEvent();

export const $systemAlert = createStore<SystemAlert | null>(null)
  .on(alertRaised, (current, alert) => {
    if (alert.type === REQUIRED_ALERT_TYPE) return current;
    return alert.title ? { type: alert.type, message: alert.message, title: alert.title } : { type: alert.type, message: alert.message };
  })
  .reset(alertDismissed);

export const $invalidFields = createStore<string[] | null>(null)
  .on(alertRaised, (current, alert) => (alert.type === REQUIRED_ALERT_TYPE ? [...(alert.fields ?? [])] : current))
  .reset(invalidFieldsDismissed);
