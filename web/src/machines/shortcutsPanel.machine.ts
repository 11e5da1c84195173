import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ErrorDetail, Shortcut } from '@cis/contracts';
import { errorDetailOf } from './errors';

/** The shortcut form (spec 000 s5: label, icon, link and useRouter required). */
export interface ShortcutForm {
  id: string | null;
  label: string;
  description: string;
  icon: string;
  link: string;
  /** null until chosen: the form is not valid before. */
  useRouter: boolean | null;
}

export type ShortcutFormField = Exclude<keyof ShortcutForm, 'id'>;

export interface ShortcutsPanelContext {
  form: ShortcutForm;
  /** Last save or delete failure, shown in the form (with its code, to be translated). */
  error: ErrorDetail | null;
  /** The save under way was asked with SAVE_AND_NEW: on success the form opens again, empty (add mode). */
  andNew: boolean;
}

/** What saveShortcut receives: with an id it updates, without one it creates. */
export interface SaveShortcutInput {
  id: string | null;
  shortcut: { label: string; description: string | null; icon: string; link: string; useRouter: boolean };
}
export interface DeleteShortcutInput {
  id: string;
}

export type ShortcutsPanelEvent =
  | { type: 'TOGGLE_EDIT' }
  | { type: 'NEW' }
  | { type: 'EXIT' }
  | { type: 'SELECT'; shortcut: Shortcut }
  | { type: 'CHANGE'; field: ShortcutFormField; value: string | boolean | null }
  | { type: 'CANCEL' }
  | { type: 'SAVE' }
  /** Save, then start the next shortcut (the save-and-add-new button, ctrl+shift+s). */
  | { type: 'SAVE_AND_NEW' }
  | { type: 'DELETE' }
  | { type: 'RESET' };

export const emptyShortcutForm = (): ShortcutForm => ({ id: null, label: '', description: '', icon: '', link: '', useRouter: null });

export function formFromShortcut(s: Shortcut): ShortcutForm {
  return { id: s.id, label: s.label, description: s.description ?? '', icon: s.icon, link: s.link, useRouter: s.useRouter };
}

/** The save button is enabled only when label, icon, link and useRouter are set. */
export function canSave(context: Pick<ShortcutsPanelContext, 'form'>): boolean {
  const f = context.form;
  return f.label.trim() !== '' && f.icon.trim() !== '' && f.link.trim() !== '' && typeof f.useRouter === 'boolean';
}


export const shortcutsPanelMachine = setup({
  // xstate's documented way to declare types: these placeholder values are never read, only their types.
  types: {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- xstate's `types` is a type placeholder: no value is read
    context: {} as ShortcutsPanelContext,
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- xstate's `types` is a type placeholder: no value is read
    events: {} as ShortcutsPanelEvent,
  },
  actors: {
    // Provided by the app (the shortcuts store's effects); these defaults only fail loudly.
    saveShortcut: fromPromise<Shortcut | unknown, SaveShortcutInput>(async () => {
      throw new Error('saveShortcut actor not provided');
    }),
    deleteShortcut: fromPromise<unknown, DeleteShortcutInput>(async () => {
      throw new Error('deleteShortcut actor not provided');
    }),
  },
  guards: {
    canSave: ({ context }) => canSave(context),
    andNew: ({ context }) => context.andNew,
  },
  actions: {
    clearForm: assign({ form: () => emptyShortcutForm(), error: () => null, andNew: () => false }),
    loadShortcut: assign({
      form: ({ event }) => (event.type === 'SELECT' ? formFromShortcut(event.shortcut) : emptyShortcutForm()),
      error: () => null,
    }),
    setField: assign({
      form: ({ context, event }) => {
        if (event.type !== 'CHANGE') return context.form;
        if (event.field === 'useRouter') {
          return { ...context.form, useRouter: typeof event.value === 'boolean' ? event.value : null };
        }
        return { ...context.form, [event.field]: event.value == null ? '' : String(event.value) };
      },
    }),
    saveOnly: assign({ andNew: () => false }),
    saveAndNew: assign({ andNew: () => true }),
    setError: assign({ error: ({ event }) => errorDetailOf('error' in event ? event.error : undefined) }),
  },
}).createMachine({
  id: 'shortcutsPanel',
  context: { form: emptyShortcutForm(), error: null, andNew: false },
  initial: 'view',
  on: {
    RESET: { target: '.view', actions: 'clearForm' },
  },
  states: {
    view: {
      on: {
        TOGGLE_EDIT: 'modify',
        NEW: { target: 'add', actions: 'clearForm' },
      },
    },
    modify: {
      on: {
        EXIT: 'view',
        TOGGLE_EDIT: 'view',
        SELECT: { target: 'edit', actions: 'loadShortcut' },
      },
    },
    add: {
      initial: 'editing',
      on: { CANCEL: { target: 'view', actions: 'clearForm' } },
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'setField' },
            SAVE: { guard: 'canSave', target: 'saving', actions: 'saveOnly' },
            SAVE_AND_NEW: { guard: 'canSave', target: 'saving', actions: 'saveAndNew' },
          },
        },
        saving: {
          invoke: {
            src: 'saveShortcut',
            input: ({ context }) => toSaveInput(context.form),
            onDone: [
              { guard: 'andNew', target: 'editing', actions: 'clearForm' },
              { target: '#shortcutsPanel.modify', actions: 'clearForm' },
            ],
            onError: { target: 'editing', actions: 'setError' },
          },
        },
      },
    },
    edit: {
      initial: 'editing',
      on: { CANCEL: { target: 'modify', actions: 'clearForm' } },
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'setField' },
            SAVE: { guard: 'canSave', target: 'saving', actions: 'saveOnly' },
            SAVE_AND_NEW: { guard: 'canSave', target: 'saving', actions: 'saveAndNew' },
            DELETE: 'deleting',
          },
        },
        saving: {
          invoke: {
            src: 'saveShortcut',
            input: ({ context }) => toSaveInput(context.form),
            onDone: [
              { guard: 'andNew', target: '#shortcutsPanel.add', actions: 'clearForm' },
              { target: '#shortcutsPanel.modify', actions: 'clearForm' },
            ],
            onError: { target: 'editing', actions: 'setError' },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteShortcut',
            input: ({ context }) => ({ id: context.form.id ?? '' }),
            onDone: { target: '#shortcutsPanel.modify', actions: 'clearForm' },
            onError: { target: 'editing', actions: 'setError' },
          },
        },
      },
    },
  },
});

export function toSaveInput(form: ShortcutForm): SaveShortcutInput {
  return {
    id: form.id,
    shortcut: {
      label: form.label.trim(),
      description: form.description.trim() ? form.description.trim() : null,
      icon: form.icon.trim(),
      link: form.link.trim(),
      useRouter: form.useRouter === true,
    },
  };
}

export type ShortcutsPanelSnapshot = SnapshotFrom<typeof shortcutsPanelMachine>;

/** Selectors for useSelector(actor, ...). */
export const selectMode = (s: ShortcutsPanelSnapshot): 'view' | 'modify' | 'add' | 'edit' =>
  s.matches('modify') ? 'modify' : s.matches('add') ? 'add' : s.matches('edit') ? 'edit' : 'view';
export const selectCanSave = (s: ShortcutsPanelSnapshot): boolean =>
  (s.matches({ add: 'editing' }) || s.matches({ edit: 'editing' })) && canSave(s.context);
/** Delete is offered only when editing an existing shortcut. */
export const selectCanDelete = (s: ShortcutsPanelSnapshot): boolean => s.matches({ edit: 'editing' });
export const selectBusy = (s: ShortcutsPanelSnapshot): boolean =>
  s.matches({ add: 'saving' }) || s.matches({ edit: 'saving' }) || s.matches({ edit: 'deleting' });
