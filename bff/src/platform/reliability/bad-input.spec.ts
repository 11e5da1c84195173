/**
 * Bad input, property-based: every route the app serves gets generated junk (wrong types, missing and extra fields,
 * huge strings and arrays, deep nesting, __proto__ / constructor keys, invalid JSON, wrong content types, bodies over
 * the limit). A refusal is always a 4xx in the spec's error envelope, never a 5xx; a refused request stores nothing
 * (the log's last position does not move); the app stays up.
 */
import fc from 'fast-check';
import { getMetadataStorage } from 'class-validator';
import { BODY_LIMIT_BYTES } from '@cis/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { enumerateRoutes, fillPath, type RouteInfo } from './routes';

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 1000);
jest.setTimeout(10 * 60_000);

const DANGEROUS_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

/** Field names the DTOs really declare, so junk lands on fields the validators and handlers read. */
function knownFieldNames(): string[] {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, Array<{ propertyName: string }>> };
  const names = new Set<string>();
  for (const list of storage.validationMetadatas.values()) for (const m of list) names.add(m.propertyName);
  return [...names].sort();
}

/** JSON text built by hand, so keys like __proto__ arrive as the JSON.parse of a real client's body would have them. */
type Junk = { kind: 'raw'; text: string } | { kind: 'obj'; entries: Array<[string, Junk]> } | { kind: 'arr'; items: Junk[] };
const toJson = (j: Junk): string =>
  j.kind === 'raw' ? j.text
    : j.kind === 'arr' ? `[${j.items.map(toJson).join(',')}]`
      : `{${j.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
const raw = (value: unknown): Junk => ({ kind: 'raw', text: JSON.stringify(value) });

function arbitraries(fields: string[]) {
  const scalar = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }).map(raw),
    fc.string({ maxLength: 40 }).map(raw),
    fc.string({ unit: 'grapheme', maxLength: 40 }).map(raw),
    fc.constantFrom(null, true, false, 0, -1, 1e308, -0.5, '', ' ', 'null', '1; DROP TABLE events', '<script>alert(1)</script>', '../../etc/passwd').map(raw),
    fc.integer({ min: 10_000, max: 200_000 }).map((n) => raw('x'.repeat(n))),
    fc.integer({ min: 1_000, max: 20_000 }).map((n) => raw(Array.from({ length: n }, (_, i) => i))),
    fc.integer({ min: 50, max: 3_000 }).map((depth): Junk => ({ kind: 'raw', text: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) })),
    fc.integer({ min: 50, max: 3_000 }).map((depth): Junk => ({ kind: 'raw', text: '['.repeat(depth) + ']'.repeat(depth) })),
  );
  const { value } = fc.letrec<{ value: Junk }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      fc.array(tie('value'), { maxLength: 4 }).map((items): Junk => ({ kind: 'arr', items })),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fields), fc.constantFrom(...DANGEROUS_KEYS)), tie('value')), { maxLength: 4 })
        .map((entries): Junk => ({ kind: 'obj', entries })),
    ),
  }));
  const knownKey = fc.constantFrom(...fields);
  const unknownKey = fc.string({ minLength: 1, maxLength: 12 }).map((s) => `zz_${s}`);
  const dangerous = fc.constantFrom(...DANGEROUS_KEYS);
  /** Objects with at least one field no DTO declares, or a dangerous key: never valid anywhere. */
  const invalidObject = fc
    .tuple(
      fc.array(fc.tuple(fc.oneof(knownKey, dangerous), value), { maxLength: 5 }),
      fc.oneof(unknownKey, dangerous),
      value,
      fc.nat(),
    )
    .map(([entries, key, v, at]): Junk => {
      const all = [...entries];
      all.splice(at % (all.length + 1), 0, [key, v]);
      return { kind: 'obj', entries: all };
    });
  const invalidBody = fc.oneof(
    invalidObject.map((j) => ({ contentType: 'application/json', text: toJson(j), label: 'extra or dangerous field' })),
    fc.oneof(scalar, value.filter((j) => j.kind !== 'obj')).map((j) => ({ contentType: 'application/json', text: toJson(j), label: 'not an object' })),
    fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '{"a":NaN}', '{"a":undefined}', '\u0000', '[1,2', 'nul', '{"a":1}}', '\uFEFF{"x"')
      .map((text) => ({ contentType: 'application/json', text, label: 'invalid JSON' })),
    fc.tuple(fc.constantFrom('text/plain', 'application/xml', 'text/html', 'multipart/form-data', 'application/octet-stream', 'image/png'), invalidObject)
      .map(([contentType, j]) => ({ contentType, text: toJson(j), label: 'wrong content type' })),
    fc.tuple(fc.constantFrom('application/x-www-form-urlencoded'), fc.constantFrom('a=1&b[c]=2', '__proto__[x]=1', 'constructor[prototype][x]=1', '%%%', 'zz=1'))
      .map(([contentType, text]) => ({ contentType, text, label: 'form fields' })),
  );
  /** Known fields only, with junk values: some of it may be valid, so 2xx is allowed here, 5xx never. */
  const knownFieldsBody = fc
    .array(fc.tuple(knownKey, value), { minLength: 0, maxLength: 6 })
    .map((entries) => ({ contentType: 'application/json', text: toJson({ kind: 'obj', entries }), label: 'known fields, junk values' }));
  const queryValue = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', '-1', 'NaN', '1e400', 'true', '[object Object]', '%00', '..%2F..%2F'),
    fc.integer({ min: 1_000, max: 6_000 }).map((n) => 'q'.repeat(n)),
  );
  const queryPair = fc.tuple(fc.oneof(knownKey, knownKey.map((k) => `${k}[]`), knownKey.map((k) => `${k}[x]`), dangerous), queryValue);
  const knownQuery = fc.array(queryPair, { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
  const invalidQuery = fc.tuple(knownQuery, unknownKey, queryValue)
    .map(([q, k, v]) => [q, `${encodeURIComponent(k)}=${encodeURIComponent(v)}`].filter(Boolean).join('&'));
  const paramValue = fc.oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.constantFrom('..', '%', '0', '-1', 'null', '__proto__', 'constructor', 'x'.repeat(1500)),
  );
  return { invalidBody, knownFieldsBody, knownQuery, invalidQuery, paramValue };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Junk the body parsers or the body guard refuse: invalid JSON, a non-object body, a type the API does not read. */
const REFUSED_BEFORE_THE_ROUTE = new Set(['invalid JSON', 'not an object', 'wrong content type']);

interface Tally {
  requests: number;
  refused: Record<number, number>;
  accepted: number;
}

describe('bad input: generated junk on every route', () => {
  let t: TestApp;
  let token: string;
  let routes: RouteInfo[];
  let arbs: ReturnType<typeof arbitraries>;
  const tally: Tally = { requests: 0, refused: {}, accepted: 0 };

  beforeAll(async () => {
    // With a stub web build, as npm start serves one: the static module's error handler must not turn 400s into 404s.
    t = await startTestApp({ env: { SIGN_IN_LIMIT: '1000000' }, web: true });
    token = await t.signIn('admin@cis.test');
    routes = enumerateRoutes(t.app);
    arbs = arbitraries(knownFieldNames());
  });
  afterAll(async () => {
    // eslint-disable-next-line no-console
    console.log(
      `bad input: ${routes.length} routes, ${tally.requests} junk requests; refused ${JSON.stringify(tally.refused)}, ` +
        `accepted (valid by chance, known fields only) ${tally.accepted}; no 5xx, the store unchanged by every refusal`,
    );
    await t.close();
  });

  interface Sent {
    route: RouteInfo;
    url: string;
    contentType?: string;
    text?: string;
  }

  /** Sends one request; asserts envelope and no store change when refused. Returns the status. */
  async function send({ route, url, contentType, text }: Sent): Promise<number> {
    const before = await t.store.lastPosition();
    let req = t.http[route.method.toLowerCase() as 'get'](url).set('Authorization', `Bearer ${token}`);
    if (contentType !== undefined) req = req.set('Content-Type', contentType).send(text ?? '');
    const res = await req;
    tally.requests += 1;
    const where = `${route.key} as ${url.slice(0, 200)} with ${contentType ?? 'no body'} ${(text ?? '').slice(0, 200)}`;
    if (res.status >= 500) throw new Error(`${res.status} for ${where}: ${res.text.slice(0, 300)}`);
    if (/\n\s+at .+:\d+:\d+|node_modules|\/src\/.+\.ts/.test(res.text)) throw new Error(`stack or path leaked for ${where}: ${res.text.slice(0, 300)}`);
    if (res.status >= 400) {
      tally.refused[res.status] = (tally.refused[res.status] ?? 0) + 1;
      const body = parseJson(res.text);
      if (body?.status !== res.status || typeof body.error !== 'string' || typeof body.developerMessage !== 'string') {
        throw new Error(`${res.status} without the error envelope for ${where}: ${res.text.slice(0, 300)}`);
      }
      const after = await t.store.lastPosition();
      if (after !== before) throw new Error(`refused with ${res.status} but the log moved ${before} -> ${after} for ${where}`);
    } else {
      tally.accepted += 1;
    }
    return res.status;
  }

  const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

  it('refuses junk that no route accepts with a 4xx, and stores nothing', async () => {
    const targets = routes.filter((r) => r.takesBody || r.takesQuery || r.params.length > 0);
    expect(targets.length).toBeGreaterThan(50);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        arbs.invalidBody,
        arbs.invalidQuery,
        arbs.paramValue,
        async (route, body, query, param) => {
          // Aim the junk where the route reads input; a route with only path params gets junk ids.
          const params = Object.fromEntries(route.params.map((p) => [p, param]));
          const url = route.takesQuery ? withQuery(fillPath(route, params), query) : fillPath(route, params);
          const status = await send(route.takesBody ? { route, url, contentType: body.contentType, text: body.text } : { route, url });
          if (status < 400 || status >= 500) throw new Error(`${route.key} accepted junk (${status}): ${body.label} ${url.slice(0, 200)}`);
          // A body refused before any route runs (the parsers and the body guard) is a 400 whatever the route; only a
          // junk query long enough for Node's parser to refuse the request line (431) comes first.
          if (route.takesBody && REFUSED_BEFORE_THE_ROUTE.has(body.label) && status !== 400 && status !== 431) {
            throw new Error(`${route.key} answered ${status} to ${body.label}, expected 400: ${body.text.slice(0, 200)}`);
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.BAD_INPUT_SEED ?? Date.now() % 2 ** 31) },
    );
  });

  it('never answers 5xx to known fields with junk values, and a refusal stores nothing', async () => {
    const targets = routes.filter((r) => r.takesBody || r.takesQuery);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), arbs.knownFieldsBody, arbs.knownQuery, async (route, body, query) => {
        const url = withQuery(fillPath(route), route.takesQuery ? query : '');
        await send(route.takesBody ? { route, url, contentType: body.contentType, text: body.text } : { route, url });
      }),
      { numRuns: RUNS, seed: Number(process.env.BAD_INPUT_SEED ?? Date.now() % 2 ** 31) },
    );
  });

  it('refuses a body over the limit on every route that reads one with 413, before it is stored', async () => {
    const over = JSON.stringify({ message: { title: 'x', description: 'y'.repeat(BODY_LIMIT_BYTES + 1024) } });
    const targets = routes.filter((r) => r.takesBody);
    for (const route of targets) {
      const status = await send({ route, url: fillPath(route), contentType: 'application/json', text: over });
      expect({ route: route.key, status }).toEqual({ route: route.key, status: 413 });
    }
  });

  it('is still up and serving after all of it', async () => {
    await t.http.get('/health').expect(200);
    const res = await t.http.get('/api/common/messages').set('Authorization', `Bearer ${token}`).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});
