import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOpenApiDocument, createApp } from '../apps/api/src/app.factory.js';
import { loadConfig } from '../apps/api/src/config/app-config.js';

/**
 * Writes the OpenAPI document to apps/api/openapi.json, the file the web client is generated from. The app is
 * started on a throw-away SQLite database, so this needs no running server.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'halaqat-openapi-'));
const app = await createApp(loadConfig({ NODE_ENV: 'test', DB_TYPE: 'sqlite', DATA_DIR: dataDir, ADMIN_PASSWORD: 'not-used-123', LOG_LEVEL: 'error' }));
await app.init();
writeFileSync('apps/api/openapi.json', `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
console.log('wrote apps/api/openapi.json');
