import { MESSAGES, fullName } from '#common';
import { createUser } from './factories.js';
import { bearer, expectErrorShape, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

// Password management over real HTTP: whose passwords the caller may set, the form's rules, and a reset that ends
// the user's open sessions.

describe('password management', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startApp('passwords');
    w = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const ids = (body: { users: { id: string }[] }) => body.users.map((user) => user.id);

  test("a complex manager's list holds only the students of their complex; the admin's everyone, by role", async () => {
    const manager = (await t.http().get('/api/user-management/password-reset-users').set(w.a.manager.auth).expect(200)).body;
    expect(ids(manager)).toEqual([w.a.student.id]);
    const admin = (await t.http().get('/api/user-management/password-reset-users').query({ role: 'teacher' }).set(w.admin.auth).expect(200)).body;
    expect(ids(admin)).toEqual(expect.arrayContaining([w.a.teacher.id, w.b.teacher.id]));
    expect(admin.users.every((user: { role: string }) => user.role === 'teacher')).toBe(true);
    const teacher = await t.http().get('/api/user-management/password-reset-users').set(w.a.teacher.auth);
    expect({ status: teacher.status, body: teacher.body }).toEqual({ status: 403, body: { error: MESSAGES.errors.forbidden } });
  });

  test('a reset ends the sessions opened with the old password; the new one signs in', async () => {
    const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    const oldToken = await t.login(student.id, student.password);
    const res = await t.http().post('/api/user-management/reset-password').set(w.a.manager.auth).send({ userId: student.id, newPassword: 'new-secret-1' });
    expect(res.body).toEqual({ message: MESSAGES.passwords.changed(fullName(student)) });
    const refused = await t.http().get('/api/auth/me').set(bearer(oldToken));
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: { error: MESSAGES.auth.sessionExpired } });
    expect((await t.http().post('/api/auth/login').send({ id: student.id, password: student.password })).status).toBe(401);
    const fresh = await t.login(student.id, 'new-secret-1');
    expect((await t.http().get('/api/auth/me').set(bearer(fresh))).status).toBe(200);
  });

  test("outside the caller's scope is missing; bad input is a 400 naming the field", async () => {
    const post = (auth: { Authorization: string }, body: object) => t.http().post('/api/user-management/reset-password').set(auth).send(body);
    for (const userId of [w.b.student.id, w.a.teacher.id, w.a.manager.id]) {
      const res = await post(w.a.manager.auth, { userId, newPassword: 'new-secret-1' });
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { error: MESSAGES.users.notFound } });
    }
    const short = await post(w.a.manager.auth, { userId: w.a.student.id, newPassword: '12345' });
    expect(short.status).toBe(400);
    expectErrorShape(short.body);
    expect(short.body.details).toEqual([{ path: 'newPassword', msg: MESSAGES.validation.passwordMin }]);
    const badId = await post(w.admin.auth, { userId: '123', newPassword: 'new-secret-1' });
    expect(badId.body.details).toEqual([{ path: 'userId', msg: MESSAGES.validation.nationalId }]);
  });
});
