/** jsdom lacks TextEncoder/TextDecoder, which react-router needs: borrow Node's in component tests (import first). */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
