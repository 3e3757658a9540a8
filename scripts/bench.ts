import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import compression from 'compression';
import mysql from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { calendarToday } from '#common';
import { createApp } from '../apps/api/src/app.factory.js';
import { ConfigError, loadConfig, type AppConfig } from '../apps/api/src/config/app-config.js';
import { dataSourceOptions } from '../apps/api/src/database/data-source-options.js';
import { QueryCounter } from '../apps/api/src/database/query-counter.js';
import { DEMO_PASSWORD, existingData, seedDemo, wipeDatabase } from '../apps/api/src/database/seeds/index.js';
import { BENCH_CALLS, findSubjects, type BenchCall, type Subjects } from './bench-calls.js';
import { markdownTable } from './markdown-table.js';

/**
 * `npm run bench`: how fast the calls a teacher and a complex manager make every day answer, at 300 and at 10,000
 * students, on the configured database (SQLite by default, `DB_TYPE=mysql` for MySQL/MariaDB).
 *
 * For each size it seeds a database of its own (or reuses the one a previous run seeded), starts the built app in
 * this process with a query counter, and times each hot call over real HTTP: p50 and p95 over `--calls` calls, the
 * SQL queries per call, and the floor: the same data read by one hand-written query and `JSON.stringify`, in this
 * process, served by node's bare HTTP server with the same gzip, so the ratio shows what the framework, the ORM,
 * the sign-in, the access rules and the app's own work cost over the least any server must do. Then it starts the built server as a process of its own on the 10,000-student database for the cold
 * start to the first 200, the idle memory, and throughput under 50 concurrent connections (autocannon, 127.0.0.1).
 * It prints one table, checks the budgets of issue 15 and writes everything to test-results/bench.json.
 * `--smoke` (CI): 300 students, a few calls, a short load; it checks that the bench still runs and the query budget
 * and error count, which do not depend on the machine, but not the times.
 */
const USAGE = 'usage: npm run bench [-- --sizes 300,10000] [--calls 50] [--connections 50] [--seconds 20] [--reseed] [--smoke] [--out test-results/bench.json]';

/** The budgets of issue 15, section 3. */
const BUDGET = { queries: 5, floorRatio: 3, growth: 2, coldStartMs: 3000, idleRssMb: 150 };

interface CallResult {
  name: string;
  path: string;
  queries: number;
  p50: number;
  p95: number;
  floorP50: number;
  bytes: number;
}

interface SizeResult {
  students: number;
  seedSeconds: number | null;
  calls: CallResult[];
}

const args = readArgs();
const baseConfig = readConfig();

function readArgs() {
  let values;
  try {
    values = parseArgs({
      options: {
        sizes: { type: 'string' },
        calls: { type: 'string' },
        connections: { type: 'string' },
        seconds: { type: 'string' },
        reseed: { type: 'boolean' },
        smoke: { type: 'boolean' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    fail(`bench: ${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const smoke = values.smoke ?? false;
  const whole = (name: string, value: string | undefined, fallback: number, max: number) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max) fail(`bench: --${name} must be a whole number from 1 to ${max}, not "${value}".\n${USAGE}`);
    return n;
  };
  const sizes = (values.sizes ?? (smoke ? '300' : '300,10000')).split(',').map((size) => whole('sizes', size.trim(), 0, 100_000));
  return {
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    calls: whole('calls', values.calls, smoke ? 5 : 50, 10_000),
    connections: whole('connections', values.connections, smoke ? 5 : 50, 1000),
    seconds: whole('seconds', values.seconds, smoke ? 2 : 20, 600),
    reseed: values.reseed ?? false,
    smoke,
    out: values.out ?? 'test-results/bench.json',
  };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
}

/** The environment of the database of one size: a data folder of its own, or a MySQL database of its own. */
function sizeEnv(students: number): Record<string, string> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), LOG_LEVEL: 'error' };
  if (baseConfig.database.type === 'sqlite') env.DATA_DIR = join(baseConfig.dataDir, `bench-${students}`);
  else env.DB_NAME = `${baseConfig.database.name}_bench_${students}`;
  return env;
}

/** Seeds the size's database unless a previous run did (or `--reseed`). Returns the seconds seeding took, or null. */
async function ensureSeeded(config: AppConfig, students: number): Promise<number | null> {
  if (config.database.type === 'mysql') {
    const { host, port, user, password, name } = config.database;
    const connection = await mysql.createConnection({ host, port, user, password });
    await connection.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
  }
  const ds = await new DataSource(await dataSourceOptions(config)).initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const existing = await existingData(ds);
    if (existing.schools > 0 && !args.reseed) {
      console.log(`  reusing the database seeded before (${existing.users} users; --reseed seeds it again)`);
      return null;
    }
    if (existing.schools > 0 || existing.users > 0) await wipeDatabase(ds);
    const started = Date.now();
    await seedDemo(ds, { students, admin: config.admin, onStep: (name, summary, ms) => console.log(`  seed ${name}: ${summary} (${ms} ms)`) });
    return (Date.now() - started) / 1000;
  } finally {
    await ds.destroy();
  }
}

async function benchSize(students: number): Promise<SizeResult> {
  console.log(`\n${students} students on ${baseConfig.database.type}`);
  const config = loadConfig(sizeEnv(students));
  const seedSeconds = await ensureSeeded(config, students);
  const counter = new QueryCounter();
  const app = await createApp(config, { queryLogger: counter });
  await app.listen(0, '127.0.0.1');
  try {
    const address = app.getHttpServer().address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const ds = app.get(DataSource);
    const subjects = await findSubjects(ds, calendarToday());
    const tokens = await signIn(base, subjects);
    const floorServer = await startFloorServer(ds, subjects);
    const calls: CallResult[] = [];
    for (const call of BENCH_CALLS) {
      const path = call.path(subjects);
      const headers = { authorization: `Bearer ${tokens[call.caller]}` };
      let bytes = 0;
      const queries: number[] = [];
      const times = await timeRuns(args.calls, async () => {
        counter.reset();
        const res = await fetch(base + path, { headers });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${call.name}: GET ${path} answered ${res.status}: ${body.slice(0, 300)}`);
        queries.push(counter.queries);
        bytes = body.length;
      });
      const floor = await timeRuns(args.calls, async () => {
        const res = await fetch(`${floorServer.base}/${calls.length}`, { headers });
        if (res.status !== 200) throw new Error(`${call.name}: its floor query failed: ${await res.text()}`);
        await res.text();
      });
      calls.push({
        name: call.name,
        path,
        queries: Math.max(...queries),
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        floorP50: percentile(floor, 50),
        bytes,
      });
      console.log(`  ${call.name}: ${calls.at(-1)!.queries} queries, p50 ${ms(calls.at(-1)!.p50)}`);
    }
    await floorServer.close();
    return { students, seedSeconds, calls };
  } finally {
    await app.close();
  }
}

/**
 * The floor: node's own HTTP server answering `/<n>` with the n-th call's hand-written query, `JSON.stringify` and
 * the app's gzip, with no framework, ORM, sign-in or access rule in between; timed by the same client as the app.
 */
async function startFloorServer(ds: DataSource, subjects: Subjects): Promise<{ base: string; close(): Promise<void> }> {
  const dialect = ds.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
  const gzip = compression();
  const server = createServer((req, res) => {
    gzip(req as never, res as never, () => {
      const call = BENCH_CALLS[Number(req.url?.slice(1))];
      ds.query(call.floor.sql(dialect), call.floor.params(subjects)).then(
        (rows: unknown) => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(rows)),
        (error: Error) => res.writeHead(500).end(error.message),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function signIn(base: string, subjects: Subjects): Promise<Record<BenchCall['caller'], string>> {
  const tokens = {} as Record<BenchCall['caller'], string>;
  for (const [role, id] of Object.entries(subjects.callers) as [BenchCall['caller'], string][]) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, password: DEMO_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`bench: the ${role} ${id} could not sign in (${res.status}); was the database seeded by seed:demo?`);
    tokens[role] = ((await res.json()) as { token: string }).token;
  }
  return tokens;
}

/** Runs `run` a few times to warm up, then `count` times; the durations in milliseconds. */
async function timeRuns(count: number, run: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < Math.min(5, count); i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface ServerResult {
  students: number;
  coldStartMs: number;
  idleRssMb: number;
  load: {
    name: string;
    path: string;
    connections: number;
    seconds: number;
    requestsPerSecond: number;
    p50: number;
    p99: number;
    errors: number;
    non2xx: number;
  }[];
}

/** Node's flags for the server, as `npm start` and the Docker image run it (a smaller young generation). */
const SERVER_FLAGS = ['--max-semi-space-size=4'];

/** Cold starts measured; the median is reported (one start varies by a few hundred ms and tens of MB with GC timing). */
const STARTS = 3;

/**
 * The built server as production runs it (`node dist/apps/api/src/main.js`): the time from spawn to the first 200 of
 * /api/health and its memory after a second idle, the median of {@link STARTS} starts; then autocannon against the
 * hot calls marked for load, on the last start.
 */
async function benchServer(students: number): Promise<ServerResult> {
  console.log(`\nThe built server on the ${students}-student database`);
  const starts: { coldStartMs: number; idleRssMb: number }[] = [];
  let server: StartedServer | null = null;
  try {
    for (let i = 0; i < STARTS; i += 1) {
      await server?.stop();
      server = await startServer(students);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      starts.push({ coldStartMs: server.coldStartMs, idleRssMb: rssMb(server.pid) });
      console.log(`  start ${i + 1}: first 200 after ${ms(server.coldStartMs)}, idle RSS ${starts[i].idleRssMb.toFixed(0)} MB`);
    }
    const coldStartMs = median(starts.map((start) => start.coldStartMs));
    const idleRssMb = median(starts.map((start) => start.idleRssMb));

    const ds = await new DataSource(await dataSourceOptions(loadConfig(sizeEnv(students)))).initialize();
    const subjects = await findSubjects(ds, calendarToday()).finally(() => ds.destroy());
    const base = server!.base;
    const tokens = await signIn(base, subjects);
    const load: ServerResult['load'] = [];
    for (const call of BENCH_CALLS.filter((c) => c.underLoad)) {
      const path = call.path(subjects);
      const result = await autocannon({
        url: base + path,
        connections: args.connections,
        duration: args.seconds,
        headers: { authorization: `Bearer ${tokens[call.caller]}` },
      });
      load.push({
        name: call.name,
        path,
        connections: args.connections,
        seconds: args.seconds,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
      console.log(
        `  ${call.name} under ${args.connections} connections: ${result.requests.average} requests/s, ${result.errors} errors, ${result.non2xx} not 2xx`,
      );
    }
    return { students, coldStartMs, idleRssMb, load };
  } finally {
    await server?.stop();
  }
}

interface StartedServer {
  base: string;
  pid: number;
  coldStartMs: number;
  stop(): Promise<void>;
}

/** Spawns the built server on a free port and waits for its first 200. */
async function startServer(students: number): Promise<StartedServer> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [...SERVER_FLAGS, 'dist/apps/api/src/main.js'], {
    env: { ...sizeEnv(students), PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench: the server stopped with code ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (res) => res.status === 200,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { base, pid: child.pid!, coldStartMs: Number(process.hrtime.bigint() - started) / 1e6, stop };
}

/** A port nobody listens on now (the system's pick for a moment's listener). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function median(values: number[]): number {
  return percentile(values, 50);
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D/g, '') ?? 0) / 1024;
}

function summarise(sizes: SizeResult[], server: ServerResult) {
  const smallest = sizes[0];
  const largestSize = sizes[sizes.length - 1];
  // Query counts and errors do not depend on the machine: they fail a smoke run too. Times and memory do.
  const failures: string[] = [];
  const overBudget: string[] = [];
  const rows = largestSize.calls.map((call, i) => {
    const small = smallest.calls[i];
    const ratio = call.p50 / call.floorP50;
    const growth = call.p95 / small.p95;
    const budgeted = !BENCH_CALLS[i].baseline;
    const queryBudget = BENCH_CALLS[i].queries ?? BUDGET.queries;
    if (budgeted && sizes.some((size) => size.calls[i].queries > queryBudget)) failures.push(`${call.name}: more than ${queryBudget} queries`);
    if (budgeted && ratio > BUDGET.floorRatio) overBudget.push(`${call.name}: p50 ${ratio.toFixed(1)} times its floor`);
    if (budgeted && sizes.length > 1 && growth > BUDGET.growth)
      overBudget.push(`${call.name}: p95 at ${largestSize.students} is ${growth.toFixed(1)} times the p95 at ${smallest.students}`);
    return {
      name: call.name,
      queries: sizes.map((size) => size.calls[i].queries),
      p50: call.p50,
      p95: call.p95,
      floor: call.floorP50,
      ratio,
      p95Small: small.p95,
      growth,
    };
  });
  if (server.coldStartMs > BUDGET.coldStartMs) overBudget.push(`cold start ${ms(server.coldStartMs)}`);
  if (server.idleRssMb > BUDGET.idleRssMb) overBudget.push(`idle RSS ${server.idleRssMb.toFixed(0)} MB`);
  for (const run of server.load) if (run.errors + run.non2xx > 0) failures.push(`${run.name} under load: ${run.errors} errors, ${run.non2xx} not 2xx`);
  return {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
    database: baseConfig.database.type,
    smoke: args.smoke,
    budget: BUDGET,
    sizes: sizes.map((size) => size.students),
    rows,
    detail: sizes,
    server,
    failures,
    overBudget,
  };
}

function printReport(report: ReturnType<typeof summarise>): void {
  const [small, large] = [report.sizes[0], report.sizes[report.sizes.length - 1]];
  // With one size there is nothing to compare it with.
  const compared = report.sizes.length > 1;
  const head = ['call', 'queries', `p50 ${large}`, `p95 ${large}`, 'floor', 'ratio', ...(compared ? [`p95 ${small}`, `${large} vs ${small}`] : [])];
  const body = report.rows.map((row) => [
    row.name,
    row.queries.join(' / '),
    ms(row.p50),
    ms(row.p95),
    ms(row.floor),
    row.ratio.toFixed(1),
    ...(compared ? [ms(row.p95Small), row.growth.toFixed(1)] : []),
  ]);
  console.log(`\n${markdownTable(head, body)}`);
  const s = report.server;
  console.log(`\nCold start to the first 200: ${ms(s.coldStartMs)}; idle RSS ${s.idleRssMb.toFixed(0)} MB (${s.students} students).`);
  for (const run of s.load) {
    console.log(
      `${run.name}: ${run.requestsPerSecond} requests/s under ${run.connections} connections for ${run.seconds} s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} errors, ${run.non2xx} not 2xx.`,
    );
  }
  if (report.failures.length > 0) console.log(`\nFailed:\n- ${report.failures.join('\n- ')}`);
  if (report.overBudget.length > 0)
    console.log(`\nOver budget${report.smoke ? ' (times are not checked in a smoke run)' : ''}:\n- ${report.overBudget.join('\n- ')}`);
  if (report.failures.length + report.overBudget.length === 0) console.log('\nEvery budget is met.');
}

function ms(value: number): string {
  return `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
}

async function main(): Promise<void> {
  const results: SizeResult[] = [];
  for (const students of args.sizes) results.push(await benchSize(students));
  const server = await benchServer(args.sizes[args.sizes.length - 1]);
  const report = summarise(results, server);
  printReport(report);
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to ${args.out}.`);
  if (report.failures.length > 0 || (!args.smoke && report.overBudget.length > 0)) process.exitCode = 1;
}

// Last, so every constant above is set when it runs.
await main();
