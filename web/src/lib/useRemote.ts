import { useCallback, useEffect, useState } from 'react';
import { http } from '../api/http';

export type Remote<T> =
  | { status: 'loading'; data: null }
  | { status: 'ready'; data: T }
  | { status: 'failed'; data: null };

/**
 * GETs `url` (null: nothing to load yet) and follows it when it changes. A failure is shown by the shell's system
 * alert (the http layer raises it); the screen only renders its own failed state.
 */
export function useRemote<T>(url: string | null): Remote<T> & { reload: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading', data: null });
    http.get<T>(url, { signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if ((error as { name?: string })?.name !== 'AbortError') setState({ status: 'failed', data: null });
      },
    );
    return () => controller.abort();
  }, [url, attempt]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, reload };
}
