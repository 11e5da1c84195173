import { NotesEvents, type NotesEvent } from '@cis/contracts';
import { definePush, to } from '../platform/realtime/push-routes';

/** Who sees the notes: they are shared by every user of the tenant. */
const NOTES_AUDIENCE = [to.tenant];

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
