// JavaScript budgets of the web app (issues 3 and 15), from Vite's manifest after `npm run build:web`.
//
// Opening a route loads the entry chunk and its static imports, then the route's lazy page chunk and its static
// imports (dynamic imports load later, so they are not followed); each file counts once, gzipped at level 9.
//   - /login: all of that together (the total) is at most 250 KB.
//   - Every route ("no route chunk over 450 KB"): what the route adds beyond the entry — its page chunk and those of
//     its static imports that the entry does not already load — is at most 450 KB. Each route's total is printed
//     and written too, but only /login's total has a budget.
// Routes are named from the router's own sources: libs/common's route table (ROUTES, src/routes.ts) gives the paths,
// apps/web/src/app/pages.ts (PAGES) their lazy page modules; unknown paths (`*`) show the not-found page. The layouts of AppShell.tsx are lazy chunks too and get a row and the same 450 KB budget (a route's
// total leaves the layout out: which one loads depends on who is signed in; /login loads none). Every other lazy
// chunk of the manifest gets a row named by its source module, so nothing lazy goes unmeasured. A route whose page
// is missing from the manifest, or a source line these parsers do not understand, fails the report.
// BUNDLE_LOGIN_BUDGET_KB and BUNDLE_ROUTE_BUDGET_KB override the budgets (to try the check out).
// Writes test-results/bundle-report.json (the /login fields at the top level, every route under `routes`).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const budgetKb = (name, fallback) => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(value)) fail(`${name} must be a number of KB, not "${value}".`);
  return Number(value);
};
const LOGIN_PATH = '/login';
const NOT_FOUND_PATH = '*';
const LOGIN_BUDGET_BYTES = budgetKb('BUNDLE_LOGIN_BUDGET_KB', 250) * KB;
const ROUTE_BUDGET_BYTES = budgetKb('BUNDLE_ROUTE_BUDGET_KB', 450) * KB;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = join(root, 'apps/web'); // manifest keys are relative to it (Vite's root)
const outDir = join(root, 'dist/web');

function fail(message) {
  console.error(message);
  process.exit(1);
}

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
} catch {
  fail('dist/web/.vite/manifest.json is missing: run `npm run build:web` first.');
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) fail('The manifest has no entry chunk.');

// --- Route path -> page module, read from the sources the router is built from ---------------------------------

const readSource = (path) => readFileSync(join(root, path), 'utf8');
const lazyImport = String.raw`lazy\(\(\) => import\('([^']+)'\)\)`;

/** The manifest key of a lazy import written in `fromFile` (a path under apps/web), or a failure naming it. */
function manifestKey(fromFile, specifier) {
  const base = posix.join(posix.dirname(fromFile), specifier);
  const key = [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((candidate) => manifest[candidate]);
  if (!key) fail(`apps/web/${fromFile} lazily imports '${specifier}', but the manifest has no chunk for it: is the build stale?`);
  return key;
}

/** The lazy components a source file defines (`const Name = lazy(...)` or `export const Name: T = lazy(...)`). */
function lazyConstants(file, text) {
  const found = new Map();
  for (const [, name, specifier] of text.matchAll(new RegExp(String.raw`const (\w+)(?:: \w+)? = ${lazyImport}`, 'g'))) {
    found.set(name, manifestKey(file, specifier));
  }
  return found;
}

/** Each `lazy(` of a file must have been understood; anything else means the parser is out of date. */
function checkAllParsed(file, text, parsedCount) {
  const count = text.split('lazy(').length - 1;
  if (count !== parsedCount) fail(`apps/web/${file}: ${count} lazy() calls but ${parsedCount} understood; update scripts/bundle-report.mjs.`);
}

const PAGES_FILE = 'src/app/pages.ts';
const pagesText = readFileSync(join(webRoot, PAGES_FILE), 'utf8');
const pageConstants = lazyConstants(PAGES_FILE, pagesText);
const PAGES_SHOWN = `apps/web/${PAGES_FILE}`;
const pagesBody = pagesText.match(/export const PAGES\b[^=]*= \{\n([\s\S]*?)\n\};/)?.[1];
if (!pagesBody) fail(`${PAGES_SHOWN}: no \`export const PAGES ... = { ... };\` found; update scripts/bundle-report.mjs.`);
const pageByPath = new Map();
let inlineLazy = 0;
for (const line of pagesBody.split('\n').map((text) => text.trim())) {
  if (line === '' || line.startsWith('//')) continue;
  const entry = line.match(new RegExp(String.raw`^'([^']+)': (?:${lazyImport}|(\w+)),$`));
  if (!entry) fail(`${PAGES_SHOWN}: cannot read the PAGES line \`${line}\`; update scripts/bundle-report.mjs.`);
  const [, path, specifier, constant] = entry;
  if (specifier) inlineLazy += 1;
  const key = specifier ? manifestKey(PAGES_FILE, specifier) : pageConstants.get(constant);
  if (!key) fail(`${PAGES_SHOWN}: PAGES['${path}'] is ${constant}, which is no lazy page of that file.`);
  pageByPath.set(path, key);
}
checkAllParsed(PAGES_FILE, pagesText, pageConstants.size + inlineLazy);
const notFoundKey = pageConstants.get('NotFoundPage');
if (!notFoundKey) fail(`${PAGES_SHOWN}: NotFoundPage is not a lazy page any more.`);

const ROUTES_FILE = 'libs/common/src/routes.ts';
const routesBody = readSource(ROUTES_FILE).match(/export const ROUTES\b[^=]*= \[([\s\S]*?)\n\];/)?.[1];
if (!routesBody) fail(`${ROUTES_FILE}: no \`export const ROUTES ... = [ ... ];\` found; update scripts/bundle-report.mjs.`);
const routePaths = [...routesBody.matchAll(/\{ path: '([^']+)'/g)].map((match) => match[1]);
if (routePaths.length !== routesBody.split('path:').length - 1) fail(`${ROUTES_FILE}: a ROUTES entry is not \`{ path: '...'\`; update the parser.`);
for (const path of pageByPath.keys()) {
  if (!routePaths.includes(path)) fail(`${PAGES_SHOWN}: PAGES['${path}'] is not in the route table, so no route shows it.`);
}
for (const path of routePaths) {
  if (!pageByPath.has(path)) fail(`${ROUTES_FILE}: the route ${path} has no page in ${PAGES_SHOWN}.`);
}
if (!routePaths.includes(LOGIN_PATH)) fail(`The route table has no ${LOGIN_PATH}.`);

// As in router.tsx: each table path shows its page; any other path shows the not-found page.
const pathsByKey = new Map();
for (const path of [...routePaths, NOT_FOUND_PATH]) {
  const key = path === NOT_FOUND_PATH ? notFoundKey : pageByPath.get(path);
  pathsByKey.set(key, [...(pathsByKey.get(key) ?? []), path]);
}

const SHELL_FILE = 'src/app/AppShell.tsx';
const shellText = readFileSync(join(webRoot, SHELL_FILE), 'utf8');
const layouts = lazyConstants(SHELL_FILE, shellText);
checkAllParsed(SHELL_FILE, shellText, layouts.size);
const layoutByKey = new Map([...layouts].map(([name, key]) => [key, name]));

// --- Sizes ---------------------------------------------------------------------------------------------------------

const gzipCache = new Map();
function measure(file) {
  if (!gzipCache.has(file)) {
    const source = readFileSync(join(outDir, file));
    gzipCache.set(file, { file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

/** The JavaScript files a chunk loads with it: itself and its static imports, transitively. */
function staticClosure(key, keys = new Set()) {
  if (keys.has(key)) return keys;
  if (!manifest[key]) fail(`The manifest names ${key} as an import but has no such chunk: is the build stale?`);
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, keys);
  return keys;
}
const jsFiles = (keys) =>
  [...new Set([...keys].map((key) => manifest[key].file))]
    .filter((file) => file.endsWith('.js'))
    .map(measure)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
const sum = (files, field) => files.reduce((total, file) => total + file[field], 0);

const entryKeys = staticClosure(entryKey);
const entryFiles = jsFiles(entryKeys);

/** Every lazily loaded chunk (a dynamic import of any chunk), each measured as "opening it". */
const lazyKeys = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))];
for (const key of pathsByKey.keys()) {
  if (!lazyKeys.includes(key)) fail(`${key} (${pathsByKey.get(key).join(', ')}) is in the manifest but not lazily loaded.`);
}
const routes = lazyKeys.map((key) => {
  const keys = staticClosure(key);
  const files = jsFiles(new Set([...entryKeys, ...keys]));
  const added = jsFiles([...keys].filter((chunk) => !entryKeys.has(chunk)));
  const paths = pathsByKey.get(key) ?? [];
  const layout = layoutByKey.get(key);
  const addedGzipBytes = sum(added, 'gzipBytes');
  return {
    name: paths.length ? paths.join(' ') : layout ? `(layout) ${layout}` : `(lazy) ${key}`,
    kind: paths.length ? 'route' : layout ? 'layout' : 'other',
    paths,
    source: `apps/web/${key}`,
    chunk: manifest[key].file,
    addedGzipBytes,
    addedBytes: sum(added, 'bytes'),
    totalGzipBytes: sum(files, 'gzipBytes'),
    totalBytes: sum(files, 'bytes'),
    budgetBytes: ROUTE_BUDGET_BYTES,
    withinBudget: addedGzipBytes <= ROUTE_BUDGET_BYTES,
    addedFiles: added,
  };
});
routes.sort((a, b) => b.addedGzipBytes - a.addedGzipBytes || b.totalGzipBytes - a.totalGzipBytes || a.name.localeCompare(b.name));

const loginKey = pageByPath.get(LOGIN_PATH);
const loginFiles = jsFiles(new Set([...entryKeys, ...staticClosure(loginKey)]));
const loginTotal = sum(loginFiles, 'gzipBytes');
const overBudget = routes.filter((route) => !route.withinBudget);
const report = {
  page: LOGIN_PATH,
  budgetBytes: LOGIN_BUDGET_BYTES,
  totalGzipBytes: loginTotal,
  totalBytes: sum(loginFiles, 'bytes'),
  withinBudget: loginTotal <= LOGIN_BUDGET_BYTES,
  files: loginFiles,
  entry: { chunk: manifest[entryKey].file, gzipBytes: sum(entryFiles, 'gzipBytes'), bytes: sum(entryFiles, 'bytes'), files: entryFiles },
  routeBudgetBytes: ROUTE_BUDGET_BYTES,
  routesWithinBudget: overBudget.length === 0,
  routes,
};
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(join(root, 'test-results/bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);

// --- Output --------------------------------------------------------------------------------------------------------

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const nameWidth = Math.max(5, ...routes.map((route) => route.name.length));
console.log(
  `Entry ${report.entry.chunk} and its static imports: ${kb(report.entry.gzipBytes)} gzipped in ${entryFiles.length} files (every route loads them).`,
);
console.log(`${'route'.padEnd(nameWidth)}  ${'adds'.padStart(10)}  ${'total'.padStart(10)}  files  chunk`);
for (const route of routes) {
  const flag = route.withinBudget ? '' : '  OVER BUDGET';
  console.log(
    `${route.name.padEnd(nameWidth)}  ${kb(route.addedGzipBytes).padStart(10)}  ${kb(route.totalGzipBytes).padStart(10)}  ${String(route.addedFiles.length).padStart(5)}  ${route.chunk}${flag}`,
  );
}
console.log(`adds: the route's chunk and static imports beyond the entry (budget ${kb(ROUTE_BUDGET_BYTES)} each); total: with the entry.`);
console.log(`${LOGIN_PATH} loads ${kb(loginTotal)} of gzipped JavaScript in ${loginFiles.length} files (budget ${kb(LOGIN_BUDGET_BYTES)}).`);

const problems = [];
const biggest = (files) =>
  files
    .slice(0, 5)
    .map((file) => `${file.file} ${kb(file.gzipBytes)}`)
    .join(', ');
if (!report.withinBudget) problems.push(`${LOGIN_PATH} is over its budget by ${kb(loginTotal - LOGIN_BUDGET_BYTES)}; largest files: ${biggest(loginFiles)}.`);
for (const route of overBudget) {
  problems.push(
    `${route.name} adds ${kb(route.addedGzipBytes)}, over the ${kb(ROUTE_BUDGET_BYTES)} route budget by ${kb(route.addedGzipBytes - ROUTE_BUDGET_BYTES)}; largest files: ${biggest(route.addedFiles)}.`,
  );
}
if (problems.length) fail(`\nOver budget:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
