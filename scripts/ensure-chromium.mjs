// Finds the Chromium the browser suite drives: CHROMIUM_PATH, else Debian's /usr/bin/chromium. On a Debian machine
// run as root without one, it installs Debian's `chromium` package (never a downloaded browser build); anywhere
// else it stops with one line naming what to install.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const chosen = process.env.CHROMIUM_PATH;
if (chosen) {
  if (!executable(chosen)) {
    console.error(`CHROMIUM_PATH=${chosen} is not an executable file; point it at a Chromium or unset it.`);
    process.exit(1);
  }
  process.exit(0);
}
if (executable(DEBIAN_CHROMIUM)) process.exit(0);

const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isDebian || !isRoot) {
  console.error(
    `The browser tests need Chromium: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
  process.exit(1);
}

console.log(`No Chromium at ${DEBIAN_CHROMIUM}: installing Debian's chromium package for the browser tests (apt-get, about a minute).`);
const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
execFileSync('apt-get', ['update', '-qq'], quiet);
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], quiet);
if (!executable(DEBIAN_CHROMIUM)) {
  console.error(`apt-get finished but ${DEBIAN_CHROMIUM} is still missing; install Chromium by hand or set CHROMIUM_PATH.`);
  process.exit(1);
}
