/** Test helpers for the HTTP layer: a scripted fetch that records every call. Not used by the app. */
import type { FetchLike } from './http';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** Response headers (names case-insensitive). */
  headers?: Record<string, string>;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
}

export type Responder = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

export function fakeResponse(reply: FakeReply): Response {
  const status = reply.status ?? 200;
  const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  const headers = new Map<string, string>();
  if (reply.text === undefined && reply.body !== undefined) headers.set('content-type', 'application/json');
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers.set(name.toLowerCase(), value);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (k: string) => headers.get(k.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response; // a test double: only the parts of fetch's Response the HTTP layer reads
}

/** A fetch answering with `responder` (default: 200 {}) and recording calls in `.calls`. */
export function fakeFetch(responder: Responder = () => ({ body: {} })): FetchLike & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  // A test double of fetch: its headers are the plain object the HTTP layer passes, and `calls` is added below.
  const fn = (async (input: string, init?: RequestInit) => {
    const call: RecordedCall = {
      url: input,
      method: init?.method ?? 'GET',
      headers: { ...((init?.headers as Record<string, string>) ?? {}) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    return fakeResponse(await responder(call));
  }) as FetchLike & { calls: RecordedCall[] };
  fn.calls = calls;
  return fn;
}

/** Route table responder: 'GET api/common/navigation' -> reply; unknown routes 404. */
export function routes(table: Record<string, FakeReply | ((call: RecordedCall) => FakeReply)>): Responder {
  return (call) => {
    const path = call.url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/+/, '').split('?')[0];
    const hit = table[`${call.method} ${path}`];
    if (!hit) return { status: 404, body: { status: 404, error: 'Resource does not exist', developerMessage: 'NOT FOUND' } };
    return typeof hit === 'function' ? hit(call) : hit;
  };
}
