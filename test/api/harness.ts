import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import mysql from 'mysql2/promise';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../apps/api/src/app.factory.js';
import { loadConfig } from '../../apps/api/src/config/app-config.js';
import { QueryCounter } from '../../apps/api/src/database/query-counter.js';

/** The dialect under test: SQLite unless DB_TYPE=mysql (CI's second pass). */
export const DB_TYPE = process.env.DB_TYPE === 'mysql' ? 'mysql' : 'sqlite';

export const ADMIN = { id: '1000000000', password: 'admin-pass-123' };

export interface TestApp {
  app: NestExpressApplication;
  /** Real HTTP against the listening server. */
  http: () => ReturnType<typeof request>;
  ds: DataSource;
  queries: QueryCounter;
  /** Signs in and returns the bearer token. */
  login(id: string, password: string): Promise<string>;
  /** Runs `call` and returns its answer with the number of queries it made. */
  measure<T>(call: () => PromiseLike<T>): Promise<{ result: T; queries: number }>;
  /** Where its database lives: the data directory (SQLite file, JWT secret) and the MySQL database's name. */
  database: { dataDir: string; name: string };
  close(): Promise<void>;
}

/** How to start an app beyond its environment. */
export interface StartOptions {
  /**
   * Starts a second API process on the database of `sameDatabaseAs` (its SQLite file and JWT secret, or its MySQL
   * database) instead of a fresh one; closing it leaves the database to that app, which must close last.
   */
  sameDatabaseAs?: TestApp;
  /** The app's Redis key prefix (with REDIS_URL), so tests on a shared Redis keep apart. */
  redisKeyPrefix?: string;
}

/**
 * Starts the real app on a fresh database (a temp SQLite file, or a new utf8mb4 MySQL database) listening on a
 * free port, with the platform admin created from {@link ADMIN}; `env` adds or overrides variables (SMTP_URL...).
 */
export async function startApp(suite: string, env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs?.database;
  const dataDir = shared?.dataDir ?? mkdtempSync(join(tmpdir(), `halaqat-${suite}-`));
  const dbName = shared?.name ?? `halaqat_e2e_${suite.replace(/\W/g, '_')}`;
  const mysqlEnv = {
    host: process.env.DB_HOST ?? '127.0.0.1',
    port: Number(process.env.DB_PORT ?? 3306),
    user: process.env.DB_USER ?? 'root',
    password: process.env.DB_PASSWORD ?? '',
  };
  if (DB_TYPE === 'mysql' && !shared) await recreateMysqlDatabase(mysqlEnv, dbName);

  const config = loadConfig({
    NODE_ENV: 'test',
    DB_TYPE,
    DATA_DIR: dataDir,
    DB_HOST: mysqlEnv.host,
    DB_PORT: String(mysqlEnv.port),
    DB_USER: mysqlEnv.user,
    DB_PASSWORD: mysqlEnv.password,
    DB_NAME: dbName,
    ADMIN_ID: ADMIN.id,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    ...env,
  });
  const queries = new QueryCounter();
  const app = await createApp(config, { queryLogger: queries, redisKeyPrefix: options.redisKeyPrefix });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const http = () => request(url);

  return {
    app,
    http,
    ds: app.get(DataSource),
    queries,
    async login(id, password) {
      const res = await http().post('/api/auth/login').send({ id, password });
      if (res.status !== 200) throw new Error(`login ${id} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    async measure(call) {
      queries.reset();
      const result = await call();
      return { result, queries: queries.queries };
    },
    database: { dataDir, name: dbName },
    async close() {
      await app.close();
      if (shared) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (DB_TYPE === 'mysql') await dropMysqlDatabase(mysqlEnv, dbName);
    },
  };
}

type MysqlEnv = { host: string; port: number; user: string; password: string };

async function recreateMysqlDatabase(env: MysqlEnv, name: string): Promise<void> {
  const connection = await mysql.createConnection(env);
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
}

async function dropMysqlDatabase(env: MysqlEnv, name: string): Promise<void> {
  const connection = await mysql.createConnection(env);
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.end();
}

/** The bearer header for a token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Asserts the one error shape: an Arabic `error`, nothing that smells of a stack or SQL. */
export function expectErrorShape(body: unknown): void {
  expect(body).toEqual(expect.objectContaining({ error: expect.stringMatching(/[\u0600-\u06FF]/) }));
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/stack|SELECT|INSERT|QueryFailedError|at \w+ \(|Exception/);
  expect(Object.keys(body as object).every((key) => key === 'error' || key === 'details')).toBe(true);
}

/** Asserts a 400 in the one error shape whose `details` name `path` with `msg`. */
export function expectInvalid(res: { status: number; body: any }, path: string, msg: string): void {
  expect(res.status).toBe(400);
  expectErrorShape(res.body);
  expect(res.body.details).toEqual(expect.arrayContaining([{ path, msg }]));
}

/** Asserts a 404 with exactly this sentence: missing, or outside the caller's scope. */
export function expectNotFound(res: { status: number; body: any }, error: string): void {
  expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { error } });
}
