import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CATALOGUE, type ErrorEnvelope } from '@cis/contracts';

/**
 * Requests Node's HTTP parser refuses before Express sees them (a URL or headers over the size limit, a malformed
 * request line) are answered in the error envelope too, instead of Node's bare status line.
 */
export function answerClientErrorsInEnvelope(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: unknown }) => {
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request line or headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', ERROR_CATALOGUE[400].message];
    const body = JSON.stringify({ status, error: ERROR_CATALOGUE[400].type, developerMessage: message } satisfies ErrorEnvelope);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
