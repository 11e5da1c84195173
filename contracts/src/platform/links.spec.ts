import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IsSafeLink } from './dto-helpers';
import { isSafeLink } from './links';

describe('safe links (messages, notifications, shortcuts)', () => {
  it('accepts in-app paths and http, https and mailto URLs', () => {
    for (const link of ['/', '/apps/mailbox', '/apps/mailbox/inbox/1?x=1#top', 'https://www.tax.gov.kh/en/', 'http://localhost:3000/x', 'HTTPS://example.com', 'mailto:help@cis.test']) {
      expect({ link, safe: isSafeLink(link) }).toEqual({ link, safe: true });
    }
  });

  it('refuses script and data links, however they are written, and anything a browser would read differently', () => {
    for (const link of [
      'javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'javascript:alert(1) ', 'java\tscript:alert(1)',
      'java\nscript:alert(1)', '\u0000javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'blob:https://x/1',
      '//evil.example/path', '/\\evil.example', 'https:\\\\evil.example', 'https:evil.example', 'http://', 'mailto:',
      'apps/mailbox', 'c', '', '#x',
    ]) {
      expect({ link, safe: isSafeLink(link) }).toEqual({ link, safe: false });
    }
    expect(isSafeLink(null)).toBe(false);
    expect(isSafeLink(42)).toBe(false);
  });

  it('IsSafeLink names the rule safeLink', () => {
    class Sample {
      @IsSafeLink() link!: string;
    }
    const [error] = validateSync(plainToInstance(Sample, { link: 'javascript:alert(1)' }));
    expect(error?.property).toBe('link');
    expect(Object.keys(error?.constraints ?? {})).toEqual(['safeLink']);
    expect(validateSync(plainToInstance(Sample, { link: '/apps/notes' }))).toEqual([]);
  });
});
