import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED, redactQuery, redactRequestForLog, redactUrl } from './log-redaction';

describe('secrets in request URLs never reach the log (issue 17 point 5)', () => {
  it('replaces the values of secret-looking query parameters, and nothing else', () => {
    expect(redactUrl('/reset-password?token=abc-DEF_123')).toBe(`/reset-password?token=${REDACTED}`);
    expect(redactUrl('/x?a=1&accessToken=eyJ.x.y&b=2#frag')).toBe(`/x?a=1&accessToken=${REDACTED}&b=2#frag`);
    expect(redactUrl('/x?PASSWORD=p&api_key=k&page=2')).toBe(`/x?PASSWORD=${REDACTED}&api_key=${REDACTED}&page=2`);
    expect(redactUrl('/api/apps/mailbox/mails?folder=inbox&page=1')).toBe('/api/apps/mailbox/mails?folder=inbox&page=1');
    expect(redactUrl('/reset-password#token=abc')).toBe('/reset-password#token=abc');
    expect(redactUrl(undefined)).toBeUndefined();
    const query = { token: 'abc', page: '2' };
    expect(redactQuery(query)).toEqual({ token: REDACTED, page: '2' });
    expect(query.token).toBe('abc');
  });

  it('writes a request line without the reset token, through pino and the standard request serializer', () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
    const logger = pino({ serializers: { req: (req) => redactRequestForLog(pino.stdSerializers.req(req)) } }, sink);
    const request = { method: 'GET', originalUrl: '/reset-password?token=s3cret-reset-token', query: { token: 's3cret-reset-token' }, headers: {}, socket: {} };
    logger.info({ req: request }, 'request completed');
    expect(lines.join('')).toContain('/reset-password?token=[Redacted]');
    expect(lines.join('')).not.toContain('s3cret-reset-token');
    expect(request.originalUrl).toBe('/reset-password?token=s3cret-reset-token');
  });
});
