/**
 * WCAG AA colour contrast of what a page shows, checked by axe-core (a pinned devDependency of test/) inside the
 * page: only the color-contrast rule (4.5:1 for normal text, 3:1 for large text).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * One line per element that fails: its selector, the colours and the ratio measured. axe-core decides for most
 * text; what it leaves undecided because the element overlaps another (a count badge on its icon button) is
 * measured here from the element's own opaque background (solidBackgroundViolations).
 */
export async function contrastViolations(page: Page, include?: string): Promise<string[]> {
  return [...(await axeViolations(page, include)), ...(await solidBackgroundViolations(page, include))];
}

/**
 * Elements with text of their own on an opaque background of their own (badges, chips, buttons): the contrast of
 * their computed text colour (blended over that background when translucent) with it, against 4.5:1 (3:1 for large
 * text). Disabled and invisible elements are left out, as WCAG does.
 */
export async function solidBackgroundViolations(page: Page, include?: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const parse = (c: string): [number, number, number, number] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(c);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const roots = scope ? Array.from(document.querySelectorAll(scope)) : [document.body];
    const out: string[] = [];
    for (const root of roots) {
      for (const el of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))] as HTMLElement[]) {
        const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
        if (!ownText) continue;
        const style = getComputedStyle(el);
        const bg = parse(style.backgroundColor);
        if (!bg || bg[3] < 1 || style.backgroundImage !== 'none') continue;
        if (el.closest(':disabled, [aria-disabled="true"], [hidden]') || style.visibility === 'hidden' || el.getClientRects().length === 0) continue;
        let opacity = 1;
        for (let a: HTMLElement | null = el; a; a = a.parentElement) opacity *= Number(getComputedStyle(a).opacity);
        if (opacity < 0.99) continue; // fading in or out: not a settled colour
        const fg = parse(style.color)!;
        const alpha = fg[3];
        const text = [0, 1, 2].map((i) => fg[i] * alpha + bg[i] * (1 - alpha));
        const [hi, lo] = [lum(text), lum(bg)].sort((x, y) => y - x);
        const ratio = (hi + 0.05) / (lo + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        if (ratio < (large ? 3 : 4.5)) {
          const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
          out.push(`${name} "${(el.textContent ?? '').trim().slice(0, 30)}": contrast ${ratio.toFixed(2)} (${style.color} on ${style.backgroundColor})`);
        }
      }
    }
    return out;
  }, include ?? null);
}

async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { nodes: { target: string[]; any: { message: string }[] }[] }[] }> } }).axe;
    const result = await axe.run(scope ? { include: [[scope]] } : document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`));
  }, include ?? null);
}

/**
 * Waits until the page uses the PrimeReact theme `primeName` (e.g. lara-dark-teal): its link is in place, loaded and
 * applied (the document's --primary-color is the one that stylesheet declares).
 */
export async function themeApplied(page: Page, baseUrl: string, primeName: string): Promise<void> {
  const css = await (await fetch(`${baseUrl}/themes/${primeName}/theme.css`)).text();
  const primary = /--primary-color:\s*(#[0-9a-fA-F]{3,8})/.exec(css)?.[1];
  if (!primary) throw new Error(`no --primary-color in ${primeName}`);
  await page.waitForFunction(
    ([name, colour]) => {
      const link = document.getElementById('cis-theme') as HTMLLinkElement | null;
      return !!link?.href.includes(`/themes/${name}/`) && getComputedStyle(document.documentElement).getPropertyValue('--primary-color').trim().toLowerCase() === colour.toLowerCase();
    },
    [primeName, primary] as const,
  );
}
