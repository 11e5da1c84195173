/**
 * @jest-environment node
 */
import { afterSignIn, signInRedirect } from './guards';
import { pageTitle, routeLayoutOf, titleKeyOf } from '../lib/route-handle';

describe('sign-in redirects', () => {
  it('sends an unauthenticated visit to home-page with the redirectURL, except /sign-out and the root', () => {
    expect(signInRedirect('/monthly-tax', '?year=2026')).toBe('/home-page?redirectURL=%2Fmonthly-tax%3Fyear%3D2026');
    expect(signInRedirect('/sign-out', '')).toBe('/home-page');
    expect(signInRedirect('/', '')).toBe('/home-page');
  });
  it('after sign-in goes to the redirectURL inside the app, never to another site or back to an auth page', () => {
    expect(afterSignIn('/monthly-tax?year=2026')).toBe('/monthly-tax?year=2026');
    expect(afterSignIn(null)).toBe('/dashboards');
    expect(afterSignIn('https://evil.example/')).toBe('/dashboards');
    expect(afterSignIn('//evil.example/')).toBe('/dashboards');
    expect(afterSignIn('/sign-in')).toBe('/dashboards');
  });
});

describe('route data', () => {
  const matches = [{ handle: { layout: 'empty' } }, { handle: { title: 'label.menu.system' } }, { handle: undefined }] as never;
  it('the deepest title and layout win', () => {
    expect(titleKeyOf(matches)).toBe('label.menu.system');
    expect(routeLayoutOf(matches)).toBe('empty');
  });
  it("a page whose access rule refuses the user is titled 'No access' (it shows the no-access page)", () => {
    const guarded = [{ handle: {} }, { handle: { title: 'mailbox.title', access: { kinds: ['staff'] } } }] as never;
    expect(titleKeyOf(guarded, { kind: 'customer', role: 2, permissions: ['ALL_FUNCTIONS'] })).toBe('error.noAccess.title');
    expect(titleKeyOf(guarded, { kind: 'staff', role: 1, permissions: [] })).toBe('mailbox.title');
    expect(titleKeyOf(guarded)).toBe('mailbox.title');
  });
  it("page title is '<route title> | <app name>'", () => {
    expect(pageTitle('System', 'Cis')).toBe('System | Cis');
    expect(pageTitle(null, 'Cis')).toBe('Cis');
  });
});
