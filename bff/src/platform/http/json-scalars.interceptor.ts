import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Nest sends a handler's bare `true`, number or `null` as text/html ("true") or as an empty body (null), so a
 * client's JSON parser sees a string or nothing. Every scalar answer of the API is JSON: `true`, `42`, `null`.
 * Strings are left alone (the few handlers that answer one, such as CSV or HTML pages, set their own type).
 */
@Injectable()
export class JsonScalarsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (response.headersSent) return body;
        if (body === null || typeof body === 'boolean' || typeof body === 'number') {
          response.setHeader('Content-Type', JSON_CONTENT_TYPE);
          return JSON.stringify(body);
        }
        return body;
      }),
    );
  }
}
