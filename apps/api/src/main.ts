import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './config/app-config.js';

async function main(): Promise<void> {
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
  new Logger('Halaqat').log(`Serving on ${url} (API ${url}/api, Swagger UI ${url}/api/docs, database ${config.database.type})`);
}

void main();
