import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The platform admin the browser suite signs in as. */
export const ADMIN = { id: '1000000000', password: 'Admin-e2e-2024' };

/** The real built server (`npm run build`), on a free port with a fresh SQLite database in a temporary folder. */
export interface RunningServer {
  url: string;
  /** The demo's sign-ins by role ('complex manager', 'supervisor', 'teacher', 'parent', 'student'...), when seeded. */
  demo: Map<string, { id: string; password: string }>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Seed the demo (`npm run seed:demo`, 60 students) before the server starts, as a person trying the product would. */
  demo?: boolean;
}

/**
 * Seeds the demo into the database `env` names with the built script, and reads the sign-in per role from the table it
 * prints (`| role | ID | password | name | note |`).
 */
async function seedDemo(env: NodeJS.ProcessEnv): Promise<RunningServer['demo']> {
  const { stdout } = await promisify(execFile)(process.execPath, ['dist/scripts/seed-demo.js'], { cwd: process.cwd(), env });
  const signIns = new Map<string, { id: string; password: string }>();
  for (const line of stdout.split('\n')) {
    const [role, id, password] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim());
    if (/^\d{10}$/.test(id ?? '')) signIns.set(role, { id, password });
  }
  if (!signIns.has('teacher')) throw new Error(`seed-demo printed no sign-ins:\n${stdout}`);
  return signIns;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * One JSON call to the server without keep-alive (fetch's pooled sockets would keep Jest waiting after the suite).
 * Resolves to the status and the parsed body.
 */
export function callJson(url: string, method: string, body?: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: {
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON; keep the text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await callJson(`${url}/api/health`, 'GET')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within 60 s:\n${log()}`);
}

/** Calls the running server's API as the scenarios set their data up (token '' for none): the answer's body, or a thrown error naming the call. */
export async function callOk(server: RunningServer, token: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await callJson(`${server.url}${path}`, method, body, token || undefined);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Confirms, as staff of the children's complex (`token`), the links a parent asked for that wait for it: a child who
 * did not name the parent at registration is linked only once the complex confirms it.
 */
export async function confirmChildLinks(server: RunningServer, token: string, parentId: string): Promise<void> {
  const { links } = (await callOk(server, token, 'GET', '/api/children/pending')) as { links: { relationship_id: number; parent: { id: string } }[] };
  for (const link of links.filter((pending) => pending.parent.id === parentId)) {
    await callOk(server, token, 'POST', `/api/children/pending/${link.relationship_id}/approve`);
  }
}

/** Starts `node dist/apps/api/src/main.js` (with `env` added, SMTP_URL say) and waits until GET /api/health answers 200. */
export async function startServer(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'halaqat-browser-'));
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DB_TYPE: 'sqlite',
    ADMIN_ID: ADMIN.id,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_ENV: 'test',
    ...env,
  };
  const demo = options.demo ? await seedDemo(serverEnv) : new Map();
  let output = '';
  const child = spawn(process.execPath, ['dist/apps/api/src/main.js'], {
    cwd: process.cwd(),
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    demo,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // A pending timer would keep Jest alive after the suite, so the fallback is cleared once the server exits.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
        clearTimeout(timer);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
