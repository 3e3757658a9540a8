import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { exitOnFatalError } from './exit-on-fatal-error.js';

async function main(): Promise<void> {
  // Production runs under a supervisor (Docker's restart policy, systemd): an error nothing caught ends the process.
  exitOnFatalError();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.listen(config.port, '0.0.0.0');
  const url = `http://localhost:${config.port}`;
  const docs = config.apiDocs ? `, Swagger UI ${url}/api/docs` : '';
  new Logger('Halaqat').log(`Serving on ${url} (API ${url}/api${docs}, database ${config.database.type})`);
}

void main();
