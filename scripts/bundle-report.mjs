// The sign-in page's JavaScript budget (issue 3): after `npm run build:web`, sums the gzipped size of every script
// the /login page loads — the entry chunk, the login route chunk and all their static imports — from Vite's
// manifest, writes test-results/bundle-report.json, and fails above the budget.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 250 * 1024;
const LOGIN_SOURCE = 'src/features/auth/login/index.tsx';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist/web');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('dist/web/.vite/manifest.json is missing: run `npm run build:web` first.');
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[LOGIN_SOURCE]) {
  console.error(`The manifest has no ${entryKey ? LOGIN_SOURCE : 'entry chunk'}.`);
  process.exit(1);
}

// Static imports load with the chunk that names them; dynamic imports do not, so they are not followed.
const keys = new Set();
const visit = (key) => {
  if (keys.has(key)) return;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
};
visit(entryKey);
visit(LOGIN_SOURCE);

const files = [...keys]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const source = readFileSync(join(outDir, file));
    return { file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  })
  .sort((a, b) => b.gzipBytes - a.gzipBytes);

const totalGzip = files.reduce((sum, file) => sum + file.gzipBytes, 0);
const report = {
  page: '/login',
  budgetBytes: BUDGET_BYTES,
  totalGzipBytes: totalGzip,
  totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
  withinBudget: totalGzip <= BUDGET_BYTES,
  files,
};
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(join(root, 'test-results/bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const file of files) console.log(`${kb(file.gzipBytes).padStart(10)}  ${file.file}`);
console.log(`/login loads ${kb(totalGzip)} of gzipped JavaScript in ${files.length} files (budget ${kb(BUDGET_BYTES)}).`);
if (!report.withinBudget) {
  console.error(`Over budget by ${kb(totalGzip - BUDGET_BYTES)}.`);
  process.exit(1);
}
