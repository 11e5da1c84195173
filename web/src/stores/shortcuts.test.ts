import { allSettled, fork } from 'effector';
import { ShortcutEvents, type Shortcut } from '@cis/contracts';
import { configureHttp, resetHttp } from '../api/http';
import { fakeFetch, routes } from '../api/testing';
import { pushReceived } from '../api/socket';
import { $shortcuts, createShortcutFx, deleteShortcutFx, fetchShortcutsFx, updateShortcutFx } from './shortcuts';
import { signedOut, signedOutCleanupFx } from './session';
import { push } from './testing';

const s1: Shortcut = { id: 's1', label: 'Calendar', description: null, icon: 'pi pi-calendar', link: '/apps/calendar', useRouter: true };
const s2: Shortcut = { id: 's2', label: 'Mail', description: 'Inbox', icon: 'pi pi-envelope', link: 'https://mail.example', useRouter: false };
const input = { label: 'Tasks', description: null, icon: 'pi pi-check', link: '/apps/tasks', useRouter: true };

beforeEach(() => resetHttp());

it('fetches the shortcuts', async () => {
  configureHttp({ fetch: fakeFetch(routes({ 'GET api/common/shortcuts': { body: [s1, s2] } })) });
  const scope = fork();
  await allSettled(fetchShortcutsFx, { scope });
  expect(scope.getState($shortcuts)).toEqual([s1, s2]);
});

it('create POSTs {shortcut} and appends the answer', async () => {
  const f = fakeFetch(routes({ 'POST api/common/shortcuts': { body: { id: 's3', ...input } } }));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[$shortcuts, [s1]]] });
  await allSettled(createShortcutFx, { scope, params: input });
  expect(f.calls[0].body).toEqual({ shortcut: input });
  expect(scope.getState($shortcuts).map((s) => s.id)).toEqual(['s1', 's3']);
});

it('update PATCHes {id, shortcut} and replaces it in place', async () => {
  const f = fakeFetch(routes({ 'PATCH api/common/shortcuts': { body: { ...s1, label: 'Agenda' } } }));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[$shortcuts, [s1, s2]]] });
  await allSettled(updateShortcutFx, { scope, params: { id: 's1', shortcut: { label: 'Agenda' } } });
  expect(f.calls[0].body).toEqual({ id: 's1', shortcut: { label: 'Agenda' } });
  expect(scope.getState($shortcuts).map((s) => s.label)).toEqual(['Agenda', 'Mail']);
});

it('update with an empty answer still applies the change sent', async () => {
  configureHttp({ fetch: fakeFetch(() => ({ status: 204 })) });
  const scope = fork({ values: [[$shortcuts, [s1]]] });
  await allSettled(updateShortcutFx, { scope, params: { id: 's1', shortcut: { link: '/x' } } });
  expect(scope.getState($shortcuts)[0].link).toBe('/x');
});

it('delete sends DELETE ?id= and removes it', async () => {
  const f = fakeFetch(routes({ 'DELETE api/common/shortcuts': { status: 204 } }));
  configureHttp({ fetch: f });
  const scope = fork({ values: [[$shortcuts, [s1, s2]]] });
  await allSettled(deleteShortcutFx, { scope, params: 's1' });
  expect(f.calls[0].url).toBe('/api/common/shortcuts?id=s1');
  expect(scope.getState($shortcuts)).toEqual([s2]);
});

it('a rejected save leaves the list as it was', async () => {
  configureHttp({ fetch: fakeFetch(() => ({ status: 400, body: { status: 400, error: 'Bad Request', developerMessage: 'x', errors: [{ field: 'label', userMessage: 'required', developerMessage: '' }] } })) });
  const scope = fork({ values: [[$shortcuts, [s1]]] });
  const r = await allSettled(createShortcutFx, { scope, params: { ...input, label: '' } });
  expect(r.status).toBe('fail');
  expect(scope.getState($shortcuts)).toEqual([s1]);
});

it('pushes from another tab apply live', async () => {
  const scope = fork({ values: [[$shortcuts, [s1]]] });
  await allSettled(pushReceived, { scope, params: push(ShortcutEvents.created, { ownerId: 'u', shortcut: s2 }) });
  await allSettled(pushReceived, { scope, params: push(ShortcutEvents.created, { ownerId: 'u', shortcut: s2 }) });
  expect(scope.getState($shortcuts).map((s) => s.id)).toEqual(['s1', 's2']);
  await allSettled(pushReceived, { scope, params: push(ShortcutEvents.updated, { ownerId: 'u', id: 's2', changes: { label: 'Webmail' } }) });
  expect(scope.getState($shortcuts)[1].label).toBe('Webmail');
  await allSettled(pushReceived, { scope, params: push(ShortcutEvents.deleted, { ownerId: 'u', id: 's1' }) });
  expect(scope.getState($shortcuts).map((s) => s.id)).toEqual(['s2']);
});

it('sign-out empties the list', async () => {
  const scope = fork({ values: [[$shortcuts, [s1]]], handlers: [[signedOutCleanupFx, () => undefined]] });
  await allSettled(signedOut, { scope });
  expect(scope.getState($shortcuts)).toEqual([]);
});
