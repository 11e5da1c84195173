/**
 * Bad input, property-based: every route the app serves gets generated junk (wrong types, missing and extra fields,
 * huge strings and arrays, deep nesting, keys named like Object.prototype members (__proto__, constructor, toString,
 * valueOf ...), invalid JSON, wrong content types, bodies over the limit), including the routes that read no input at
 * all (junk query strings and bodies). A refusal is always a 4xx in the spec's error envelope, never a 5xx; a refused
 * request stores nothing (the log's last position does not move), nor does an accepted GET other than the two
 * mark-all-as-read calls; the app stays up. The seed is printed on every run (BAD_INPUT_SEED replays it).
 */
import { parse as parseQueryString } from 'node:querystring';
import fc from 'fast-check';
import { getMetadataStorage } from 'class-validator';
import { BODY_LIMIT_BYTES, PaymentEvents } from '@cis/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { enumerateRoutes, fillPath, type RouteInfo } from './routes';

const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 1000);
const SEED = Number(process.env.BAD_INPUT_SEED ?? Date.now() % 2 ** 31);
jest.setTimeout(10 * 60_000);

/** Every member name of Object.prototype, and prototype: never a field, refused wherever it appears. */
const DANGEROUS_KEYS = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
/** The deepest nesting the API reads (request-body-guard MAX_BODY_DEPTH); deeper is refused. */
const MAX_DEPTH = 32;
/**
 * Routes whose refusals are themselves recorded, by design: the payment callback keeps a record of every refused
 * (forged, mismatched or malformed) call (issue 6), within its rate limit. A refusal there may append only these.
 */
const RECORDED_REFUSALS: Record<string, readonly string[]> = {
  'POST /api/payments/callback': [PaymentEvents.callbackRefused, PaymentEvents.callbackRefusalsSuppressed],
};
/** GETs that write by design (spec 000 s7: GET mark-all-as-read); every other accepted GET must leave the log alone. */
const WRITING_GETS = new Set(['GET /api/common/messages/mark-all-as-read', 'GET /api/common/notifications/mark-all-as-read']);

/** A key, or a bracket segment of a flat query key (`a[toString]`), that names prototype machinery. */
const isDangerous = (key: string) => DANGEROUS_KEYS.includes(key) || key.split(/[[\]]+/).some((segment) => DANGEROUS_KEYS.includes(segment));

/** Whether a parsed body carries a dangerous key at any depth, or nests deeper than the API reads. */
function unsafeTree(root: unknown): string | null {
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_DEPTH) return `nested deeper than ${MAX_DEPTH}`;
    for (const key of Object.keys(value)) {
      if (isDangerous(key)) return `key ${key}`;
      stack.push([(value as Record<string, unknown>)[key], depth + 1]);
    }
  }
  return null;
}

/** Why no route may accept this body (whatever it reads), or null when only the route's own rules can judge it. */
function bodyMustBeRefused(contentType: string, text: string): string | null {
  if (contentType === 'application/x-www-form-urlencoded') {
    const key = Object.keys(parseQueryString(text)).find(isDangerous);
    return key === undefined ? null : `form key ${key}`;
  }
  if (contentType !== 'application/json') return `Content-Type ${contentType}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'invalid JSON';
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not a JSON object';
  return unsafeTree(parsed);
}

/** Why no route may accept this query string, or null. */
function queryMustBeRefused(query: string): string | null {
  const key = [...new URLSearchParams(query).keys()].find(isDangerous);
  return key === undefined ? null : `query key ${key}`;
}

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
    // Not a JSON object: the bodies built from scalars are labelled 'not an object' (seed 308159210 drew `{}`, which a
    // route whose fields are all optional rightly accepts); objects come from `value` below.
    fc.jsonValue({ maxDepth: 2 }).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)).map(raw),
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
  /** Anything a client could put on the query string: known, unknown and dangerous keys. */
  const anyQuery = fc.array(fc.tuple(fc.oneof(knownKey, unknownKey, dangerous, dangerous.map((k) => `a[${k}]`)), queryValue), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
  /** Any body at all: the junk above, or known fields with junk values, or none. */
  const anyBody = fc.option(fc.oneof(invalidBody, knownFieldsBody), { nil: undefined });
  return { invalidBody, knownFieldsBody, knownQuery, invalidQuery, paramValue, anyQuery, anyBody };
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

/** Statuses per property, and the outcome of each test for the closing line. */
interface Tally {
  requests: number;
  statuses: Record<string, Record<number, number>>;
  outcomes: Array<[string, boolean]>;
}

describe('bad input: generated junk on every route', () => {
  let t: TestApp;
  let token: string;
  let routes: RouteInfo[];
  let arbs: ReturnType<typeof arbitraries>;
  const tally: Tally = { requests: 0, statuses: {}, outcomes: [] };
  let property = 'setup';

  beforeAll(async () => {
     
    console.log(`bad input: fast-check seed ${SEED}, ${RUNS} runs per property (replay with BAD_INPUT_SEED=${SEED})`);
    // With a stub web build, as npm start serves one: the static module's error handler must not turn 400s into 404s.
    t = await startTestApp({ env: { SIGN_IN_LIMIT: '1000000' }, web: true });
    token = await t.signIn('admin@cis.test');
    routes = enumerateRoutes(t.app);
    arbs = arbitraries(knownFieldNames());
  });
  afterAll(async () => {
    const failed = tally.outcomes.filter(([, ok]) => !ok).map(([name]) => name);
    const verdict = failed.length === 0 && tally.outcomes.length > 0
      ? 'every refusal a 4xx in the envelope, no 5xx, no stack, the log unchanged by every refusal and every non-writing GET'
      : `FAILED: ${failed.join('; ') || 'no test ran'}`;
     
    console.log(
      `bad input (seed ${SEED}): ${routes?.length ?? 0} routes, ${tally.requests} junk requests; statuses ${JSON.stringify(tally.statuses)}; ${verdict}`,
    );
    await t?.close();
  });

  /** A test whose outcome the closing line reports. */
  const check = (label: string, name: string, body: () => Promise<void>) =>
    it(name, async () => {
      property = label;
      try {
        await body();
        tally.outcomes.push([label, true]);
      } catch (error) {
        tally.outcomes.push([label, false]);
        throw error;
      }
    });

  interface Sent {
    route: RouteInfo;
    url: string;
    contentType?: string;
    text?: string;
  }

  /**
   * Sends one request; asserts no 5xx and no stack, the envelope and no store change when refused, no store change
   * when a GET that does not write is accepted. Returns the status.
   */
  async function send({ route, url, contentType, text }: Sent): Promise<number> {
    const before = await t.store.lastPosition();
    let req = t.http[route.method.toLowerCase() as 'get'](url).set('Authorization', `Bearer ${token}`);
    if (contentType !== undefined) req = req.set('Content-Type', contentType).send(text ?? '');
    const res = await req;
    tally.requests += 1;
    const statuses = (tally.statuses[property] ??= {});
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    const where = `${route.key} as ${url.slice(0, 200)} with ${contentType ?? 'no body'} ${(text ?? '').slice(0, 200)}`;
    if (res.status >= 500) throw new Error(`${res.status} for ${where}: ${res.text.slice(0, 300)}`);
    if (/\n\s+at .+:\d+:\d+|node_modules|\/src\/.+\.ts/.test(res.text)) throw new Error(`stack or path leaked for ${where}: ${res.text.slice(0, 300)}`);
    if (res.status >= 400) {
      const body = parseJson(res.text);
      if (body?.status !== res.status || typeof body.error !== 'string' || typeof body.developerMessage !== 'string') {
        throw new Error(`${res.status} without the error envelope for ${where}: ${res.text.slice(0, 300)}`);
      }
      const appended = await t.store.readAll(before);
      const recorded = RECORDED_REFUSALS[route.key] ?? [];
      const stored = appended.filter((event) => !recorded.includes(event.type));
      if (stored.length > 0) {
        throw new Error(`refused with ${res.status} but ${stored.map((e) => e.type).join(', ')} was stored for ${where}`);
      }
    } else if (route.method === 'GET' && !WRITING_GETS.has(route.key)) {
      const after = await t.store.lastPosition();
      if (after !== before) throw new Error(`a GET that does not write answered ${res.status} and the log moved ${before} -> ${after} for ${where}`);
    }
    return res.status;
  }

  const refusedOrThrow = (status: number, route: RouteInfo, why: string, url: string) => {
    if (status < 400 || status >= 500) throw new Error(`${route.key} accepted junk (${status}): ${why} ${url.slice(0, 200)}`);
  };

  const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

  check('junk', 'refuses junk that no route accepts with a 4xx, and stores nothing', async () => {
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
          refusedOrThrow(status, route, body.label, url);
          // A body refused before any route runs (the parsers and the body guard) is a 400 whatever the route; only a
          // junk query long enough for Node's parser to refuse the request line (431) comes first.
          if (route.takesBody && REFUSED_BEFORE_THE_ROUTE.has(body.label) && status !== 400 && status !== 431) {
            throw new Error(`${route.key} answered ${status} to ${body.label}, expected 400: ${body.text.slice(0, 200)}`);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });

  check('known fields', 'never answers 5xx to known fields with junk values; refuses prototype keys and deep nesting; a refusal stores nothing', async () => {
    const targets = routes.filter((r) => r.takesBody || r.takesQuery);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), arbs.knownFieldsBody, arbs.knownQuery, async (route, body, query) => {
        const url = withQuery(fillPath(route), route.takesQuery ? query : '');
        const status = await send(route.takesBody ? { route, url, contentType: body.contentType, text: body.text } : { route, url });
        // Known fields may be valid by chance; a prototype-member key (body or query, any depth) or nesting past
        // what the API reads never is.
        const why = (route.takesBody ? bodyMustBeRefused(body.contentType, body.text) : null) ?? (route.takesQuery ? queryMustBeRefused(query) : null);
        if (why) refusedOrThrow(status, route, why, url);
      }),
      { numRuns: RUNS, seed: SEED + 1 },
    );
  });

  check('no-input routes', 'sends junk query strings and bodies to the routes that read no input; the log moves only for the writing GETs', async () => {
    const targets = routes.filter((r) => !r.takesBody && !r.takesQuery && r.params.length === 0);
    expect(targets.length).toBeGreaterThan(30);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), arbs.anyQuery, arbs.anyBody, async (route, query, body) => {
        const url = withQuery(fillPath(route), query);
        const status = await send(body ? { route, url, contentType: body.contentType, text: body.text } : { route, url });
        // Fields such a route does not read may be ignored (2xx); what no route accepts must still be refused.
        const why = queryMustBeRefused(query) ?? (body ? bodyMustBeRefused(body.contentType, body.text) : null);
        if (why) refusedOrThrow(status, route, why, url);
      }),
      { numRuns: RUNS, seed: SEED + 2 },
    );
  });

  check('over the limit', 'refuses a body over the limit on every route that reads one with 413, before it is stored', async () => {
    const over = JSON.stringify({ message: { title: 'x', description: 'y'.repeat(BODY_LIMIT_BYTES + 1024) } });
    const targets = routes.filter((r) => r.takesBody);
    for (const route of targets) {
      const status = await send({ route, url: fillPath(route), contentType: 'application/json', text: over });
      expect({ route: route.key, status }).toEqual({ route: route.key, status: 413 });
    }
  });

  check('still up', 'is still up and serving after all of it', async () => {
    await t.http.get('/health').expect(200);
    // A fresh sign-in: junk that happens to be a valid call of sign-out-others or a password change ends the run's
    // own token by design; what must hold is that the app still signs in and serves.
    const fresh = await t.signIn('admin@cis.test');
    const res = await t.http.get('/api/common/messages').set('Authorization', `Bearer ${fresh}`).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
  });
});
