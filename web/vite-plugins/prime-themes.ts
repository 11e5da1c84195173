import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Serves the PrimeReact theme stylesheets the appearance switcher links to (/themes/<name>/theme.css) without
 * bundling them: each theme is about 220 KB of CSS and the page needs exactly one. In development they are read
 * from node_modules; in a build they are emitted under dist/themes/, with the shared Inter font once in
 * dist/themes/fonts/.
 */
export const PRIME_THEMES = [
  'lara-light-indigo', 'lara-dark-indigo',
  'lara-light-blue', 'lara-dark-blue',
  'lara-light-teal', 'lara-dark-teal',
  'lara-light-pink', 'lara-dark-pink',
  'lara-light-purple', 'lara-dark-purple',
  'lara-light-amber', 'lara-dark-amber',
] as const;

const require = createRequire(import.meta.url);

function themesDir(): string {
  return join(dirname(require.resolve('primereact/package.json')), 'resources', 'themes');
}

function themeCss(name: string): string {
  const css = readFileSync(join(themesDir(), name, 'theme.css'), 'utf8');
  return css.replace(/url\((["']?)\.\/fonts\//g, 'url($1../fonts/');
}

function fontFiles(): string[] {
  return readdirSync(join(themesDir(), PRIME_THEMES[0], 'fonts'));
}

export function primeThemes(): Plugin {
  return {
    name: 'cis-prime-themes',
    configureServer(server) {
      server.middlewares.use('/themes', (req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        const css = /^\/([a-z-]+)\/theme\.css$/.exec(url);
        if (css && (PRIME_THEMES as readonly string[]).includes(css[1])) {
          res.setHeader('Content-Type', 'text/css');
          res.end(themeCss(css[1]));
          return;
        }
        const font = /^\/fonts\/([\w.-]+\.woff2)$/.exec(url);
        const file = font ? join(themesDir(), PRIME_THEMES[0], 'fonts', font[1]) : '';
        if (font && existsSync(file)) {
          res.setHeader('Content-Type', 'font/woff2');
          res.end(readFileSync(file));
          return;
        }
        next();
      });
    },
    generateBundle() {
      for (const name of PRIME_THEMES) {
        this.emitFile({ type: 'asset', fileName: `themes/${name}/theme.css`, source: themeCss(name) });
      }
      for (const font of fontFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `themes/fonts/${font}`,
          source: new Uint8Array(readFileSync(join(themesDir(), PRIME_THEMES[0], 'fonts', font))),
        });
      }
    },
  };
}
