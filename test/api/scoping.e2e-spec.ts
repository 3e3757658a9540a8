import { MESSAGES, type Role } from '#common';
import { ParentStudentLink } from '../../apps/api/src/users/entities/parent-student-link.entity.js';
import { createSchool, createUser, nationalId, PASSWORD } from './factories.js';
import { ADMIN, bearer, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

// Row-level access over today's calls: every list shows only the caller's rows and every single object outside the
// caller's scope answers 404 exactly like a missing one. The world is two fully staffed complexes, A and B.

const names = { first_name: 'سلمان', second_name: 'فهد', third_name: 'ناصر', last_name: 'الدوسري' };
const ids = (rows: { id: string | number }[]) => rows.map((row) => row.id);

describe('row-level access', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startApp('scoping');
    w = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Registers through the public staff form; the account waits for approval. */
  const registerStaff = async (user_type: Role, school_id: number | null) => {
    const id = nationalId();
    await t
      .http()
      .post('/api/teachers')
      .send({ id, ...names, phone: '0501112233', email: 's@example.com', password: 'secret1', user_type, school_id })
      .expect(201);
    return id;
  };
  const registerParent = async (childIds: string[]) => {
    const id = nationalId();
    await t
      .http()
      .post('/api/parents')
      .send({ id, ...names, neighborhood: 'حي الياسمين', phone: '0551234567', email: 'p@example.com', password: 'secret1', childIds, registerSelf: false })
      .expect(201);
    return id;
  };
  const setGrants = (userId: string, permissions: object) => t.http().put(`/api/privileges/${userId}`).set(w.admin.auth).send({ permissions }).expect(200);

  describe('complexes', () => {
    test("a manager's complexes are those assigned to them, not the one they named when registering", async () => {
      const intruder = await registerStaff('administrator', w.b.school.id);
      await t.http().post(`/api/users/${intruder}/approve`).set(w.admin.auth).expect(200);
      const token = await t.login(intruder, 'secret1');

      const list = await t.http().get('/api/schools').set(bearer(token)).expect(200);
      expect(list.body).toEqual({ schools: [] });
      const read = await t.http().get(`/api/schools/${w.b.school.id}`).set(bearer(token)).expect(404);
      expect(read.body).toEqual({ error: MESSAGES.schools.notFound });
      const takeOver = await t.http().put(`/api/schools/${w.b.school.id}`).set(bearer(token)).send({ administrator_id: intruder }).expect(404);
      expect(takeOver.body).toEqual({ error: MESSAGES.schools.notFound });
      await t.http().put(`/api/schools/${w.b.school.id}`).set(bearer(token)).send({ is_active: false }).expect(404);

      const after = await t.http().get(`/api/schools/${w.b.school.id}`).set(w.admin.auth).expect(200);
      expect(after.body.school).toMatchObject({ administrator_id: w.b.manager.id, is_active: true, name: 'مجمع ب' });
    });

    test('a manager edits the complex they manage but may not hand it to someone else', async () => {
      const a = w.a.school.id;
      const kept = await t.http().put(`/api/schools/${a}`).set(w.a.manager.auth).send({ administrator_id: w.a.manager.id, phone: '0533333333' }).expect(200);
      expect(kept.body.school).toMatchObject({ administrator_id: w.a.manager.id, phone: '0533333333' });

      const handOver = await t.http().put(`/api/schools/${a}`).set(w.a.manager.auth).send({ administrator_id: w.b.manager.id }).expect(403);
      expect(handOver.body).toEqual({ error: MESSAGES.errors.forbidden });
      await t.http().put(`/api/schools/${a}`).set(w.a.manager.auth).send({ administrator_id: '' }).expect(403);
      await t.http().put(`/api/schools/${w.b.school.id}`).set(w.a.manager.auth).send({ phone: '0544444444' }).expect(404);
      await t.http().delete(`/api/schools/${a}`).set(w.a.manager.auth).expect(403);

      const after = await t.http().get(`/api/schools/${a}`).set(w.admin.auth).expect(200);
      expect(after.body.school).toMatchObject({ administrator_id: w.a.manager.id, phone: '0533333333' });
    });

    test('each role lists and reads only its own complex; the admin every one', async () => {
      const list = async (token: { Authorization: string }) => ids((await t.http().get('/api/schools').set(token).expect(200)).body.schools);
      expect(await list(w.admin.auth)).toEqual(expect.arrayContaining([w.a.school.id, w.b.school.id]));
      for (const role of ['manager', 'supervisor', 'teacher', 'student'] as const) {
        expect(await list(w.a[role].auth)).toEqual([w.a.school.id]);
        await t.http().get(`/api/schools/${w.a.school.id}`).set(w.a[role].auth).expect(200);
        const other = await t.http().get(`/api/schools/${w.b.school.id}`).set(w.a[role].auth).expect(404);
        expect(other.body).toEqual({ error: MESSAGES.schools.notFound });
      }
      // A parent has no complex of their own: they see their children's.
      expect(await list(w.a.parent.auth)).toEqual([w.a.school.id]);
      await t.http().get(`/api/schools/${w.b.school.id}`).set(w.a.parent.auth).expect(404);
    });

    test('a supervisor granted schools.edit edits their own complex only', async () => {
      await setGrants(w.a.supervisor.id, { schools: ['edit'] });
      await t.http().put(`/api/schools/${w.a.school.id}`).set(w.a.supervisor.auth).send({ email: 'a@example.com' }).expect(200);
      await t.http().put(`/api/schools/${w.b.school.id}`).set(w.a.supervisor.auth).send({ email: 'b@example.com' }).expect(404);
      await t.http().put(`/api/schools/${w.a.school.id}`).set(w.a.supervisor.auth).send({ administrator_id: w.a.supervisor.id }).expect(403);
      await setGrants(w.a.supervisor.id, {});
    });

    test('a manager granted schools.create may add a complex but not name its manager', async () => {
      await setGrants(w.a.manager.id, { schools: ['create'] });
      const body = { name: 'مجمع جديد', address: 'حي الروضة, جدة, منطقة مكة المكرمة' };
      const refused = await t
        .http()
        .post('/api/schools')
        .set(w.a.manager.auth)
        .send({ ...body, administrator_id: w.b.manager.id })
        .expect(403);
      expect(refused.body).toEqual({ error: MESSAGES.errors.forbidden });
      const created = await t.http().post('/api/schools').set(w.a.manager.auth).send(body).expect(201);
      expect(created.body.school).toMatchObject({ name: 'مجمع جديد', administrator_id: null });
      await setGrants(w.a.manager.id, {});
    });
  });

  describe('approvals and account switches', () => {
    test('a manager granted users.manage approves only accounts of their complex, and never an admin or a manager', async () => {
      await setGrants(w.a.manager.id, { users: ['manage'] });
      const teacherA = await registerStaff('teacher', w.a.school.id);
      const teacherB = await registerStaff('teacher', w.b.school.id);
      const parentA = await registerParent([w.a.student.id]);
      const parentB = await registerParent([w.b.student.id]);
      // A parent's link to a child who did not name them waits for the child's complex; once it is confirmed there,
      // the parent is one of that complex's families, whose account its manager approves.
      for (const [parentId, manager] of [
        [parentA, w.a.manager],
        [parentB, w.b.manager],
      ] as const) {
        const link = await t.ds.getRepository(ParentStudentLink).findOneByOrFail({ parent_id: parentId });
        await t.http().post(`/api/children/pending/${link.id}/approve`).set(manager.auth).expect(200);
      }
      const adminX = await registerStaff('admin', w.a.school.id);
      const managerX = await registerStaff('administrator', w.a.school.id);

      const pending = ids((await t.http().get('/api/users/pending').set(w.a.manager.auth).expect(200)).body.users);
      expect(pending).toEqual(expect.arrayContaining([teacherA, parentA]));
      for (const outside of [teacherB, parentB, adminX, managerX]) expect(pending).not.toContain(outside);

      for (const id of [adminX, managerX, teacherB, parentB]) {
        const approve = await t.http().post(`/api/users/${id}/approve`).set(w.a.manager.auth).expect(404);
        expect(approve.body).toEqual({ error: MESSAGES.users.notFound });
        await t.http().post(`/api/users/${id}/reject`).set(w.a.manager.auth).expect(404);
        await t.http().patch(`/api/users/${id}/toggle-active`).set(w.a.manager.auth).expect(404);
      }
      for (const id of [ADMIN.id, w.b.manager.id, w.b.teacher.id, w.b.parent.id]) {
        await t.http().patch(`/api/users/${id}/toggle-active`).set(w.a.manager.auth).expect(404);
      }
      const me = await t.http().get('/api/auth/me').set(w.admin.auth).expect(200);
      expect(me.body.user).toMatchObject({ is_active: true });

      const approved = await t.http().post(`/api/users/${teacherA}/approve`).set(w.a.manager.auth).expect(200);
      expect(approved.body).toEqual({ message: MESSAGES.users.approved, user: expect.objectContaining({ id: teacherA, account_status: 'active' }) });
      await t.http().post(`/api/users/${parentA}/reject`).set(w.a.manager.auth).expect(200);
      const off = await t.http().patch(`/api/users/${w.a.supervisor.id}/toggle-active`).set(w.a.manager.auth).expect(200);
      expect(off.body.user).toMatchObject({ id: w.a.supervisor.id, is_active: false });
      await t.http().patch(`/api/users/${w.a.supervisor.id}/toggle-active`).set(w.a.manager.auth).expect(200);
      // Switching off ended the supervisor's session: the tests after this one go on with a new one.
      w.a.supervisor.auth = bearer(await t.login(w.a.supervisor.id, w.a.supervisor.password));

      // The admin still acts on everything, admins included.
      await t.http().post(`/api/users/${adminX}/approve`).set(w.admin.auth).expect(200);
      await t.http().post(`/api/users/${managerX}/reject`).set(w.admin.auth).expect(200);
      await t.http().post(`/api/users/${teacherB}/approve`).set(w.admin.auth).expect(200);
      await t.http().post(`/api/users/${parentB}/approve`).set(w.admin.auth).expect(200);
      await setGrants(w.a.manager.id, {});
    });

    test('a supervisor granted users.manage acts below their own level in their own complex', async () => {
      await setGrants(w.b.supervisor.id, { users: ['manage'] });
      const teacher = await registerStaff('teacher', w.b.school.id);
      const supervisor = await registerStaff('supervisor', w.b.school.id);
      const pending = ids((await t.http().get('/api/users/pending').set(w.b.supervisor.auth).expect(200)).body.users);
      expect(pending).toContain(teacher);
      expect(pending).not.toContain(supervisor);
      await t.http().post(`/api/users/${supervisor}/approve`).set(w.b.supervisor.auth).expect(404);
      await t.http().patch(`/api/users/${w.b.manager.id}/toggle-active`).set(w.b.supervisor.auth).expect(404);
      await t.http().post(`/api/users/${teacher}/approve`).set(w.b.supervisor.auth).expect(200);
      await setGrants(w.b.supervisor.id, {});
    });
  });

  describe('privileges', () => {
    test('pending, rejected and deactivated admins read only their own grants', async () => {
      const pending = await registerStaff('admin', w.a.school.id);
      const rejected = await createUser(t.ds, { role: 'admin', is_active: false, account_status: 'rejected' });
      const deactivated = await createUser(t.ds, { role: 'admin', is_active: false, account_status: 'active' });
      const accounts = [
        { id: pending, token: await t.login(pending, 'secret1') },
        { id: rejected.id, token: await t.login(rejected.id, PASSWORD) },
        { id: deactivated.id, token: await t.login(deactivated.id, PASSWORD) },
      ];
      for (const account of accounts) {
        const other = await t.http().get(`/api/privileges/${w.a.teacher.id}`).set(bearer(account.token)).expect(404);
        expect(other.body).toEqual({ error: MESSAGES.users.notFound });
        await t.http().get(`/api/privileges/${ADMIN.id}`).set(bearer(account.token)).expect(404);
        const own = await t.http().get(`/api/privileges/${account.id}`).set(bearer(account.token)).expect(200);
        expect(own.body).toMatchObject({ user_id: account.id, role: 'admin' });
      }
      await t.http().get(`/api/privileges/${w.a.teacher.id}`).set(w.admin.auth).expect(200);
    });

    test("system.manage reads and edits the grants of accounts inside the caller's own scope only", async () => {
      await setGrants(w.a.supervisor.id, { system: ['manage'] });
      const read = await t.http().get(`/api/privileges/${w.a.teacher.id}`).set(w.a.supervisor.auth).expect(200);
      expect(read.body).toMatchObject({ user_id: w.a.teacher.id, role: 'teacher' });
      await t.http().get(`/api/privileges/${w.a.parent.id}`).set(w.a.supervisor.auth).expect(200);
      for (const id of [w.b.teacher.id, w.a.manager.id, ADMIN.id, '1999999992']) {
        const res = await t.http().get(`/api/privileges/${id}`).set(w.a.supervisor.auth).expect(404);
        expect(res.body).toEqual({ error: MESSAGES.users.notFound });
      }
      await t
        .http()
        .put(`/api/privileges/${w.a.teacher.id}`)
        .set(w.a.supervisor.auth)
        .send({ permissions: { reports: ['create'] } })
        .expect(200);
      await t
        .http()
        .put(`/api/privileges/${w.b.teacher.id}`)
        .set(w.a.supervisor.auth)
        .send({ permissions: { users: ['manage'] } })
        .expect(404);
      // Granting oneself more is an edit of one's own account, which only the admin's scope holds.
      await t
        .http()
        .put(`/api/privileges/${w.a.supervisor.id}`)
        .set(w.a.supervisor.auth)
        .send({ permissions: { system: ['all'] } })
        .expect(404);
      await t.http().put(`/api/privileges/${ADMIN.id}`).set(w.a.supervisor.auth).send({ permissions: {} }).expect(404);
      await setGrants(w.a.teacher.id, {});
      await setGrants(w.a.supervisor.id, {});
    });
  });

  describe('staff lists', () => {
    const list = async (auth: { Authorization: string }, query = '') => ids((await t.http().get(`/api/teachers${query}`).set(auth).expect(200)).body.teachers);

    test("teachers of the caller's complex; a teacher sees themselves; the admin everyone", async () => {
      expect(await list(w.admin.auth)).toEqual(expect.arrayContaining([w.a.teacher.id, w.b.teacher.id]));
      expect(await list(w.a.manager.auth)).toEqual(expect.not.arrayContaining([w.b.teacher.id]));
      expect(await list(w.a.manager.auth)).toContain(w.a.teacher.id);
      expect(await list(w.b.supervisor.auth)).toEqual(expect.not.arrayContaining([w.a.teacher.id]));
      expect(await list(w.b.supervisor.auth)).toContain(w.b.teacher.id);
      expect(await list(w.a.teacher.auth)).toEqual([w.a.teacher.id]);
      expect(await list(w.a.manager.auth, `?school_id=${w.b.school.id}`)).toEqual([]);
      await t.http().get('/api/teachers').set(w.a.parent.auth).expect(403);
    });

    test('managers: the admin lists every one; a manager only themselves', async () => {
      expect(await list(w.admin.auth, '?user_type=administrator')).toEqual(expect.arrayContaining([w.a.manager.id, w.b.manager.id]));
      expect(await list(w.a.manager.auth, '?user_type=administrator')).toEqual([w.a.manager.id]);
      expect(await list(w.a.supervisor.auth, '?user_type=administrator')).toEqual([]);
    });

    test('a scoped list costs the same number of queries for 3 rows as for 30', async () => {
      const manager = await createUser(t.ds, { role: 'administrator' });
      const school = await createSchool(t.ds, { name: 'مجمع ج', administrator_id: manager.id });
      const token = bearer(await t.login(manager.id, PASSWORD));
      const addTeachers = async (n: number) => {
        for (let i = 0; i < n; i++) await createUser(t.ds, { role: 'teacher', school_id: school.id });
      };
      const addPending = async (n: number) => {
        for (let i = 0; i < n; i++) await createUser(t.ds, { role: 'teacher', school_id: school.id, is_active: false, account_status: 'pending_activation' });
      };
      await addTeachers(3);
      const few = await t.measure(() => t.http().get('/api/teachers').set(token));
      expect(few.result.body.teachers).toHaveLength(3);
      await addTeachers(27);
      const many = await t.measure(() => t.http().get('/api/teachers').set(token));
      expect(many.result.body.teachers).toHaveLength(30);
      expect(many.queries).toBe(few.queries);

      await setGrants(manager.id, { users: ['manage'] });
      await addPending(3);
      const fewPending = await t.measure(() => t.http().get('/api/users/pending').set(token));
      expect(fewPending.result.body.users).toHaveLength(3);
      await addPending(27);
      const manyPending = await t.measure(() => t.http().get('/api/users/pending').set(token));
      expect(manyPending.result.body.users).toHaveLength(30);
      expect(manyPending.queries).toBe(fewPending.queries);
    });
  });
});
