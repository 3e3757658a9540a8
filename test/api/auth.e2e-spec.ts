import { MESSAGES } from '#common';
import type { AppConfig } from '../../apps/api/src/config/app-config.js';
import { createSchool, createUser, PASSWORD } from './factories.js';
import { ADMIN, bearer, expectErrorShape, startApp, type TestApp } from './harness.js';

describe('sign-in and the error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('auth');
  });
  afterAll(async () => {
    await t.close();
  });

  test('the admin signs in with full access', async () => {
    const res = await t.http().post('/api/auth/login').send(ADMIN).expect(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({ id: ADMIN.id, role: 'admin', user_type: 'admin', is_active: true, account_status: 'active' }),
      account_status: 'active',
      limited_access: false,
      warning: null,
    });
    expect(res.body.user).not.toHaveProperty('password_hash');
    const me = await t.http().get('/api/auth/me').set(bearer(res.body.token)).expect(200);
    expect(me.body.user.id).toBe(ADMIN.id);
  });

  test('a wrong password and an unknown ID get the same 401', async () => {
    const wrong = await t.http().post('/api/auth/login').send({ id: ADMIN.id, password: 'nope-nope' }).expect(401);
    expect(wrong.body).toEqual({ error: MESSAGES.auth.loginFailed });
    const unknown = await t.http().post('/api/auth/login').send({ id: '1999999999', password: 'whatever' }).expect(401);
    expect(unknown.body).toEqual({ error: MESSAGES.auth.loginFailed });
  });

  test('empty credentials are a 400 with a message per field', async () => {
    const res = await t.http().post('/api/auth/login').send({ id: '', password: '' }).expect(400);
    expectErrorShape(res.body);
    expect(res.body.details).toEqual([
      { path: 'id', msg: MESSAGES.validation.required },
      { path: 'password', msg: MESSAGES.validation.required },
    ]);
  });

  test('a pending account gets a limited token with the review warning, and only limited calls work', async () => {
    const pending = await createUser(t.ds, { role: 'teacher', is_active: false, account_status: 'pending_activation' });
    const res = await t.http().post('/api/auth/login').send({ id: pending.id, password: PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ account_status: 'pending_activation', limited_access: true, warning: MESSAGES.auth.pendingReview });
    const token = res.body.token;
    await t.http().get('/api/auth/me').set(bearer(token)).expect(200);
    await t.http().get(`/api/privileges/${pending.id}`).set(bearer(token)).expect(200);
    const refused = await t.http().get('/api/schools').set(bearer(token)).expect(403);
    expect(refused.body).toEqual({ error: MESSAGES.auth.accountInactive });
  });

  test('no token, a bad token and an expired token are 401 in Arabic', async () => {
    const none = await t.http().get('/api/schools').expect(401);
    expect(none.body).toEqual({ error: MESSAGES.auth.unauthenticated });
    const bad = await t.http().get('/api/schools').set(bearer('not.a.token')).expect(401);
    expect(bad.body).toEqual({ error: MESSAGES.auth.sessionExpired });
    const { JwtService } = await import('@nestjs/jwt');
    const expired = await t.app.get(JwtService).signAsync({ sub: ADMIN.id, role: 'admin' }, { expiresIn: -10 });
    const old = await t.http().get('/api/schools').set(bearer(expired)).expect(401);
    expect(old.body).toEqual({ error: MESSAGES.auth.sessionExpired });
  });

  test('unknown API paths and malformed bodies answer in the one error shape', async () => {
    const missing = await t.http().get('/api/no-such-thing').expect(404);
    expect(missing.body).toEqual({ error: MESSAGES.errors.routeNotFound });
    const malformed = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"id": ').expect(400);
    expect(malformed.body).toEqual({ error: MESSAGES.validation.invalidBody });
    const extra = await t
      .http()
      .post('/api/auth/login')
      .send({ ...ADMIN, role: 'admin' })
      .expect(400);
    expectErrorShape(extra.body);
    expect(extra.body.details).toEqual([{ path: 'role', msg: MESSAGES.validation.unknownField }]);
  });

  test('reading the signed-in user stays within its query budget', async () => {
    const token = await t.login(ADMIN.id, ADMIN.password);
    const { result, queries } = await t.measure(() => t.http().get('/api/auth/me').set(bearer(token)));
    expect(result.status).toBe(200);
    expect(queries).toBeGreaterThan(0);
    expect(queries).toBeLessThanOrEqual(2);
  });

  test('repeated failures for one ID get 429, and other IDs are not locked out', async () => {
    const victim = await createUser(t.ds, { role: 'teacher' });
    for (let i = 0; i < 5; i++)
      await t
        .http()
        .post('/api/auth/login')
        .send({ id: victim.id, password: 'guess-' + i })
        .expect(401);
    const blocked = await t.http().post('/api/auth/login').send({ id: victim.id, password: PASSWORD }).expect(429);
    expectErrorShape(blocked.body);
    expect(blocked.body.error).toBe(MESSAGES.auth.tooManyAttempts(15));
    // Seconds until the oldest counted failure is 15 minutes old (exactly so in the throttle's unit test).
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    await t.http().post('/api/auth/login').send(ADMIN).expect(200);
  });

  test('a token without an expiry is refused, even signed with the right secret', async () => {
    const { JwtService } = await import('@nestjs/jwt');
    const { APP_CONFIG } = await import('../../apps/api/src/config/app-config.js');
    const forever = new JwtService({ secret: t.app.get<AppConfig>(APP_CONFIG).jwt.secret });
    const token = await forever.signAsync({ sub: ADMIN.id, role: 'admin', sv: 0 });
    expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())).not.toHaveProperty('exp');
    const res = await t.http().get('/api/auth/me').set(bearer(token));
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: { error: MESSAGES.auth.sessionExpired } });
  });

  test('a deactivated account signs in with limited access and is told it is deactivated, not under review', async () => {
    const admin = await t.login(ADMIN.id, ADMIN.password);
    const teacher = await createUser(t.ds, { role: 'teacher' });
    await t.http().patch(`/api/users/${teacher.id}`).set(bearer(admin)).send({ is_active: false }).expect(200);
    const res = await t.http().post('/api/auth/login').send({ id: teacher.id, password: PASSWORD }).expect(200);
    expect(res.body).toMatchObject({ account_status: 'active', limited_access: true, warning: MESSAGES.auth.accountDeactivated });
    const rejected = await createUser(t.ds, { role: 'teacher', is_active: false, account_status: 'rejected' });
    const refused = await t.http().post('/api/auth/login').send({ id: rejected.id, password: PASSWORD }).expect(200);
    expect(refused.body.warning).toBe(MESSAGES.auth.accountRejected);
  });
});

// A session ends when its user's session version is raised; nothing depends on the clock, so the change may come in
// the same second (the same millisecond) as the sign-in.
describe('sessions end with a new password, a deactivation or a role change', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startApp('sessions');
    admin = await t.login(ADMIN.id, ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (token: string) => t.http().get('/api/auth/me').set(bearer(token));
  const expectEnded = async (token: string) => {
    const res = await me(token);
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: { error: MESSAGES.auth.sessionExpired } });
  };

  test('sign in, change the password at once: the old token is refused, the new one works', async () => {
    const user = await createUser(t.ds, { role: 'teacher' });
    const old = await t.login(user.id, PASSWORD);
    const other = await t.login(user.id, PASSWORD);
    const changed = await t
      .http()
      .post('/api/profile/change-password')
      .set(bearer(old))
      .send({ currentPassword: PASSWORD, newPassword: 'Sooner2026', confirmPassword: 'Sooner2026' })
      .expect(200);
    await expectEnded(other);
    await expectEnded(old);
    await me(changed.body.token).expect(200);
    // And a session opened right after the change goes on.
    await me(await t.login(user.id, 'Sooner2026')).expect(200);
  });

  test('a password set by staff, at once after the sign-in', async () => {
    const user = await createUser(t.ds, { role: 'student' });
    const old = await t.login(user.id, PASSWORD);
    await t.http().post('/api/user-management/reset-password').set(bearer(admin)).send({ userId: user.id, newPassword: 'new-secret-1' }).expect(200);
    await expectEnded(old);
    await me(await t.login(user.id, 'new-secret-1')).expect(200);
  });

  test('a deactivation ends the sessions; signing in again gives a limited one', async () => {
    const user = await createUser(t.ds, { role: 'teacher' });
    const old = await t.login(user.id, PASSWORD);
    await t.http().patch(`/api/users/${user.id}`).set(bearer(admin)).send({ is_active: false }).expect(200);
    await expectEnded(old);
    const again = await t.http().post('/api/auth/login').send({ id: user.id, password: PASSWORD }).expect(200);
    expect(again.body.limited_access).toBe(true);
    await me(again.body.token).expect(200);
    // Switching it back on keeps that session (it was opened after the deactivation).
    await t.http().patch(`/api/users/${user.id}`).set(bearer(admin)).send({ is_active: true }).expect(200);
    await me(again.body.token).expect(200);
  });

  test('a role change ends the sessions; other edits do not', async () => {
    const school = await createSchool(t.ds);
    const user = await createUser(t.ds, { role: 'supervisor', school_id: school.id });
    const old = await t.login(user.id, PASSWORD);
    await t.http().put(`/api/users/${user.id}`).set(bearer(admin)).send({ role: 'supervisor', school_id: school.id, first_name: 'خالد' }).expect(200);
    await me(old).expect(200);
    await t.http().put(`/api/users/${user.id}`).set(bearer(admin)).send({ role: 'parent', school_id: null }).expect(200);
    await expectEnded(old);
    const fresh = await t.login(user.id, PASSWORD);
    expect((await me(fresh).expect(200)).body.user.role).toBe('parent');
  });
});
