import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { DEFAULT_LANGUAGE } from '../contracts/src/platform/constants';
import { preloadLanding } from './vite-plugins/preload-landing';
import { precompress } from './vite-plugins/precompress';
import { primeThemes } from './vite-plugins/prime-themes';
import { translations } from './vite-plugins/translations';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8')) as { version: string };
const bff = process.env.BFF_URL ?? 'http://localhost:3000';
/** flag-icons' folder wherever npm put it (hoisted or not), for the contacts' flag glob (`@flag-icons/...`). */
const flagIcons = dirname(createRequire(import.meta.url).resolve('flag-icons/package.json'));

export default defineConfig({
  root: here('.'),
  plugins: [
    react(),
    primeThemes({ version: pkg.version }),
    translations(here('./src')),
    preloadLanding({ entries: ['src/features/auth/SignInPage.tsx'], language: DEFAULT_LANGUAGE, version: pkg.version }),
    // Last: compresses what every plugin before it wrote.
    precompress(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  resolve: {
    alias: [
      { find: /^@cis\/contracts$/, replacement: here('../contracts/src/index.ts') },
      { find: /^@flag-icons\//, replacement: `${flagIcons}/` },
    ],
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 900,
    // Every browser the portal supports preloads modules natively (Chromium, Firefox 115+, Safari 17+); the polyfill
    // was half a kilobyte of the sign-in page's budget for browsers that only lose the preloading, not the page.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': bff,
      '/public': bff,
      '/health': bff,
      '/socket.io': { target: bff, ws: true },
    },
  },
});
