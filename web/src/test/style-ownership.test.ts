/**
 * Where a style lives (docs/adding-an-area.md, "Styles"): a feature's own rules sit in a stylesheet beside its
 * components (imported by them, so Vite ships it with the feature's lazy chunk); web/src/shell/styles holds the
 * chrome's layout and the building blocks several features share; a shell component's own rules sit beside it (the
 * top bar's popups, the team chat), as lib's sheets go with lib's components.
 *
 * A class's users are the files whose string literals name it (className="a b", `x-${y}` counts as every class that
 * starts with "x-", '.a' in a selector string); fixtures and contracts count too (class names in served content).
 * A selector's users are those of its rarest class: it matches only where every one of its classes is present.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import postcss from 'postcss';
import * as ts from 'typescript';

const ROOT = resolve(__dirname, '../../..');
const WEB = join(ROOT, 'web/src');

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}
const isCode = (path: string) => /\.tsx?$/.test(path) && !/\.(test|spec)\.tsx?$/.test(path);

/** 'feature:<name>', 'shell', 'lib', 'app' (app/, main.tsx, index.html) or 'data' (fixtures, contracts). */
function ownerOf(file: string): string {
  const rel = relative(ROOT, file);
  const feature = /^web\/src\/features\/([^/]+)\//.exec(rel);
  if (feature) return `feature:${feature[1]}`;
  const layer = /^web\/src\/([^/]+)\//.exec(rel);
  if (layer) return layer[1] === 'test' ? 'app' : layer[1];
  return rel.startsWith('web/') ? 'app' : 'data';
}

const tokens = new Map<string, Set<string>>();
const prefixes: { prefix: string; owner: string }[] = [];
function note(text: string, owner: string, dynamicEnd: boolean) {
  for (const token of text.split(/[^A-Za-z0-9_-]+/)) {
    if (!token) continue;
    if (!tokens.has(token)) tokens.set(token, new Set());
    tokens.get(token)!.add(owner);
  }
  const prefix = dynamicEnd ? /([A-Za-z][\w-]*-)$/.exec(text) : null;
  if (prefix) prefixes.push({ prefix: prefix[1], owner });
}
function scan(file: string) {
  const owner = ownerOf(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) note(node.text, owner, node.text.endsWith('-'));
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) note(node.text, owner, true);
    else if (ts.isTemplateTail(node)) note(node.text, owner, false);
    ts.forEachChild(node, visit);
  };
  visit(source);
}
for (const dir of ['web/src', 'fixtures/src', 'contracts/src']) for (const file of files(join(ROOT, dir))) if (isCode(file)) scan(file);
for (const m of readFileSync(join(ROOT, 'web/index.html'), 'utf8').matchAll(/class="([^"]*)"/g)) note(m[1], 'app', false);

function usersOf(cls: string): Set<string> {
  const users = new Set(tokens.get(cls) ?? []);
  for (const { prefix, owner } of prefixes) if (cls.startsWith(prefix) && cls.length > prefix.length) users.add(owner);
  return users;
}
/** PrimeReact's, PrimeIcons' and the flags' classes, and the scheme on <body>: not ours to place. */
const library = (cls: string) => /^(p|pi|fi|flag)-/.test(cls) || ['pi', 'fi', 'dark', 'light'].includes(cls);
function classesOf(selector: string): string[] {
  const required = selector.replace(/:(not|where|is)\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...required.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]).filter((c) => !library(c));
}

interface Finding { at: string; selector: string; users: string[]; dead?: string }
function selectors(sheet: string): Finding[] {
  const found: Finding[] = [];
  postcss.parse(readFileSync(sheet, 'utf8'), { from: sheet }).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) {
      const at = `${relative(ROOT, sheet)}:${rule.source?.start?.line}`;
      let rarest: string[] | null = null;
      let dead: string | undefined;
      for (const cls of classesOf(selector)) {
        const users = [...usersOf(cls)].sort();
        if (users.length === 0) { dead = cls; break; }
        if (!rarest || users.length < rarest.length) rarest = users;
      }
      found.push({ at, selector, users: rarest ?? ['(no class of ours)'], dead });
    }
  });
  return found;
}
const sheets = [...files(WEB)].filter((f) => f.endsWith('.css'));
/** Each `import './x.css'` in web/src's code: the importing file and the sheet's path. */
const cssImports = [...files(WEB)].filter((f) => /\.tsx?$/.test(f)).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(?:[^'"]*from\s+)?['"](\.[^'"]+\.css)['"]/gm)].map((m) => ({ file, sheet: resolve(dirname(file), m[1]) })));
const show = (f: Finding) => `${f.at} ${f.selector}${f.dead ? ` (no code names .${f.dead})` : ` (used by ${f.users.join(', ')})`}`;

describe('where styles live', () => {
  it('no stylesheet keeps a selector that nothing renders', () => {
    const dead = sheets.flatMap(selectors).filter((f) => f.dead).map(show);
    expect(dead).toEqual([]);
  });

  it('the shell\'s and lib\'s sheets keep no selector only one feature uses: it moves beside that feature', () => {
    const shared = sheets.filter((f) => /web\/src\/(shell|lib)\//.test(f));
    const single = shared.flatMap(selectors).filter((f) => !f.dead && f.users.length === 1 && f.users[0].startsWith('feature:')).map(show);
    expect(single).toEqual([]);
  });

  it('a feature\'s sheet styles that feature: each selector names one of its classes', () => {
    const foreign = sheets.filter((f) => f.includes('/features/')).flatMap((sheet) => {
      const home = ownerOf(sheet);
      return selectors(sheet).filter((f) => !f.dead && !classesOf(f.selector).some((c) => usersOf(c).has(home)) && f.users[0] !== '(no class of ours)').map(show);
    });
    expect(foreign).toEqual([]);
  });

  it('a feature imports only its own stylesheets; the shell, lib and app import none of a feature\'s', () => {
    const wrong = cssImports.filter(({ file, sheet }) => ownerOf(sheet).startsWith('feature:') && ownerOf(sheet) !== ownerOf(file))
      .map(({ file, sheet }) => `${relative(ROOT, file)} imports ${relative(ROOT, sheet)}`);
    expect(wrong).toEqual([]);
  });

  it('a sheet is imported by a component beside it (its folder or below); shell/styles\' by the app or the layout', () => {
    const SHELL_STYLES = join(WEB, 'shell/styles');
    const unplaced = sheets.filter((sheet) => {
      const home = dirname(sheet) === SHELL_STYLES ? WEB : dirname(sheet);
      return !cssImports.some(({ file, sheet: imported }) => imported === sheet && file.startsWith(`${home}/`));
    });
    expect(unplaced.map((sheet) => relative(ROOT, sheet))).toEqual([]);
  });
});
