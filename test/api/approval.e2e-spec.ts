import { MESSAGES } from '#common';
import { createSchool, createUser, nationalId, PASSWORD } from './factories.js';
import { ADMIN, bearer, startApp, type TestApp } from './harness.js';

describe('approval of pending accounts and privilege grants', () => {
  let t: TestApp;
  let admin: string;
  let schoolId: number;
  beforeAll(async () => {
    t = await startApp('approval');
    admin = await t.login(ADMIN.id, ADMIN.password);
    schoolId = (await createSchool(t.ds)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const registerTeacher = async () => {
    const id = nationalId();
    await t
      .http()
      .post('/api/teachers')
      .send({ id, first_name: 'سلمان', second_name: 'فهد', third_name: 'ناصر', last_name: 'الدوسري', phone: '0501112233', email: 't@example.com', password: 'secret1', user_type: 'teacher', school_id: schoolId })
      .expect(201);
    return id;
  };

  test('the admin lists pending accounts and approves one, who then signs in fully', async () => {
    const id = await registerTeacher();
    const list = await t.http().get('/api/users/pending').set(bearer(admin)).expect(200);
    expect(list.body.users).toEqual(expect.arrayContaining([expect.objectContaining({ id, role: 'teacher', account_status: 'pending_activation', school_id: schoolId, school_name: 'مجمع الفرقان', family_ids: [] })]));

    const before = await t.http().post('/api/auth/login').send({ id, password: 'secret1' }).expect(200);
    expect(before.body.limited_access).toBe(true);

    const approved = await t.http().post(`/api/users/${id}/approve`).set(bearer(admin)).expect(200);
    expect(approved.body).toEqual({ message: MESSAGES.users.approved, user: expect.objectContaining({ id, is_active: true, account_status: 'active' }) });
    const after = await t.http().post('/api/auth/login').send({ id, password: 'secret1' }).expect(200);
    expect(after.body).toMatchObject({ limited_access: false, warning: null, account_status: 'active' });
    // The token issued while pending works fully now: access is read fresh on every request.
    await t.http().get('/api/schools').set(bearer(before.body.token)).expect(200);

    const again = await t.http().post(`/api/users/${id}/approve`).set(bearer(admin)).expect(409);
    expect(again.body).toEqual({ error: MESSAGES.users.notPending });
  });

  test('rejecting keeps the account limited and says so at sign-in', async () => {
    const id = await registerTeacher();
    await t.http().post(`/api/users/${id}/reject`).set(bearer(admin)).expect(200);
    const res = await t.http().post('/api/auth/login').send({ id, password: 'secret1' }).expect(200);
    expect(res.body).toMatchObject({ limited_access: true, account_status: 'rejected', warning: MESSAGES.auth.accountRejected });
  });

  test('toggle-active approves a pending account, and switches an active one off', async () => {
    const id = await registerTeacher();
    const on = await t.http().patch(`/api/users/${id}/toggle-active`).set(bearer(admin)).expect(200);
    expect(on.body.user).toMatchObject({ is_active: true, account_status: 'active' });
    const off = await t.http().patch(`/api/users/${id}/toggle-active`).set(bearer(admin)).expect(200);
    expect(off.body.user).toMatchObject({ is_active: false });
    const login = await t.http().post('/api/auth/login').send({ id, password: 'secret1' }).expect(200);
    expect(login.body.limited_access).toBe(true);
    await t.http().patch(`/api/users/${ADMIN.id}/toggle-active`).set(bearer(admin)).expect(409);
    await t.http().patch('/api/users/1999999990/toggle-active').set(bearer(admin)).expect(404);
  });

  test('a teacher may not approve: 403, until granted users.manage, which works on the next request', async () => {
    const teacher = await createUser(t.ds, { role: 'teacher', school_id: schoolId });
    const token = await t.login(teacher.id, PASSWORD);
    const refused = await t.http().get('/api/users/pending').set(bearer(token)).expect(403);
    expect(refused.body).toEqual({ error: MESSAGES.errors.forbidden });

    const granted = await t.http().put(`/api/privileges/${teacher.id}`).set(bearer(admin)).send({ permissions: { users: ['manage'], reports: ['create'] } }).expect(200);
    expect(granted.body).toMatchObject({ user_id: teacher.id, role: 'teacher', permissions: { users: ['manage'], reports: ['create'] } });
    expect(granted.body.role_permissions).toMatchObject({ attendance: ['all'] });
    await t.http().get('/api/users/pending').set(bearer(token)).expect(200);

    const own = await t.http().get(`/api/privileges/${teacher.id}`).set(bearer(token)).expect(200);
    expect(own.body.permissions).toEqual({ users: ['manage'], reports: ['create'] });

    await t.http().put(`/api/privileges/${teacher.id}`).set(bearer(admin)).send({ permissions: {} }).expect(200);
    await t.http().get('/api/users/pending').set(bearer(token)).expect(403);
  });

  test('privileges: another user\'s grants are hidden from non-admins, writes are admin-only and validated', async () => {
    const a = await createUser(t.ds, { role: 'supervisor', school_id: schoolId });
    const b = await createUser(t.ds, { role: 'teacher', school_id: schoolId });
    const token = await t.login(a.id, PASSWORD);
    await t.http().get(`/api/privileges/${b.id}`).set(bearer(token)).expect(404);
    await t.http().put(`/api/privileges/${b.id}`).set(bearer(token)).send({ permissions: { users: ['manage'] } }).expect(403);
    await t.http().get(`/api/privileges/${b.id}`).set(bearer(admin)).expect(200);
    const bad = await t.http().put(`/api/privileges/${b.id}`).set(bearer(admin)).send({ permissions: { users: ['fly'], moon: ['view'] } }).expect(400);
    expect(bad.body.details).toEqual([{ path: 'permissions', msg: MESSAGES.validation.invalidChoice }]);
    await t.http().put('/api/privileges/1999999991').set(bearer(admin)).send({ permissions: {} }).expect(404);
  });
});
