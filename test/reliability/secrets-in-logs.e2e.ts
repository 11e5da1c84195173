/**
 * No secret in the logs: a real BFF process at LOG_LEVEL=Debug goes through sign-in, sign-up, a password reset,
 * authenticated calls, refused tokens and a socket handshake; its whole output must not contain any password,
 * token, reset token, the JWT secret, the payment merchant key or the database password.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { BffHost, call, DEMO_PASSWORD, signIn } from './bff-process';

jest.setTimeout(3 * 60_000);

/** The database URL with a password in it (PostgreSQL's trust authentication ignores it; the logs must too). */
function databaseUrlWithPassword(password: string): string | null {
  if (!process.env.DATABASE_URL) return null;
  const url = new URL(process.env.DATABASE_URL);
  url.password = password;
  return url.toString();
}

function fileOutbox(dir: string): string {
  return existsSync(dir) ? readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n') : '';
}

async function postgresOutbox(schema: string, recipient: string): Promise<string> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT body FROM "${schema}".mail_outbox WHERE recipient = $1`, [recipient]);
    return rows.map((row: { body: string }) => row.body).join('\n');
  } finally {
    await client.end();
  }
}

describe('secrets never reach the logs', () => {
  it('keeps passwords, tokens, reset tokens and keys out of a Debug-level log', async () => {
    const dbPassword = 'db-pass-' + Math.random().toString(36).slice(2);
    const databaseUrl = databaseUrlWithPassword(dbPassword);
    const schema = `rel_logs_${Date.now().toString(36)}`;
    const merchantKey = 'merchant-key-' + Math.random().toString(36).slice(2);
    const host = new BffHost(databaseUrl ? { kind: 'postgres', schema } : { kind: 'sqlite' }, {
      LOG_LEVEL: 'Debug', PAYMENT_MERCHANT_KEY: merchantKey,
    });
    const originalUrl = process.env.DATABASE_URL;
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    try {
      await host.start();
      const secrets: Record<string, string> = { 'demo password': DEMO_PASSWORD, 'JWT secret': host.jwtSecret, 'merchant key': merchantKey };
      if (databaseUrl) secrets['database password'] = dbPassword;

      const token = await signIn(host.url, 'customer@cis.test');
      secrets['access token'] = token;
      secrets['access token signature'] = token.split('.')[2];
      await call(host.url, 'GET', '/api/common/messages', token);
      await call(host.url, 'POST', '/api/common/messages', token, { message: { title: 'logged?' } });
      await call(host.url, 'POST', '/api/auth/sign-in-with-token', undefined, { accessToken: token });
      await call(host.url, 'POST', '/api/auth/sign-in', undefined, { email: 'customer@cis.test', password: 'wrong-password-guess' });
      secrets['wrong password'] = 'wrong-password-guess';

      const newPassword = 'Fresh-pass-' + Math.random().toString(36).slice(2);
      secrets['sign-up password'] = newPassword;
      expect((await call(host.url, 'POST', '/api/auth/sign-up', undefined, { name: 'Log Test', email: 'logs@cis.test', password: newPassword })).status).toBe(200);
      expect((await call(host.url, 'POST', '/api/auth/forgot-password', undefined, { email: 'logs@cis.test' })).status).toBe(200);
      // The mail is written after the answer (known and unknown emails are answered alike): in DATA_DIR/outbox with the
      // embedded store, in the store's mail_outbox table with PostgreSQL (docs/operations.md).
      let mail = '';
      for (const until = Date.now() + 10_000; !/token=/.test(mail) && Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
        mail = databaseUrl ? await postgresOutbox(schema, 'logs@cis.test') : fileOutbox(join(host.dataDir, 'outbox'));
      }
      const resetToken = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      expect(resetToken).toBeDefined();
      secrets['reset token'] = resetToken!;
      // A link mailed before the token moved to the fragment puts it in the query string: the request log redacts it.
      await call(host.url, 'GET', `/reset-password?token=${resetToken}`);
      const resetPassword = 'Reset-pass-' + Math.random().toString(36).slice(2);
      secrets['reset password'] = resetPassword;
      expect((await call(host.url, 'POST', '/api/auth/reset-password', undefined, { token: resetToken, password: resetPassword })).status).toBe(200);

      const forged = token.slice(0, -4) + 'AAAA';
      secrets['refused token'] = forged;
      expect((await call(host.url, 'GET', '/api/common/messages', forged)).status).toBe(401);
      const socket = io(host.url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      socket.close();
      const refusedSocket = io(host.url, { auth: { token: forged }, transports: ['websocket'], reconnection: false, forceNew: true });
      await new Promise<void>((resolve) => refusedSocket.once('connect_error', () => resolve()));
      refusedSocket.close();
      await call(host.url, 'GET', '/health');
      await host.stop();

      const log = host.fullOutput();
      expect(log.length).toBeGreaterThan(1000);
      expect(log).toContain('/api/common/messages');
      const leaked = Object.entries(secrets).filter(([, value]) => log.includes(value)).map(([name]) => name);
      // eslint-disable-next-line no-console
      console.log(`secrets in logs: ${Object.keys(secrets).length} secrets checked against ${log.split('\n').length} Debug log lines; leaked: ${leaked.join(', ') || 'none'}`);
      expect(leaked).toEqual([]);
    } finally {
      process.env.DATABASE_URL = originalUrl;
      if (originalUrl === undefined) delete process.env.DATABASE_URL;
      await host.drop();
    }
  });
});
