import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { UiVersionRoutes, isUiVersionEvent, type VersionInfo } from '@cis/contracts';
import { http } from '../api/http';
import { pushReceived } from '../api/socket';

/** Defined by the build (vite `define: { __APP_VERSION__: JSON.stringify(version) }`). */
declare const __APP_VERSION__: string | undefined;

export const CLIENT_VERSION: string = typeof __APP_VERSION__ !== 'undefined' && __APP_VERSION__ ? __APP_VERSION__ : '0.0.0';

/** GET public/uiversions/1 */
export const fetchVersionFx = createEffect<void, VersionInfo>(() => http.get<VersionInfo>(UiVersionRoutes.current));
export const versionReceived = createEvent<VersionInfo>();

export const $versionInfo = createStore<VersionInfo | null>(null, { skipVoid: false })
  .on(fetchVersionFx.doneData, (_, v) => v)
  .on(versionReceived, (_, v) => v);

sample({
  clock: pushReceived.filterMap((e) => (isUiVersionEvent(e) ? e.data : undefined)),
  target: versionReceived,
});

export const $serverVersion = $versionInfo.map((v) => v?.versions ?? null, { skipVoid: false });
/** The server's own banner text; null means 'A new version is available.' (translated by the shell). */
export const $serverVersionMessage = $versionInfo.map((v) => (v?.message ? v.message : null), { skipVoid: false });
export const $updateAvailable = combine($serverVersion, (server) => !!server && server !== CLIENT_VERSION);
