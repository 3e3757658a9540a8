// `npm start`: build what is missing or older than its sources, then run the server (which migrates the
// database and serves the web app). Kept in plain JavaScript so it runs before anything is compiled.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules')
      .map((name) => newestMtime(join(path, name))),
  );
}

function buildIfStale(output, sources, script) {
  if (existsSync(output) && statSync(output).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  console.log(`Building (${script})...`);
  execSync(`npm run ${script}`, { stdio: 'inherit' });
}

buildIfStale('dist/apps/api/src/main.js', ['apps/api/src', 'libs', 'scripts', 'ormconfig.ts', 'package.json'], 'build:api');
buildIfStale('dist/web/index.html', ['apps/web', 'libs', 'package.json'], 'build:web');
await import('../dist/apps/api/src/main.js');
