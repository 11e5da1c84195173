import { act, renderHook, waitFor } from '@testing-library/react';
import { http, toApiError } from '../api/http';
import { useRemote } from './useRemote';

jest.mock('../api/http', () => {
  const actual = jest.requireActual('../api/http');
  return { ...actual, http: { get: jest.fn() } };
});

const get = jest.mocked(http.get);

beforeEach(() => get.mockReset());

it('loads a url, shows loading (not the old data) for a new one, and nothing while the url is null', async () => {
  get.mockImplementation(async (url: string) => ({ from: url }));
  const { result, rerender } = renderHook(({ url }: { url: string | null }) => useRemote<{ from: string }>(url), { initialProps: { url: null as string | null } });
  expect(result.current.status).toBe('loading');
  expect(get).not.toHaveBeenCalled();
  rerender({ url: 'api/a' });
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: { from: 'api/a' } }));
  let release!: () => void;
  get.mockImplementationOnce((url: string) => new Promise((resolve) => { release = () => resolve({ from: url }); }));
  rerender({ url: 'api/b' });
  expect(result.current).toMatchObject({ status: 'loading', data: null });
  await act(async () => release());
  expect(result.current).toMatchObject({ status: 'ready', data: { from: 'api/b' } });
});

it('says a load failed, and is ready after a reload that succeeds', async () => {
  get.mockRejectedValueOnce(toApiError(500, { status: 500, error: 'Internal Server Error' }));
  const { result } = renderHook(() => useRemote<{ ok: boolean }>('api/x'));
  await waitFor(() => expect(result.current.status).toBe('failed'));
  get.mockResolvedValueOnce({ ok: true });
  await act(async () => result.current.reload());
  await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: { ok: true } }));
});

it('drops an answer that arrives after a newer request', async () => {
  const answers: Array<(value: unknown) => void> = [];
  get.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  const { result, rerender } = renderHook(({ url }: { url: string }) => useRemote<string>(url), { initialProps: { url: 'api/old' } });
  rerender({ url: 'api/new' });
  await act(async () => answers[1]!('new'));
  await act(async () => answers[0]!('old'));
  expect(result.current).toMatchObject({ status: 'ready', data: 'new' });
});
