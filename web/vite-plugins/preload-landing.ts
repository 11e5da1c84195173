import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
import { translationUrl } from '../src/app/translation-url';

/**
 * A cold visit usually lands on sign-in, whose screen is a lazily loaded route chunk and whose text waits for the
 * translations: both would start only after the main script ran, one more round trip before anything shows. This
 * makes index.html name them up front (modulepreload for the route chunk and its imports, preload for the default
 * language's file), so they download alongside the main script. A signed-in visit downloads these few KB for nothing;
 * a visitor who chose another language downloads the default file for nothing.
 */
export function preloadLanding({ entries, language, version }: { entries: string[]; language: string; version: string }): Plugin {
  return {
    name: 'cis-preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const files = new Set<string>();
        const visit = (chunk: OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) visit(byFile.get(imported));
        };
        for (const entry of entries) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(entry));
          if (!chunk) throw new Error(`preload-landing: no chunk for ${entry}`);
          visit(chunk);
        }
        const scripts = [...files].filter((file) => !html.includes(`/${file}"`)).map((file) => ({
          tag: 'link', injectTo: 'head' as const, attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        }));
        const styles = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])
          .filter((css) => !html.includes(`/${css}"`))
          .map((css) => ({ tag: 'link', injectTo: 'head' as const, attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` } }));
        return [
          ...scripts,
          ...styles,
          { tag: 'link', injectTo: 'head', attrs: { rel: 'preload', as: 'fetch', crossorigin: true, href: translationUrl(language, version) } },
        ];
      },
    },
  };
}
