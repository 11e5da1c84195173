import { useCallback, useEffect, useRef, useState, type DependencyList, type Dispatch, type SetStateAction } from 'react';
import { usePush, useDebounced } from './live';

export interface LiveData<T> {
  /** The last answer (kept while a refresh runs), or null before the first one. */
  data: T | null;
  setData: Dispatch<SetStateAction<T | null>>;
  /** True until the first answer for the current deps arrives. */
  loading: boolean;
  /** True when the last load failed (the shell's error alert has already been shown). */
  failed: boolean;
  /** What the last load failed with (an ApiError from the http layer), or null. */
  error: unknown;
  /** Fetch again, keeping what is shown meanwhile. */
  reload: () => void;
}

/**
 * Data of a shared screen that stays current: loaded when `deps` change, and loaded again (debounced) whenever a
 * push of one of `eventTypes` arrives, so a change made by another user shows without a reload. Answers that
 * arrive out of order are dropped: only the newest request's answer is kept.
 */
export function useLiveData<T>(load: () => Promise<T>, deps: DependencyList, eventTypes: readonly string[], debounceMs = 120): LiveData<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const sequence = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback((initial: boolean) => {
    const mine = ++sequence.current;
    if (initial) setLoading(true);
    loadRef.current().then(
      (value) => {
        if (mine !== sequence.current) return;
        setData(value);
        setFailed(false);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (mine !== sequence.current) return;
        setError(reason);
        setFailed(true);
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    run(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  const refresh = useDebounced(() => run(false), debounceMs);
  usePush(eventTypes, () => refresh());
  const reload = useCallback(() => run(false), [run]);
  return { data, setData, loading, failed, error, reload };
}
