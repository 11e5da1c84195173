import { followStoredLink } from './links';

describe('following a stored link', () => {
  const follow = (link: string | null, useRouter = false) => {
    const navigate = jest.fn();
    const open = jest.fn();
    const followed = followStoredLink({ link, useRouter }, { navigate, open });
    return { followed, navigate: navigate.mock.calls.map(([p]) => p), open: open.mock.calls.map(([u]) => u) };
  };

  it('follows in-app paths with the router and http, https and mailto links by leaving the page', () => {
    expect(follow('/apps/mailbox', true)).toEqual({ followed: true, navigate: ['/apps/mailbox'], open: [] });
    expect(follow('/vendor-dashboard')).toEqual({ followed: true, navigate: [], open: ['/vendor-dashboard'] });
    expect(follow('https://www.tax.gov.kh/en/')).toEqual({ followed: true, navigate: [], open: ['https://www.tax.gov.kh/en/'] });
    expect(follow('mailto:help@cis.test')).toEqual({ followed: true, navigate: [], open: ['mailto:help@cis.test'] });
  });

  it('never follows javascript:, data: or other links the server refuses, with the router or without', () => {
    const hostile = [
      'javascript:alert(document.cookie)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x', '/\\evil.example',
      'apps/mailbox', '', null,
    ];
    for (const link of hostile) {
      for (const useRouter of [true, false]) expect({ link, ...follow(link, useRouter) }).toEqual({ link, followed: false, navigate: [], open: [] });
    }
  });
});
