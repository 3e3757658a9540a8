import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../apps/api/src/config/app-config.js';
import { dataSourceOptions } from '../apps/api/src/database/data-source-options.js';
import { existingData, seedDemo, wipeDatabase } from '../apps/api/src/database/seeds/index.js';
import { markdownTable } from './markdown-table.js';

/**
 * `npm run seed:demo [-- --reset] [-- --students N]`: fills an empty database with the demo (see
 * apps/api/src/database/seeds). Reads the same environment as the app (DB_TYPE, DATA_DIR, DB_HOST..., ADMIN_ID,
 * ADMIN_PASSWORD), runs the migrations first, refuses a database that already has data unless --reset wipes it,
 * and prints one sign-in per role.
 */
const USAGE = 'usage: npm run seed:demo [-- --reset] [-- --students N]   (N from 1 to 100000, default 60)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args: { reset?: boolean; students?: string; help?: boolean };
try {
  args = parseArgs({ options: { reset: { type: 'boolean' }, students: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
} catch (error) {
  fail(`seed:demo: ${(error as Error).message}\n${USAGE}`);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const students = args.students === undefined ? 60 : Number(args.students);
if (!Number.isInteger(students) || students < 1 || students > 100_000)
  fail(`seed:demo: --students must be a whole number from 1 to 100000, not "${args.students}".\n${USAGE}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
const where =
  config.database.type === 'sqlite' ? `SQLite ${config.database.file}` : `MySQL ${config.database.host}:${config.database.port}/${config.database.name}`;
const ds = await new DataSource(await dataSourceOptions(config)).initialize();
let exitCode = 0;
try {
  const ran = await ds.runMigrations({ transaction: 'each' });
  console.log(`Database: ${where} (${ran.length} migrations run).`);

  const existing = await existingData(ds);
  if (existing.users > 0 || existing.schools > 0) {
    if (!args.reset) {
      console.error(
        `seed:demo refused: the database already has data (${existing.users} users, ${existing.schools} complexes). ` +
          `Run "npm run seed:demo -- --reset" to wipe it and seed again.`,
      );
      exitCode = 1;
    } else {
      await wipeDatabase(ds);
      console.log(`Wiped ${existing.users} users and ${existing.schools} complexes (--reset).`);
    }
  }

  if (exitCode === 0) {
    const started = Date.now();
    const { signIns } = await seedDemo(ds, {
      students,
      admin: config.admin,
      onStep: (name, summary, ms) => console.log(`  ${name}: ${summary} (${ms} ms)`),
    });
    console.log(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s. One sign-in per role:\n`);
    console.log(
      markdownTable(
        ['role', 'ID', 'password', 'name', 'note'],
        signIns.map((s) => [s.role, s.id, s.password, s.name, s.note]),
      ),
    );
  }
} finally {
  await ds.destroy();
}
process.exit(exitCode);
