import { createEvent, createStore } from 'effector';
import type { ErrorParams } from '@cis/contracts';
import { REQUIRED_ALERT_TYPE, alertRaised } from '../api/http-signals';

export { REQUIRED_ALERT_TYPE, alertRaised, type AlertRequest, type AlertType } from '../api/http-signals';

export interface SystemAlert {
  type: string;
  message: string;
  title?: string;
  code?: string;
  params?: ErrorParams;
  field?: string;
}

export const alertDismissed = createEvent();
export const invalidFieldsDismissed = createEvent();

export const $systemAlert = createStore<SystemAlert | null>(null)
  .on(alertRaised, (current, alert) => {
    if (alert.type === REQUIRED_ALERT_TYPE) return current;
    // The fields it was given, without those left undefined (and without 'required''s list of fields).
    const { type, message, title, code, params, field } = alert;
    const shown: SystemAlert = { type, message };
    if (title !== undefined) shown.title = title;
    if (code !== undefined) shown.code = code;
    if (params !== undefined) shown.params = params;
    if (field !== undefined) shown.field = field;
    return shown;
  })
  .reset(alertDismissed);

export const $invalidFields = createStore<string[] | null>(null)
  // Each field once: a field that broke two rules is one row (and one React key).
  .on(alertRaised, (current, alert) => (alert.type === REQUIRED_ALERT_TYPE ? [...new Set(alert.fields ?? [])] : current))
  .reset(invalidFieldsDismissed);
