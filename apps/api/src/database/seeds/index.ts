import { fullName } from '#common';
import type { DataSource } from 'typeorm';
import { withoutAudit } from '../../audit/audit-context.js';
import { School } from '../../schools/entities/school.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { insertPlatformAdmin } from '../../users/user.queries.js';
import { hashPassword } from '../../users/password.js';
import { academicSeed } from './academic.seed.js';
import { accountsSeed } from './accounts.seed.js';
import { attendanceSeed } from './attendance.seed.js';
import { auditSeed } from './audit.seed.js';
import { Identities, IdentityRegistry, type Seed, type SeedContext, type SignIn } from './context.js';
import { gradesSeed } from './grades.seed.js';
import { memorisationSeed } from './memorisation.seed.js';
import { peopleSeed } from './people.seed.js';
import { pointsSeed } from './points.seed.js';
import { dailyReportsSeed } from './daily-reports.seed.js';
import { Random } from './random.js';
import { registrationsSeed } from './registrations.seed.js';
import { schoolsSeed } from './schools.seed.js';

/**
 * The demo seed (`npm run seed:demo`). A module adds its demo data as one more {@link Seed} in its own file,
 * appended to {@link DEMO_SEEDS}: it reads what earlier steps made from the context (complexes with their staff and
 * students, families) and adds to it. Each step runs in its own transaction with batched inserts. Only the steps
 * marked `audited` reach the audit trail (see {@link Seed.audited}), so the trail of a fresh demo reads like a
 * morning at the platform rather than thousands of rows by nobody. Attendance comes before grades and points, which
 * are given only on the days a student came; the daily reports count its marks and the graded pages.
 */
export const DEMO_SEEDS: readonly Seed[] = [
  schoolsSeed,
  peopleSeed,
  registrationsSeed,
  academicSeed,
  memorisationSeed,
  attendanceSeed,
  gradesSeed,
  pointsSeed,
  dailyReportsSeed,
  accountsSeed,
  auditSeed,
];

/** The password of every demo account (and of the platform admin when ADMIN_PASSWORD is unset). */
export const DEMO_PASSWORD = 'demo1234';

/** Base of every random stream: change it and the whole demo changes. */
const DEMO_SEED = 'halaqat-demo-v1';

export interface SeedOptions {
  students: number;
  /** The platform admin of the config (ADMIN_ID, ADMIN_PASSWORD), created when no admin exists. */
  admin: { id: string; password?: string };
  /** Called after each step with its name, what it made and how long it took. */
  onStep?: (name: string, summary: string, ms: number) => void;
}

export interface SeedResult {
  signIns: SignIn[];
  context: SeedContext;
}

/** What stands in the way of seeding: users other than platform admins, and complexes. Zero and zero is empty. */
export async function existingData(ds: DataSource): Promise<{ users: number; schools: number }> {
  const users = await ds.getRepository(User).createQueryBuilder('u').where('u.role <> :admin', { admin: 'admin' }).getCount();
  const schools = await ds.getRepository(School).count();
  return { users, schools };
}

/**
 * Deletes every row of every table of the schema (not the migrations table), with foreign-key checks off for the
 * duration, and restarts the generated ids so a reseed gives the same ids again.
 */
export async function wipeDatabase(ds: DataSource): Promise<void> {
  const tables = ds.entityMetadatas.map((m) => m.tableName);
  const q = (name: string) => ds.driver.escape(name);
  const runner = ds.createQueryRunner();
  try {
    if (ds.options.type === 'better-sqlite3') {
      // Only outside a transaction does SQLite accept the pragma.
      await runner.query('PRAGMA foreign_keys = OFF');
      await runner.startTransaction();
      for (const table of tables) await runner.query(`DELETE FROM ${q(table)}`);
      await runner.query(`DELETE FROM sqlite_sequence WHERE name IN (${tables.map(() => '?').join(', ')})`, tables);
      await runner.commitTransaction();
    } else {
      await runner.query('SET FOREIGN_KEY_CHECKS = 0');
      for (const table of tables) await runner.query(`TRUNCATE TABLE ${q(table)}`);
    }
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.query(ds.options.type === 'better-sqlite3' ? 'PRAGMA foreign_keys = ON' : 'SET FOREIGN_KEY_CHECKS = 1');
    await runner.release();
  }
}

/**
 * Fills the database with the demo: the platform admin when none exists (as the app would on first start), then
 * every step of {@link DEMO_SEEDS}. Deterministic: the same options give the same data. Returns one sign-in per role.
 */
export async function seedDemo(ds: DataSource, options: SeedOptions): Promise<SeedResult> {
  const registry = new IdentityRegistry();
  const context: SeedContext = {
    options: { students: options.students },
    password: DEMO_PASSWORD,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    year: new Date().getUTCFullYear(),
    random: (stream) => new Random(`${DEMO_SEED}:${stream}`),
    identities: (stream) => new Identities(new Random(`${DEMO_SEED}:ids:${stream}`), registry),
    complexes: [],
    parents: [],
    families: [],
    signIns: [],
  };

  const started = Date.now();
  const admin = await ensureAdmin(ds, options.admin, context);
  registry.ids.add(admin.id);
  options.onStep?.('platform admin', admin.created ? `created ${admin.id}` : `kept ${admin.id}`, Date.now() - started);

  for (const seed of DEMO_SEEDS) {
    const t0 = Date.now();
    const step = () => ds.transaction((em) => seed.run(em, context));
    const summary = await (seed.audited ? step() : withoutAudit(step));
    options.onStep?.(seed.name, summary, Date.now() - t0);
  }
  const t0 = Date.now();
  options.onStep?.('planner statistics', await refreshStatistics(ds), Date.now() - t0);
  return { signIns: [admin.signIn, ...context.signIns], context };
}

/**
 * After a bulk load the planner's statistics describe the empty tables. SQLite's are refreshed by the app when it
 * opens the database (PRAGMA optimize, data-source-options.ts); MySQL refreshes its own in the background some time
 * later (until then a complex's grading table took 350 ms instead of 25), so the seed asks it to now.
 */
async function refreshStatistics(ds: DataSource): Promise<string> {
  if (ds.options.type === 'better-sqlite3') return 'left to the app, which refreshes them when it opens the database';
  const tables = ds.entityMetadatas.map((m) => ds.driver.escape(m.tableName));
  await ds.query(`ANALYZE TABLE ${tables.join(', ')}`);
  return `${tables.length} tables analysed`;
}

/** The platform admin: kept when one exists, else created from ADMIN_ID (and ADMIN_PASSWORD, or the demo password). */
async function ensureAdmin(ds: DataSource, config: SeedOptions['admin'], ctx: SeedContext): Promise<{ id: string; created: boolean; signIn: SignIn }> {
  const users = ds.getRepository(User);
  const existing = await users.findOne({ where: { role: 'admin' }, order: { created_at: 'ASC' } });
  if (existing) {
    return {
      id: existing.id,
      created: false,
      signIn: { role: 'admin', id: existing.id, password: '(unchanged)', name: fullName(existing), note: 'existing platform admin, password as set before' },
    };
  }
  const password = config.password ?? ctx.password;
  const admin = await insertPlatformAdmin(ds.manager, config.id, config.password ? await hashPassword(password) : ctx.passwordHash);
  return {
    id: admin.id,
    created: true,
    signIn: {
      role: 'admin',
      id: admin.id,
      password: config.password ? '(ADMIN_PASSWORD)' : password,
      name: fullName(admin),
      note: 'platform admin (ADMIN_ID)',
    },
  };
}
