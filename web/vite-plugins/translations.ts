import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds /assets/i18n/<code>.json from the translation files kept beside the code that uses them:
 * web/src/shell/i18n/<code>.json for the shell, web/src/lib/i18n/<code>.json for the shared parts and
 * web/src/features/<area>/i18n/<code>.json for each area. One
 * merged file per language keeps the runtime contract (one fetch per language) while letting every area own
 * its strings. Two files defining the same key is a build error, so an area can never silently override another.
 */
export const LANGUAGE_CODES = ['en-US', 'km'] as const;

function translationFiles(srcDir: string, code: string): string[] {
  const files: string[] = [];
  const shell = join(srcDir, 'shell', 'i18n', `${code}.json`);
  if (existsSync(shell)) files.push(shell);
  const lib = join(srcDir, 'lib', 'i18n', `${code}.json`);
  if (existsSync(lib)) files.push(lib);
  const features = join(srcDir, 'features');
  for (const area of existsSync(features) ? readdirSync(features).sort() : []) {
    const file = join(features, area, 'i18n', `${code}.json`);
    if (existsSync(file) && statSync(file).isFile()) files.push(file);
  }
  return files;
}

type Tree = { [key: string]: string | Tree };

function mergeInto(target: Tree, source: Tree, origin: Map<string, string>, file: string, prefix = ''): void {
  for (const [key, value] of Object.entries(source)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const existing = target[key];
    if (typeof value === 'object' && value !== null) {
      if (existing === undefined) target[key] = {};
      else if (typeof existing === 'string') throw new Error(`Translation key ${path} in ${file} clashes with ${origin.get(path)}`);
      mergeInto(target[key] as Tree, value, origin, file, path);
    } else {
      if (existing !== undefined) throw new Error(`Translation key ${path} in ${file} is also defined in ${origin.get(path)}`);
      target[key] = value;
      origin.set(path, file);
    }
  }
}

/** The merged translations of one language. */
export function mergedTranslations(srcDir: string, code: string): Tree {
  const merged: Tree = {};
  const origin = new Map<string, string>();
  for (const file of translationFiles(srcDir, code)) {
    mergeInto(merged, JSON.parse(readFileSync(file, 'utf8')) as Tree, origin, relative(srcDir, file));
  }
  return merged;
}

export function translations(srcDir: string): Plugin {
  return {
    name: 'cis-translations',
    configureServer(server) {
      server.middlewares.use('/assets/i18n', (req, res, next) => {
        const match = /^\/([A-Za-z-]+)\.json$/.exec((req.url ?? '').split('?')[0]);
        if (!match || !(LANGUAGE_CODES as readonly string[]).includes(match[1])) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(mergedTranslations(srcDir, match[1])));
      });
    },
    generateBundle() {
      for (const code of LANGUAGE_CODES) {
        this.emitFile({ type: 'asset', fileName: `assets/i18n/${code}.json`, source: JSON.stringify(mergedTranslations(srcDir, code)) });
      }
    },
  };
}
