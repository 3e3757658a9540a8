import { Logger, type LogLevel, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MESSAGES } from '#common';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
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
 * Creates the whole app, ready to listen: `/api` prefix, the one validation pipe and error filter, Swagger UI at
 * `/api/docs`, gzip, and the web app with its caching rules. main.ts and the end-to-end tests both use it.
 */
export async function createApp(config: AppConfig, options: AppModuleOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    logger: LEVELS.slice(0, LEVELS.indexOf(config.logLevel) + 1),
    bodyParser: false,
  });
  app.set('trust proxy', 'loopback');
  app.use(compression());
  app.use(express.json({ limit: '1mb' }));
  app.use(rejectMalformedBody);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    swaggerOptions: { persistAuthorization: true },
    customSiteTitle: 'Halaqat API',
  });
  serveWebApp(app);
  return app;
}

/** A body that is not JSON is the caller's mistake: 400 in our error shape, never express's HTML page. */
function rejectMalformedBody(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const status = (error as { status?: number })?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ error: MESSAGES.validation.invalidBody });
    return;
  }
  next(error);
}

/**
 * Hashed assets are immutable and cached for a year; index.html is never cached, so a deploy shows at once.
 * Paths outside /api that are not files fall back to index.html for the client-side router.
 */
function serveWebApp(app: NestExpressApplication): void {
  const index = join(WEB_DIR, 'index.html');
  if (!existsSync(index)) {
    new Logger('Web').warn(`No built web app at ${WEB_DIR}; run "npm run build:web". The API still runs.`);
    return;
  }
  app.use(
    express.static(WEB_DIR, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes(`${join(WEB_DIR, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    // A hashed asset that is gone (an old tab after a deploy) must fail as a 404, not come back as index.html.
    if (req.path.startsWith('/assets/')) {
      res.status(404).end();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
