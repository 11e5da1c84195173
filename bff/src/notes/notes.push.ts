import { APP_ACCESS, NotesEvents, type NotesEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Whoever may open the app (APP_ACCESS.notes: staff), the same rule as its routes. */
const NOTES_AUDIENCE = [to.access(APP_ACCESS.notes)];

export const notesPush = definePush<NotesEvent>('notes', {
  routes: {
    [NotesEvents.labelCreated]: NOTES_AUDIENCE,
    [NotesEvents.labelRenamed]: NOTES_AUDIENCE,
    [NotesEvents.labelDeleted]: NOTES_AUDIENCE,
    [NotesEvents.noteCreated]: NOTES_AUDIENCE,
    [NotesEvents.noteUpdated]: NOTES_AUDIENCE,
    [NotesEvents.noteDeleted]: NOTES_AUDIENCE,
    [NotesEvents.taskAdded]: NOTES_AUDIENCE,
    // Nothing anyone sees changed.
    [NotesEvents.labelCarriedOver]: [],
    [NotesEvents.noteCarriedOver]: [],
  },
});
