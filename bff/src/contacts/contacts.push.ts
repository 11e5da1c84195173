import { APP_ACCESS, ContactsEvents, type ContactsEvent } from '@cis/contracts';
import { definePush, sameRoute, to } from '../platform/realtime/push-routes';

/** The firm's address book: every change goes to whoever may open it (APP_ACCESS.contacts: staff). */
export const contactsPush = definePush<ContactsEvent>('contacts', {
  routes: sameRoute<ContactsEvent>(Object.values(ContactsEvents), [to.access(APP_ACCESS.contacts)]),
});
