import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads TextEncoder at import time and jsdom has none: tests that render routes import this first.
Object.assign(globalThis, { TextEncoder, TextDecoder });
