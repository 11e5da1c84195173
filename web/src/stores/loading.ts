import { createStore } from 'effector';
import { requestFinished, requestStarted } from '../api/http-signals';

export { requestFinished, requestStarted };

/**
 * Number of HTTP requests in flight (the loading bar shows while it is above 0; 0 is falsy, so
 * `if ($loading)` works too). Requests to URLs containing 'walldetail' are not counted.
 */
export const $loading = createStore(0)
  .on(requestStarted, (n) => n + 1)
  .on(requestFinished, (n) => Math.max(0, n - 1));

export const $isLoading = $loading.map((n) => n > 0);
