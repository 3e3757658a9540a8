import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LIMITS, MESSAGES } from '#common';
import { createUser, PASSWORD } from './factories.js';
import { startApp, type TestApp } from './harness.js';

// Several API processes behind one address (issue 15, section 4): two apps on one database, as two replicas run.
// With REDIS_URL they count sign-in failures and password-reset requests together, and a restarted one forgets
// nothing; without it each counts its own.
//
// The Redis is the machine's (CI's too) at 127.0.0.1:6379, database 0 as the app would use it. Rather than a
// database number of its own, which another run on the same Redis could flush from under it, each run gives its
// apps a key prefix of its own and deletes those keys at the end: runs side by side never meet, and nothing else in
// that Redis is touched.

const REDIS_URL = 'redis://127.0.0.1:6379';
const WINDOW_MINUTES = 15;

/** Behind one proxy, so each test's requests come from the address it names (X-Forwarded-For), as in production. */
const BEHIND_A_PROXY = { TRUST_PROXY: '1' };

const signIn = (app: TestApp, from: string, id: string, password: string) =>
  app.http().post('/api/auth/login').set('X-Forwarded-For', from).send({ id, password });

describe('with REDIS_URL, two API processes share the throttles', () => {
  const redisKeyPrefix = `halaqat-e2e:${randomUUID()}:`;
  const env = { ...BEHIND_A_PROXY, REDIS_URL };
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startApp('shared-throttle', env, { redisKeyPrefix });
    second = await startApp('shared-throttle', env, { redisKeyPrefix, sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  test('failed sign-ins spread over both reach the limit; the next attempt on either gets 429, another address goes through', async () => {
    const user = await createUser(first.ds, { role: 'teacher' });
    for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? second : first, '203.0.113.1', user.id, `guess-${i}`)).status).toBe(401);
    for (const app of [first, second]) {
      const blocked = await signIn(app, '203.0.113.1', user.id, PASSWORD);
      expect({ status: blocked.status, body: blocked.body }).toEqual({ status: 429, body: { error: MESSAGES.auth.tooManyAttempts(WINDOW_MINUTES) } });
    }
    expect((await signIn(second, '203.0.113.2', user.id, PASSWORD)).status).toBe(200);
  });

  test('a restarted process still sees the count', async () => {
    const user = await createUser(first.ds, { role: 'teacher' });
    for (let i = 0; i < 3; i++) expect((await signIn(first, '203.0.113.3', user.id, `guess-${i}`)).status).toBe(401);
    expect((await signIn(second, '203.0.113.3', user.id, 'guess-3')).status).toBe(401);
    await second.close();
    second = await startApp('shared-throttle', env, { redisKeyPrefix, sameDatabaseAs: first });
    // The fifth failure, on the new process, adds to the four from before the restart.
    expect((await signIn(second, '203.0.113.3', user.id, 'guess-4')).status).toBe(401);
    expect((await signIn(second, '203.0.113.3', user.id, PASSWORD)).status).toBe(429);
    expect((await signIn(first, '203.0.113.3', user.id, PASSWORD)).status).toBe(429);
  });

  test(`password-reset requests for one identifier split over both: the ${LIMITS.passwordReset.perIdentifier + 1}th waits, on either`, async () => {
    const identifier = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const ask = (app: TestApp, from: string) => app.http().post('/api/forgot-password/request').set('X-Forwarded-For', from).send({ identifier });
    for (let i = 0; i < LIMITS.passwordReset.perIdentifier; i++) expect((await ask(i % 2 ? second : first, `198.51.100.${i}`)).status).toBe(200);
    for (const app of [first, second]) {
      const refused = await ask(app, '198.51.100.99');
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 429,
        body: { error: MESSAGES.passwordReset.tooMany(LIMITS.passwordReset.windowMinutes) },
      });
    }
  });
});

describe('without REDIS_URL, each process counts its own (one process behind an address)', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startApp('shared-throttle-memory', BEHIND_A_PROXY);
    second = await startApp('shared-throttle-memory', BEHIND_A_PROXY, { sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('failures on one process do not count on the other', async () => {
    const user = await createUser(first.ds, { role: 'teacher' });
    for (let i = 0; i < 5; i++) expect((await signIn(first, '203.0.113.1', user.id, `guess-${i}`)).status).toBe(401);
    expect((await signIn(first, '203.0.113.1', user.id, PASSWORD)).status).toBe(429);
    expect((await signIn(second, '203.0.113.1', user.id, PASSWORD)).status).toBe(200);
  });
});
