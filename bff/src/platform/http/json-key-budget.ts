import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_OBJECT_KEYS, MAX_REQUEST_KEYS } from '@cis/contracts';
import { ValidationFailed } from '../errors/error-envelope.filter';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
/** Marks an array on the stack of open containers (objects hold their key count, from 0). */
const ARRAY = -1;

export interface KeyBudgetProblem {
  /** The limit passed: keys of one object, or keys of the whole body. */
  limit: 'object' | 'request';
  max: number;
}

/**
 * Counts the keys of a JSON text without parsing it, and stops at the first object with more than maxPerObject keys
 * or once the text holds more than maxTotal keys. Linear in the bytes read, which for a body over the limits is only
 * as far as the first object that passes them.
 *
 * Why before JSON.parse: V8 builds an object of 150,000 keys in dictionary mode, which alone takes a few hundred
 * milliseconds of the event loop (about 0.4 s on the shared CI machine), and validation afterwards is quadratic in
 * an object's key count (class-transformer de-duplicates keys with indexOf: 11 s for that body). Counting here costs
 * a few milliseconds for a 2 MiB body and almost nothing for the small bodies of everyday requests.
 *
 * The text is not checked for validity: outside strings a colon only ever separates a key from its value, so in
 * valid JSON the count is exact, and invalid JSON is refused by the parser right after.
 */
export function findKeyBudgetProblem(text: Buffer, maxPerObject = MAX_OBJECT_KEYS, maxTotal = MAX_REQUEST_KEYS): KeyBudgetProblem | null {
  const open: number[] = [];
  let total = 0;
  const length = text.length;
  for (let i = 0; i < length; i += 1) {
    const byte = text[i];
    if (byte === QUOTE) {
      // Skip the string: to the next quote not escaped by an odd run of backslashes (native search between them).
      let end = text.indexOf(QUOTE, i + 1);
      while (end !== -1) {
        let backslashes = 0;
        for (let j = end - 1; j > i && text[j] === BACKSLASH; j -= 1) backslashes += 1;
        if (backslashes % 2 === 0) break;
        end = text.indexOf(QUOTE, end + 1);
      }
      if (end === -1) return null; // an unterminated string: the parser refuses it
      i = end;
    } else if (byte === COLON) {
      const top = open.length - 1;
      if (top >= 0 && open[top] !== ARRAY) {
        open[top] += 1;
        total += 1;
        if (open[top] > maxPerObject) return { limit: 'object', max: maxPerObject };
        if (total > maxTotal) return { limit: 'request', max: maxTotal };
      }
    } else if (byte === OPEN_OBJECT) {
      open.push(0);
    } else if (byte === OPEN_ARRAY) {
      open.push(ARRAY);
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      open.pop();
    }
  }
  return null;
}

/**
 * body-parser's `verify` hook for JSON bodies: runs on the raw bytes before JSON.parse and refuses a body over the
 * key limits with a 400 in the envelope naming the body (code tooManyKeys, params {max}).
 */
export function refuseJsonOverKeyBudget(_request: IncomingMessage, _response: ServerResponse, body: Buffer): void {
  const problem = findKeyBudgetProblem(body);
  if (!problem) return;
  const what = problem.limit === 'object' ? `an object with more than ${problem.max} keys` : `more than ${problem.max} keys in all`;
  const refused = new ValidationFailed([{
    field: 'body', code: 'tooManyKeys', params: { max: problem.max },
    userMessage: 'The request has too many fields.', developerMessage: `body has ${what}`,
  }]);
  // body-parser answers a verify failure 403 unless the error carries its own status (an HttpException's is 400).
  throw refused;
}
