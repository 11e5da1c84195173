import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transformWithEsbuild, type Plugin } from 'vite';
import { PRIME_THEMES, themeCssFrom } from './prime-theme-css';

/**
 * Serves the PrimeReact theme stylesheets the appearance switcher links to (/themes/<name>/theme.css) without
 * bundling them: each theme is about 220 KB of CSS and the page needs exactly one. In development they are read
 * from node_modules; in a build they are emitted (minified) under dist/themes/.
 */
export { PRIME_THEMES };

const require = createRequire(import.meta.url);

function themesDir(): string {
  return join(dirname(require.resolve('primereact/package.json')), 'resources', 'themes');
}

function rawTheme(name: string): string {
  return readFileSync(join(themesDir(), name, 'theme.css'), 'utf8');
}

/** A theme's CSS as the portal serves it (see prime-theme-css.ts: the portal's font, an accessible primary). */
export function themeCss(name: string): string {
  return themeCssFrom(name, rawTheme);
}

/** themeHref of the default theme must match what index.html links, or the page downloads the theme twice. */
export function primeThemes({ version }: { version: string }): Plugin {
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
        next();
      });
    },
    transformIndexHtml(html) {
      // The client links the theme with ?v=<app version> (appearance.logic themeHref); the page must start with the same URL.
      return html.replace(/(href="\/themes\/[a-z-]+\/theme\.css)"/, `$1?v=${encodeURIComponent(version)}"`);
    },
    async generateBundle() {
      for (const name of PRIME_THEMES) {
        const { code } = await transformWithEsbuild(themeCss(name), `${name}.css`, { loader: 'css', minify: true });
        this.emitFile({ type: 'asset', fileName: `themes/${name}/theme.css`, source: code });
      }
    },
  };
}
