import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Nest's Express adapter sends a handler's bare `true` or number as text/html ("true") and `null` as an empty body,
 * so a client's JSON parser sees a string or nothing. Every scalar answer of the API is JSON: `true`, `42`, `null`.
 * Strings are left alone (the few handlers that answer one, such as CSV or HTML pages, set their own type).
 *
 * Done where Nest writes the answer rather than in a global interceptor: any interceptor makes Nest wrap every
 * route's handler in an async-resource binding (a deprecated form on Node 20, about 2% of a write's CPU).
 */
export class JsonScalarsExpressAdapter extends ExpressAdapter {
  // Express's response: the adapter types it any, and Nest passes it the response of the request it answers.
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (body === null || typeof body === 'boolean' || typeof body === 'number') {
      if (!response.headersSent) {
        response.setHeader('Content-Type', JSON_CONTENT_TYPE);
        return super.reply(response, JSON.stringify(body), statusCode);
      }
    }
    return super.reply(response, body, statusCode);
  }
}
