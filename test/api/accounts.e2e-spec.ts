import { MESSAGES } from '#common';
import { School } from '../../apps/api/src/schools/entities/school.entity.js';
import { ClassTeacher } from '../../apps/api/src/classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../apps/api/src/classes/entities/enrollment.entity.js';
import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { createClass, createSchool, createUser, linkParent, nationalId } from './factories.js';
import { bearer, expectErrorShape, expectInvalid, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

// The admin's account tools over real HTTP: the account forms (POST /api/users), the role edit and the managers'
// edit (PUT /api/users/{id}), the platform admins' switch (PATCH /api/users/{id}), the last active admin, and the
// user-management list's filters and card fields.

describe('accounts', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startApp('accounts');
    w = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: object, auth = w.admin.auth) => t.http().post('/api/users').set(auth).send(body);
  const put = (id: string, body: object, auth = w.admin.auth) => t.http().put(`/api/users/${id}`).set(auth).send(body);
  const patch = (id: string, body: object, auth = w.admin.auth) => t.http().patch(`/api/users/${id}`).set(auth).send(body);
  const account = (fields: object = {}) => {
    const id = nationalId();
    return {
      id,
      first_name: 'سعد',
      last_name: 'الحربي',
      email: `${id}@example.com`,
      role: 'administrator',
      password: 'secret1',
      confirm_password: 'secret1',
      ...fields,
    };
  };
  const stored = (id: string) => t.ds.getRepository(User).findOneByOrFail({ id });

  describe('the account form', () => {
    test('adds an active complex manager who manages their complex when it has nobody, and signs in', async () => {
      const school = await createSchool(t.ds, { name: 'مجمع بلا مدير' });
      const body = account({ school_id: school.id, phone: '0551234567' });
      const res = await post(body).expect(201);
      expect(res.body).toEqual({
        message: MESSAGES.users.created,
        user: expect.objectContaining({ id: body.id, role: 'administrator', school_id: school.id, is_active: true, account_status: 'active' }),
      });
      expect(res.body.user).not.toHaveProperty('password_hash');
      expect((await t.ds.getRepository(School).findOneByOrFail({ id: school.id })).administrator_id).toBe(body.id);
      const token = await t.login(body.id, 'secret1');
      expect((await t.http().get(`/api/schools/${school.id}`).set(bearer(token))).status).toBe(200);
    });

    test('a complex that has a manager keeps them', async () => {
      const body = account({ school_id: w.a.school.id });
      await post(body).expect(201);
      expect((await t.ds.getRepository(School).findOneByOrFail({ id: w.a.school.id })).administrator_id).toBe(w.a.manager.id);
    });

    test('refuses two different passwords, a short one, a manager without a complex and a role it does not add', async () => {
      expectInvalid(await post(account({ school_id: w.a.school.id, confirm_password: 'secret2' })), 'confirm_password', MESSAGES.passwords.mismatch);
      expectInvalid(
        await post(account({ school_id: w.a.school.id, password: '12345', confirm_password: '12345' })),
        'password',
        MESSAGES.validation.passwordMin,
      );
      expectInvalid(await post(account({ school_id: w.a.school.id, confirm_password: undefined })), 'confirm_password', MESSAGES.validation.required);
      expectInvalid(await post(account()), 'school_id', MESSAGES.users.administratorNeedsSchool);
      expectInvalid(await post(account({ role: 'teacher', school_id: w.a.school.id })), 'role', MESSAGES.validation.invalidChoice);
      const count = await t.ds.getRepository(User).count();
      expect((await post(account({ school_id: 999_999 }))).status).toBe(404);
      expect(await t.ds.getRepository(User).count()).toBe(count);
    });

    test('a taken national ID or e-mail is a conflict', async () => {
      const taken = await post(account({ id: w.a.teacher.id, school_id: w.a.school.id }));
      expect({ status: taken.status, body: taken.body }).toEqual({ status: 409, body: { error: MESSAGES.registration.nationalIdTaken } });
      const email = (await stored(w.a.teacher.id)).email;
      const res = await post(account({ school_id: w.a.school.id, email: email!.toUpperCase() }));
      expect(res.status).toBe(409);
      expect(res.body.details).toEqual([{ path: 'email', msg: MESSAGES.profile.emailTaken }]);
    });

    test('adds a platform admin without a complex, whatever complex the form still held', async () => {
      const body = account({ role: 'admin', school_id: w.a.school.id });
      const res = await post(body).expect(201);
      expect(res.body.user).toEqual(expect.objectContaining({ role: 'admin', school_id: null }));
      await patch(body.id, { is_active: false }).expect(200);
    });
  });

  // What follows a change of role or place, rule by rule, is the service tier's (users.service.spec.ts); here, the
  // route's answer and its refusals.
  describe('the role edit', () => {
    test('a teacher made a student of a circle of their complex is enrolled there and leaves the circles they taught', async () => {
      const teacher = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id });
      const taught = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, teachers: [teacher] });
      const res = await put(teacher.id, { role: 'student', school_id: w.a.school.id, class_id: w.a.circle.id }).expect(200);
      expect(res.body).toEqual({ message: MESSAGES.users.saved, user: expect.objectContaining({ role: 'student', school_id: w.a.school.id }) });
      expect(await t.ds.getRepository(ClassTeacher).countBy({ teacher_id: teacher.id })).toBe(0);
      expect(await t.ds.getRepository(ClassTeacher).countBy({ class_id: taught.id })).toBe(0);
      expect(await t.ds.getRepository(Enrollment).findBy({ student_id: teacher.id, is_active: true })).toEqual([
        expect.objectContaining({ class_id: w.a.circle.id }),
      ]);
    });

    test('a parent keeps neither complex nor circle; a circle of another complex is refused and nothing changes', async () => {
      const person = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id });
      const res = await put(person.id, { role: 'parent', school_id: w.a.school.id, class_id: w.a.circle.id }).expect(200);
      expect(res.body.user).toEqual(expect.objectContaining({ role: 'parent', school_id: null }));
      const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
      expectInvalid(await put(student.id, { role: 'student', school_id: w.a.school.id, class_id: w.b.circle.id }), 'class_id', MESSAGES.users.classNotInSchool);
      expectInvalid(await put(student.id, { role: 'administrator', school_id: null }), 'school_id', MESSAGES.users.administratorNeedsSchool);
      expect(await stored(student.id)).toEqual(expect.objectContaining({ role: 'student', school_id: w.a.school.id }));
    });

    test("ends the user's sessions; the next one has the new role", async () => {
      const teacher = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id });
      const token = await t.login(teacher.id, teacher.password);
      expect((await t.http().get('/api/users/pending').set(bearer(token))).status).toBe(403);
      await put(teacher.id, { role: 'admin' }).expect(200);
      expect((await t.http().get('/api/auth/me').set(bearer(token))).status).toBe(401);
      const fresh = await t.login(teacher.id, teacher.password);
      expect((await t.http().get('/api/auth/me').set(bearer(fresh))).body.user).toEqual(expect.objectContaining({ role: 'admin' }));
      expect((await t.http().get('/api/users/pending').set(bearer(fresh))).status).toBe(200);
      await put(teacher.id, { role: 'teacher', school_id: w.a.school.id }).expect(200);
    });

    test("the managers' edit changes details; a new password, typed twice, ends the user's sessions", async () => {
      const body = account({ school_id: w.b.school.id });
      await post(body).expect(201);
      const token = await t.login(body.id, 'secret1');
      expectInvalid(
        await put(body.id, { role: 'administrator', school_id: w.b.school.id, password: 'secret22', confirm_password: 'secret23' }),
        'confirm_password',
        MESSAGES.passwords.mismatch,
      );
      const res = await put(body.id, {
        role: 'administrator',
        school_id: w.b.school.id,
        first_name: 'سلمان',
        last_name: 'العتيبي',
        email: 'salman@example.com',
        phone: '0567654321',
        password: 'secret22',
        confirm_password: 'secret22',
      }).expect(200);
      expect(res.body.user).toEqual(expect.objectContaining({ first_name: 'سلمان', last_name: 'العتيبي', email: 'salman@example.com', phone: '0567654321' }));
      const refused = await t.http().get('/api/auth/me').set(bearer(token));
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 401, body: { error: MESSAGES.auth.sessionExpired } });
      await t.login(body.id, 'secret22');
      // Without a password the password stays.
      await put(body.id, { role: 'administrator', school_id: w.b.school.id, first_name: 'سلمان', password: '', confirm_password: '' }).expect(200);
      await t.login(body.id, 'secret22');
    });

    test("is the admin's: a complex manager or a teacher is refused, an unknown user is missing", async () => {
      for (const caller of [w.a.manager, w.a.teacher, w.a.supervisor]) {
        const res = await put(w.a.student.id, { role: 'student', school_id: w.a.school.id }, caller.auth);
        expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { error: MESSAGES.errors.forbidden } });
      }
      const missing = await put('1999999999', { role: 'student', school_id: w.a.school.id });
      expect({ status: missing.status, body: missing.body }).toEqual({ status: 404, body: { error: MESSAGES.users.notFound } });
    });

    test('a complex manager granted users.manage still cannot crown an admin', async () => {
      const manager = await createUser(t.ds, { role: 'administrator' });
      const school = await createSchool(t.ds, { name: 'مجمع الصلاحيات', administrator_id: manager.id });
      await t
        .http()
        .put(`/api/privileges/${manager.id}`)
        .set(w.admin.auth)
        .send({ permissions: { users: ['manage'] } })
        .expect(200);
      const auth = bearer(await t.login(manager.id, manager.password));
      const teacher = await createUser(t.ds, { role: 'teacher', school_id: school.id });
      const res = await put(teacher.id, { role: 'admin' }, auth);
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { error: MESSAGES.users.adminOnly } });
      expect((await post(account({ role: 'admin' }), auth)).status).toBe(403);
      expect((await stored(teacher.id)).role).toBe('teacher');
      await put(teacher.id, { role: 'supervisor', school_id: school.id }, auth).expect(200);
      expect((await put(w.b.teacher.id, { role: 'supervisor', school_id: w.b.school.id }, auth)).status).toBe(404);
    });
  });

  test('the admin manages the children of a teacher who is a parent too; a student has none to manage', async () => {
    const teacher = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id });
    const child = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    const added = await t
      .http()
      .post(`/api/children/${teacher.id}/add`)
      .set(w.admin.auth)
      .send({ studentId: child.id, relationshipType: 'parent', isPrimary: false });
    expect(added.status).toBe(201);
    const children = (await t.http().get(`/api/children/${teacher.id}`).set(w.admin.auth).expect(200)).body.children;
    expect(children.map((c: { student_id: string }) => c.student_id)).toEqual([child.id]);
    const student = await t.http().get(`/api/children/${w.a.student.id}`).set(w.admin.auth);
    expect({ status: student.status, body: student.body }).toEqual({ status: 404, body: { error: MESSAGES.users.notFound } });
  });

  describe('switching accounts off', () => {
    test("a deactivated user's session ends; signed in again, they get the inactive message", async () => {
      const teacher = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id });
      const token = await t.login(teacher.id, teacher.password);
      expect((await t.http().get('/api/classes').set(bearer(token))).status).toBe(200);
      const res = await patch(teacher.id, { is_active: false }).expect(200);
      expect(res.body).toEqual({ message: MESSAGES.users.deactivated, user: expect.objectContaining({ is_active: false }) });
      const ended = await t.http().get('/api/classes').set(bearer(token));
      expect({ status: ended.status, body: ended.body }).toEqual({ status: 401, body: { error: MESSAGES.auth.sessionExpired } });
      const limited = await t.login(teacher.id, teacher.password);
      const refused = await t.http().get('/api/classes').set(bearer(limited));
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { error: MESSAGES.auth.accountInactive } });
      await patch(teacher.id, { is_active: true }).expect(200);
      expect((await t.http().get('/api/classes').set(bearer(limited))).status).toBe(200);
    });

    test('bad input is a 400 naming the field; a complex manager is refused', async () => {
      expectInvalid(await patch(w.a.teacher.id, { is_active: 'no' }), 'is_active', MESSAGES.validation.invalidBoolean);
      const res = await patch(w.a.teacher.id, { is_active: false }, w.a.manager.auth);
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
    });
  });

  describe('the last active platform admin', () => {
    test('cannot demote, switch off or delete themself; another admin can be, while one stays', async () => {
      const admins = await t.ds.getRepository(User).countBy({ role: 'admin', is_active: true });
      expect(admins).toBe(1);
      const demote = await put(w.admin.id, { role: 'administrator', school_id: w.a.school.id });
      expect({ status: demote.status, body: demote.body }).toEqual({ status: 409, body: { error: MESSAGES.users.lastActiveAdmin } });
      const self = await patch(w.admin.id, { is_active: false });
      expect({ status: self.status, body: self.body }).toEqual({ status: 409, body: { error: MESSAGES.users.cannotChangeOwnAccount } });
      expect(await stored(w.admin.id)).toEqual(expect.objectContaining({ role: 'admin', is_active: true }));

      const second = account({ role: 'admin' });
      await post(second).expect(201);
      const secondAuth = bearer(await t.login(second.id, 'secret1'));
      // Two active admins: the second may switch the first off... but then the first is the one left, and the
      // second, now alone, cannot be demoted by anybody.
      await patch(w.admin.id, { is_active: false }, secondAuth).expect(200);
      const alone = await put(second.id, { role: 'supervisor', school_id: w.a.school.id }, secondAuth);
      expect(alone.status).toBe(409);
      await patch(w.admin.id, { is_active: true }, secondAuth).expect(200);
      // Switching off ended the first admin's session: the tests after this one go on with a new one.
      w.admin.auth = bearer(await t.login(w.admin.id, w.admin.password));
      await put(second.id, { role: 'supervisor', school_id: w.a.school.id }).expect(200);
      expect(await t.ds.getRepository(User).countBy({ role: 'admin', is_active: true })).toBe(1);
    });
  });

  describe('the user-management list', () => {
    test('filters by circle and shared e-mail, and names circles, parents and shared e-mails on each card', async () => {
      const parent = await createUser(t.ds, { role: 'parent', email: 'family@example.com' });
      await createUser(t.ds, { role: 'parent', email: 'FAMILY@example.com' });
      await linkParent(t.ds, parent, w.a.student);
      const inCircle = (await t.http().get('/api/users').query({ class_id: w.a.circle.id }).set(w.admin.auth).expect(200)).body;
      const byId = new Map(inCircle.map((user: { id: string }) => [user.id, user]));
      expect([...byId.keys()].sort()).toEqual(expect.arrayContaining([w.a.teacher.id, w.a.student.id]));
      expect(inCircle.every((user: { classes: { id: number }[] }) => user.classes.some((c) => c.id === w.a.circle.id))).toBe(true);
      expect(byId.get(w.a.student.id)).toEqual(expect.objectContaining({ parent_ids: expect.arrayContaining([parent.id]) }));

      const shared = (await t.http().get('/api/users').query({ email: 'duplicate', search: 'family' }).set(w.admin.auth).expect(200)).body;
      expect(shared.map((user: { email: string }) => user.email.toLowerCase())).toEqual(['family@example.com', 'family@example.com']);
      expect(shared.every((user: { email_duplicate: boolean }) => user.email_duplicate)).toBe(true);
      const unique = (await t.http().get('/api/users').query({ email: 'unique' }).set(w.admin.auth).expect(200)).body;
      expect(unique.length).toBeGreaterThan(0);
      expect(unique.some((user: { email_duplicate: boolean }) => user.email_duplicate)).toBe(false);
      expectInvalid(await t.http().get('/api/users').query({ email: 'many' }).set(w.admin.auth), 'email', MESSAGES.validation.invalidChoice);
    });

    test('answers in the same number of queries for 3 and 30 more people', async () => {
      const school = await createSchool(t.ds, { name: 'مجمع العد' });
      const add = async (count: number) => {
        for (let i = 0; i < count; i++) {
          const teacher = await createUser(t.ds, { role: 'teacher', school_id: school.id });
          const student = await createUser(t.ds, { role: 'student', school_id: school.id });
          await createClass(t.ds, { school, semester: null, teachers: [teacher], students: [student] });
        }
      };
      const list = () => t.http().get('/api/users').query({ school_id: school.id }).set(w.admin.auth).expect(200);
      await add(3);
      const few = await t.measure(list);
      await add(27);
      const many = await t.measure(list);
      expect(many.result.body).toHaveLength(60);
      expect(many.queries).toBe(few.queries);
    });
  });
  describe('a grant never lets its holder give a role above their own', () => {
    /** A new person of `role` in complex A, granted `permissions` by the admin, signed in. */
    const granted = async (role: 'supervisor' | 'teacher' | 'parent', permissions: object) => {
      const person = await createUser(t.ds, { role, school_id: role === 'parent' ? null : w.a.school.id });
      await t.http().put(`/api/privileges/${person.id}`).set(w.admin.auth).send({ permissions }).expect(200);
      return bearer(await t.login(person.id, person.password));
    };
    const refusedAbove = (res: { status: number; body: unknown }) =>
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { error: MESSAGES.users.roleAboveOwn } });

    test('a supervisor with users.manage adds no complex manager and promotes nobody to one; a supervisor is theirs to add', async () => {
      const auth = await granted('supervisor', { users: ['manage'] });
      const count = await t.ds.getRepository(User).count();
      refusedAbove(await post(account({ role: 'administrator', school_id: w.a.school.id }), auth));
      expect(await t.ds.getRepository(User).count()).toBe(count);
      const teacher = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id });
      refusedAbove(await put(teacher.id, { role: 'administrator', school_id: w.a.school.id }, auth));
      expect(await stored(teacher.id)).toEqual(expect.objectContaining({ role: 'teacher', school_id: w.a.school.id }));
      expect((await put(teacher.id, { role: 'admin' }, auth)).status).toBe(403);
      await post(account({ role: 'supervisor', school_id: w.a.school.id }), auth).expect(201);
      await put(teacher.id, { role: 'supervisor', school_id: w.a.school.id }, auth).expect(200);
    });

    test('a teacher with users.manage adds no supervisor; a complex manager with it adds a complex manager', async () => {
      const teacher = await granted('teacher', { users: ['manage'] });
      refusedAbove(await post(account({ role: 'supervisor', school_id: w.a.school.id }), teacher));
      refusedAbove(await post(account({ role: 'administrator', school_id: w.a.school.id }), teacher));
      const manager = await createUser(t.ds, { role: 'administrator' });
      const school = await createSchool(t.ds, { name: 'مجمع المدير المفوض', administrator_id: manager.id });
      await t
        .http()
        .put(`/api/privileges/${manager.id}`)
        .set(w.admin.auth)
        .send({ permissions: { users: ['manage'] } })
        .expect(200);
      await post(account({ role: 'administrator', school_id: school.id }), bearer(await t.login(manager.id, manager.password))).expect(201);
    });

    test('a parent with users.edit adds no active teacher through the staff form', async () => {
      const parent = await granted('parent', { users: ['edit'] });
      const id = nationalId();
      const body = {
        id,
        first_name: 'سلمان',
        second_name: 'فهد',
        third_name: 'ناصر',
        last_name: 'الدوسري',
        phone: '0501112233',
        email: 't@example.com',
        password: 'secret1',
        user_type: 'teacher',
        school_id: w.a.school.id,
      };
      refusedAbove(await t.http().post('/api/teachers').set(parent).send(body));
      expect(await t.ds.getRepository(User).existsBy({ id })).toBe(false);
    });
  });
});
