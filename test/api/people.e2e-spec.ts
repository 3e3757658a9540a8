import { jest } from '@jest/globals';
import { Repository } from 'typeorm';
import { MESSAGES } from '#common';
import { ClassTeacher } from '../../apps/api/src/classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../apps/api/src/classes/entities/enrollment.entity.js';
import { ParentStudentLink } from '../../apps/api/src/users/entities/parent-student-link.entity.js';
import { PendingFamilyLink } from '../../apps/api/src/users/entities/pending-family-link.entity.js';
import { StudentProfile } from '../../apps/api/src/users/entities/student-profile.entity.js';
import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { createClass, createUser, enrol, linkParent, nationalId } from './factories.js';
import { bearer, expectInvalid, expectNotFound, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

// Teachers, students, parents and their children over real HTTP: the rules of spec 02 (activation needs a complex,
// positions of the mushaf, the primary teacher kept, the e-mail of another user), scoping by complex, circle and
// child, the permanent delete, and the list's query budget.

describe('people', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startApp('people');
    w = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const validation = expectInvalid;
  const notFound = (res: { status: number; body: any }, error: string = MESSAGES.users.notFound) => expectNotFound(res, error);
  const names = { first_name: 'عبدالله', second_name: 'سالم', third_name: 'مبارك', last_name: 'الشهري' };

  describe('teachers', () => {
    const staffForm = (fields: Record<string, unknown> = {}) => ({
      id: nationalId(),
      ...names,
      phone: '0561234567',
      email: 'teacher@example.com',
      password: 'secret1',
      user_type: 'teacher',
      school_id: w.a.school.id,
      specialization: 'القراءات',
      ...fields,
    });

    test('the public form registers a pending teacher; a complex manager adds an active one, in their complex only', async () => {
      const publicForm = staffForm();
      expect((await t.http().post('/api/teachers').send(publicForm)).body.status).toBe('pending_activation');
      const added = staffForm();
      const res = await t.http().post('/api/teachers').set(w.a.manager.auth).send(added);
      expect(res.body).toEqual({ status: 'active', message: MESSAGES.teachers.created });
      expect(await t.ds.getRepository(User).findOneByOrFail({ id: added.id })).toMatchObject({
        is_active: true,
        account_status: 'active',
        school_id: w.a.school.id,
      });
      notFound(
        await t
          .http()
          .post('/api/teachers')
          .set(w.a.manager.auth)
          .send(staffForm({ school_id: w.b.school.id })),
        MESSAGES.schools.notFound,
      );
      // A signed-in teacher filling the form registers like anyone else.
      expect((await t.http().post('/api/teachers').set(w.a.teacher.auth).send(staffForm())).body.status).toBe('pending_activation');
    });

    test("the list carries each teacher's circles and is never cached", async () => {
      const res = await t.http().get('/api/teachers').query({ school_id: w.a.school.id }).set(w.a.supervisor.auth);
      expect(res.headers['cache-control']).toBe('no-store');
      const teacher = res.body.teachers.find((x: { id: string }) => x.id === w.a.teacher.id);
      expect(teacher).toMatchObject({ class_ids: [w.a.circle.id], classes: [{ id: w.a.circle.id, role: 'primary', is_active: true }] });
    });

    test("a supervisor manages the teachers of their complex; another complex's teacher is missing", async () => {
      const edited = await t
        .http()
        .put(`/api/teachers/${w.a.teacher.id}`)
        .set(w.a.supervisor.auth)
        .send({ specialization: 'التجويد', qualifications: 'إجازة في رواية حفص' });
      expect(edited.body).toMatchObject({
        message: MESSAGES.teachers.saved,
        teacher: { specialization: 'التجويد', actual_qualifications: 'إجازة في رواية حفص' },
      });
      notFound(await t.http().put(`/api/teachers/${w.b.teacher.id}`).set(w.a.supervisor.auth).send({ specialization: 'x' }));
      notFound(await t.http().patch(`/api/teachers/${w.b.teacher.id}/activate`).set(w.a.supervisor.auth).send({ is_active: false }));
      notFound(await t.http().delete(`/api/teachers/${w.b.teacher.id}`).set(w.a.supervisor.auth));
      validation(await t.http().put(`/api/teachers/${w.a.teacher.id}`).set(w.a.supervisor.auth).send({ phone: '123' }), 'phone', MESSAGES.validation.mobile);
      validation(
        await t.http().put(`/api/teachers/${w.a.teacher.id}`).set(w.a.supervisor.auth).send({ first_name: '' }),
        'first_name',
        MESSAGES.validation.required,
      );
    });

    test('assigning circles replaces them: a circle without a primary gets the teacher as primary, others as assistant', async () => {
      const teacher = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id });
      const led = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, teachers: [w.a.teacher] });
      const empty = await createClass(t.ds, { school: w.a.school, semester: w.a.semester });
      const res = await t
        .http()
        .post(`/api/teachers/${teacher.id}/classes`)
        .set(w.a.manager.auth)
        .send({ class_ids: [led.id, empty.id] });
      expect(res.status).toBe(200);
      expect(res.body.teacher.classes.map((c: { id: number; role: string }) => [c.id, c.role]).sort()).toEqual(
        [
          [led.id, 'assistant'],
          [empty.id, 'primary'],
        ].sort(),
      );
      const fewer = await t
        .http()
        .post(`/api/teachers/${teacher.id}/classes`)
        .set(w.a.manager.auth)
        .send({ class_ids: [empty.id] });
      expect(fewer.body.teacher.class_ids).toEqual([empty.id]);
      // Leaving a circle they lead hands it to its first remaining teacher.
      await t
        .http()
        .post(`/api/classes/${empty.id}/teachers`)
        .set(w.a.manager.auth)
        .send({ teacher_ids: [teacher.id, w.a.teacher.id] })
        .expect(201);
      await t.http().post(`/api/teachers/${teacher.id}/classes`).set(w.a.manager.auth).send({ class_ids: [] }).expect(200);
      const circle = (await t.http().get(`/api/classes/${empty.id}`).set(w.a.manager.auth)).body;
      expect(circle.teachers_with_roles).toEqual([{ id: w.a.teacher.id, role: 'primary', name: expect.any(String) }]);
      notFound(
        await t
          .http()
          .post(`/api/teachers/${teacher.id}/classes`)
          .set(w.a.manager.auth)
          .send({ class_ids: [w.b.circle.id] }),
        MESSAGES.classes.notFound,
      );
      validation(
        await t
          .http()
          .post(`/api/teachers/${teacher.id}/classes`)
          .set(w.admin.auth)
          .send({ class_ids: [w.b.circle.id] }),
        'class_ids',
        MESSAGES.teachers.classNotInSchool,
      );
    });

    test('switching on and off; a primary teacher of an active circle is not deleted; others are, with their assignments', async () => {
      const off = await t.http().patch(`/api/teachers/${w.a.teacher.id}/activate`).set(w.a.manager.auth).send({ is_active: false });
      expect(off.body).toMatchObject({ message: MESSAGES.users.deactivated, teacher: { is_active: false } });
      await t.http().patch(`/api/teachers/${w.a.teacher.id}/activate`).set(w.a.manager.auth).send({ is_active: true }).expect(200);
      // Switching off ended the teacher's session: the tests after this one go on with a new one.
      w.a.teacher.auth = bearer(await t.login(w.a.teacher.id, w.a.teacher.password));
      validation(await t.http().patch(`/api/teachers/${w.a.teacher.id}/activate`).set(w.a.manager.auth).send({}), 'is_active', MESSAGES.validation.required);

      const refused = await t.http().delete(`/api/teachers/${w.a.teacher.id}`).set(w.a.manager.auth);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { error: MESSAGES.teachers.isPrimaryTeacher } });
      const assistant = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id });
      await createClass(t.ds, { school: w.a.school, semester: w.a.semester, teachers: [w.a.teacher, assistant] });
      expect((await t.http().delete(`/api/teachers/${assistant.id}`).set(w.a.manager.auth)).body).toEqual({ message: MESSAGES.teachers.deleted });
      expect(await t.ds.getRepository(ClassTeacher).countBy({ teacher_id: assistant.id })).toBe(0);
      expect(await t.ds.getRepository(User).existsBy({ id: assistant.id })).toBe(false);
    });
  });

  describe('students', () => {
    const studentForm = (fields: Record<string, unknown> = {}) => ({ id: nationalId(), ...names, school_level: 'الصف الثالث الابتدائي', ...fields });

    test('staff add a student: inactive by default, enrolled in the circle given, with their position', async () => {
      const form = studentForm({
        school_id: w.a.school.id,
        class_id: w.a.circle.id,
        memorized_surah_id: 78,
        memorized_ayah_number: 40,
        target_surah_id: 67,
        target_ayah_number: 30,
        phone: '0551112233',
      });
      const res = await t.http().post('/api/students/manage').set(w.a.supervisor.auth).send(form);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        message: MESSAGES.students.created,
        student: {
          id: form.id,
          status: 'inactive',
          is_active: false,
          school_id: w.a.school.id,
          class_id: w.a.circle.id,
          class_name: 'حلقة أ',
          semester_id: w.a.semester.id,
          memorized_surah_id: 78,
          memorized_ayah_number: 40,
          target_surah_id: 67,
          target_ayah_number: 30,
          phone: '0551112233',
        },
      });
      const again = await t
        .http()
        .post('/api/students/manage')
        .set(w.a.supervisor.auth)
        .send({ ...form });
      expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { error: MESSAGES.registration.nationalIdTaken } });
    });

    test('the create rules: activation needs a complex, the circle is of that complex, positions are real ayahs', async () => {
      const post = (fields: Record<string, unknown>, auth = w.a.manager.auth) => t.http().post('/api/students/manage').set(auth).send(studentForm(fields));
      validation(await post({ status: 'active' }), 'status', MESSAGES.students.activationNeedsSchool);
      validation(await post({ memorized_surah_id: 1, memorized_ayah_number: 8 }), 'memorized_ayah_number', MESSAGES.students.invalidAyah);
      validation(await post({ memorized_surah_id: 115, memorized_ayah_number: 1 }), 'memorized_surah_id', MESSAGES.students.invalidSurah);
      validation(await post({ target_surah_id: 2 }), 'target_ayah_number', MESSAGES.students.positionIncomplete);
      validation(await post({ school_level: 'الصف العاشر' }), 'school_level', MESSAGES.validation.invalidChoice);
      validation(await post({ id: '123' }), 'id', MESSAGES.validation.nationalId);
      notFound(await post({ school_id: w.b.school.id }), MESSAGES.schools.notFound);
      notFound(await post({ school_id: w.a.school.id, class_id: w.b.circle.id }), MESSAGES.classes.notFound);
      validation(await post({ school_id: w.a.school.id, class_id: w.b.circle.id }, w.admin.auth), 'class_id', MESSAGES.students.classNotInSchool);
      const teacher = await post({}, w.a.teacher.auth);
      expect({ status: teacher.status, body: teacher.body }).toEqual({ status: 403, body: { error: MESSAGES.errors.forbidden } });
    });

    test('edit, the memorisation save, moving circles and the status toggle (suspended means inactive)', async () => {
      const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, is_active: false });
      const other = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, name: 'حلقة ب ثانية' });
      const put = (body: Record<string, unknown>) => t.http().put(`/api/students/${student.id}`).set(w.a.manager.auth).send(body);
      expect((await put({ class_id: w.a.circle.id })).body.student).toMatchObject({ class_id: w.a.circle.id, is_active: false });
      expect((await put({ status: 'active' })).body.student).toMatchObject({ status: 'active', is_active: true });
      expect((await put({ memorized_surah_id: 2, memorized_ayah_number: 286 })).body.student).toMatchObject({
        memorized_surah_id: 2,
        memorized_ayah_number: 286,
        class_id: w.a.circle.id,
      });
      expect((await put({ class_id: other.id })).body.student).toMatchObject({ class_id: other.id, class_name: 'حلقة ب ثانية' });
      // The earlier enrolment is history now, not gone.
      expect(await t.ds.getRepository(Enrollment).findBy({ student_id: student.id })).toEqual([
        expect.objectContaining({ class_id: w.a.circle.id, is_active: false }),
        expect.objectContaining({ class_id: other.id, is_active: true }),
      ]);
      expect((await put({ status: 'suspended' })).body.student).toMatchObject({ status: 'inactive', is_active: false });
      validation(await put({ school_id: null, status: 'active' }), 'status', MESSAGES.students.activationNeedsSchool);
      notFound(await t.http().put(`/api/students/${w.b.student.id}`).set(w.a.manager.auth).send({ notes: 'x' }));
    });

    test("who sees whom: a teacher the circle's students, a parent their children, a student themself; search is Arabic-normalised", async () => {
      const ids = async (auth: { Authorization: string }, query: Record<string, unknown> = {}) =>
        (await t.http().get('/api/students').query(query).set(auth).expect(200)).body.map((s: { id: string }) => s.id);
      expect(await ids(w.a.teacher.auth)).toContain(w.a.student.id);
      expect(await ids(w.a.teacher.auth)).not.toContain(w.b.student.id);
      expect(await ids(w.a.parent.auth)).toEqual([w.a.student.id]);
      expect(await ids(w.a.student.auth)).toEqual([w.a.student.id]);
      notFound(await t.http().get(`/api/students/${w.b.student.id}`).set(w.a.parent.auth));
      const named = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, first_name: 'إسماعيل' });
      expect(await ids(w.a.manager.auth, { search: 'اسماعيل' })).toEqual([named.id]);
      expect(await ids(w.a.manager.auth, { class_id: w.a.circle.id })).toContain(w.a.student.id);
    });

    test('the list answers in the same number of queries for 3 students and for 30', async () => {
      const school = w.b.school;
      const circle = await createClass(t.ds, { school, semester: w.b.semester, name: 'حلقة القياس' });
      const add = async (n: number) => {
        for (let i = 0; i < n; i++) {
          const student = await createUser(t.ds, { role: 'student', school_id: school.id });
          await enrol(t.ds, student, { id: circle.id, semester_id: w.b.semester.id });
        }
      };
      const count = async () => {
        const { result, queries } = await t.measure(() => t.http().get('/api/students').query({ class_id: circle.id }).set(w.admin.auth));
        return { students: result.body.length, queries };
      };
      await add(3);
      const small = await count();
      await add(27);
      expect(await count()).toEqual({ students: 30, queries: small.queries });
    });

    test('a permanent delete leaves no row of the student behind, in one transaction', async () => {
      const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
      await enrol(t.ds, student, { id: w.a.circle.id, semester_id: w.a.semester.id });
      await linkParent(t.ds, w.a.parent, student);
      await t.ds.getRepository(StudentProfile).insert({ user_id: student.id, memorized_surah_id: 114, memorized_ayah_number: 6 });
      await t.ds.getRepository(PendingFamilyLink).insert({ parent_id: nationalId(), student_id: student.id });
      const remaining = async () => [
        await t.ds.getRepository(User).countBy({ id: student.id }),
        await t.ds.getRepository(Enrollment).countBy({ student_id: student.id }),
        await t.ds.getRepository(ParentStudentLink).countBy({ student_id: student.id }),
        await t.ds.getRepository(StudentProfile).countBy({ user_id: student.id }),
        await t.ds.getRepository(PendingFamilyLink).countBy({ student_id: student.id }),
      ];

      // A failure after the first statement undoes it.
      const failed: unknown[] = [];
      const realDelete = Repository.prototype.delete;
      const remove = jest.spyOn(Repository.prototype, 'delete').mockImplementation(function (this: Repository<object>, ...args) {
        if (this.metadata.target !== User) return realDelete.apply(this, args);
        failed.push(this.metadata.target);
        return Promise.reject(new Error('injected'));
      });
      const broken = await t.http().delete(`/api/students/${student.id}`).set(w.admin.auth);
      remove.mockRestore();
      expect({ status: broken.status, failed }).toEqual({ status: 500, failed: [User] });
      expect(await remaining()).toEqual([1, 1, 1, 1, 1]);

      const manager = await t.http().delete(`/api/students/${student.id}`).set(w.a.manager.auth);
      expect({ status: manager.status, body: manager.body }).toEqual({ status: 403, body: { error: MESSAGES.errors.forbidden } });
      expect((await t.http().delete(`/api/students/${student.id}`).set(w.admin.auth)).body).toEqual({ message: MESSAGES.students.deleted });
      expect(await remaining()).toEqual([0, 0, 0, 0, 0]);
    });
  });

  describe('users and profiles', () => {
    test('the parents list is scoped and counts children', async () => {
      const res = await t.http().get('/api/users').query({ role: 'parent' }).set(w.a.supervisor.auth);
      expect(res.body.map((u: { id: string }) => u.id)).toContain(w.a.parent.id);
      expect(res.body.map((u: { id: string }) => u.id)).not.toContain(w.b.parent.id);
      expect(res.body.find((u: { id: string }) => u.id === w.a.parent.id).children_count).toBeGreaterThanOrEqual(1);
    });

    test('a profile edit refuses an e-mail another user has (409, under the field)', async () => {
      await createUser(t.ds, { role: 'teacher', school_id: w.b.school.id, email: 'taken@example.com' });
      const res = await t
        .http()
        .put(`/api/users/${w.a.parent.id}/profile`)
        .set(w.a.supervisor.auth)
        .send({ ...names, email: 'TAKEN@example.com' });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 409,
        body: { error: MESSAGES.profile.emailTaken, details: [{ path: 'email', msg: MESSAGES.profile.emailTaken }] },
      });
      const saved = await t
        .http()
        .put(`/api/users/${w.a.parent.id}/profile`)
        .set(w.a.supervisor.auth)
        .send({ ...names, email: 'parent.a@example.com', neighborhood: 'حي الربوة' });
      expect(saved.body).toMatchObject({
        message: MESSAGES.profile.saved,
        user: { email: 'parent.a@example.com', neighborhood: 'حي الربوة', first_name: names.first_name },
      });
      // The searched text follows the new name.
      const found = await t.http().get('/api/users').query({ role: 'parent', search: 'عبدالله سالم' }).set(w.a.supervisor.auth);
      expect(found.body.map((u: { id: string }) => u.id)).toContain(w.a.parent.id);
      validation(
        await t
          .http()
          .put(`/api/users/${w.a.parent.id}/profile`)
          .set(w.a.supervisor.auth)
          .send({ ...names, email: 'nope' }),
        'email',
        MESSAGES.validation.email,
      );
      notFound(
        await t
          .http()
          .put(`/api/users/${w.b.parent.id}/profile`)
          .set(w.a.supervisor.auth)
          .send({ ...names, email: 'b@example.com' }),
      );
    });

    test("deleting an account: the admin's, never their own", async () => {
      const parent = await createUser(t.ds, { role: 'parent' });
      const own = await t.http().delete(`/api/users/${w.admin.id}`).set(w.admin.auth);
      expect({ status: own.status, body: own.body }).toEqual({ status: 409, body: { error: MESSAGES.users.cannotDeleteOwnAccount } });
      expect((await t.http().delete(`/api/users/${parent.id}`).set(w.admin.auth)).body).toEqual({ message: MESSAGES.users.deleted });
      expect(await t.ds.getRepository(User).existsBy({ id: parent.id })).toBe(false);
    });
  });

  describe('children', () => {
    test("a parent reads only their own links; another child's parent is missing", async () => {
      const res = await t.http().get(`/api/children/${w.a.parent.id}`).set(w.a.parent.auth);
      expect(res.body.children).toContainEqual(
        expect.objectContaining({ student_id: w.a.student.id, relationship_type: 'parent', relationship_id: expect.any(Number), school_name: w.a.school.name }),
      );
      expect(res.body.children.map((c: { student_id: string }) => c.student_id)).not.toContain(w.b.student.id);
      notFound(await t.http().get(`/api/children/${w.b.parent.id}`).set(w.a.parent.auth));
      notFound(await t.http().get(`/api/children/${w.a.parent.id}`).set(w.b.teacher.auth));
      expect((await t.http().get(`/api/children/${w.a.parent.id}`).set(w.a.teacher.auth)).status).toBe(200);
    });

    test('a parent links a brother of their child (same family name, same complex), not a stranger; then unlinks', async () => {
      const family = { last_name: 'البلوي' };
      const parent = await createUser(t.ds, { role: 'parent', first_name: 'يوسف', ...family });
      const child = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, ...family });
      await linkParent(t.ds, parent, child);
      const brother = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, is_active: false, ...family });
      const stranger = await createUser(t.ds, { role: 'student', school_id: w.b.school.id });
      const auth = bearer(await t.login(parent.id, parent.password));

      const available = await t.http().get(`/api/children/${parent.id}/available`).set(auth);
      expect(available.body.students.map((s: { id: string }) => s.id)).toEqual([brother.id]);
      notFound(await t.http().post(`/api/children/${parent.id}/add`).set(auth).send({ studentId: stranger.id }));
      const linked = await t.http().post(`/api/children/${parent.id}/add`).set(auth).send({ studentId: brother.id, relationshipType: 'guardian' });
      expect(linked.status).toBe(201);
      // The brother did not name this parent: the link waits for the complex (children.e2e-spec.ts).
      expect(linked.body).toMatchObject({
        message: MESSAGES.children.linkPending,
        status: 'pending',
        child: null,
        request: { student_id: brother.id, relationship_type: 'guardian' },
      });
      const again = await t.http().post(`/api/children/${parent.id}/add`).set(auth).send({ studentId: brother.id });
      expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { error: MESSAGES.children.alreadyLinked } });

      // The child-ID rules of the form, in the API's words.
      validation(await t.http().post(`/api/children/${parent.id}/add`).set(auth).send({ studentId: '' }), 'studentId', MESSAGES.children.studentIdRequired);
      validation(await t.http().post(`/api/children/${parent.id}/add`).set(auth).send({ studentId: '12ab' }), 'studentId', MESSAGES.children.studentIdDigits);
      validation(await t.http().post(`/api/children/${parent.id}/add`).set(auth).send({ studentId: '12345' }), 'studentId', MESSAGES.children.studentIdLength);

      notFound(await t.http().delete(`/api/children/${w.a.parent.id}/${linked.body.request.relationship_id}`).set(auth));
      expect((await t.http().delete(`/api/children/${parent.id}/${linked.body.request.relationship_id}`).set(auth)).body).toEqual({
        message: MESSAGES.children.unlinked,
      });
      notFound(await t.http().delete(`/api/children/${parent.id}/${linked.body.request.relationship_id}`).set(auth), MESSAGES.children.linkNotFound);
    });

    test('staff link the students of their complex to its parents', async () => {
      const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
      const available = await t.http().get(`/api/children/${w.a.parent.id}/available`).set(w.a.supervisor.auth);
      expect(available.body.students.map((s: { id: string }) => s.id)).toContain(student.id);
      expect(available.body.students.map((s: { id: string }) => s.id)).not.toContain(w.b.student.id);
      expect((await t.http().post(`/api/children/${w.a.parent.id}/add`).set(w.a.supervisor.auth).send({ studentId: student.id })).status).toBe(201);
      notFound(await t.http().post(`/api/children/${w.a.parent.id}/add`).set(w.a.supervisor.auth).send({ studentId: w.b.student.id }));
      const teacher = await t.http().post(`/api/children/${w.a.parent.id}/add`).set(w.a.teacher.auth).send({ studentId: student.id });
      expect(teacher.status).toBe(403);
    });
  });
});
