/**
 * WCAG AA colour contrast of what a page shows, checked by axe-core (a pinned devDependency of test/) inside the
 * page: only the color-contrast rule (4.5:1 for normal text, 3:1 for large text).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One line per element that fails: its selector, the colours and the ratio axe measured. */
export async function contrastViolations(page: Page, include?: string): Promise<string[]> {
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
