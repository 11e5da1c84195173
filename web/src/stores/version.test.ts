import { allSettled, fork } from 'effector';
import { UiVersionEvents } from '@cis/contracts';
import { configureHttp, resetHttp } from '../api/http';
import { fakeFetch, routes } from '../api/testing';
import { pushReceived } from '../api/socket';
import { $serverVersion, $serverVersionMessage, $updateAvailable, CLIENT_VERSION, fetchVersionFx } from './version';
import { push } from './testing';

beforeEach(() => resetHttp());

it("the client version is the build's, 0.0.0 in tests", () => {
  expect(CLIENT_VERSION).toBe('0.0.0');
});

it('the build-time __APP_VERSION__ wins when defined', () => {
  (globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = '2.4.0';
  try {
    jest.isolateModules(() => {
      expect((require('./version') as typeof import('./version')).CLIENT_VERSION).toBe('2.4.0');
    });
  } finally {
    delete (globalThis as { __APP_VERSION__?: string }).__APP_VERSION__;
  }
});

it('no banner when the server runs the same version', async () => {
  const f = fakeFetch(routes({ 'GET public/uiversions/1': { body: { versions: CLIENT_VERSION, message: null } } }));
  configureHttp({ fetch: f });
  const scope = fork();
  await allSettled(fetchVersionFx, { scope });
  expect(f.calls[0].url).toBe('/public/uiversions/1');
  expect(scope.getState($serverVersion)).toBe(CLIENT_VERSION);
  expect(scope.getState($updateAvailable)).toBe(false);
});

it('a different server version shows the banner, with its message when it has one', async () => {
  configureHttp({ fetch: fakeFetch(routes({ 'GET public/uiversions/1': { body: { versions: '9.9.9', message: '' } } })) });
  const scope = fork();
  await allSettled(fetchVersionFx, { scope });
  expect(scope.getState($updateAvailable)).toBe(true);
  expect(scope.getState($serverVersionMessage)).toBeNull();
});

it('a published version pushed live shows the banner with the server message', async () => {
  const scope = fork();
  expect(scope.getState($updateAvailable)).toBe(false);
  await allSettled(pushReceived, { scope, params: push(UiVersionEvents.published, { versions: '1.1.0', message: 'Tax forms 2026 are here.' }) });
  expect(scope.getState($updateAvailable)).toBe(true);
  expect(scope.getState($serverVersionMessage)).toBe('Tax forms 2026 are here.');
});
