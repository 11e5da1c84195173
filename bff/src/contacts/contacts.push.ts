import { APP_ACCESS, ContactsEvents, type ContactsEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** The firm's address book: every change goes to whoever may open it (APP_ACCESS.contacts: staff). */
const CONTACTS_AUDIENCE = [to.access(APP_ACCESS.contacts)];

export const contactsPush = definePush<ContactsEvent>('contacts', {
  routes: {
    [ContactsEvents.countriesSeeded]: CONTACTS_AUDIENCE,
    [ContactsEvents.contactCreated]: CONTACTS_AUDIENCE,
    [ContactsEvents.contactUpdated]: CONTACTS_AUDIENCE,
    [ContactsEvents.contactDeleted]: CONTACTS_AUDIENCE,
    [ContactsEvents.avatarUploaded]: CONTACTS_AUDIENCE,
    [ContactsEvents.tagCreated]: CONTACTS_AUDIENCE,
    [ContactsEvents.tagUpdated]: CONTACTS_AUDIENCE,
    [ContactsEvents.tagDeleted]: CONTACTS_AUDIENCE,
    // Nothing anyone sees changed.
    [ContactsEvents.contactCarriedOver]: [],
    [ContactsEvents.tagCarriedOver]: [],
  },
});
