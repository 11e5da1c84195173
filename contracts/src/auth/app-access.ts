import type { AccessRule } from './permissions';

/**
 * Staff accounts only. The sample apps (mailbox, tasks, contacts ...) hold the firm's own work: letters and tasks
 * about every client, the address book, internal notes and boards. Customers and vendors (role 2) are the firm's
 * clients and must not read them.
 */
export const STAFF_ONLY: AccessRule = Object.freeze({ kinds: Object.freeze(['staff'] as const) });

/** Every signed-in account, whatever its kind and codes. */
export const EVERY_SIGNED_IN: AccessRule = Object.freeze({});

/**
 * Who may use each sample app: one table for the BFF (each controller's @RequireAccess and each push rule's room)
 * and the web (each page's `access`, the top bar's chat toggle, search results). docs/decisions.md "Who may use the sample
 * apps" gives the reason for each line.
 */
export const APP_ACCESS = {
  mailbox: STAFF_ONLY,
  tasks: STAFF_ONLY,
  contacts: STAFF_ONLY,
  notes: STAFF_ONLY,
  scrumboard: STAFF_ONLY,
  fileManager: STAFF_ONLY,
  chat: STAFF_ONLY,
  inventory: STAFF_ONLY,
  sampleDashboards: STAFF_ONLY,
  activities: STAFF_ONLY,
  icons: STAFF_ONLY,
  templatePages: STAFF_ONLY,
  helpCenter: EVERY_SIGNED_IN,
  academy: EVERY_SIGNED_IN,
} as const satisfies Record<string, AccessRule>;

export type SampleApp = keyof typeof APP_ACCESS;
