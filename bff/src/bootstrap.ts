import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { BODY_LIMIT_BYTES, OPENAPI_PATH } from '@cis/contracts';
import { AppModule } from './app.module';
import type { AppConfig } from './platform/config/app-config';
import { answerMiddlewareErrorsInEnvelope } from './platform/errors/error-envelope.filter';
import { createValidationPipe } from './platform/errors/validation';
import { answerClientErrorsInEnvelope } from './platform/http/client-error';
import { describeDtosFromValidators } from './platform/openapi/dto-schemas';
import { refuseJsonOverKeyBudget } from './platform/http/json-key-budget';
import { requestBodyGuard } from './platform/http/request-body-guard';
import { JsonScalarsExpressAdapter } from './platform/http/json-express.adapter';
import { compressApiAnswers } from './platform/http/api-compression';
import { compressStaticAssets } from './platform/http/static-compression';
import { servePrecompressedAssets } from './platform/http/web-assets';
import { QuietStartupLogger } from './platform/http/quiet-startup-logger';
import { ReadCache } from './platform/read-cache/read-cache';
import { RealtimeGateway } from './platform/realtime/realtime.gateway';
import { RedisIoAdapter } from './platform/realtime/redis-io.adapter';

/** Builds the whole BFF (used by main and by the tests), listening on config.port (0: any free port). */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new JsonScalarsExpressAdapter(), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(new QuietStartupLogger(app.get(Logger)));
  const readCache = app.get(ReadCache);
  // JSON answers compressed for clients that accept it; before the recorder, whose wrapper of res.end is then the
  // outer one: it remembers an answer as written and keeps the compressed bytes this one sent (read-cache.ts).
  app.use(compressApiAnswers);
  app.use(readCache.recorder);
  // X-Forwarded-For counts only from the proxies TRUST_PROXY names (none by default): the limits count by address.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // Product and contact images may be https URLs (the DTOs accept them, e.g. a CDN); an image runs no code.
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'form-action': ["'self'", ...(config.payments.url ? [new URL(config.payments.url).origin] : [])],
          // The top-up dialog shows the provider's page in a frame (the sandbox's is 'self').
          'frame-src': ["'self'", ...(config.payments.url ? [new URL(config.payments.url).origin] : [])],
          'style-src': ["'self'", "'unsafe-inline'"],
          'font-src': ["'self'", 'data:'],
          // Helmet's default upgrade-insecure-requests turns every http request of the page into https. A portal
          // served over plain http (npm start, the sandbox) then has the provider's redirect back to the return page
          // go to an https address nothing answers, which form-action and frame-src 'self' also refuse: the top-up
          // frame shows a CSP error. Upgrading is only right where the portal is reached over https.
          'upgrade-insecure-requests': isHttps(config.payments.publicBaseUrl) ? [] : null,
        },
      },
    }),
  );
  // The key budget is counted on the raw bytes, before JSON.parse builds a body that would hold the loop for seconds.
  app.useBodyParser('json', { limit: BODY_LIMIT_BYTES, verify: refuseJsonOverKeyBudget });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT_BYTES, extended: false });
  app.use(requestBodyGuard);
  // Before @nestjs/serve-static registers its own error handler (at init), which would answer these with a 404.
  app.use(answerMiddlewareErrorsInEnvelope);
  app.use(servePrecompressedAssets(config.webDist));
  app.use(compressStaticAssets);
  answerClientErrorsInEnvelope(app.getHttpServer());
  app.enableCors({ origin: config.corsOrigins.length > 0 ? config.corsOrigins : false, credentials: true });
  app.useGlobalPipes(createValidationPipe());
  // SIGTERM and SIGINT drain first (platform/lifecycle/drain.ts, installed by main), then close the app themselves.
  app.enableShutdownHooks(['SIGHUP', 'SIGQUIT', 'SIGUSR2']);
  if (config.redisUrl) {
    const adapter = new RedisIoAdapter(app, config.redisUrl, config.databaseSchema);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
    await app.get(RealtimeGateway).shareThrough(adapter.pushChannel());
  }
  // Public outside production (the API is the web client's, nothing in it is secret); in production only when
  // OPENAPI=on, so a deployment does not hand out a map of its routes unless its operators choose to.
  if (config.openApi) {
    describeDtosFromValidators();
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Cis tax portal BFF').setVersion('1.0').addBearerAuth().build(),
    );
    SwaggerModule.setup(OPENAPI_PATH, app, document);
  }
  await app.init();
  readCache.serveBefore(app.getHttpServer());
  await app.listen(config.port);
  return app;
}

/** The portal's public address is https (PUBLIC_BASE_URL): browsers may upgrade its http requests. */
function isHttps(publicBaseUrl: string): boolean {
  return publicBaseUrl.toLowerCase().startsWith('https:');
}
