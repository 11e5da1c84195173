import { createActor, fromPromise, type Actor } from 'xstate';
import type { Shortcut } from '@cis/contracts';
import {
  canSave,
  emptyShortcutForm,
  selectBusy,
  selectCanDelete,
  selectCanSave,
  selectMode,
  shortcutsPanelMachine,
  type DeleteShortcutInput,
  type SaveShortcutInput,
} from './shortcutsPanel.machine';

const existing: Shortcut = { id: 's1', label: 'Calendar', description: 'Events', icon: 'pi pi-calendar', link: '/apps/calendar', useRouter: true };

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function start() {
  const saves: SaveShortcutInput[] = [];
  const deletes: DeleteShortcutInput[] = [];
  let pending: Deferred<unknown> = deferred();
  const machine = shortcutsPanelMachine.provide({
    actors: {
      saveShortcut: fromPromise<unknown, SaveShortcutInput>(({ input }) => {
        saves.push(input);
        return pending.promise;
      }),
      deleteShortcut: fromPromise<unknown, DeleteShortcutInput>(({ input }) => {
        deletes.push(input);
        return pending.promise;
      }),
    },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    saves,
    deletes,
    settle: async (ok = true) => {
      if (ok) pending.resolve(undefined);
      else pending.reject(new Error('Label is required'));
      await new Promise((r) => setTimeout(r, 0));
      pending = deferred();
    },
  };
}
const mode = (a: Actor<typeof shortcutsPanelMachine>) => selectMode(a.getSnapshot());

function fillValid(actor: Actor<typeof shortcutsPanelMachine>) {
  actor.send({ type: 'CHANGE', field: 'label', value: 'Mail' });
  actor.send({ type: 'CHANGE', field: 'icon', value: 'pi pi-envelope' });
  actor.send({ type: 'CHANGE', field: 'link', value: '/apps/mailbox' });
  actor.send({ type: 'CHANGE', field: 'useRouter', value: false });
}

it('opens in view', () => {
  const { actor } = start();
  expect(mode(actor)).toBe('view');
});

it('view -> modify (toggle edit mode) -> view (exit)', () => {
  const { actor } = start();
  actor.send({ type: 'TOGGLE_EDIT' });
  expect(mode(actor)).toBe('modify');
  actor.send({ type: 'EXIT' });
  expect(mode(actor)).toBe('view');
  actor.send({ type: 'TOGGLE_EDIT' });
  actor.send({ type: 'TOGGLE_EDIT' });
  expect(mode(actor)).toBe('view');
});

it('view -> add (new shortcut) with an empty form; cancel -> view', () => {
  const { actor } = start();
  actor.send({ type: 'NEW' });
  expect(mode(actor)).toBe('add');
  expect(actor.getSnapshot().context.form).toEqual({ id: null, label: '', description: '', icon: '', link: '', useRouter: null });
  actor.send({ type: 'CHANGE', field: 'label', value: 'half typed' });
  actor.send({ type: 'CANCEL' });
  expect(mode(actor)).toBe('view');
  expect(actor.getSnapshot().context.form.label).toBe('');
});

it('modify -> edit (select one) with its values; cancel -> modify', () => {
  const { actor } = start();
  actor.send({ type: 'TOGGLE_EDIT' });
  actor.send({ type: 'SELECT', shortcut: existing });
  expect(mode(actor)).toBe('edit');
  expect(actor.getSnapshot().context.form).toEqual({ id: 's1', label: 'Calendar', description: 'Events', icon: 'pi pi-calendar', link: '/apps/calendar', useRouter: true });
  actor.send({ type: 'CANCEL' });
  expect(mode(actor)).toBe('modify');
});

it('events that do not belong to a mode are ignored', () => {
  const { actor } = start();
  actor.send({ type: 'SELECT', shortcut: existing });
  actor.send({ type: 'EXIT' });
  actor.send({ type: 'SAVE' });
  actor.send({ type: 'DELETE' });
  expect(mode(actor)).toBe('view');
  actor.send({ type: 'TOGGLE_EDIT' });
  actor.send({ type: 'NEW' });
  expect(mode(actor)).toBe('modify');
});

describe('the form', () => {
  it('can be saved only when label, icon, link and useRouter are set', () => {
    const { actor } = start();
    actor.send({ type: 'NEW' });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'CHANGE', field: 'label', value: 'Mail' });
    actor.send({ type: 'CHANGE', field: 'icon', value: 'pi pi-envelope' });
    actor.send({ type: 'CHANGE', field: 'link', value: '/apps/mailbox' });
    expect(selectCanSave(actor.getSnapshot())).toBe(false); // useRouter not chosen yet
    actor.send({ type: 'CHANGE', field: 'useRouter', value: false });
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CHANGE', field: 'label', value: '   ' });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
  });

  it('description is optional', () => {
    expect(canSave({ form: { id: null, label: 'a', description: '', icon: 'i', link: 'l', useRouter: true } })).toBe(true);
    expect(canSave({ form: { id: null, label: 'a', description: 'd', icon: '', link: 'l', useRouter: true } })).toBe(false);
    expect(canSave({ form: { id: null, label: 'a', description: 'd', icon: 'i', link: '', useRouter: true } })).toBe(false);
  });

  it('SAVE on an invalid form does nothing', () => {
    const { actor, saves } = start();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'CHANGE', field: 'label', value: 'Mail' });
    actor.send({ type: 'SAVE' });
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().matches({ add: 'editing' })).toBe(true);
  });
});

it('saving a new one (no id) creates, then returns to modify', async () => {
  const { actor, saves, settle } = start();
  actor.send({ type: 'NEW' });
  fillValid(actor);
  actor.send({ type: 'CHANGE', field: 'description', value: '  ' });
  actor.send({ type: 'SAVE' });
  expect(selectBusy(actor.getSnapshot())).toBe(true);
  expect(saves).toEqual([{ id: null, shortcut: { label: 'Mail', description: null, icon: 'pi pi-envelope', link: '/apps/mailbox', useRouter: false } }]);
  await settle();
  expect(mode(actor)).toBe('modify');
  expect(actor.getSnapshot().context.form.label).toBe('');
});

it('saving an edited one (with its id) updates, then returns to modify', async () => {
  const { actor, saves, settle } = start();
  actor.send({ type: 'TOGGLE_EDIT' });
  actor.send({ type: 'SELECT', shortcut: existing });
  actor.send({ type: 'CHANGE', field: 'label', value: 'Agenda' });
  actor.send({ type: 'SAVE' });
  expect(saves[0]).toEqual({ id: 's1', shortcut: { label: 'Agenda', description: 'Events', icon: 'pi pi-calendar', link: '/apps/calendar', useRouter: true } });
  await settle();
  expect(mode(actor)).toBe('modify');
});

it('a failed save stays in the form with the error, and can be retried', async () => {
  const { actor, saves, settle } = start();
  actor.send({ type: 'NEW' });
  fillValid(actor);
  actor.send({ type: 'SAVE' });
  await settle(false);
  expect(actor.getSnapshot().matches({ add: 'editing' })).toBe(true);
  expect(actor.getSnapshot().context.error).toEqual({ message: 'Label is required' });
  expect(actor.getSnapshot().context.form.label).toBe('Mail');
  actor.send({ type: 'SAVE' });
  expect(saves).toHaveLength(2);
  await settle();
  expect(mode(actor)).toBe('modify');
  expect(actor.getSnapshot().context.error).toBeNull();
});

it('delete is offered only in edit, and deleting returns to modify', async () => {
  const { actor, deletes, settle } = start();
  expect(selectCanDelete(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'NEW' });
  expect(selectCanDelete(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'DELETE' });
  expect(deletes).toHaveLength(0);
  actor.send({ type: 'CANCEL' });
  actor.send({ type: 'TOGGLE_EDIT' });
  expect(selectCanDelete(actor.getSnapshot())).toBe(false);
  actor.send({ type: 'SELECT', shortcut: existing });
  expect(selectCanDelete(actor.getSnapshot())).toBe(true);
  actor.send({ type: 'DELETE' });
  expect(actor.getSnapshot().matches({ edit: 'deleting' })).toBe(true);
  expect(deletes).toEqual([{ id: 's1' }]);
  await settle();
  expect(mode(actor)).toBe('modify');
});

it('a failed delete returns to the edit form with the error', async () => {
  const { actor, settle } = start();
  actor.send({ type: 'TOGGLE_EDIT' });
  actor.send({ type: 'SELECT', shortcut: existing });
  actor.send({ type: 'DELETE' });
  await settle(false);
  expect(actor.getSnapshot().matches({ edit: 'editing' })).toBe(true);
  expect(actor.getSnapshot().context.error).toEqual({ message: 'Label is required' });
});

it('RESET goes back to view from anywhere', () => {
  const { actor } = start();
  actor.send({ type: 'TOGGLE_EDIT' });
  actor.send({ type: 'SELECT', shortcut: existing });
  actor.send({ type: 'RESET' });
  expect(mode(actor)).toBe('view');
  expect(actor.getSnapshot().context.form.id).toBeNull();
});

it('without injected actors a save fails instead of fetching', async () => {
  const actor = createActor(shortcutsPanelMachine).start();
  actor.send({ type: 'NEW' });
  fillValid(actor);
  actor.send({ type: 'SAVE' });
  await new Promise((r) => setTimeout(r, 0));
  expect(actor.getSnapshot().context.error).toEqual({ message: 'saveShortcut actor not provided' });
});

it("keeps a server failure's code and parameters beside its text, so the form can translate it", async () => {
  const machine = shortcutsPanelMachine.provide({
    actors: {
      saveShortcut: fromPromise<unknown, SaveShortcutInput>(async () => {
        throw Object.assign(new Error('shortcut.label must be shorter than or equal to 100 characters.'), {
          detail: { message: 'shortcut.label must be shorter than or equal to 100 characters.', code: 'maxLength', params: { max: 100 }, field: 'shortcut.label' },
        });
      }),
    },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'NEW' });
  fillValid(actor);
  actor.send({ type: 'SAVE' });
  await new Promise((r) => setTimeout(r, 0));
  expect(actor.getSnapshot().context.error).toEqual({
    message: 'shortcut.label must be shorter than or equal to 100 characters.', code: 'maxLength', params: { max: 100 }, field: 'shortcut.label',
  });
});

describe('save and add new (ctrl+shift+s)', () => {
  it('in add: saves, then opens an empty form again (add) instead of going to modify', async () => {
    const { actor, saves, settle } = start();
    actor.send({ type: 'NEW' });
    actor.send({ type: 'SAVE_AND_NEW' });
    expect(saves).toHaveLength(0); // guarded like SAVE: the form is invalid
    fillValid(actor);
    actor.send({ type: 'SAVE_AND_NEW' });
    expect(actor.getSnapshot().matches({ add: 'saving' })).toBe(true);
    await settle();
    expect(actor.getSnapshot().matches({ add: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.form).toEqual(emptyShortcutForm());
    // The next one, saved plainly, goes to modify as the spec says.
    fillValid(actor);
    actor.send({ type: 'SAVE' });
    await settle();
    expect(mode(actor)).toBe('modify');
    expect(saves).toHaveLength(2);
  });

  it('in edit: updates, then opens an empty add form; a failure stays in edit with the error', async () => {
    const { actor, saves, settle } = start();
    actor.send({ type: 'TOGGLE_EDIT' });
    actor.send({ type: 'SELECT', shortcut: existing });
    actor.send({ type: 'SAVE_AND_NEW' });
    await settle(false);
    expect(actor.getSnapshot().matches({ edit: 'editing' })).toBe(true);
    actor.send({ type: 'SAVE_AND_NEW' });
    await settle();
    expect(saves.map((s) => s.id)).toEqual(['s1', 's1']);
    expect(actor.getSnapshot().matches({ add: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.form.id).toBeNull();
    expect(actor.getSnapshot().context.andNew).toBe(false);
  });
});
