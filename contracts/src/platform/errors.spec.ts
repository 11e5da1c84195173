import { ERROR_CATALOGUE, REFUSALS, catalogueEntryFor, errorDetailFor, messageFor, refusalFor, ONE_TIME_TOKEN_INVALID } from './errors';

describe('error catalogue (spec 000 s8)', () => {
  it('names exactly the statuses of the spec; every other status is Unknown Error', () => {
    expect([401, 400, 403, 404, 500].map((s) => catalogueEntryFor(s).type)).toEqual([
      'Authentication Error', 'Bad Request', 'Unauthorized Request', 'Resource does not exist', 'Internal Server Error',
    ]);
    for (const status of [0, 405, 409, 413, 422, 429, 502, 503]) expect(catalogueEntryFor(status)).toBe(ERROR_CATALOGUE.unknown);
    expect(catalogueEntryFor(403, ONE_TIME_TOKEN_INVALID)).toBe(ERROR_CATALOGUE.invalidToken);
  });

  it('chooses the message by the rules: errors[0] (user, else developer), else developerMessage, else the generic one', () => {
    const field = { field: 'shortcut.label', code: 'maxLength', params: { max: 100 }, userMessage: 'Too long.', developerMessage: 'label must be shorter' };
    expect(errorDetailFor(400, { developerMessage: 'x', errors: [field] })).toEqual({ message: 'Too long.', code: 'maxLength', params: { max: 100 }, field: 'shortcut.label' });
    expect(messageFor(400, { developerMessage: 'x', errors: [{ ...field, userMessage: '' }] })).toBe('label must be shorter');
    expect(errorDetailFor(400, { developerMessage: REFUSALS.emailTaken, code: 'emailTaken' })).toEqual({ message: REFUSALS.emailTaken, code: 'emailTaken' });
    expect(errorDetailFor(404, {})).toEqual({ message: 'Resource does not exist!' });
  });

  it('keeps the server message of a status the catalogue calls Unknown Error (409, 413, 429), and the generic text without one', () => {
    expect(errorDetailFor(409, { developerMessage: REFUSALS.conflict, code: 'conflict' })).toEqual({ message: REFUSALS.conflict, code: 'conflict' });
    expect(messageFor(429, { developerMessage: REFUSALS.tooManyRequests })).toBe(REFUSALS.tooManyRequests);
    expect(messageFor(0, null)).toBe(ERROR_CATALOGUE.unknown.message);
    expect(messageFor(502, null)).toBe(ERROR_CATALOGUE.unknown.message);
  });

  it('401, 500 and the invalid one-time token always show the catalogue text', () => {
    expect(errorDetailFor(401, { developerMessage: 'jwt expired', code: 'x' })).toEqual({ message: ERROR_CATALOGUE[401].message });
    expect(messageFor(500, { developerMessage: 'disk full' })).toBe(ERROR_CATALOGUE[500].message);
    expect(errorDetailFor(403, { developerMessage: ONE_TIME_TOKEN_INVALID, code: 'oneTimeTokenInvalid' })).toEqual({ message: ERROR_CATALOGUE.invalidToken.message });
  });

  it("reads invalid_grant from OAuth's error field and shows error_description", () => {
    expect(messageFor(400, { error: 'invalid_grant', error_description: 'Bad credentials' } as never)).toBe('Bad credentials');
    expect(messageFor(401, { error: 'invalid_grant', error_description: 'Bad credentials' } as never)).toBe('Bad credentials');
    expect(messageFor(400, { error: 'invalid_request', error_description: 'Bad credentials', developerMessage: 'd' } as never)).toBe('d');
  });

  it('knows a refusal by its text, and 413 and 429 whatever their text', () => {
    expect(refusalFor(409, REFUSALS.conflict)).toBe('conflict');
    expect(refusalFor(409, 'This transaction id is already in use.')).toBeUndefined();
    expect(refusalFor(429, 'ThrottlerException: Too Many Requests')).toBe('tooManyRequests');
    expect(refusalFor(413, undefined)).toBe('payloadTooLarge');
  });
});
