import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMetadataArgsStorage } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MYSQL_MIGRATIONS } from './migrations/mysql/index.js';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/index.js';

// entities.ts and the two migration indexes are the only registries: a table or migration left out of them is
// silently ignored at run time, so this test finds every file that defines one and asks for it there.

const here = dirname(fileURLToPath(import.meta.url));
const apiRoot = join(here, '..');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

async function exportedClasses(file: string): Promise<Function[]> {
  const module = (await import(file)) as Record<string, unknown>;
  return Object.values(module).filter((value): value is Function => typeof value === 'function');
}

describe('the registries', () => {
  it('entities.ts lists every class marked @Entity', async () => {
    const files = filesUnder(apiRoot, (name) => name.endsWith('.entity.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) await import(file);
    const tables = getMetadataArgsStorage()
      .tables.filter((table) => table.type === 'regular')
      .map((table) => table.target);
    const missing = tables.filter((target) => typeof target === 'function' && !ENTITIES.includes(target as (typeof ENTITIES)[number]));
    expect(missing.map((target) => (target as Function).name)).toEqual([]);
  });

  test.each([
    ['sqlite', SQLITE_MIGRATIONS],
    ['mysql', MYSQL_MIGRATIONS],
  ])('the %s migration index lists every migration file of its folder', async (dialect, index) => {
    const folder = join(here, 'migrations', dialect);
    const files = filesUnder(folder, (name) => /^\d+-.+\.ts$/.test(name));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const classes = await exportedClasses(file);
      expect({ file: relative(apiRoot, file), listed: classes.some((c) => index.includes(c)) }).toEqual({ file: relative(apiRoot, file), listed: true });
    }
  });
});
