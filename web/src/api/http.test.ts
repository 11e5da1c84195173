import { ERROR_CATALOGUE, ONE_TIME_TOKEN_INVALID, REFUSALS, TENANT_HEADER } from '@cis/contracts';
import { configure, resetConfig } from './config';
import { ApiError, HTTP_CACHE_STORAGE_KEY, clearHttpCache, configureHttp, envelopeOf, http, resetHttp, withQuery } from './http';
import { fakeFetch, type FakeReply } from './testing';
import { $invalidFields, $systemAlert, alertDismissed, invalidFieldsDismissed } from '../stores/alerts';
import { $loading } from '../stores/loading';

function stubFetch(responder?: Parameters<typeof fakeFetch>[0]) {
  const f = fakeFetch(responder);
  configureHttp({ fetch: f });
  return f;
}

beforeEach(() => {
  resetHttp();
  resetConfig();
  localStorage.clear();
  sessionStorage.clear();
  alertDismissed();
  invalidFieldsDismissed();
});

describe('URL prefix', () => {
  it('requests the same origin by default', async () => {
    const f = stubFetch();
    await http.get('api/common/navigation');
    expect(f.calls[0].url).toBe('/api/common/navigation');
  });

  it('prefixes the configured base URL', async () => {
    configure({ apiBaseUrl: 'https://bff.example.com/' });
    const f = stubFetch();
    await http.post('api/common/search', { query: 'tax' });
    expect(f.calls[0].url).toBe('https://bff.example.com/api/common/search');
    expect(f.calls[0].method).toBe('POST');
    expect(f.calls[0].body).toEqual({ query: 'tax' });
  });

  it('leaves .svg requests alone', async () => {
    configure({ apiBaseUrl: 'https://bff.example.com' });
    const f = stubFetch(() => ({ text: '<svg/>' }));
    const svg = await http.get<string>('assets/icons/material.svg?v=2');
    expect(f.calls[0].url).toBe('assets/icons/material.svg?v=2');
    expect(svg).toBe('<svg/>');
  });

  it('withQuery appends encoded parameters', () => {
    expect(withQuery('api/common/messages', { id: 'a b&c' })).toBe('api/common/messages?id=a+b%26c');
    expect(withQuery('x?y=1', { id: '2', skip: undefined })).toBe('x?y=1&id=2');
  });
});

describe('headers', () => {
  it('sends the tenant header from the configuration', async () => {
    configure({ tenant: 'acme' });
    const f = stubFetch();
    await http.get('api/common/user');
    expect(f.calls[0].headers[TENANT_HEADER]).toBe('acme');
  });

  it('sends Bearer <token> when OAuth is on', async () => {
    configure({ oauth: true });
    configureHttp({ getToken: () => 'tok-1' });
    const f = stubFetch();
    await http.get('api/common/user');
    expect(f.calls[0].headers.Authorization).toBe('Bearer tok-1');
  });

  it('sends Basic <token> when OAuth is off', async () => {
    configure({ oauth: false });
    configureHttp({ getToken: () => 'tok-1' });
    const f = stubFetch();
    await http.get('api/common/user');
    expect(f.calls[0].headers.Authorization).toBe('Basic tok-1');
  });

  it('sends no Authorization without a token', async () => {
    const f = stubFetch();
    await http.get('api/common/user');
    expect(f.calls[0].headers).not.toHaveProperty('Authorization');
  });

  it('sends no Authorization on the token request itself', async () => {
    configureHttp({ getToken: () => 'tok-1' });
    const f = stubFetch();
    await http.post('api/auth/sign-in', { email: 'a@b.c', password: 'x' });
    await http.post('oauth/token', {});
    expect(f.calls[0].headers).not.toHaveProperty('Authorization');
    expect(f.calls[1].headers).not.toHaveProperty('Authorization');
  });
});

describe('GET cache', () => {
  it('does not cache unless asked', async () => {
    const f = stubFetch();
    await http.get('api/common/navigation');
    await http.get('api/common/navigation');
    expect(f.calls).toHaveLength(2);
  });

  it('answers a repeated GET from the cache, keyed by full URL with query', async () => {
    let n = 0;
    const f = stubFetch(() => ({ body: { n: ++n } }));
    expect(await http.get('api/x?page=1', { cache: true })).toEqual({ n: 1 });
    expect(await http.get('api/x?page=1', { cache: true })).toEqual({ n: 1 });
    expect(await http.get('api/x?page=2', { cache: true })).toEqual({ n: 2 });
    expect(f.calls.map((c) => c.url)).toEqual(['/api/x?page=1', '/api/x?page=2']);
  });

  it('refresh fetches again and replaces the cached answer', async () => {
    let n = 0;
    const f = stubFetch(() => ({ body: { n: ++n } }));
    await http.get('api/x', { cache: true });
    expect(await http.get('api/x', { cache: true, refresh: true })).toEqual({ n: 2 });
    expect(await http.get('api/x', { cache: true })).toEqual({ n: 2 });
    expect(f.calls).toHaveLength(2);
  });

  it('never caches writes or failures', async () => {
    let fail = true;
    const f = stubFetch(() => (fail ? { status: 500, body: {} } : { body: { ok: 1 } }));
    await expect(http.get('api/x', { cache: true, silent: true })).rejects.toBeInstanceOf(ApiError);
    fail = false;
    expect(await http.get('api/x', { cache: true })).toEqual({ ok: 1 });
    expect(f.calls).toHaveLength(2);
  });

  it.each([
    ['local', () => localStorage],
    ['session', () => sessionStorage],
  ] as const)('persists in %sStorage under the fixed key and serves a reload from it', async (mode, store) => {
    const f = stubFetch(() => ({ body: { versions: '1.2.3' } }));
    await http.get('public/uiversions/1', { cache: mode });
    expect(JSON.parse(store().getItem(HTTP_CACHE_STORAGE_KEY)!)).toEqual({ '/public/uiversions/1': { versions: '1.2.3' } });

    // A fresh page: a new module instance with an empty memory cache.
    let reloaded!: typeof import('./http');
    jest.isolateModules(() => {
      reloaded = require('./http');
    });
    const f2 = fakeFetch();
    reloaded.configureHttp({ fetch: f2 });
    expect(await reloaded.http.get('public/uiversions/1', { cache: mode })).toEqual({ versions: '1.2.3' });
    expect(f2.calls).toHaveLength(0);
    expect(f.calls).toHaveLength(1);
  });

  it('memory-only cache leaves storage untouched, and clearHttpCache forgets everything', async () => {
    const f = stubFetch();
    await http.get('api/a', { cache: true });
    await http.get('api/b', { cache: 'local' });
    expect(JSON.parse(localStorage.getItem(HTTP_CACHE_STORAGE_KEY)!)).toEqual({ '/api/b': {} });
    clearHttpCache();
    expect(localStorage.getItem(HTTP_CACHE_STORAGE_KEY)).toBeNull();
    await http.get('api/a', { cache: true });
    await http.get('api/b', { cache: 'local' });
    expect(f.calls).toHaveLength(4);
  });
});

describe('loading counter', () => {
  it('counts requests in flight and comes back to 0', async () => {
    const releases: Array<() => void> = [];
    stubFetch(() => new Promise<FakeReply>((resolve) => releases.push(() => resolve({ body: {} }))));
    const a = http.get('api/a');
    const b = http.post('api/b', {});
    await Promise.resolve();
    expect($loading.getState()).toBe(2);
    releases[0]();
    await a;
    expect($loading.getState()).toBe(1);
    releases[1]();
    await b;
    expect($loading.getState()).toBe(0);
  });

  it('comes back to 0 after a failure', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    await expect(http.get('api/a', { silent: true })).rejects.toThrow();
    expect($loading.getState()).toBe(0);
  });

  it('ignores URLs containing walldetail', async () => {
    let release!: () => void;
    stubFetch(() => new Promise<FakeReply>((resolve) => (release = () => resolve({ body: {} }))));
    const p = http.get('api/walls/walldetail?id=1');
    await Promise.resolve();
    expect($loading.getState()).toBe(0);
    release();
    await p;
    expect($loading.getState()).toBe(0);
  });
});

describe('error catalogue', () => {
  async function failWith(status: number, body?: unknown): Promise<ApiError> {
    stubFetch(() => ({ status, body }));
    try {
      await http.get('api/x', { silent: true });
    } catch (e) {
      return e as ApiError;
    }
    throw new Error('expected a failure');
  }

  it('401: Authentication Error with the fixed message', async () => {
    const e = await failWith(401, { status: 401, error: 'Authentication Error', developerMessage: 'jwt expired' });
    expect(e).toBeInstanceOf(ApiError);
    expect([e.status, e.type, e.message]).toEqual([401, 'Authentication Error', 'Invalid User Details. Please try again!']);
  });

  it("403 'The provided one time token is invalid': Invalid Token", async () => {
    const e = await failWith(403, { status: 403, error: 'x', developerMessage: ONE_TIME_TOKEN_INVALID });
    expect([e.type, e.message]).toEqual(['Invalid Token', 'Invalid Token. Please try again!']);
  });

  it('400: Bad Request with the server message, else the generic one', async () => {
    const withMsg = await failWith(400, { status: 400, error: 'Bad Request', developerMessage: 'Amount must be positive' });
    expect([withMsg.type, withMsg.message]).toEqual(['Bad Request', 'Amount must be positive']);
    const bare = await failWith(400, { status: 400, error: 'Bad Request', developerMessage: '' });
    expect(bare.message).toBe('Invalid parameters were passed in the request!');
    expect(bare.envelope).toEqual({ status: 400, error: 'Bad Request', developerMessage: '' });
  });

  it('other 403: Unauthorized Request with the server message, else the generic one', async () => {
    const withMsg = await failWith(403, { status: 403, error: 'Unauthorized Request', developerMessage: 'Not your file' });
    expect([withMsg.type, withMsg.message]).toEqual(['Unauthorized Request', 'Not your file']);
    const bare = await failWith(403);
    expect(bare.message).toBe('You are not authorized for this request!');
  });

  it("404: 'Resource does not exist' with the server message, else the generic one", async () => {
    const withMsg = await failWith(404, { status: 404, error: 'x', developerMessage: "Could not found chat with id of 7!" });
    expect([withMsg.type, withMsg.message]).toEqual(['Resource does not exist', 'Could not found chat with id of 7!']);
    expect((await failWith(404, 'Not Found')).message).toBe('Resource does not exist!');
  });

  it('500: Internal Server Error, never the server text', async () => {
    const e = await failWith(500, { status: 500, error: 'x', developerMessage: 'SQLITE_BUSY at line 3' });
    expect([e.type, e.message]).toEqual(['Internal Server Error', 'Internal Server Error. Please try again later.']);
  });

  it('anything else (409, 413, 429...): Unknown Error, the message still chosen by the rules', async () => {
    const e = await failWith(418, { developerMessage: 'teapot' });
    expect([e.type, e.message]).toEqual([ERROR_CATALOGUE.unknown.type, 'teapot']);
    for (const [status, code] of [[409, 'conflict'], [413, 'payloadTooLarge'], [429, 'tooManyRequests']] as const) {
      const text = REFUSALS[code];
      const answer = await failWith(status, { status, error: 'whatever the server says', developerMessage: text, code });
      expect([answer.type, answer.message, answer.detail]).toEqual(['Unknown Error', text, { message: text, code }]);
    }
    expect((await failWith(503, '<html>bad gateway</html>')).message).toBe('Unknown Error. Please try again later.');
  });

  it('a network failure is an Unknown Error with status 0', async () => {
    configureHttp({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const e = (await http.get('api/x', { silent: true }).catch((x: unknown) => x)) as ApiError;
    expect([e.status, e.type]).toEqual([0, 'Unknown Error']);
  });

  describe('message choice', () => {
    const envelope = { status: 400, error: 'Bad Request', developerMessage: 'dev message' };
    it('first error entry: user message', async () => {
      const e = await failWith(400, {
        ...envelope,
        errors: [
          { field: 'label', code: 'isNotEmpty', userMessage: 'Label is required', developerMessage: 'label should not be empty' },
          { field: 'label', code: 'isString', userMessage: 'Label must be a string', developerMessage: 'label must be a string' },
          { field: 'icon', code: 'isNotEmpty', userMessage: 'Icon is required', developerMessage: 'x' },
        ],
      });
      expect(e.message).toBe('Label is required');
      expect(e.detail).toEqual({ message: 'Label is required', code: 'isNotEmpty', field: 'label' });
      expect(e.fields).toEqual(['label', 'icon']);
    });
    it("first error entry: developer message when there is no user message", async () => {
      const e = await failWith(400, { ...envelope, errors: [{ field: 'label', userMessage: '', developerMessage: 'label should not be empty' }] });
      expect(e.message).toBe('label should not be empty');
    });
    it('then the envelope developer message', async () => {
      expect((await failWith(400, { ...envelope, errors: [] })).message).toBe('dev message');
    });
    it("invalid_grant (OAuth's error field) shows the error description", async () => {
      const e = await failWith(400, { error: 'invalid_grant', error_description: 'Bad credentials' });
      expect([e.type, e.message]).toEqual(['Bad Request', 'Bad credentials']);
      // The old error_code spelling is not OAuth's: the rules apply as usual.
      expect((await failWith(400, { ...envelope, error_code: 'invalid_grant', error_description: 'Bad credentials' })).message).toBe('dev message');
    });
    it('a known refusal keeps its code beside the text', async () => {
      const e = await failWith(400, { ...envelope, developerMessage: REFUSALS.emailTaken, code: 'emailTaken' });
      expect(e.detail).toEqual({ message: REFUSALS.emailTaken, code: 'emailTaken' });
    });
  });

  describe('the envelope as read', () => {
    it('is only an object\'s: a list, text or nothing is no envelope', () => {
      expect(envelopeOf(['Bad Request'])).toBeNull();
      expect(envelopeOf('<html>bad gateway</html>')).toBeNull();
      expect(envelopeOf(null)).toBeNull();
      expect(envelopeOf(undefined)).toBeNull();
      expect(envelopeOf({})).toEqual({});
    });

    it('keeps every field of a whole envelope as answered', () => {
      const whole = {
        status: 409, error: 'Conflict', developerMessage: 'stale', code: 'staleVersion', params: { count: 2, kind: 'client' },
        errors: [{ field: 'tin', code: 'matches', params: { max: 9 }, userMessage: 'TIN', developerMessage: 'tin must match' }],
        details: { changed: { tin: 'K001' } }, errorsOmitted: 3, error_description: 'why',
      };
      expect(envelopeOf(whole)).toEqual(whole);
    });

    it('leaves out each field that has not its type, and reads a field error the same way', () => {
      expect(envelopeOf({ status: '400', error: 7, developerMessage: ['x'], code: 'rowReferenced', params: 'count', details: 'x', errorsOmitted: '2' }))
        .toEqual({ code: 'rowReferenced' });
      expect(envelopeOf({ params: { count: 2, field: 'code', flag: true, list: [1] } })).toEqual({ params: { count: 2, field: 'code' } });
      // An entry without a rule (a server that names none) keeps its place; one that is not an object reads as empty.
      expect(envelopeOf({ errors: [{ field: 'label', userMessage: '', developerMessage: 'label should not be empty' }, 'oops', { field: 3, code: 'isInt' }] }))
        .toEqual({ errors: [{ field: 'label', userMessage: '', developerMessage: 'label should not be empty' }, {}, { code: 'isInt' }] });
      expect(envelopeOf({ errors: 'label' })).toEqual({});
    });

    it('lists as invalid only the fields a field error names', async () => {
      const e = await failWith(400, { status: 400, error: 'Bad Request', developerMessage: 'dev', errors: [{ field: 1, code: 'x' }, 'oops', { field: 'tin', code: 'matches' }] });
      expect(e.fields).toEqual(['tin']);
      expect(e.message).toBe('dev');
    });
  });
});

describe('alerts', () => {
  it('a 400 with field errors lists the invalid fields (type required) and leaves the system alert alone', async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        status: 400,
        error: 'Bad Request',
        developerMessage: 'Validation failed',
        errors: [
          { field: 'label', code: 'isNotEmpty', userMessage: 'label should not be empty', developerMessage: '' },
          { field: 'label', code: 'maxLength', params: { max: 100 }, userMessage: 'label is too long', developerMessage: '' },
          { field: 'link', code: 'isNotEmpty', userMessage: 'link should not be empty', developerMessage: '' },
        ],
      },
    }));
    await expect(http.post('api/common/shortcuts', { shortcut: {} })).rejects.toBeInstanceOf(ApiError);
    // Each field once, though 'label' broke two rules ('Label, Label, Link' before).
    expect($invalidFields.getState()).toEqual(['label', 'link']);
    expect($systemAlert.getState()).toBeNull();
  });

  it('any other failure shows the system alert with the chosen message', async () => {
    stubFetch(() => ({ status: 404, body: { status: 404, error: 'Resource does not exist', developerMessage: 'No such shortcut' } }));
    await expect(http.delete('api/common/shortcuts?id=9')).rejects.toBeInstanceOf(ApiError);
    expect($systemAlert.getState()).toEqual({ type: 'error', message: 'No such shortcut', title: 'Resource does not exist' });
    expect($invalidFields.getState()).toBeNull();
  });

  it('a 400 without field errors is a system alert, carrying the code to translate', async () => {
    stubFetch(() => ({ status: 400, body: { status: 400, error: 'Bad Request', developerMessage: 'Amount too small' } }));
    await expect(http.post('api/x', {})).rejects.toThrow('Amount too small');
    expect($systemAlert.getState()?.message).toBe('Amount too small');
    stubFetch(() => ({ status: 409, body: { status: 409, error: 'Conflict', developerMessage: REFUSALS.conflict, code: 'conflict' } }));
    await expect(http.post('api/x', {})).rejects.toThrow(REFUSALS.conflict);
    expect($systemAlert.getState()).toEqual({ type: 'error', title: 'Unknown Error', message: REFUSALS.conflict, code: 'conflict' });
  });

  it('silent requests raise no alert', async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    await expect(http.get('api/x', { silent: true })).rejects.toThrow();
    expect($systemAlert.getState()).toBeNull();
  });
});

describe('401', () => {
  it('calls the unauthorized hook on any 401, silent or not', async () => {
    const onUnauthorized = jest.fn();
    configureHttp({ onUnauthorized });
    stubFetch(() => ({ status: 401, body: {} }));
    await expect(http.get('api/x', { silent: true })).rejects.toThrow();
    await expect(http.patch('api/y', {})).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('does not call it for a refused credential check (a wrong password at sign-in or unlock)', async () => {
    const onUnauthorized = jest.fn();
    configureHttp({ onUnauthorized });
    stubFetch(() => ({ status: 401, body: {} }));
    await expect(http.post('api/auth/sign-in', { email: 'a@b.c', password: 'x' }, { silent: true })).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call it for other failures', async () => {
    const onUnauthorized = jest.fn();
    configureHttp({ onUnauthorized });
    stubFetch(() => ({ status: 403, body: {} }));
    await expect(http.get('api/x', { silent: true })).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('bodies', () => {
  it('returns parsed JSON, undefined for empty answers, and sends PUT/DELETE bodies as JSON', async () => {
    const f = stubFetch((c) => (c.method === 'DELETE' ? { status: 204 } : { body: [{ id: '1' }] }));
    expect(await http.put('api/x', { a: 1 })).toEqual([{ id: '1' }]);
    expect(await http.delete('api/x?id=1')).toBeUndefined();
    expect(f.calls[0].headers['Content-Type']).toBe('application/json');
    expect(f.calls[0].body).toEqual({ a: 1 });
  });
});
