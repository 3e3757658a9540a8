import { jest } from '@jest/globals';
import { Repository } from 'typeorm';
import { calendarToday, addDays, MESSAGES } from '#common';
import { ClassTeacher } from '../../apps/api/src/classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../apps/api/src/classes/entities/enrollment.entity.js';
import { SchoolClass } from '../../apps/api/src/classes/entities/school-class.entity.js';
import { Course } from '../../apps/api/src/courses/entities/course.entity.js';
import { Semester } from '../../apps/api/src/semesters/entities/semester.entity.js';
import { createClass, createCourse, createSchool, createSemester, createUser, enrol } from './factories.js';
import { expectErrorShape, expectInvalid, expectNotFound, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

// Circles, semesters and courses over real HTTP: every call with good and bad input, the rules of spec 02 (the
// primary teacher, the semester calendar, the default courses), scoping by complex, circle and child, the
// transactions, and the query budget of the circle list.

describe('circles, semesters and courses', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startApp('academic');
    w = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const validation = expectInvalid;
  const notFound = expectNotFound;

  /** A circle body for complex A, with overrides. */
  const circleBody = (fields: Record<string, unknown> = {}) => ({
    name: 'حلقة ابن كثير',
    school_id: w.a.school.id,
    semester_id: w.a.semester.id,
    school_level: 'الصف الخامس الابتدائي',
    ...fields,
  });

  describe('circles', () => {
    test('a manager creates a circle with a primary and an assistant teacher; the card says it all', async () => {
      const assistant = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id, first_name: 'سالم' });
      const res = await t
        .http()
        .post('/api/classes')
        .set(w.a.manager.auth)
        .send(circleBody({ teacher_ids: [assistant.id, w.a.teacher.id], primary_teacher_id: w.a.teacher.id, class_code: 'RY-9' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ message: MESSAGES.classes.created, classId: expect.any(Number) });
      expect(res.body.class).toMatchObject({
        id: res.body.classId,
        name: 'حلقة ابن كثير',
        school_name: w.a.school.name,
        semester_id: w.a.semester.id,
        semester_name: expect.stringMatching(/^الفصل الأول \d{4}$/),
        max_students: 20,
        is_active: true,
        class_code: 'RY-9',
        student_count: 0,
        primary_teacher_id: w.a.teacher.id,
        teacher_id: w.a.teacher.id,
        teacher_ids: [w.a.teacher.id, assistant.id],
      });
      expect(res.body.class.teachers_with_roles.map((x: { id: string; role: string }) => [x.id, x.role])).toEqual([
        [w.a.teacher.id, 'primary'],
        [assistant.id, 'assistant'],
      ]);
    });

    test('without a named primary the first teacher is primary; teacher_id alone is the primary', async () => {
      const first = await t
        .http()
        .post('/api/classes')
        .set(w.a.manager.auth)
        .send(circleBody({ teacher_ids: [w.a.teacher.id] }));
      expect(first.body.class.primary_teacher_id).toBe(w.a.teacher.id);
      const single = await t
        .http()
        .post('/api/classes')
        .set(w.a.manager.auth)
        .send(circleBody({ teacher_id: w.a.teacher.id }));
      expect(single.body.class.teachers_with_roles).toEqual([{ id: w.a.teacher.id, role: 'primary', name: expect.any(String) }]);
    });

    test('max_students: 20 when left out, null for no limit, 1 to 50 otherwise', async () => {
      const unlimited = await t
        .http()
        .post('/api/classes')
        .set(w.a.manager.auth)
        .send(circleBody({ max_students: null }));
      expect(unlimited.body.class.max_students).toBeNull();
      for (const bad of [0, 51, 2.5]) {
        validation(
          await t
            .http()
            .post('/api/classes')
            .set(w.a.manager.auth)
            .send(circleBody({ max_students: bad })),
          'max_students',
          MESSAGES.classes.maxStudents,
        );
      }
    });

    test('bad input is a 400 naming the field, and nothing is written', async () => {
      const before = await t.ds.getRepository(SchoolClass).count();
      validation(
        await t
          .http()
          .post('/api/classes')
          .set(w.a.manager.auth)
          .send(circleBody({ name: '  ' })),
        'name',
        MESSAGES.validation.required,
      );
      validation(
        await t
          .http()
          .post('/api/classes')
          .set(w.a.manager.auth)
          .send(circleBody({ school_level: 'الصف العاشر' })),
        'school_level',
        MESSAGES.validation.invalidChoice,
      );
      validation(
        await t
          .http()
          .post('/api/classes')
          .set(w.a.manager.auth)
          .send(circleBody({ teacher_ids: [w.a.teacher.id], primary_teacher_id: w.a.supervisor.id })),
        'primary_teacher_id',
        MESSAGES.classes.primaryNotAmongTeachers,
      );
      expect(await t.ds.getRepository(SchoolClass).count()).toBe(before);
    });

    test('ids of another complex in the body are missing to a manager; the admin is told they do not belong', async () => {
      notFound(
        await t
          .http()
          .post('/api/classes')
          .set(w.a.manager.auth)
          .send(circleBody({ school_id: w.b.school.id, semester_id: w.b.semester.id })),
        MESSAGES.schools.notFound,
      );
      notFound(
        await t
          .http()
          .post('/api/classes')
          .set(w.a.manager.auth)
          .send(circleBody({ semester_id: w.b.semester.id })),
        MESSAGES.semesters.notFound,
      );
      notFound(
        await t
          .http()
          .post('/api/classes')
          .set(w.a.manager.auth)
          .send(circleBody({ teacher_ids: [w.b.teacher.id] })),
        MESSAGES.users.notFound,
      );
      // A person who is not a teacher cannot teach, whoever asks.
      notFound(
        await t
          .http()
          .post('/api/classes')
          .set(w.admin.auth)
          .send(circleBody({ teacher_ids: [w.a.parent.id] })),
        MESSAGES.users.notFound,
      );
      validation(
        await t
          .http()
          .post('/api/classes')
          .set(w.admin.auth)
          .send(circleBody({ semester_id: w.b.semester.id })),
        'semester_id',
        MESSAGES.classes.semesterNotInSchool,
      );
      validation(
        await t
          .http()
          .post('/api/classes')
          .set(w.admin.auth)
          .send(circleBody({ teacher_ids: [w.b.teacher.id] })),
        'teacher_ids',
        MESSAGES.classes.teacherNotInSchool,
      );
    });

    test('a failure halfway through a create leaves no circle behind', async () => {
      const before = await t.ds.getRepository(SchoolClass).count();
      const failed: unknown[] = [];
      const insert = jest.spyOn(Repository.prototype, 'insert').mockImplementationOnce(function (this: Repository<object>) {
        failed.push(this.metadata.target);
        return Promise.reject(new Error('injected'));
      });
      const res = await t
        .http()
        .post('/api/classes')
        .set(w.a.manager.auth)
        .send(circleBody({ teacher_ids: [w.a.teacher.id] }));
      insert.mockRestore();
      expect(failed).toEqual([ClassTeacher]);
      expect(res.status).toBe(500);
      expectErrorShape(res.body);
      expect(await t.ds.getRepository(SchoolClass).count()).toBe(before);
    });

    test('edit, the status toggle and replacing the teachers', async () => {
      const assistant = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id });
      const circle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, teachers: [w.a.teacher, assistant] });
      const toggled = await t.http().put(`/api/classes/${circle.id}`).set(w.a.manager.auth).send({ is_active: false });
      expect(toggled.body).toMatchObject({
        message: MESSAGES.classes.saved,
        class: { is_active: false, name: circle.name, teacher_ids: [w.a.teacher.id, assistant.id] },
      });
      const edited = await t
        .http()
        .put(`/api/classes/${circle.id}`)
        .set(w.a.manager.auth)
        .send({ name: 'حلقة الكسائي', max_students: null, description: 'للمبتدئين' });
      expect(edited.body.class).toMatchObject({ name: 'حلقة الكسائي', max_students: null, description: 'للمبتدئين', is_active: false });
      validation(
        await t.http().put(`/api/classes/${circle.id}`).set(w.a.manager.auth).send({ is_active: null }),
        'is_active',
        MESSAGES.validation.invalidBoolean,
      );

      // The assistant becomes the primary; the old primary leaves.
      const teachers = await t
        .http()
        .post(`/api/classes/${circle.id}/teachers`)
        .set(w.a.manager.auth)
        .send({ teacher_ids: [assistant.id] });
      expect(teachers.status).toBe(201);
      expect(teachers.body.class.teachers_with_roles).toEqual([{ id: assistant.id, role: 'primary', name: expect.any(String) }]);
      const none = await t.http().post(`/api/classes/${circle.id}/teachers`).set(w.a.manager.auth).send({ teacher_ids: [] });
      expect(none.body.class).toMatchObject({ teacher_ids: [], primary_teacher_id: null, teacher_name: null });
    });

    test('a circle with enrolments is not deleted (409, kept); an empty one is', async () => {
      const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
      const full = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, students: [student] });
      const refused = await t.http().delete(`/api/classes/${full.id}`).set(w.a.manager.auth);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { error: MESSAGES.classes.hasDependants } });
      expect(await t.ds.getRepository(SchoolClass).existsBy({ id: full.id })).toBe(true);

      const empty = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, teachers: [w.a.teacher] });
      await createCourse(t.ds, { school_id: w.a.school.id, semester_id: w.a.semester.id, class_id: empty.id });
      const deleted = await t.http().delete(`/api/classes/${empty.id}`).set(w.a.manager.auth);
      expect(deleted.body).toEqual({ message: MESSAGES.classes.deleted });
      expect(await t.ds.getRepository(Course).countBy({ class_id: empty.id })).toBe(0);
      notFound(await t.http().get(`/api/classes/${empty.id}`).set(w.a.manager.auth), MESSAGES.classes.notFound);
    });

    test('one circle answers with its own courses; its students are those actively enrolled, and a parent sees only their child', async () => {
      const detail = await t.http().get(`/api/classes/${w.a.circle.id}`).set(w.a.teacher.auth);
      expect(detail.status).toBe(200);
      expect(detail.body).toMatchObject({
        id: w.a.circle.id,
        semester_id: w.a.semester.id,
        student_count: 1,
        courses: [{ id: w.a.course.id, class_id: w.a.circle.id }],
      });

      const classmate = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, first_name: 'بدر' });
      const former = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, first_name: 'تميم' });
      await enrol(t.ds, classmate, { id: w.a.circle.id, semester_id: w.a.semester.id });
      await enrol(t.ds, former, { id: w.a.circle.id, semester_id: w.a.semester.id }, false);
      const staff = await t.http().get(`/api/classes/${w.a.circle.id}/students`).set(w.a.teacher.auth);
      expect(staff.body.map((s: { id: string }) => s.id).sort()).toEqual([classmate.id, w.a.student.id].sort());
      expect(staff.body[0]).toEqual({
        id: expect.any(String),
        first_name: expect.any(String),
        second_name: expect.any(String),
        third_name: expect.any(String),
        last_name: expect.any(String),
        school_level: null,
        enrollment_date: '2025-08-20',
      });
      const parent = await t.http().get(`/api/classes/${w.a.circle.id}/students`).set(w.a.parent.auth);
      expect(parent.body.map((s: { id: string }) => s.id)).toEqual([w.a.student.id]);
    });

    test('the list filters by complex, semester and status, scoped to the caller', async () => {
      const other = await createSemester(t.ds, w.a.school);
      const inactive = await createClass(t.ds, { school: w.a.school, semester: other, is_active: false });
      const ids = async (query: Record<string, unknown>, auth = w.admin.auth) =>
        (await t.http().get('/api/classes').query(query).set(auth).expect(200)).body.map((c: { id: number }) => c.id);
      expect(await ids({ semester_id: other.id })).toEqual([inactive.id]);
      expect(await ids({ school_id: w.b.school.id })).toEqual([w.b.circle.id]);
      expect(await ids({ school_id: w.a.school.id, is_active: false })).toContain(inactive.id);
      expect(await ids({ school_id: w.a.school.id, is_active: true })).not.toContain(inactive.id);
      expect(await ids({ school_id: w.b.school.id }, w.a.manager.auth)).toEqual([]);
      expect(await ids({}, w.a.teacher.auth)).toEqual(expect.arrayContaining([w.a.circle.id]));
      expect(await ids({}, w.a.student.auth)).toEqual([w.a.circle.id]);
    });

    test('the list answers in the same number of queries for 3 circles and for 30', async () => {
      const school = await createSchool(t.ds, { name: 'مجمع القياس' });
      const semester = await createSemester(t.ds, school);
      const teachers = [await createUser(t.ds, { role: 'teacher', school_id: school.id }), await createUser(t.ds, { role: 'teacher', school_id: school.id })];
      const addCircles = async (n: number) => {
        for (let i = 0; i < n; i++) {
          const student = await createUser(t.ds, { role: 'student', school_id: school.id });
          await createClass(t.ds, { school, semester, teachers, students: [student] });
        }
      };
      const count = async () => {
        const { result, queries } = await t.measure(() => t.http().get('/api/classes').query({ school_id: school.id }).set(w.admin.auth));
        return { circles: result.body.length, queries };
      };
      await addCircles(3);
      const small = await count();
      await addCircles(27);
      const large = await count();
      expect(small.circles).toBe(3);
      expect(large).toEqual({ circles: 30, queries: small.queries });
      // Sign-in check, the circles, their teachers, their student counts.
      expect(small.queries).toBeLessThanOrEqual(4);
    });

    test('a pending, rejected or switched-off teacher cannot join a circle; one already on it may stay', async () => {
      const pending = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id, is_active: false, account_status: 'pending_activation' });
      const off = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id, is_active: false });
      for (const teacher of [pending, off]) {
        const created = await t
          .http()
          .post('/api/classes')
          .set(w.a.manager.auth)
          .send(circleBody({ teacher_ids: [teacher.id] }));
        validation(created, 'teacher_ids', MESSAGES.classes.teacherInactive);
      }
      // A teacher switched off after joining keeps the circle's other edits possible.
      const circle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, teachers: [off] });
      const kept = await t
        .http()
        .put(`/api/classes/${circle.id}`)
        .set(w.a.manager.auth)
        .send({ name: 'حلقة ورش', teacher_ids: [off.id, w.a.teacher.id] });
      expect(kept.status).toBe(200);
      expect(kept.body.class.teacher_ids).toEqual(expect.arrayContaining([off.id, w.a.teacher.id]));
      validation(
        await t
          .http()
          .post(`/api/classes/${circle.id}/teachers`)
          .set(w.a.manager.auth)
          .send({ teacher_ids: [off.id, pending.id] }),
        'teacher_ids',
        MESSAGES.classes.teacherInactive,
      );
    });

    describe('several students at once', () => {
      const studentOf = (schoolId: number, first_name = 'ريان') => createUser(t.ds, { role: 'student', school_id: schoolId, first_name });
      const activeCircles = async (studentId: string) =>
        (await t.ds.getRepository(Enrollment).findBy({ student_id: studentId, is_active: true })).map((row) => row.class_id);

      test('join together: one of another circle moves, one already there stays, and the card counts them', async () => {
        const circle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester });
        const [fresh1, fresh2, mover, stayer] = await Promise.all([1, 2, 3, 4].map(() => studentOf(w.a.school.id)));
        await enrol(t.ds, mover, { id: w.a.circle.id, semester_id: w.a.semester.id });
        await enrol(t.ds, stayer, circle);
        const res = await t
          .http()
          .post(`/api/classes/${circle.id}/students`)
          .set(w.a.manager.auth)
          .send({ student_ids: [fresh1.id, fresh2.id, mover.id, stayer.id, fresh1.id] });
        expect(res.status).toBe(201);
        expect(res.body).toEqual({
          message: MESSAGES.classes.studentsAdded('3 طلاب'),
          added_ids: [fresh1.id, fresh2.id, mover.id],
          class: expect.objectContaining({ id: circle.id, student_count: 4 }),
        });
        expect(await activeCircles(mover.id)).toEqual([circle.id]);
        // The old circle keeps the enrolment as history, switched off.
        expect(await t.ds.getRepository(Enrollment).countBy({ student_id: mover.id, class_id: w.a.circle.id, is_active: false })).toBe(1);
        expect(await activeCircles(stayer.id)).toEqual([circle.id]);
        const one = await t
          .http()
          .post(`/api/classes/${circle.id}/students`)
          .set(w.a.manager.auth)
          .send({ student_ids: [stayer.id] });
        expect(one.body).toMatchObject({ message: MESSAGES.classes.studentsAlreadyIn, added_ids: [] });
      });

      test("ids outside the caller's reach are missing; a student of another complex is refused; nothing is written", async () => {
        const circle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester });
        const own = await studentOf(w.a.school.id);
        const stranger = await studentOf(w.b.school.id);
        notFound(
          await t
            .http()
            .post(`/api/classes/${circle.id}/students`)
            .set(w.a.manager.auth)
            .send({ student_ids: [own.id, stranger.id] }),
          MESSAGES.users.notFound,
        );
        notFound(
          await t
            .http()
            .post(`/api/classes/${circle.id}/students`)
            .set(w.a.manager.auth)
            .send({ student_ids: [own.id, w.a.teacher.id] }),
          MESSAGES.users.notFound,
        );
        notFound(
          await t
            .http()
            .post(`/api/classes/${w.b.circle.id}/students`)
            .set(w.a.manager.auth)
            .send({ student_ids: [own.id] }),
          MESSAGES.classes.notFound,
        );
        validation(
          await t
            .http()
            .post(`/api/classes/${circle.id}/students`)
            .set(w.admin.auth)
            .send({ student_ids: [own.id, stranger.id] }),
          'student_ids',
          MESSAGES.classes.studentNotInSchool,
        );
        validation(
          await t.http().post(`/api/classes/${circle.id}/students`).set(w.a.manager.auth).send({ student_ids: [] }),
          'student_ids',
          MESSAGES.classes.noStudentsChosen,
        );
        validation(
          await t
            .http()
            .post(`/api/classes/${circle.id}/students`)
            .set(w.a.manager.auth)
            .send({ student_ids: ['12'] }),
          'student_ids',
          MESSAGES.validation.nationalId,
        );
        expect(await activeCircles(own.id)).toEqual([]);
        await t
          .http()
          .post(`/api/classes/${circle.id}/students`)
          .set(w.a.teacher.auth)
          .send({ student_ids: [own.id] })
          .expect(403);
      });

      test('more students than the free seats is refused with nothing written', async () => {
        const circle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester });
        await t.ds.getRepository(SchoolClass).update({ id: circle.id }, { max_students: 3 });
        const seated = await studentOf(w.a.school.id);
        await enrol(t.ds, seated, circle);
        const mover = await studentOf(w.a.school.id);
        await enrol(t.ds, mover, { id: w.a.circle.id, semester_id: w.a.semester.id });
        const others = await Promise.all([1, 2].map(() => studentOf(w.a.school.id)));
        const res = await t
          .http()
          .post(`/api/classes/${circle.id}/students`)
          .set(w.a.manager.auth)
          .send({ student_ids: [mover.id, ...others.map((s) => s.id)] });
        validation(res, 'student_ids', MESSAGES.classes.classFull('مقعدان'));
        // The mover's old enrolment is still the active one: the transaction was rolled back.
        expect(await activeCircles(mover.id)).toEqual([w.a.circle.id]);
        expect(await t.ds.getRepository(Enrollment).countBy({ class_id: circle.id })).toBe(1);

        const fits = await t
          .http()
          .post(`/api/classes/${circle.id}/students`)
          .set(w.a.manager.auth)
          .send({ student_ids: others.map((s) => s.id) });
        expect(fits.body.class.student_count).toBe(3);
        validation(
          await t
            .http()
            .post(`/api/classes/${circle.id}/students`)
            .set(w.a.manager.auth)
            .send({ student_ids: [mover.id] }),
          'student_ids',
          MESSAGES.classes.classIsFull,
        );
      });

      test('a failure halfway leaves every student where they were', async () => {
        const circle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester });
        const mover = await studentOf(w.a.school.id);
        await enrol(t.ds, mover, { id: w.a.circle.id, semester_id: w.a.semester.id });
        const insert = jest.spyOn(Repository.prototype, 'insert').mockImplementationOnce(() => Promise.reject(new Error('injected')));
        const res = await t
          .http()
          .post(`/api/classes/${circle.id}/students`)
          .set(w.a.manager.auth)
          .send({ student_ids: [mover.id] });
        insert.mockRestore();
        expect(res.status).toBe(500);
        expect(await activeCircles(mover.id)).toEqual([w.a.circle.id]);
      });

      test('the same number of queries for 3 students and for 30', async () => {
        const measure = async (n: number) => {
          const circle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester });
          await t.ds.getRepository(SchoolClass).update({ id: circle.id }, { max_students: 50 });
          const students: string[] = [];
          for (let i = 0; i < n; i++) {
            const student = await studentOf(w.a.school.id);
            // Half of them come from another circle.
            if (i % 2 === 0) await enrol(t.ds, student, { id: w.a.circle.id, semester_id: w.a.semester.id });
            students.push(student.id);
          }
          const { result, queries } = await t.measure(() =>
            t.http().post(`/api/classes/${circle.id}/students`).set(w.a.manager.auth).send({ student_ids: students }),
          );
          expect(result.body.added_ids).toHaveLength(n);
          return queries;
        };
        expect(await measure(30)).toBe(await measure(3));
      });
    });

    test('a complex with circles cannot be deleted', async () => {
      const school = await createSchool(t.ds, { name: 'مجمع فيه حلقة' });
      await createClass(t.ds, { school, semester: null });
      const res = await t.http().delete(`/api/schools/${school.id}`).set(w.admin.auth);
      expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { error: MESSAGES.schools.hasDependants } });
    });
  });

  describe('semesters', () => {
    const semesterBody = (fields: Record<string, unknown> = {}) => ({
      school_id: w.a.school.id,
      type: 'second',
      year: 2030,
      start_date: '2030-01-19',
      end_date: '2030-06-20',
      ...fields,
    });

    test('creating a semester adds the four default courses of its complex, totalling 100', async () => {
      const res = await t
        .http()
        .post('/api/semesters')
        .set(w.a.manager.auth)
        .send(semesterBody({ vacation_days: ['2030-03-16', '2030-02-23'], display_name: 'ignored' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        message: MESSAGES.semesters.created,
        semester: {
          school_id: w.a.school.id,
          school_name: w.a.school.name,
          type: 'second',
          year: 2030,
          display_name: 'Semester second 2030',
          name: 'الفصل الثاني 2030',
          weekend_days: [5, 6],
          vacation_days: ['2030-02-23', '2030-03-16'],
        },
      });
      const courses = await t.http().get(`/api/semesters/${res.body.semester.id}/courses/${w.a.school.id}`).set(w.a.manager.auth);
      expect(courses.body.map((c: { name: string; percentage: number; requires_surah: boolean }) => [c.name, c.percentage, c.requires_surah])).toEqual([
        ['الحفظ الجديد', 40, true],
        ['المراجعة الصغرى', 25, true],
        ['المراجعة الكبرى', 25, true],
        ['السلوك', 10, false],
      ]);
    });

    test('one semester of a type and year per complex (409); another complex may have its own', async () => {
      const body = semesterBody({ type: 'summer', year: 2031, start_date: '2031-06-28', end_date: '2031-08-15' });
      expect((await t.http().post('/api/semesters').set(w.a.manager.auth).send(body)).status).toBe(201);
      const again = await t.http().post('/api/semesters').set(w.a.manager.auth).send(body);
      expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { error: MESSAGES.semesters.duplicate } });
      expect(
        (
          await t
            .http()
            .post('/api/semesters')
            .set(w.b.manager.auth)
            .send({ ...body, school_id: w.b.school.id })
        ).status,
      ).toBe(201);
    });

    test('the calendar rules: end not before start, holidays inside and once, weekend days 1 to 7, years 2020 to 2050', async () => {
      const post = (fields: Record<string, unknown>) =>
        t
          .http()
          .post('/api/semesters')
          .set(w.a.manager.auth)
          .send(semesterBody({ year: 2032, ...fields }));
      validation(await post({ end_date: '2030-01-18', year: 2030 }), 'end_date', MESSAGES.semesters.endBeforeStart);
      validation(
        await post({ start_date: '2032-01-10', end_date: '2032-05-01', vacation_days: ['2032-05-02'] }),
        'vacation_days.0',
        MESSAGES.semesters.vacationOutside,
      );
      validation(
        await post({ start_date: '2032-01-10', end_date: '2032-05-01', vacation_days: ['2032-02-02', '2032-02-02'] }),
        'vacation_days.1',
        MESSAGES.semesters.vacationDuplicate,
      );
      validation(await post({ vacation_days: ['2032-02-30'] }), 'vacation_days', MESSAGES.validation.invalidDate);
      validation(await post({ weekend_days: [5, 5] }), 'weekend_days', MESSAGES.semesters.weekendDays);
      validation(await post({ weekend_days: [0] }), 'weekend_days', MESSAGES.semesters.weekendDays);
      validation(await post({ year: 2019 }), 'year', MESSAGES.semesters.year);
      validation(await post({ year: 2051 }), 'year', MESSAGES.semesters.year);
      validation(await post({ type: 'winter' }), 'type', MESSAGES.validation.invalidChoice);
      expect(await t.ds.getRepository(Semester).countBy({ year: 2032 })).toBe(0);
    });

    test('a manager cannot create one for another complex (404)', async () => {
      notFound(
        await t
          .http()
          .post('/api/semesters')
          .set(w.a.manager.auth)
          .send(semesterBody({ school_id: w.b.school.id, year: 2033 })),
        MESSAGES.schools.notFound,
      );
    });

    test('a failure while adding the default courses leaves no semester', async () => {
      const failed: unknown[] = [];
      const insert = jest.spyOn(Repository.prototype, 'insert').mockImplementationOnce(function (this: Repository<object>) {
        failed.push(this.metadata.target);
        return Promise.reject(new Error('injected'));
      });
      const res = await t
        .http()
        .post('/api/semesters')
        .set(w.a.manager.auth)
        .send(semesterBody({ year: 2034 }));
      insert.mockRestore();
      expect(failed).toEqual([Course]);
      expect(res.status).toBe(500);
      expect(await t.ds.getRepository(Semester).countBy({ year: 2034 })).toBe(0);
    });

    test('edits keep the calendar rules and the complex', async () => {
      const semester = await createSemester(t.ds, w.a.school, { type: 'first', year: 2035, vacation_days: ['2035-09-23'] });
      const moved = await t
        .http()
        .put(`/api/semesters/${semester.id}`)
        .set(w.a.manager.auth)
        .send({ start_date: '2035-08-25', weekend_days: [6, 7] });
      expect(moved.body).toMatchObject({
        message: MESSAGES.semesters.saved,
        semester: { start_date: '2035-08-25', weekend_days: [6, 7], vacation_days: ['2035-09-23'] },
      });
      validation(
        await t.http().put(`/api/semesters/${semester.id}`).set(w.a.manager.auth).send({ end_date: '2035-09-01' }),
        'vacation_days.0',
        MESSAGES.semesters.vacationOutside,
      );
      notFound(await t.http().put(`/api/semesters/${semester.id}`).set(w.a.manager.auth).send({ school_id: w.b.school.id }), MESSAGES.schools.notFound);
      const renamed = await t.http().put(`/api/semesters/${semester.id}`).set(w.a.manager.auth).send({ type: 'summer' });
      expect(renamed.body.semester).toMatchObject({ type: 'summer', display_name: 'Semester summer 2035', name: 'الفصل الصيفي 2035' });
      await createSemester(t.ds, w.a.school, { type: 'second', year: 2035 });
      const clash = await t.http().put(`/api/semesters/${semester.id}`).set(w.a.manager.auth).send({ type: 'second' });
      expect({ status: clash.status, body: clash.body }).toEqual({ status: 409, body: { error: MESSAGES.semesters.duplicate } });
    });

    test('only the admin deletes a semester: its courses go, its circles stay without one', async () => {
      const semester = await createSemester(t.ds, w.a.school, { year: 2036 });
      const circle = await createClass(t.ds, { school: w.a.school, semester });
      await createCourse(t.ds, { school_id: w.a.school.id, semester_id: semester.id, class_id: circle.id });
      const refused = await t.http().delete(`/api/semesters/${semester.id}`).set(w.a.manager.auth);
      expect({ status: refused.status, body: refused.body }).toEqual({ status: 403, body: { error: MESSAGES.semesters.deleteForbidden } });

      const res = await t.http().delete(`/api/semesters/${semester.id}`).set(w.admin.auth);
      expect(res.body).toEqual({ message: MESSAGES.semesters.deleted });
      expect(await t.ds.getRepository(Course).countBy({ semester_id: semester.id })).toBe(0);
      expect(await t.ds.getRepository(SchoolClass).findOneByOrFail({ id: circle.id })).toMatchObject({ semester_id: null });
      const card = (await t.http().get(`/api/classes/${circle.id}`).set(w.admin.auth)).body;
      expect(card).toMatchObject({ semester_id: null, semester_name: null, courses: [] });
    });

    test("the current semester is the one containing today, else the newest; none is a 404 with the spec's words", async () => {
      const school = await createSchool(t.ds, { name: 'مجمع التقويم' });
      const manager = await createUser(t.ds, { role: 'administrator', school_id: school.id });
      await t.ds.getRepository('schools').update({ id: school.id }, { administrator_id: manager.id });
      const auth = { Authorization: `Bearer ${await t.login(manager.id, manager.password)}` };
      notFound(await t.http().get('/api/semesters/current').set(auth), MESSAGES.semesters.noCurrent);

      const today = calendarToday();
      const past = await createSemester(t.ds, school, { type: 'first', year: 2025, start_date: addDays(today, -300), end_date: addDays(today, -200) });
      const future = await createSemester(t.ds, school, { type: 'second', year: 2045, start_date: addDays(today, 30), end_date: addDays(today, 120) });
      expect((await t.http().get('/api/semesters/current').set(auth)).body.semester.id).toBe(future.id);
      const now = await createSemester(t.ds, school, { type: 'summer', year: 2025, start_date: addDays(today, -10), end_date: addDays(today, 10) });
      expect((await t.http().get('/api/semesters/current').set(auth)).body.semester.id).toBe(now.id);
      const listed = (await t.http().get('/api/semesters').set(auth)).body.semesters.map((s: { id: number }) => s.id);
      expect(listed).toEqual([future.id, now.id, past.id]);
    });
  });

  describe('courses', () => {
    const classCourses = (semesterId = w.a.semester.id, classId = w.a.circle.id) => `/api/semesters/${semesterId}/classes/${classId}/courses`;

    test("a circle's courses are its own; the complex's semester courses are apart; semester-courses lists both", async () => {
      const circle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester });
      const added = await t
        .http()
        .post(classCourses(w.a.semester.id, circle.id))
        .set(w.a.manager.auth)
        .send({ name: 'التجويد', percentage: 33.3, requires_surah: false, description: 'أحكام التلاوة', class_id: circle.id });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({
        message: MESSAGES.courses.created,
        course: {
          name: 'التجويد',
          percentage: 33.3,
          requires_surah: false,
          description: 'أحكام التلاوة',
          max_grade: 100,
          class_id: circle.id,
          school_id: w.a.school.id,
        },
      });
      const own = await t.http().get(classCourses(w.a.semester.id, circle.id)).set(w.a.manager.auth);
      expect(own.body.map((c: { id: number }) => c.id)).toEqual([added.body.course.id]);
      const ofSchool = await t.http().get(`/api/semesters/${w.a.semester.id}/courses/${w.a.school.id}`).set(w.a.teacher.auth);
      expect(ofSchool.body.every((c: { class_id: number | null }) => c.class_id === null)).toBe(true);
      expect(ofSchool.body).toHaveLength(4);
      const all = await t.http().get('/api/semester-courses').query({ semester_id: w.a.semester.id }).set(w.a.manager.auth);
      expect(all.body.courses.map((c: { id: number }) => c.id)).toEqual(
        expect.arrayContaining([added.body.course.id, ...ofSchool.body.map((c: { id: number }) => c.id)]),
      );
    });

    test('percentages from 0 to 100 in tenths; names and descriptions within their lengths', async () => {
      const post = (body: Record<string, unknown>) =>
        t
          .http()
          .post(classCourses())
          .set(w.a.manager.auth)
          .send({ name: 'مقرر', percentage: 10, ...body });
      for (const percentage of [-1, 100.5, 33.35, '40']) validation(await post({ percentage }), 'percentage', MESSAGES.courses.percentage);
      validation(await post({ name: 'م'.repeat(101) }), 'name', MESSAGES.validation.tooLong(100));
      validation(await post({ description: 'و'.repeat(501) }), 'description', MESSAGES.validation.tooLong(500));
      expect((await post({ percentage: 100 })).status).toBe(201);
    });

    test("ids that are not the course's place name nothing; a circle of another complex is refused", async () => {
      notFound(
        await t.http().post(classCourses()).set(w.a.manager.auth).send({ name: 'مقرر', percentage: 5, school_id: w.b.school.id }),
        MESSAGES.schools.notFound,
      );
      notFound(
        await t.http().post(classCourses()).set(w.a.manager.auth).send({ name: 'مقرر', percentage: 5, class_id: w.b.circle.id }),
        MESSAGES.classes.notFound,
      );
      notFound(
        await t.http().post(classCourses(w.b.semester.id, w.b.circle.id)).set(w.a.manager.auth).send({ name: 'مقرر', percentage: 5 }),
        MESSAGES.semesters.notFound,
      );
      notFound(
        await t.http().post(`/api/semesters/${w.a.semester.id}/courses`).set(w.a.manager.auth).send({ name: 'مقرر', percentage: 5, class_id: w.a.circle.id }),
        MESSAGES.classes.notFound,
      );
      validation(
        await t.http().post(classCourses(w.a.semester.id, w.b.circle.id)).set(w.admin.auth).send({ name: 'مقرر', percentage: 5 }),
        'class_id',
        MESSAGES.courses.classNotInSchool,
      );
      notFound(await t.http().get(`/api/semesters/${w.a.semester.id}/courses/${w.b.school.id}`).set(w.admin.auth), MESSAGES.schools.notFound);
    });

    test('edit and delete; a teacher reads but does not write', async () => {
      const course = await createCourse(t.ds, { school_id: w.a.school.id, semester_id: w.a.semester.id, class_id: w.a.circle.id, percentage: 20 });
      const edited = await t.http().put(`/api/courses/${course.id}`).set(w.a.manager.auth).send({ name: 'التلاوة', percentage: 12.5, class_id: w.a.circle.id });
      expect(edited.body).toMatchObject({ message: MESSAGES.courses.updated, course: { name: 'التلاوة', percentage: 12.5 } });
      notFound(await t.http().put(`/api/courses/${course.id}`).set(w.a.manager.auth).send({ semester_id: w.b.semester.id }), MESSAGES.semesters.notFound);
      const teacher = await t.http().put(`/api/courses/${course.id}`).set(w.a.teacher.auth).send({ name: 'x' });
      expect({ status: teacher.status, body: teacher.body }).toEqual({ status: 403, body: { error: MESSAGES.errors.forbidden } });
      notFound(await t.http().delete(`/api/courses/${course.id}`).set(w.b.manager.auth), MESSAGES.courses.notFound);
      expect((await t.http().delete(`/api/courses/${course.id}`).set(w.a.manager.auth)).body).toEqual({ message: MESSAGES.courses.deleted });
      expect(await t.ds.getRepository(Course).existsBy({ id: course.id })).toBe(false);
    });
  });
});
