import type { DataSourceOptions, Logger, LoggerOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { MYSQL_MIGRATIONS } from './migrations/mysql/index.js';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/index.js';

/**
 * The TypeORM options for the configured database. Everything that differs between SQLite and MySQL lives here:
 * the driver, its connection settings and the migration list of the dialect. `synchronize` is never on.
 */
export function dataSourceOptions(config: AppConfig, logger?: Logger): DataSourceOptions {
  const logging: LoggerOptions = logger ? 'all' : ['error'];
  const common = {
    entities: ENTITIES,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    logger,
    logging,
  };
  if (config.database.type === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.database.file,
      migrations: SQLITE_MIGRATIONS,
      // WAL keeps readers off the writer's back; FULL makes a committed write survive a power cut.
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = FULL');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  const db = config.database;
  return {
    ...common,
    type: 'mysql',
    host: db.host,
    port: db.port,
    username: db.user,
    password: db.password,
    database: db.name,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    migrations: MYSQL_MIGRATIONS,
  };
}
