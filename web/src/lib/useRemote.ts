import { http } from '../api/http';
import { useLiveData } from './live-data';

export type Remote<T> =
  | { status: 'loading'; data: null }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: null };

/**
 * GETs `url` (null: nothing to load yet) and follows it when it changes; with `eventTypes`, loads it again when a push
 * of one of them arrives. A view of useLiveData (the web's one way to hold server data) for screens that render a
 * loading, ready or failed state (RemoteView). A failure is shown by the shell's system alert (the http layer raises
 * it); the screen only renders its own failed state. A new url shows 'loading' until its own answer: never the
 * previous url's data.
 */
export function useRemote<T>(url: string | null, eventTypes: readonly string[] = []): Remote<T> & { reload: () => void } {
  const live = useLiveData<T | null>(() => (url ? http.get<T>(url) : Promise.resolve(null)), [url], eventTypes);
  const { reload } = live;
  if (live.failed && !live.loading) return { status: 'failed', data: null, reload };
  if (!url || live.loading || live.data === null) return { status: 'loading', data: null, reload };
  return { status: 'ready', data: live.data, reload };
}
