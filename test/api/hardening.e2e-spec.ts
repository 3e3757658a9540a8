import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MESSAGES } from '#common';
import { createApp, WEB_DIR } from '../../apps/api/src/app.factory.js';
import { loadConfig } from '../../apps/api/src/config/app-config.js';
import { School } from '../../apps/api/src/schools/entities/school.entity.js';
import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { createSchool, createUser, nationalId, PASSWORD } from './factories.js';
import { ADMIN, bearer, DB_TYPE, expectErrorShape, startApp, type TestApp } from './harness.js';
import { rawRequest, type RawAnswer } from './raw-request.js';

// Findings of an outside probe (issue 8, section 8), each pinned by the test that showed it.

const portOf = (app: NestExpressApplication) => (app.getHttpServer().address() as { port: number }).port;

/** A sign-in from a given address, optionally with a forwarded-for header. */
function login(port: number, from: string, id: string, password: string, forwardedFor?: string): Promise<RawAnswer> {
  return rawRequest(port, {
    method: 'POST',
    path: '/api/auth/login',
    from,
    headers: { 'Content-Type': 'application/json', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
    body: JSON.stringify({ id, password }),
  });
}

/** A valid staff registration for complex `school_id`. */
const staff = (school_id: unknown) => ({
  id: nationalId(),
  first_name: 'سالم',
  second_name: 'محمد',
  third_name: 'علي',
  last_name: 'الغامدي',
  phone: '0512345678',
  email: 'salem@example.com',
  password: 'secret-123',
  user_type: 'teacher',
  school_id,
});

/** `levels` nested arrays around one number: tiny to send, deep to walk. */
const nested = (levels: number) => '['.repeat(levels) + '1' + ']'.repeat(levels);

describe('hardening (issue 8, section 8)', () => {
  let t: TestApp;
  let port: number;
  let admin: string;
  let school: School;
  beforeAll(async () => {
    t = await startApp('hardening');
    port = portOf(t.app);
    admin = await t.login(ADMIN.id, ADMIN.password);
    school = await createSchool(t.ds, { name: 'مجمع الإتقان' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('sign-in throttle', () => {
    test('wrong guesses on an ID do not lock its owner out: a correct password from an address without failures goes through', async () => {
      for (let i = 0; i < 6; i++) expect((await login(port, '127.0.0.2', ADMIN.id, `guess-${i}`)).status).toBeGreaterThanOrEqual(401);
      const guesser = await login(port, '127.0.0.2', ADMIN.id, ADMIN.password);
      expect(guesser.status).toBe(429);
      expect(guesser.body).toEqual({ error: MESSAGES.auth.tooManyAttempts(15) });
      const owner = await login(port, '127.0.0.3', ADMIN.id, ADMIN.password);
      expect(owner.status).toBe(200);
      const teacher = await createUser(t.ds, { role: 'teacher' });
      for (let i = 0; i < 5; i++) await login(port, '127.0.0.2', teacher.id, `guess-${i}`);
      expect((await login(port, '127.0.0.3', teacher.id, PASSWORD)).status).toBe(200);
    });

    test("by default the address is the connection's: X-Forwarded-For does not buy a fresh budget", async () => {
      const sprayed = Array.from({ length: 30 }, () => nationalId());
      for (const [i, id] of sprayed.entries()) {
        expect((await login(port, '127.0.0.4', id, 'wrong-password', `203.0.113.${i + 1}`)).status).toBe(401);
      }
      const next = await login(port, '127.0.0.4', nationalId(), 'wrong-password', '198.51.100.7');
      expect(next.status).toBe(429);
      expectErrorShape(next.body);
      // Another client is not affected.
      expect((await login(port, '127.0.0.5', nationalId(), 'wrong-password')).status).toBe(401);
    });
  });

  describe('request bodies', () => {
    test('an anonymous 600 KB array is refused by its size with a small answer', async () => {
      const body = `[${Array(75_000).fill('{"a":1}').join(',')}]`;
      expect(body.length).toBeGreaterThan(600_000);
      const res = await rawRequest(port, { method: 'POST', path: '/api/teachers', headers: { 'Content-Type': 'application/json' }, body });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: MESSAGES.errors.payloadTooLarge });
    });

    test('an array where an object is expected is refused before its items are validated', async () => {
      const items = JSON.stringify(Array.from({ length: 1_000 }, () => ({ id: 'x' })));
      const res = await t.http().post('/api/teachers').set('Content-Type', 'application/json').send(items).expect(400);
      expect(res.body).toEqual({ error: MESSAGES.validation.invalidBody });
      const empty = await t.http().put(`/api/schools/${school.id}`).set(bearer(admin)).send([]).expect(400);
      expect(empty.body).toEqual({ error: MESSAGES.validation.invalidBody });
    });

    test('details stop at 20', async () => {
      const fields = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`extra_${i}`, i]));
      const res = await t
        .http()
        .post('/api/teachers')
        .send({ ...staff(school.id), ...fields })
        .expect(400);
      expectErrorShape(res.body);
      expect(res.body.details).toHaveLength(20);
      expect(res.body.details[0]).toEqual({ path: 'extra_0', msg: MESSAGES.validation.unknownField });
    });

    test('deeply nested JSON is a 400 before it is transformed', async () => {
      for (const levels of [64, 5_000]) {
        const res = await rawRequest(port, {
          method: 'PUT',
          path: `/api/privileges/${ADMIN.id}`,
          headers: { 'Content-Type': 'application/json', ...bearer(admin) },
          body: `{"permissions":${nested(levels)}}`,
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: MESSAGES.validation.tooDeep });
      }
      const deepest = await rawRequest(port, { method: 'POST', path: '/api/teachers', headers: { 'Content-Type': 'application/json' }, body: nested(50_000) });
      expect([400, 413]).toContain(deepest.status);
      expectErrorShape(deepest.body);
    });

    test('writes take only JSON in UTF-8: 415 otherwise, and nothing is saved', async () => {
      const before = await t.ds.getRepository(School).count();
      const arabic = JSON.stringify({ name: 'مجمع الفجر', address: 'حي الروضة, جدة, منطقة مكة المكرمة' });
      for (const type of [
        'application/json; charset=utf-7',
        'application/json; charset=utf-16le',
        'application/json; charset=iso-8859-1',
        'text/plain',
        'application/x-www-form-urlencoded',
      ]) {
        const res = await rawRequest(port, { method: 'POST', path: '/api/schools', headers: { 'Content-Type': type, ...bearer(admin) }, body: arabic });
        expect([type, res.status, res.body]).toEqual([type, 415, { error: MESSAGES.errors.unsupportedMediaType }]);
      }
      const put = await rawRequest(port, {
        method: 'PUT',
        path: `/api/schools/${school.id}`,
        headers: { 'Content-Type': 'text/plain', ...bearer(admin) },
        body: 'name=x',
      });
      expect(put.status).toBe(415);
      expect(await t.ds.getRepository(School).count()).toBe(before);
      expect((await t.ds.getRepository(School).findOneByOrFail({ id: school.id })).name).toBe(school.name);
      const ok = await rawRequest(port, {
        method: 'POST',
        path: '/api/schools',
        headers: { 'Content-Type': 'application/json; charset=UTF-8', ...bearer(admin) },
        body: arabic,
      });
      expect(ok.status).toBe(201);
      expect(ok.body.school.name).toBe('مجمع الفجر');
      // A write without a body needs no content type.
      const pending = await createUser(t.ds, { role: 'teacher', is_active: false, account_status: 'pending_activation' });
      expect((await rawRequest(port, { method: 'POST', path: `/api/users/${pending.id}/approve`, headers: bearer(admin) })).status).toBe(200);
    });
  });

  test('path ids are canonical decimals only', async () => {
    const one = await createSchool(t.ds, { name: 'مجمع التبيان' });
    await t.http().get(`/api/schools/${one.id}`).set(bearer(admin)).expect(200);
    const hex = `0x${one.id.toString(16)}`;
    for (const id of [
      hex,
      `+${one.id}`,
      `%20${one.id}`,
      `${one.id}%20`,
      `${one.id}e0`,
      `0${one.id}`,
      `${one.id}.0`,
      '0',
      '-1',
      '99999999999999999999',
      'abc',
    ]) {
      const res = await t.http().get(`/api/schools/${id}`).set(bearer(admin));
      expect([id, res.status, res.body]).toEqual([id, 404, { error: MESSAGES.errors.notFound }]);
    }
  });

  test('control and format characters are refused in text fields; an RTL mark and emoji are kept', async () => {
    for (const bad of ['مجمع\u0000النور', 'مجمع\u202Eالنور', 'مجمع\u2066النور', 'مجمع\uD800', 'مجمع\u0007', 'مجمع\u200Bالنور']) {
      const res = await t.http().post('/api/schools').set(bearer(admin)).send({ name: bad, address: 'حي الروضة, جدة, منطقة مكة المكرمة' }).expect(400);
      expect(res.body.details).toEqual([{ path: 'name', msg: MESSAGES.validation.invalidCharacters }]);
    }
    const registration = await t
      .http()
      .post('/api/teachers')
      .send({ ...staff(school.id), address: 'حي\u0000الملز' })
      .expect(400);
    expect(registration.body.details).toEqual([{ path: 'address', msg: MESSAGES.validation.invalidCharacters }]);
    const kept = await t
      .http()
      .post('/api/schools')
      .set(bearer(admin))
      .send({ name: 'مجمع\u200F النور 🌙', address: 'حي\u200Cالروضة, جدة, منطقة مكة المكرمة' })
      .expect(201);
    expect(kept.body.school).toMatchObject({ name: 'مجمع\u200F النور 🌙', address: 'حي\u200Cالروضة, جدة, منطقة مكة المكرمة' });
  });

  test('a number field takes a JSON number: school_id true is not complex 1', async () => {
    const first = school;
    for (const value of [true, '1', `${first.id}`, [first.id], { id: first.id }, 1.5, 0]) {
      const sent = staff(value);
      const res = await t.http().post('/api/teachers').send(sent);
      expect([value, res.status, res.body.details]).toEqual([value, 400, [{ path: 'school_id', msg: MESSAGES.validation.schoolRequired }]]);
      expect(await t.ds.getRepository(User).existsBy({ id: sent.id })).toBe(false);
    }
    // A complex manager may leave school_id out, but one that is sent is checked all the same.
    for (const value of [true, 'abc', { id: first.id }]) {
      const sent = { ...staff(value), user_type: 'administrator' };
      const res = await t.http().post('/api/teachers').send(sent);
      expect([value, res.status, res.body.details]).toEqual([value, 400, [{ path: 'school_id', msg: MESSAGES.validation.schoolRequired }]]);
    }
    await t
      .http()
      .post('/api/teachers')
      .send({ ...staff(null), user_type: 'administrator' })
      .expect(201);
    await t.http().post('/api/teachers').send(staff(first.id)).expect(201);
    // A query string carries text: canonical decimals only.
    await t.http().get(`/api/teachers?school_id=${first.id}`).set(bearer(admin)).expect(200);
    for (const value of [`0x${first.id.toString(16)}`, `%20${first.id}`, `${first.id}e0`, 'true']) {
      const res = await t.http().get(`/api/teachers?school_id=${value}`).set(bearer(admin));
      expect([value, res.status]).toEqual([value, 400]);
    }
  });

  test('a header over 16 KB gets the one Arabic error shape', async () => {
    const res = await rawRequest(port, { path: '/api/health', headers: { 'X-Padding': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ error: MESSAGES.errors.headersTooLarge });
  });

  test('a request the HTTP parser refuses gets the one error shape too', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('NOT A REQUEST\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: MESSAGES.validation.invalidBody });
  });

  describe('security headers', () => {
    test("the web app and the API send them, and not the framework's name", async () => {
      // The web app is there once built (the browser suite builds it; the API suite may run before).
      const web = existsSync(join(WEB_DIR, 'index.html')) ? ['/', '/login', '/favicon.svg'] : [];
      for (const path of [...web, '/api', '/api/health', '/api/no-such-thing', '/api/docs/']) {
        const res = await rawRequest(port, { path });
        const csp = String(res.headers['content-security-policy']);
        expect([path, csp]).toEqual([path, expect.stringContaining("frame-ancestors 'none'")]);
        expect(csp).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
        expect(csp).toMatch(/(^|;)\s*font-src 'self' data:(;|$)/);
        expect(csp).toMatch(/(^|;)\s*object-src 'none'(;|$)/);
        // The installable app (issue 26): its service worker and manifest come from the app itself.
        expect(csp).toMatch(/(^|;)\s*worker-src 'self'(;|$)/);
        expect(csp).toMatch(/(^|;)\s*manifest-src 'self'(;|$)/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('no-referrer');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });

    test('authenticated API answers are not stored by caches', async () => {
      const res = await t.http().get('/api/auth/me').set(bearer(admin)).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const refused = await t.http().get('/api/schools').expect(401);
      expect(refused.headers['cache-control']).toBe('no-store');
    });
  });

  test('the database file and the generated JWT secret are readable by their owner only', () => {
    const files = ['jwt-secret', ...(DB_TYPE === 'sqlite' ? ['halaqat.sqlite', 'halaqat.sqlite-wal', 'halaqat.sqlite-shm'] : [])].map((name) =>
      join(t.database.dataDir, name),
    );
    const modes = files.filter((file) => existsSync(file)).map((file) => [file, (statSync(file).mode & 0o777).toString(8)]);
    expect(modes).toEqual(files.filter((file) => existsSync(file)).map((file) => [file, '600']));
    expect(modes.length).toBeGreaterThanOrEqual(DB_TYPE === 'sqlite' ? 2 : 1);
  });
});

// Two apps open together in one process, each with its own generated secret (its own data folder), as the
// multi-app tests run them: each verifies its own sessions only, so nothing about the token check is per process.
describe('two apps in one process', () => {
  test("each accepts its own sessions' tokens and refuses the other's", async () => {
    const apps = [await startApp('hardening-sessions-a'), await startApp('hardening-sessions-b')];
    try {
      const [a, b] = apps;
      const [tokenA, tokenB] = [await a.login(ADMIN.id, ADMIN.password), await b.login(ADMIN.id, ADMIN.password)];
      await a.http().get('/api/auth/me').set(bearer(tokenA)).expect(200);
      await b.http().get('/api/auth/me').set(bearer(tokenB)).expect(200);
      for (const [app, token] of [
        [a, tokenB],
        [b, tokenA],
      ] as const) {
        const crossed = await app.http().get('/api/auth/me').set(bearer(token));
        expect({ status: crossed.status, body: crossed.body }).toEqual({ status: 401, body: { error: MESSAGES.auth.sessionExpired } });
      }
    } finally {
      for (const app of apps) await app.close();
    }
  });
});

// Its own app.
describe('with API_DOCS=off', () => {
  test('Swagger UI and the OpenAPI document are not found', async () => {
    const t = await startApp('hardening-docs', { API_DOCS: 'off' });
    try {
      for (const path of ['/api/docs', '/api/docs/', '/api/docs-json']) {
        const res = await t.http().get(path);
        expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 404, body: { error: MESSAGES.errors.routeNotFound } });
      }
      await t.http().get('/api/health').expect(200);
    } finally {
      await t.close();
    }
  });
});

// Its own app, configured to trust the proxy in front of it.
describe('behind a proxy', () => {
  test("with TRUST_PROXY set, the forwarded address is the client's", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'halaqat-proxy-'));
    const app = await createApp(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_ID: ADMIN.id, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'error', TRUST_PROXY: 'loopback' }),
    );
    try {
      await app.listen(0, '127.0.0.1');
      const proxied = portOf(app);
      for (let i = 0; i < 5; i++) await login(proxied, '127.0.0.1', ADMIN.id, `guess-${i}`, '203.0.113.9');
      expect((await login(proxied, '127.0.0.1', ADMIN.id, ADMIN.password, '203.0.113.9')).status).toBe(429);
      expect((await login(proxied, '127.0.0.1', ADMIN.id, ADMIN.password, '203.0.113.10')).status).toBe(200);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the Docker image', () => {
  /** End of life of the Node.js lines (nodejs.org release schedule). */
  const END_OF_LIFE: Record<number, string> = { 20: '2026-04-30', 22: '2027-04-30', 24: '2028-04-30' };

  test('is built and run on a supported LTS line of Node.js', () => {
    const majors = [...readFileSync('Dockerfile', 'utf8').matchAll(/^FROM\s+node:(\d+)[^\s]*/gm)].map((m) => Number(m[1]));
    expect(majors.length).toBeGreaterThanOrEqual(2);
    expect(new Set(majors).size).toBe(1);
    const eol = END_OF_LIFE[majors[0]];
    expect(eol).toBeDefined();
    expect(new Date(`${eol}T00:00:00Z`).getTime()).toBeGreaterThan(Date.now());
  });
});
