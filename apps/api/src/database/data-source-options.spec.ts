import 'reflect-metadata';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

describe('dataSourceOptions on SQLite', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'halaqat-options-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

  it('creates the database file readable by its owner only, before SQLite opens it', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    await dataSourceOptions(config);
    expect(modeOf(join(dataDir, 'halaqat.sqlite'))).toBe('600');
  });

  it('narrows a file an older version left readable by everyone, and keeps its contents', async () => {
    const file = join(dataDir, 'halaqat.sqlite');
    writeFileSync(file, 'kept');
    chmodSync(file, 0o644);
    await dataSourceOptions(loadConfig({ DATA_DIR: dataDir }));
    expect(modeOf(file)).toBe('600');
    expect(statSync(file).size).toBe(4);
  });
});
