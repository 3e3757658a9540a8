import { Logger, type LogLevel, type INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { existsSync, readdirSync } from 'node:fs';
import { STATUS_CODES, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { MESSAGES } from '#common';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { JsonBodyGuard } from './common/json-body.js';
import { createValidationPipe } from './common/validation.js';
import type { AppConfig } from './config/app-config.js';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** The built web app, served at `/` when it exists. */
export const WEB_DIR = resolve('dist/web');

/** Builds the OpenAPI document of the running app; also written to apps/api/openapi.json. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Halaqat API')
    .setDescription(
      'API of the Quran-memorisation circle management system. Sign in with POST /api/auth/login, then use the token ' +
        'with the Authorize button. Errors are always { error, details? } with an Arabic sentence in error.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
}

/**
 * Creates the whole app, ready to listen: security headers, `/api` prefix, JSON bodies read per route, the one
 * validation pipe and error filter, Swagger UI at `/api/docs` (unless API_DOCS=off), gzip, and the web app with its
 * caching rules. main.ts and the end-to-end tests both use it.
 */
export async function createApp(config: AppConfig, options: AppModuleOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    logger: LEVELS.slice(0, LEVELS.indexOf(config.logLevel) + 1),
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  answerClientErrors(app.getHttpServer());
  app.use(securityHeaders());
  app.use(noStoreForApi);
  app.use(compression());
  app.setGlobalPrefix('api');
  // After the sign-in and access guards (registered by AccessModule), so a refused caller's body is never read.
  app.useGlobalGuards(new JsonBodyGuard(app.get(Reflector)));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  // API_DOCS=off: a public server need not map its API for everyone; /api/docs and /api/docs-json are then 404.
  if (config.apiDocs) {
    SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
      jsonDocumentUrl: 'api/docs-json',
      swaggerOptions: { persistAuthorization: true },
      customSiteTitle: 'Halaqat API',
    });
  }
  serveWebApp(app);
  return app;
}

/**
 * The browser's protections, on every answer: a content security policy that admits only the app's own scripts,
 * styles, fonts and calls (styles may be inline: antd writes its CSS at run time; Vite inlines the smallest font
 * files as data: URLs), the app's own service worker and manifest (the installable app, issue 26), no framing, no MIME
 * sniffing, no referrer. No upgrade-insecure-requests: the app is also served over plain HTTP (docker compose on a
 * school's network), where it would break every asset.
 */
function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
  });
}

/** API answers (signed-in data, tokens) are kept by no cache; Swagger UI's files may be. */
function noStoreForApi(req: Request, res: Response, next: NextFunction): void {
  if ((req.path === '/api' || req.path.startsWith('/api/')) && !req.path.startsWith('/api/docs')) res.setHeader('Cache-Control', 'no-store');
  next();
}

/**
 * Requests that Node's HTTP parser refuses never reach express: a header block over its 16 KB limit (431), a
 * request that took too long to arrive (408), a malformed one (400). They get the one error shape too, then the
 * connection closes.
 */
function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: unknown }) => {
    // A reset connection, or one already answering a request, can only be closed.
    if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage) {
      socket.destroy();
      return;
    }
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, MESSAGES.errors.headersTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, MESSAGES.errors.requestTimeout]
          : [400, MESSAGES.validation.invalidBody];
    const body = JSON.stringify({ error: message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  });
}

/** Hashed assets are immutable and cached for a year; every other file of the web app is revalidated on each load. */
function webCacheControl(path: string): string {
  return path.startsWith(join(WEB_DIR, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The encoded copies the build writes next to the web app's text files (apps/web/precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Answers a file of the web app with its brotli or gzip copy written at build when the browser accepts one (brotli
 * at quality 11 is 15 to 25% smaller than what `compression()` does per request: issue 26), with the file's own
 * Content-Type and caching; `next()` when it has no such copy or the browser accepts neither, so express.static or
 * `compression()` serve it as before. `files` is what the build wrote, read once at start: a request can only ever
 * name one of those.
 */
function sendPrecompressed(files: ReadonlySet<string>, req: Request, res: Response, next: NextFunction, path: string): void {
  // Ours is the order of preference: browsers list gzip before br, and the negotiator favours the client's order.
  const chosen = PRECOMPRESSED.find(({ encoding, suffix }) => files.has(path + suffix) && req.acceptsEncodings(encoding) === encoding);
  if (!chosen) return next();
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Encoding', chosen.encoding);
  res.setHeader('Cache-Control', webCacheControl(path));
  res.type(extname(path));
  res.sendFile(path + chosen.suffix, { cacheControl: false }, (error) => error && next(error));
}

/**
 * index.html, the service worker (sw.js) and the web manifest are revalidated on every load (no-cache), so a deploy
 * shows at once and the browser sees a new service worker; hashed assets are cached for a year. Text files go out
 * in their precompressed copy when there is one. Paths outside /api that are not files fall back to index.html for
 * the client-side router.
 */
function serveWebApp(app: NestExpressApplication): void {
  const index = join(WEB_DIR, 'index.html');
  if (!existsSync(index)) {
    new Logger('Web').warn(`No built web app at ${WEB_DIR}; run "npm run build:web". The API still runs.`);
    return;
  }
  const files = new Set(readdirSync(WEB_DIR, { recursive: true, encoding: 'utf8' }).map((name) => join(WEB_DIR, name)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = join(WEB_DIR, req.path);
    if (!files.has(path)) return next();
    sendPrecompressed(files, req, res, next, path);
  });
  app.use(
    express.static(WEB_DIR, {
      index: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', webCacheControl(path)),
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    // A hashed asset that is gone (an old tab after a deploy) must fail as a 404, not come back as index.html.
    if (req.path.startsWith('/assets/')) {
      res.status(404).end();
      return;
    }
    sendPrecompressed(
      files,
      req,
      res,
      () => {
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(index);
      },
      index,
    );
  });
}
