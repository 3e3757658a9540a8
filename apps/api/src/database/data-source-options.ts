import { chmodSync, closeSync, openSync } from 'node:fs';
import mysql from 'mysql2/promise';
import type { DataSourceOptions, Logger, LoggerOptions } from 'typeorm';
import { AuditSubscriber } from '../audit/audit.subscriber.js';
import type { AppConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { MYSQL_MIGRATIONS } from './migrations/mysql/index.js';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/index.js';
import { SearchTextSubscriber } from './search-text.subscriber.js';

/**
 * The TypeORM options for the configured database. Everything that differs between SQLite and MySQL lives here:
 * the driver, its connection settings and the migration list of the dialect. `synchronize` is never on.
 */
export async function dataSourceOptions(config: AppConfig, logger?: Logger): Promise<DataSourceOptions> {
  const logging: LoggerOptions = logger ? 'all' : ['error'];
  const common = {
    entities: ENTITIES,
    // SearchText keeps every search_text column on write (database/search.ts). Audit records every write
    // (audit/audit.subscriber.ts); it comes last, so it sees what the others set and runs only when they let the
    // write go on.
    subscribers: [SearchTextSubscriber, AuditSubscriber],
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    logger,
    logging,
  };
  if (config.database.type === 'sqlite') {
    keepToOwner(config.database.file);
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.database.file,
      migrations: SQLITE_MIGRATIONS,
      // WAL keeps readers off the writer's back; FULL makes a committed write survive a power cut. `optimize`
      // (with 0x10002, as SQLite advises for a connection that stays open) refreshes the planner's statistics of
      // the tables that changed much since: without them it picks an index by guesswork and, for one, counts a
      // complex's students by walking every student of the platform.
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = FULL');
        db.pragma('foreign_keys = ON');
        db.pragma('optimize = 0x10002');
      },
    };
  }
  const db = config.database;
  return {
    ...common,
    // TypeORM reads MariaDB's catalogue differently (defaults show as 'NULL'), so it must know which one it talks to.
    type: (await isMariaDb(db)) ? 'mariadb' : 'mysql',
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

/** Asks the server for its version; MariaDB says so in it. */
async function isMariaDb(db: { host: string; port: number; user: string; password: string }): Promise<boolean> {
  const connection = await mysql.createConnection({ host: db.host, port: db.port, user: db.user, password: db.password });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return /mariadb/i.test(String((rows as { version: string }[])[0]?.version));
  } finally {
    await connection.end();
  }
}

/**
 * Makes the SQLite file (password hashes, everyone's data) readable and writable by its owner only, before SQLite
 * opens it: created so when new, narrowed when an older version left it readable by all. SQLite gives its -wal and
 * -shm files the database file's mode.
 */
function keepToOwner(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}
