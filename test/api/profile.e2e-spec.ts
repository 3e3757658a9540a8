import { MESSAGES } from '#common';
import { createClass, createSchool, createSemester, createUser, enrol } from './factories.js';
import { bearer, expectInvalid, startApp, type TestApp } from './harness.js';

// One's own profile over real HTTP: read with the circle or circles, the four fields kept up to date (and only
// those), an e-mail of another account refused, and the password change: the current one checked, the spec's rule,
// every other session ended while this one goes on with the answer's token.

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('profile');
  });
  afterAll(async () => {
    await t.close();
  });

  test('a student reads their profile with their complex and circle; a teacher with the circles they teach', async () => {
    const school = await createSchool(t.ds, { name: 'مجمع النور' });
    const semester = await createSemester(t.ds, school);
    const teacher = await createUser(t.ds, { role: 'teacher', school_id: school.id });
    const circle = await createClass(t.ds, { school, semester, name: 'حلقة الإمام نافع', teachers: [teacher] });
    const student = await createUser(t.ds, { role: 'student', school_id: school.id, first_name: 'بدر' });
    await enrol(t.ds, student, circle);
    const mine = await t
      .http()
      .get('/api/profile/me')
      .set(bearer(await t.login(student.id, student.password)));
    expect(mine.status).toBe(200);
    expect(mine.body.user).toEqual(
      expect.objectContaining({ id: student.id, first_name: 'بدر', role: 'student', school_name: 'مجمع النور', class_name: 'حلقة الإمام نافع', classes: [] }),
    );
    expect(mine.body.user).not.toHaveProperty('password_hash');
    const taught = await t
      .http()
      .get('/api/profile/me')
      .set(bearer(await t.login(teacher.id, teacher.password)));
    expect(taught.body.user).toEqual(expect.objectContaining({ class_name: null, classes: [{ id: circle.id, name: 'حلقة الإمام نافع' }] }));
  });

  test('the four fields are kept up to date, and nothing else; a pending account keeps its profile too', async () => {
    const user = await createUser(t.ds, { role: 'parent', is_active: false, account_status: 'pending_activation', email: 'old@example.com' });
    const auth = bearer(await t.login(user.id, user.password));
    const res = await t
      .http()
      .put('/api/profile/me')
      .set(auth)
      .send({ phone: '0559876543', email: 'new@example.com', address: 'حي الروضة، جدة', date_of_birth: '1985-04-12' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.profile.saved);
    expect(res.body.user).toEqual(
      expect.objectContaining({ phone: '0559876543', email: 'new@example.com', address: 'حي الروضة، جدة', date_of_birth: '1985-04-12', role: 'parent' }),
    );
    // A field left out is kept; an empty one clears; a role or a name is not the profile's to change.
    const cleared = await t.http().put('/api/profile/me').set(auth).send({ address: '' });
    expect(cleared.body.user).toEqual(expect.objectContaining({ address: null, phone: '0559876543' }));
    const sneaky = await t.http().put('/api/profile/me').set(auth).send({ role: 'admin', first_name: 'مدير' });
    expect(sneaky.status).toBe(400);
    expect((await t.http().get('/api/profile/me').set(auth)).body.user).toEqual(expect.objectContaining({ role: 'parent', first_name: user.first_name }));
  });

  test("bad values are 400 per field; another account's e-mail is 409; nothing changes", async () => {
    await createUser(t.ds, { role: 'teacher', email: 'taken@example.com' });
    const user = await createUser(t.ds, { role: 'supervisor', email: 'mine@example.com' });
    const auth = bearer(await t.login(user.id, user.password));
    expectInvalid(await t.http().put('/api/profile/me').set(auth).send({ phone: '0412345678' }), 'phone', MESSAGES.validation.mobile);
    expectInvalid(await t.http().put('/api/profile/me').set(auth).send({ email: 'not-an-email' }), 'email', MESSAGES.validation.email);
    expectInvalid(await t.http().put('/api/profile/me').set(auth).send({ date_of_birth: '2999-01-01' }), 'date_of_birth', MESSAGES.validation.invalidDate);
    const taken = await t.http().put('/api/profile/me').set(auth).send({ email: 'TAKEN@example.com', phone: '0551112223' });
    expect({ status: taken.status, error: taken.body.error }).toEqual({ status: 409, error: MESSAGES.profile.emailTaken });
    expect((await t.http().get('/api/profile/me').set(auth)).body.user).toEqual(expect.objectContaining({ email: 'mine@example.com', phone: '0512345678' }));
  });

  test('a password change checks the current one and the rule, ends the other sessions and renews this one', async () => {
    const user = await createUser(t.ds, { role: 'teacher' });
    const other = bearer(await t.login(user.id, user.password));
    const auth = bearer(await t.login(user.id, user.password));
    const change = (body: object) => t.http().post('/api/profile/change-password').set(auth).send(body);
    expectInvalid(
      await change({ currentPassword: 'wrong-one-1', newPassword: 'Better2026', confirmPassword: 'Better2026' }),
      'currentPassword',
      MESSAGES.passwords.currentWrong,
    );
    expectInvalid(
      await change({ currentPassword: user.password, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
      'newPassword',
      MESSAGES.passwords.weak,
    );
    expectInvalid(
      await change({ currentPassword: user.password, newPassword: 'Better2026', confirmPassword: 'Better2027' }),
      'confirmPassword',
      MESSAGES.passwords.mismatch,
    );
    expectInvalid(
      await change({ currentPassword: user.password, newPassword: user.password, confirmPassword: user.password }),
      'newPassword',
      MESSAGES.passwords.sameAsCurrent,
    );
    // Nothing changed so far.
    await t.login(user.id, user.password);
    const done = await change({ currentPassword: user.password, newPassword: 'Better2026', confirmPassword: 'Better2026' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: MESSAGES.passwords.ownChanged, token: expect.any(String) });
    expect((await t.http().get('/api/profile/me').set(other)).status).toBe(401);
    expect((await t.http().get('/api/profile/me').set(bearer(done.body.token))).status).toBe(200);
    await t.login(user.id, 'Better2026');
    expect((await t.http().post('/api/auth/login').send({ id: user.id, password: user.password })).status).toBe(401);
  });
});
