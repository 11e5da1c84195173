import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { PinoLogger } from 'nestjs-pino';
import { NO_POSITION_STALENESS_MS, POSITION_HEADER, TENANT_HEADER } from '@cis/contracts';
import type { GuardedRequest } from '../auth/auth.guard';
import { IS_PUBLIC } from '../auth/decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { compress, compressedHeaders, compressedOf, preferredEncoding, worthCompressing, type ApiEncoding, type Compressed } from '../http/api-compression';
import { redactUrl } from '../http/log-redaction';
import type { Consistency } from './consistency';
import type { ReadDependencies, ReadModelChanges } from './read-model-changes';

/** How long a remembered answer waits for this instance to see the position its caller sent, before reading through. */
const POSITION_WAIT_MS = 100;

/** Bounds of the remembered answers (per process). */
const MAX_ANSWERS = 5_000;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;
const MAX_ANSWER_BYTES = 512 * 1024;

/** Headers of an answer that belong to one response, not to the answer. */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Set on a response by CachedReadMarker: the answer may be remembered until this time (the caller's token expiry). */
const REMEMBER_UNTIL = Symbol('cis:remember-until');

/** An answer's headers and bytes as sent: as written, or compressed. */
interface Sent {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Answer extends Sent {
  dependencies: ReadDependencies;
  expiresAtMs: number;
  /** The answer compressed, per encoding, once a client that accepts it has been sent it (api-compression.ts). */
  compressed: Partial<Record<ApiEncoding, Sent>>;
  /** Its bytes counted in totalBytes: the body and its compressed forms. */
  bytes: number;
}

type MarkedResponse = ServerResponse & { [REMEMBER_UNTIL]?: number };

/**
 * Remembers the answers of GET routes marked @CachedRead() and serves them again, before the framework, for as long
 * as nothing they were computed from has changed. Such a route's answer must be a function of the caller, the URL and
 * the read models only (no clock, no configuration that changes at run time, no side effect).
 *
 * What an answer was computed from is recorded, not declared: every read model read while the request ran (the
 * guard's read of the caller's account included) is a dependency with the change count it had before the read
 * (ReadModelChanges). A commit that writes one of them makes the answer stale at once, before its writer is answered,
 * so a client always reads its own writes. Answers also end with the caller's token.
 *
 * Where this process sees every commit (`changes.complete`: SQLite, which one process owns), a remembered answer is
 * served at once. With PostgreSQL several instances commit, and this one learns of the others' commits from the
 * store's commit notifications (`store.consistency`, issue 16): every answer carries the log position it reflects
 * (POSITION_HEADER); a request that sends a position is served from memory once this instance has seen it (else it
 * waits up to 100 ms, then reads through); a request that sends none is served once a barrier sent at most 100 ms
 * before it has come back (NO_POSITION_STALENESS_MS): it misses no commit acknowledged more than 100 ms before it.
 */
@Injectable()
export class ReadCache {
  readonly enabled: boolean;
  private readonly changes: ReadModelChanges;
  private readonly consistency: Consistency | undefined;
  private readonly answers = new Map<string, Answer>();
  private totalBytes = 0;
  private hits = 0;

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore, @Inject(APP_CONFIG) config: AppConfig) {
    this.changes = store.changes;
    this.consistency = store.changes.complete ? undefined : store.consistency;
    this.enabled = config.readCache && (store.changes.complete || this.consistency !== undefined);
  }

  /** The log position an answer given now reflects: every commit seen, this instance's own included. */
  private position(): number {
    return Math.max(this.consistency?.seen ?? 0, this.store.lastCommitted ?? 0);
  }

  /** Answers served from memory so far (tests and diagnostics). */
  get served(): number {
    return this.hits;
  }

  /** Serves remembered answers ahead of every other request handler of server. */
  serveBefore(server: Server): void {
    if (!this.enabled) return;
    // Node types an emitter's listeners as Function; a server's 'request' listeners take (req, res).
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Node's overloaded and untyped signatures (above)
    const handlers = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const pass = () => {
        for (const handler of handlers) handler.call(server, req, res);
      };
      if (!this.serve(req, res, pass)) pass();
    });
  }

  /**
   * Express middleware, first in line: records what a GET reads, and remembers its answer when the route is marked.
   */
  readonly recorder = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (this.consistency) this.stampPosition(req, res);
    const key = this.enabled ? keyOf(req) : null;
    if (key === null) {
      next();
      return;
    }
    const dependencies: ReadDependencies = new Map();
    // res.end and res.writeHead are overloaded in Node's types: wrapped through one rest signature and put back as they were typed.
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Node's overloaded and untyped signatures (above)
    const end = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
    const remember = (chunk: string | Buffer, encoding: unknown) => this.remember(key, res, dependencies, chunk, encoding);
    const keepCompressed = (answer: Answer, compressed: Compressed | undefined) => {
      if (compressed) this.keepCompressed(key, answer, compressed);
    };
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Node's overloaded and untyped signatures (above)
    res.end = function endAndRemember(this: ServerResponse, ...args: unknown[]) {
      const [chunk, encoding] = args;
      // Remembered as written; compressApiAnswers (inside this wrapper) may then send it compressed, and its bytes
      // are kept beside it, so the next caller that accepts them is not compressed for again.
      const answer = typeof chunk === 'string' || Buffer.isBuffer(chunk) ? remember(chunk, encoding) : undefined;
      const sent = end.apply(this, args);
      if (answer) keepCompressed(answer, compressedOf(this));
      return sent;
    } as ServerResponse['end'];
    this.changes.recordReads(dependencies, next);
  };

  /** Answers the header of every response at the moment it is written: the position the answer reflects (issue 16). */
  private stampPosition(req: IncomingMessage, res: ServerResponse): void {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Node's overloaded and untyped signatures (above)
    const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
    // An answer read from the store after the request arrived reflects whatever its caller already knew of.
    const known = knownPosition(req) ?? 0;
    const position = () => Math.max(this.position(), known);
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Node's overloaded and untyped signatures (above)
    res.writeHead = function writeHeadWithPosition(this: ServerResponse, ...args: unknown[]) {
      if (!this.headersSent) this.setHeader(POSITION_HEADER, String(position()));
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
  }

  /**
   * Serves a remembered answer: at once where this process sees every commit; with other instances committing (see
   * the class), once this instance has seen what the caller may know of. Answers true when the request is taken care
   * of (served now, or later: `pass` hands it to the framework when the answer turns out stale or unknown).
   */
  private serve(req: IncomingMessage, res: ServerResponse, pass: () => void): boolean {
    const key = keyOf(req);
    if (key === null) return false;
    const answer = this.answers.get(key);
    if (!answer) return false;
    if (Date.now() >= answer.expiresAtMs || !this.changes.unchanged(answer.dependencies)) {
      this.forget(key, answer);
      return false;
    }
    const consistency = this.consistency;
    if (!consistency) {
      this.write(key, req, res, answer);
      return true;
    }
    if (!consistency.live) return false;
    const known = knownPosition(req);
    if (known !== null ? consistency.seen >= known : consistency.barrierWithin(NO_POSITION_STALENESS_MS)) {
      this.write(key, req, res, answer);
      return true;
    }
    const seen = known !== null ? consistency.waitFor(known, POSITION_WAIT_MS) : consistency.barrier(NO_POSITION_STALENESS_MS);
    void seen.then((ok) => {
      // Whichever answer is remembered now, if still unchanged: every commit the caller may know of has been seen, so
      // it reflects them. Not only the one found on arrival: under load, answers read through meanwhile replace it,
      // and holding to the first would send every waiter through the framework, which replaces it again.
      const current = this.answers.get(key);
      if (ok && current && Date.now() < current.expiresAtMs && this.changes.unchanged(current.dependencies)) this.write(key, req, res, current);
      else pass();
    });
    return true;
  }

  private write(key: string, req: IncomingMessage, res: ServerResponse, answer: Answer): void {
    const started = process.hrtime.bigint();
    // A caller without Accept-Encoding (the load benchmarks) costs this one lookup: the bytes as remembered.
    const accepted = req.headers['accept-encoding'];
    const sent = accepted === undefined ? answer : this.compressedFor(key, answer, accepted);
    if (this.consistency) sent.headers[POSITION_HEADER] = String(this.position());
    res.writeHead(200, sent.headers);
    res.end(sent.body);
    this.hits += 1;
    logServed(req, started);
  }

  /**
   * The answer as this caller accepts it (api-compression.ts): compressed, as kept or compressed now and kept, when it
   * is JSON of API_COMPRESSION_MIN_BYTES or more and the caller offers brotli or gzip; else as remembered.
   */
  private compressedFor(key: string, answer: Answer, accepted: string | string[]): Sent {
    if (!worthCompressing(answer.headers['content-type'], answer.body.length)) return answer;
    const encoding = preferredEncoding(accepted);
    if (encoding === null) return answer;
    return answer.compressed[encoding] ?? this.keepCompressed(key, answer, { encoding, body: compress(answer.body, encoding) });
  }

  /** Keeps an answer's compressed bytes beside it (while it is remembered and they fit the bounds), and answers them. */
  private keepCompressed(key: string, answer: Answer, compressed: Compressed): Sent {
    const sent = { headers: compressedHeaders(answer.headers, compressed), body: compressed.body };
    if (this.answers.get(key) === answer && answer.compressed[compressed.encoding] === undefined
      && this.totalBytes + compressed.body.length <= MAX_TOTAL_BYTES) {
      answer.compressed[compressed.encoding] = sent;
      answer.bytes += compressed.body.length;
      this.totalBytes += compressed.body.length;
    }
    return sent;
  }

  private remember(key: string, res: MarkedResponse, dependencies: ReadDependencies, chunk: string | Buffer, encoding: unknown): Answer | undefined {
    const until = res[REMEMBER_UNTIL];
    if (until === undefined || res.statusCode !== 200) return undefined;
    if (res.getHeader('set-cookie') !== undefined || res.getHeader('content-encoding') !== undefined) return undefined;
    if (dependencies.size === 0 || !this.changes.unchanged(dependencies)) return undefined;
    // end's encoding argument, as the caller passed it to Node (utf8 when none, or none Buffer knows, was given).
    const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8') : chunk;
    if (body.length > MAX_ANSWER_BYTES) return undefined;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) headers[name] = value;
    }
    headers['content-length'] = body.length;
    const previous = this.answers.get(key);
    if (previous) this.forget(key, previous);
    while (this.answers.size >= MAX_ANSWERS || (this.answers.size > 0 && this.totalBytes + body.length > MAX_TOTAL_BYTES)) {
      // The oldest answer (a Map keeps insertion order) makes room.
      for (const [oldestKey, oldest] of this.answers) {
        this.forget(oldestKey, oldest);
        break;
      }
    }
    const answer: Answer = { headers, body, dependencies: new Map(dependencies), expiresAtMs: until, compressed: {}, bytes: body.length };
    this.answers.set(key, answer);
    this.totalBytes += body.length;
    return answer;
  }

  private forget(key: string, answer: Answer): void {
    if (this.answers.get(key) !== answer) return;
    this.answers.delete(key);
    this.totalBytes -= answer.bytes;
  }
}

/**
 * The identity of a GET answer: who asks (the whole Authorization header), for which tenant, and the URL. Requests
 * the remembered answer could not be right for are never served from memory: cross-origin ones (CORS headers depend
 * on the Origin), conditional or partial ones, and GETs carrying a body (the framework answers and judges those).
 */
function keyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET') return null;
  const headers = req.headers;
  if (headers.origin !== undefined || headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined
    || headers.range !== undefined || headers['transfer-encoding'] !== undefined
    || (headers['content-length'] !== undefined && headers['content-length'] !== '0')) {
    return null;
  }
  const tenant = headers[TENANT_HEADER];
  return `${headers.authorization ?? ''}\n${typeof tenant === 'string' ? tenant : ''}\n${req.url ?? ''}`;
}

/** The log position the caller says it knows of (POSITION_HEADER), or null. */
function knownPosition(req: IncomingMessage): number | null {
  const header = req.headers[POSITION_HEADER];
  if (typeof header !== 'string') return null;
  const sent = Number(header);
  return Number.isSafeInteger(sent) && sent >= 0 ? sent : null;
}

/** The framework logs every request it answers (pino-http); answers served from memory are logged alike. */
function logServed(req: IncomingMessage, started: bigint): void {
  const logger = PinoLogger.root;
  if (!logger?.isLevelEnabled('info')) return;
  logger.info(
    {
      req: { method: req.method, url: redactUrl(req.url) }, res: { statusCode: 200 },
      responseTime: Number(process.hrtime.bigint() - started) / 1e6, readCache: true,
    },
    'request completed',
  );
}

const CACHED_READ = 'cis:cached-read';

/** Marks a GET route whose answer ReadCache may remember (see ReadCache for what such a route must be). */
export const CachedRead = () => SetMetadata(CACHED_READ, true);

/**
 * Global guard, after AuthGuard: tells the recorder that this route's answer may be remembered, and until when (the
 * caller's token expiry; public routes have none). A guard rather than an interceptor: any interceptor makes Nest
 * wrap the handler in an async-resource binding, which cost a quarter of a write's CPU when one was global.
 */
@Injectable()
export class CachedReadMarker implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<GuardedRequest & { method: string }>();
    if (request.method === 'GET' && this.reflector.get<boolean>(CACHED_READ, context.getHandler())) {
      // Public routes have no token; any other answer ends with the token AuthGuard checked (none seen: not kept).
      const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
      const until = isPublic ? Number.POSITIVE_INFINITY : request.tokenExpiresAtMs;
      if (until !== undefined && until > Date.now()) http.getResponse<MarkedResponse>()[REMEMBER_UNTIL] = until;
    }
    return true;
  }
}
