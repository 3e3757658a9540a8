import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../apps/api/src/config/app-config.js';
import { dataSourceOptions } from '../apps/api/src/database/data-source-options.js';

/**
 * Fails when the entities and the migrations disagree: on a fresh database of each dialect it runs every
 * migration, then asks TypeORM what it would still change to match the entities. Anything at all is a failure.
 * `--dialect sqlite` or `--dialect mysql` checks one; the default is both. MySQL comes from DB_HOST/DB_PORT/...
 */
const only = process.argv.includes('--dialect') ? process.argv[process.argv.indexOf('--dialect') + 1] : undefined;
const dialects = (only ? [only] : ['sqlite', 'mysql']) as ('sqlite' | 'mysql')[];
let failed = false;

for (const dialect of dialects) {
  const dataDir = mkdtempSync(join(tmpdir(), 'halaqat-dbcheck-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DB_TYPE: dialect, DATA_DIR: dataDir, DB_NAME: 'halaqat_db_check' });
  if (config.database.type === 'mysql')
    await withMysql(config, (c) => c.query('CREATE DATABASE `halaqat_db_check` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'));
  const ds = await new DataSource(await dataSourceOptions(config)).initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const pending = await ds.driver.createSchemaBuilder().log();
    if (pending.upQueries.length > 0) {
      failed = true;
      console.error(`${dialect}: entities and migrations disagree; a new migration would run:`);
      for (const q of pending.upQueries) console.error(`  ${q.query}`);
    } else {
      console.log(`${dialect}: entities and migrations agree (${ds.migrations.length} migrations).`);
    }
  } finally {
    await ds.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    if (config.database.type === 'mysql') await withMysql(config, (c) => c.query('DROP DATABASE IF EXISTS `halaqat_db_check`'));
  }
}
process.exit(failed ? 1 : 0);

async function withMysql(config: AppConfig, work: (c: mysql.Connection) => Promise<unknown>): Promise<void> {
  if (config.database.type !== 'mysql') return;
  const { host, port, user, password } = config.database;
  const connection = await mysql.createConnection({ host, port, user, password });
  try {
    await connection.query('DROP DATABASE IF EXISTS `halaqat_db_check`');
    await work(connection);
  } finally {
    await connection.end();
  }
}
