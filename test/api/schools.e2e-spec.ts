import { MESSAGES } from '#common';
import { createSchool, createUser, PASSWORD } from './factories.js';
import { ADMIN, bearer, expectErrorShape, startApp, type TestApp } from './harness.js';

describe('complexes', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startApp('schools');
    admin = await t.login(ADMIN.id, ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
  });

  test("create, read back with the administrator's names, edit, toggle, soft delete", async () => {
    const empty = await t.http().get('/api/schools').set(bearer(admin)).expect(200);
    expect(empty.body).toEqual({ schools: [] });

    const manager = await createUser(t.ds, { role: 'administrator', first_name: 'عبدالله' });
    const created = await t
      .http()
      .post('/api/schools')
      .set(bearer(admin))
      .send({
        name: 'مجمع النور',
        address: 'حي النرجس, الرياض, منطقة الرياض',
        phone: '0112345678'.replace('01', '05'),
        email: 'noor@example.com',
        established_date: '2015-09-01',
        administrator_id: manager.id,
      })
      .expect(201);
    const school = created.body.school;
    expect(created.body.message).toBe(MESSAGES.schools.saved);
    expect(school).toMatchObject({
      name: 'مجمع النور',
      address: 'حي النرجس, الرياض, منطقة الرياض',
      is_active: true,
      established_date: '2015-09-01',
      administrator_id: manager.id,
      administrator_first_name: 'عبدالله',
      administrator_last_name: 'الزهراني',
      principal_name: 'عبدالله محمد علي الزهراني',
    });

    const edited = await t.http().put(`/api/schools/${school.id}`).set(bearer(admin)).send({ name: 'مجمع النور الجديد', phone: '' }).expect(200);
    expect(edited.body.school).toMatchObject({ name: 'مجمع النور الجديد', phone: null, email: 'noor@example.com' });

    const toggled = await t.http().put(`/api/schools/${school.id}`).set(bearer(admin)).send({ is_active: false }).expect(200);
    expect(toggled.body.school).toMatchObject({ is_active: false, name: 'مجمع النور الجديد' });

    const list = await t.http().get('/api/schools').set(bearer(admin)).expect(200);
    expect(list.body.schools).toHaveLength(1);

    const deleted = await t.http().delete(`/api/schools/${school.id}`).set(bearer(admin)).expect(200);
    expect(deleted.body.school).toMatchObject({ is_active: false, name: 'مجمع النور الجديد (محذوف)' });
    const twice = await t.http().delete(`/api/schools/${school.id}`).set(bearer(admin)).expect(200);
    expect(twice.body.school.name).toBe('مجمع النور الجديد (محذوف)');
  });

  test('delete is refused while students belong to the complex, and nothing changes', async () => {
    const school = await createSchool(t.ds, { name: 'مجمع الهدى' });
    await createUser(t.ds, { role: 'student', school_id: school.id });
    const res = await t.http().delete(`/api/schools/${school.id}`).set(bearer(admin)).expect(409);
    expect(res.body).toEqual({ error: MESSAGES.schools.hasDependants });
    const after = await t.http().get(`/api/schools/${school.id}`).set(bearer(admin)).expect(200);
    expect(after.body.school).toMatchObject({ name: 'مجمع الهدى', is_active: true });
  });

  test('validation messages', async () => {
    const res = await t
      .http()
      .post('/api/schools')
      .set(bearer(admin))
      .send({ name: '', address: '', phone: '123', email: 'x', established_date: '2020-13-01', administrator_id: '12' })
      .expect(400);
    expectErrorShape(res.body);
    expect(res.body.details).toEqual([
      { path: 'name', msg: MESSAGES.validation.required },
      { path: 'address', msg: MESSAGES.validation.required },
      { path: 'phone', msg: MESSAGES.validation.mobile },
      { path: 'email', msg: MESSAGES.validation.email },
      { path: 'established_date', msg: MESSAGES.validation.invalidDate },
      { path: 'administrator_id', msg: MESSAGES.validation.nationalId },
    ]);
    const teacher = await createUser(t.ds, { role: 'teacher' });
    const notManager = await t.http().post('/api/schools').set(bearer(admin)).send({ name: 'م', address: 'ع', administrator_id: teacher.id }).expect(400);
    expect(notManager.body.details).toEqual([{ path: 'administrator_id', msg: MESSAGES.schools.administratorNotFound }]);
    await t.http().put('/api/schools/abc').set(bearer(admin)).send({ is_active: true }).expect(404);
    await t.http().put('/api/schools/99999').set(bearer(admin)).send({ is_active: true }).expect(404);
  });

  test('a complex manager sees and edits only their own complex; a teacher cannot create one', async () => {
    // A manager's complexes are the ones assigned to them (administrator_id), not the one on their own account.
    const manager = await createUser(t.ds, { role: 'administrator' });
    const mine = await createSchool(t.ds, { name: 'مجمعي', administrator_id: manager.id });
    const other = await createSchool(t.ds, { name: 'مجمع آخر' });
    const token = await t.login(manager.id, PASSWORD);

    const { result, queries } = await t.measure(() => t.http().get('/api/schools').set(bearer(token)));
    expect(result.body.schools.map((s: { id: number }) => s.id)).toEqual([mine.id]);
    expect(queries).toBeLessThanOrEqual(4);

    await t.http().get(`/api/schools/${other.id}`).set(bearer(token)).expect(404);
    await t.http().put(`/api/schools/${other.id}`).set(bearer(token)).send({ name: 'استيلاء' }).expect(404);
    await t.http().put(`/api/schools/${mine.id}`).set(bearer(token)).send({ phone: '0533333333' }).expect(200);
    await t.http().delete(`/api/schools/${mine.id}`).set(bearer(token)).expect(403);

    const teacher = await createUser(t.ds, { role: 'teacher', school_id: mine.id });
    const teacherToken = await t.login(teacher.id, PASSWORD);
    const refused = await t.http().post('/api/schools').set(bearer(teacherToken)).send({ name: 'مجمع', address: 'حي' }).expect(403);
    expect(refused.body).toEqual({ error: MESSAGES.errors.forbidden });
  });

  test('the administrator list for the complex form', async () => {
    const manager = await createUser(t.ds, { role: 'administrator', first_name: 'منصور' });
    const res = await t.http().get('/api/teachers?user_type=administrator').set(bearer(admin)).expect(200);
    expect(res.body.teachers).toEqual(expect.arrayContaining([expect.objectContaining({ id: manager.id, first_name: 'منصور', role: 'administrator' })]));
    expect(res.body.teachers.every((u: { role: string }) => u.role === 'administrator')).toBe(true);
    const bad = await t.http().get('/api/teachers?user_type=king').set(bearer(admin)).expect(400);
    expect(bad.body.details).toEqual([{ path: 'user_type', msg: MESSAGES.validation.invalidChoice }]);
  });
});
