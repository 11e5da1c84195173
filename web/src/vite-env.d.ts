/// <reference types="vite/client" />

/** The client version, from web/package.json at build time (compared with GET /public/uiversions/1). */
declare const __APP_VERSION__: string;
