import { startTestApp } from '../testing/test-app';

/**
 * Issue 15 point 8: the provider's return page inside the top-up frame. Over plain http, helmet's default
 * upgrade-insecure-requests sent the sandbox's redirect back to the return page to https, which form-action and
 * frame-src 'self' then refused (console errors, an error page in the frame). The directive is sent only when the
 * portal's public address is https.
 */
describe('Content-Security-Policy: upgrade-insecure-requests', () => {
  it('is not sent by a portal reached over http (the default PUBLIC_BASE_URL): its own redirects stay on http', async () => {
    const t = await startTestApp();
    try {
      const csp = (await t.http.get('/sandbox/payments/checkout')).headers['content-security-policy'] as string;
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-src 'self'");
    } finally {
      await t.close();
    }
  });

  it('is sent when PUBLIC_BASE_URL is https', async () => {
    const t = await startTestApp({ env: { PUBLIC_BASE_URL: 'https://tax.example.kh' } });
    try {
      const csp = (await t.http.get('/health')).headers['content-security-policy'] as string;
      expect(csp).toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });
});
