import { createEvent } from 'effector';
import type { ErrorParams } from '@cis/contracts';

// What the HTTP layer tells the rest of the client: the stores (alerts, loading bar) listen, so api/ imports no store.

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

export const REQUIRED_ALERT_TYPE = 'required';

/** Raise an alert (the HTTP layer on a refusal; screens on success or failure of their own). */
export const alertRaised = createEvent<AlertRequest>();

/** A counted request started / finished (the loading bar). */
export const requestStarted = createEvent();
export const requestFinished = createEvent();
