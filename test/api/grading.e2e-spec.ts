import { addDays, calendarToday, isoWeekday, MESSAGES, semesterWorkingDays } from '#common';
import { Course } from '../../apps/api/src/courses/entities/course.entity.js';
import { Grade } from '../../apps/api/src/grading/entities/grade.entity.js';
import { Semester } from '../../apps/api/src/semesters/entities/semester.entity.js';
import { StudentProfile } from '../../apps/api/src/users/entities/student-profile.entity.js';
import { createClass, createCourse, createSemester, createUser, enrol } from './factories.js';
import { expectInvalid, expectNotFound, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

// Grades, goals and the review map over real HTTP: who may grade whom and in which course, the range rules, the
// weighted total, what a course's delete takes with it, and the review colours by age.

/** The day `days` before today, YYYY-MM-DD. */
function daysAgo(days: number): string {
  const date = new Date(`${calendarToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

describe('grading', () => {
  let t: TestApp;
  let w: World;
  /** The complex-wide "new memorisation" course of complex A's semester (a default course). */
  let memorisation: Course;
  /** The complex-wide behaviour course of complex A's semester. */
  let behaviour: Course;
  /** The first working day of complex A's semester: the day the tests grade on. */
  let day: string;
  beforeAll(async () => {
    t = await startApp('grading');
    w = await createWorld(t);
    const courses = await t.ds.getRepository(Course).findBy({ semester_id: w.a.semester.id });
    memorisation = courses.find((c) => c.name.includes('حفظ'))!;
    behaviour = courses.find((c) => c.name.includes('سلوك'))!;
    day = semesterWorkingDays(await t.ds.getRepository(Semester).findOneByOrFail({ id: w.a.semester.id }))[0];
  });
  afterAll(async () => {
    await t.close();
  });

  const give = (auth: { Authorization: string }, classId: number, body: object) => t.http().post(`/api/classes/${classId}/grades`).set(auth).send(body);
  const naba = (fields: object = {}) => ({
    student_id: w.a.student.id,
    course_id: memorisation.id,
    grade_value: 18,
    max_grade: 20,
    start_reference: '78:1',
    end_reference: '78:40',
    grade_date: day,
    ...fields,
  });

  test('the teacher grades a student of their circle; the grade reads back with its course', async () => {
    const res = await give(w.a.teacher.auth, w.a.circle.id, naba({ notes: 'أحسنت' })).expect(201);
    expect(res.body).toEqual({
      message: MESSAGES.grades.created,
      grade: expect.objectContaining({
        student_id: w.a.student.id,
        course_id: memorisation.id,
        course_name: memorisation.name,
        class_id: w.a.circle.id,
        semester_id: w.a.semester.id,
        grade_value: 18,
        max_grade: 20,
        grade_type: 'memorization',
        start_reference: '78:1',
        end_reference: '78:40',
        grade_date: day,
        graded_by: w.a.teacher.id,
      }),
      // The world's student had no memorised position: a new-memorisation lesson to an-Naba 40 sets it.
      position_moved_to: { memorized_surah_id: 78, memorized_ayah_number: 40 },
    });
  });

  test('a teacher cannot grade a student of another circle, nor in a circle they do not teach (404)', async () => {
    const other = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    const otherCircle = await createClass(t.ds, { school: w.a.school, semester: w.a.semester, students: [other] });
    expectNotFound(await give(w.a.teacher.auth, w.a.circle.id, naba({ student_id: other.id })), MESSAGES.grades.studentNotInClass);
    expectNotFound(await give(w.a.teacher.auth, otherCircle.id, naba({ student_id: other.id })), MESSAGES.classes.notFound);
    expectNotFound(await give(w.a.teacher.auth, w.b.circle.id, naba({ student_id: w.b.student.id })), MESSAGES.classes.notFound);
    // The complex manager grades in any circle of their complex, not in another complex's.
    await give(w.a.manager.auth, otherCircle.id, naba({ student_id: other.id })).expect(201);
    expectNotFound(await give(w.a.manager.auth, w.b.circle.id, naba({ student_id: w.b.student.id })), MESSAGES.classes.notFound);
    // A supervisor views grading but does not grade, unless given academic management, and then in their complex only.
    await give(w.a.supervisor.auth, w.a.circle.id, naba()).expect(403);
    await t
      .http()
      .put(`/api/privileges/${w.a.supervisor.id}`)
      .set(w.admin.auth)
      .send({ permissions: { academic: ['manage'] } })
      .expect(200);
    await give(w.a.supervisor.auth, w.a.circle.id, naba()).expect(201);
    expectNotFound(await give(w.a.supervisor.auth, w.b.circle.id, naba({ student_id: w.b.student.id })), MESSAGES.classes.notFound);
    await t.http().put(`/api/privileges/${w.a.supervisor.id}`).set(w.admin.auth).send({ permissions: {} }).expect(200);
  });

  test("a course of another semester, or another circle's own, is refused (400); nothing is written", async () => {
    const before = await t.ds.getRepository(Grade).count();
    const nextSemester = await createSemester(t.ds, w.a.school);
    const [foreign] = await t.ds.getRepository(Course).findBy({ semester_id: nextSemester.id });
    expectInvalid(await give(w.a.teacher.auth, w.a.circle.id, naba({ course_id: foreign.id })), 'course_id', MESSAGES.grades.courseNotInClass);
    const elsewhere = await createClass(t.ds, { school: w.a.school, semester: w.a.semester });
    const theirs = await createCourse(t.ds, { school_id: w.a.school.id, semester_id: w.a.semester.id, class_id: elsewhere.id, name: 'حفظ المتون' });
    expectInvalid(await give(w.a.teacher.auth, w.a.circle.id, naba({ course_id: theirs.id })), 'course_id', MESSAGES.grades.courseNotInClass);
    expectInvalid(await give(w.a.teacher.auth, w.a.circle.id, naba({ course_id: w.b.course.id })), 'course_id', MESSAGES.grades.courseNotInClass);
    expect(await t.ds.getRepository(Grade).count()).toBe(before);
  });

  test('the range: real ayahs, the end not before the start, none for a course without Quran; the value within its maximum', async () => {
    expectInvalid(await give(w.a.teacher.auth, w.a.circle.id, naba({ end_reference: '78:41' })), 'end_reference', MESSAGES.grades.reference);
    expectInvalid(
      await give(w.a.teacher.auth, w.a.circle.id, naba({ start_reference: '78:40', end_reference: '78:1' })),
      'end_reference',
      MESSAGES.grades.endBeforeStart,
    );
    expectInvalid(await give(w.a.teacher.auth, w.a.circle.id, naba({ end_reference: null })), 'end_reference', MESSAGES.grades.referenceIncomplete);
    expectInvalid(await give(w.a.teacher.auth, w.a.circle.id, naba({ course_id: behaviour.id })), 'start_reference', MESSAGES.grades.noReferenceCourse);
    await give(
      w.a.teacher.auth,
      w.a.circle.id,
      naba({ course_id: behaviour.id, start_reference: null, end_reference: null, grade_value: 9, max_grade: 10 }),
    ).expect(201);
    expectInvalid(await give(w.a.teacher.auth, w.a.circle.id, naba({ grade_value: 21 })), 'grade_value', MESSAGES.grades.valueRange);
    expectInvalid(await give(w.a.teacher.auth, w.a.circle.id, naba({ grade_value: undefined })), 'grade_value', MESSAGES.grades.valueRequired);
  });

  test('a grade is changed and deleted by who may grade in its circle; others find it missing', async () => {
    const { body } = await give(w.a.teacher.auth, w.a.circle.id, naba()).expect(201);
    const id = body.grade.id;
    const changed = await t
      .http()
      .put(`/api/grades/${id}`)
      .set(w.a.teacher.auth)
      .send({ grade_value: 20, max_grade: 20, start_reference: '78:1', end_reference: '78:30', class_id: w.a.circle.id })
      .expect(200);
    expect(changed.body).toEqual({
      message: MESSAGES.grades.updated,
      grade: expect.objectContaining({ id, grade_value: 20, end_reference: '78:30' }),
      position_moved_to: null,
    });
    for (const caller of [w.b.teacher, w.b.manager, w.a.supervisor, w.a.parent]) {
      const res = await t.http().put(`/api/grades/${id}`).set(caller.auth).send({ grade_value: 1 });
      // A parent and a supervisor may not change grades at all (403); the others may, but not this one (404).
      expect(res.status).toBe(caller === w.a.parent || caller === w.a.supervisor ? 403 : 404);
    }
    expectNotFound(await t.http().delete(`/api/grading/grade/${id}`).set(w.b.teacher.auth), MESSAGES.grades.notFound);
    await t.http().delete(`/api/grading/grade/${id}`).set(w.a.teacher.auth).expect(200);
    expect(await t.ds.getRepository(Grade).existsBy({ id })).toBe(false);
  });

  test("a student's grades by course with the weighted total, read by their parent and themself, not by another complex", async () => {
    const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    await enrol(t.ds, student, { id: w.a.circle.id, semester_id: w.a.semester.id });
    // Memorisation (weight 40) 100 %, behaviour (weight 10) 50 %: (100 x 40 + 50 x 10) / 50 = 90.
    await give(w.a.teacher.auth, w.a.circle.id, naba({ student_id: student.id, grade_value: 20, max_grade: 20 })).expect(201);
    await give(w.a.teacher.auth, w.a.circle.id, { student_id: student.id, course_id: behaviour.id, grade_value: 5, max_grade: 10, grade_date: day }).expect(
      201,
    );
    const res = await t.http().get(`/api/grades/student/${student.id}`).set(w.a.teacher.auth).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.averageGrade).toBe(90);
    expect(res.body.courseGrades.map((c: { course_name: string; average: number }) => [c.course_name, c.average]).sort()).toEqual(
      [
        [memorisation.name, 100],
        [behaviour.name, 50],
      ].sort(),
    );
    expect((await t.http().get(`/api/grades/student/${w.a.student.id}`).set(w.a.parent.auth)).status).toBe(200);
    expect((await t.http().get(`/api/grades/student/${w.a.student.id}`).set(w.a.student.auth)).status).toBe(200);
    expectNotFound(await t.http().get(`/api/grades/student/${w.a.student.id}`).set(w.b.parent.auth), MESSAGES.users.notFound);
    expectNotFound(await t.http().get(`/api/grades/student/${w.a.student.id}`).set(w.b.teacher.auth), MESSAGES.users.notFound);
  });

  test('deleting a course deletes its grades', async () => {
    const course = await createCourse(t.ds, { school_id: w.a.school.id, semester_id: w.a.semester.id, class_id: w.a.circle.id, name: 'مراجعة جزء عم' });
    await give(w.a.teacher.auth, w.a.circle.id, naba({ course_id: course.id })).expect(201);
    expect(await t.ds.getRepository(Grade).countBy({ course_id: course.id })).toBe(1);
    await t.http().delete(`/api/courses/${course.id}`).set(w.a.manager.auth).expect(200);
    expect(await t.ds.getRepository(Grade).countBy({ course_id: course.id })).toBe(0);
  });

  test("the profile dialog: progress, goal and plan; the goal sets the student's target", async () => {
    const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    await enrol(t.ds, student, { id: w.a.circle.id, semester_id: w.a.semester.id });
    await t.ds.getRepository(StudentProfile).insert({ user_id: student.id, memorized_surah_id: 78, memorized_ayah_number: 40 });
    expectInvalid(
      await t
        .http()
        .put(`/api/classes/${w.a.circle.id}/student/${student.id}/goal`)
        .set(w.a.teacher.auth)
        .send({ target_surah_id: 77, target_ayah_number: 60 }),
      'target_ayah_number',
      MESSAGES.students.invalidAyah,
    );
    expectInvalid(
      await t.http().put(`/api/classes/${w.a.circle.id}/student/${student.id}/goal`).set(w.a.teacher.auth).send({ target_surah_id: 77 }),
      'target_ayah_number',
      MESSAGES.goals.targetRequired,
    );
    const goal = await t
      .http()
      .put(`/api/classes/${w.a.circle.id}/student/${student.id}/goal`)
      .set(w.a.teacher.auth)
      .send({ target_surah_id: 77, target_ayah_number: 50 })
      .expect(200);
    expect(goal.body).toEqual({
      message: MESSAGES.goals.saved,
      goal: expect.objectContaining({ target_surah_id: 77, target_ayah_number: 50, completed: false }),
    });
    const profile = (await t.http().get(`/api/classes/${w.a.circle.id}/student/${student.id}/profile`).set(w.a.teacher.auth).expect(200)).body.student;
    expect(profile).toEqual(
      expect.objectContaining({
        memorized_surah_id: 78,
        memorized_ayah_number: 40,
        target_surah_id: 77,
        target_ayah_number: 50,
        total_pages: 604,
        status: 'active',
      }),
    );
    // Memorised in the circles' order (al-Fatiha, then an-Nas back to an-Naba 40): 24 pages.
    expect(profile.memorized_pages).toBe(24);
    expect(profile.plan).toEqual(expect.objectContaining({ status: 'in_progress', memorisedPages: 24 }));
    expect(profile.plan.goalPages).toBeGreaterThan(0);
    expect(profile.goal).toEqual(expect.objectContaining({ target_surah_id: 77 }));
    expect(profile.courses.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([memorisation.id, w.a.course.id]));
    const goals = (await t.http().get(`/api/students/${student.id}/goals`).set(w.a.manager.auth).expect(200)).body.goals;
    expect(goals).toHaveLength(1);
    expectNotFound(await t.http().get(`/api/classes/${w.a.circle.id}/student/${student.id}/profile`).set(w.b.teacher.auth), MESSAGES.classes.notFound);
    expectNotFound(
      await t.http().get(`/api/classes/${w.a.circle.id}/student/${w.b.student.id}/profile`).set(w.a.teacher.auth),
      MESSAGES.grades.studentNotInClass,
    );
  });

  test('the review map colours each page by the age of its latest grade: 3, 20, 45, 100 and 400 days', async () => {
    const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    await enrol(t.ds, student, { id: w.a.circle.id, semester_id: w.a.semester.id });
    // The first five pages of the mushaf, one grade each; the student has no memorised position recorded.
    const ranges: [number, string, string][] = [
      [3, '1:1', '1:7'], // page 1
      [20, '2:1', '2:5'], // page 2
      [45, '2:6', '2:16'], // page 3
      [100, '2:17', '2:24'], // page 4
      [400, '2:25', '2:29'], // page 5
    ];
    // Written as they stand (the semester's working days are another test's): the map reads grades of any day.
    for (const [age, start, end] of ranges) {
      await t.ds.getRepository(Grade).insert({
        student_id: student.id,
        course_id: memorisation.id,
        class_id: w.a.circle.id,
        semester_id: w.a.semester.id,
        grade_value: 18,
        max_grade: 20,
        grade_type: 'memorization',
        start_reference: start,
        end_reference: end,
        grade_date: daysAgo(age),
      });
    }
    const map = (await t.http().get(`/api/grades/student/${student.id}/review`).set(w.a.teacher.auth).expect(200)).body;
    expect(map.pages).toHaveLength(604);
    expect(map.pages.slice(0, 6)).toEqual(['new', 'recent', 'light_red', 'red', 'dark_red', 'not_memorised']);
    expect(map.juz[0]).toEqual(expect.objectContaining({ juz: 1, memorised: true, recent: true }));
    expect(map.summary.not_memorised).toBe(599);
    expect(map.legend.map((l: { token: string }) => l.token)).toEqual(['new', 'recent', 'light_red', 'red', 'dark_red', 'not_memorised']);
    expectNotFound(await t.http().get(`/api/grades/student/${student.id}/review`).set(w.b.teacher.auth), MESSAGES.users.notFound);
  });

  test('the comprehensive grading table: circles with students and averages, in the same number of queries for 3 and 30', async () => {
    const semester = await createSemester(t.ds, w.a.school);
    const [course] = await t.ds.getRepository(Course).findBy({ semester_id: semester.id });
    const circle = await createClass(t.ds, { school: w.a.school, semester, name: 'حلقة العد', teachers: [w.a.teacher] });
    const add = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
        await enrol(t.ds, student, { id: circle.id, semester_id: semester.id });
        await t.ds.getRepository(Grade).insert({
          student_id: student.id,
          course_id: course.id,
          class_id: circle.id,
          semester_id: semester.id,
          grade_value: 80,
          max_grade: 100,
          grade_type: 'regular',
          grade_date: '2026-09-01',
        });
      }
    };
    const read = () => t.http().get(`/api/grading/school/${w.a.school.id}/semester/${semester.id}`).set(w.a.manager.auth).expect(200);
    await add(3);
    const few = await t.measure(read);
    await add(27);
    const many = await t.measure(read);
    expect(many.queries).toBe(few.queries);
    // The session's account, the complex with its semester, the circles, the students with their attendance and
    // points totals, and each student's mean per course.
    expect(many.queries).toBe(5);
    const table = many.result.body;
    expect(table.success).toBe(true);
    expect(table.classes).toEqual([expect.objectContaining({ id: circle.id, student_count: 30 })]);
    expect(table.classes[0].students.every((s: { averageGrade: number; totalPoints: number }) => s.averageGrade === 80 && s.totalPoints === 0)).toBe(true);
    expectNotFound(await t.http().get(`/api/grading/school/${w.a.school.id}/semester/${w.b.semester.id}`).set(w.admin.auth), MESSAGES.semesters.notFound);
    expect((await t.http().get(`/api/grading/school/${w.a.school.id}/semester/${semester.id}`).set(w.b.manager.auth)).status).toBe(404);
  });

  test("the grading screen's create names the circle's semester, or is refused", async () => {
    const body = { ...naba({ grade_date: undefined }), class_id: w.a.circle.id, semester_id: w.a.semester.id, date_graded: day };
    const res = await t.http().post('/api/grading/grade').set(w.a.teacher.auth).send(body).expect(201);
    expect(res.body.grade).toEqual(expect.objectContaining({ grade_date: day, date_graded: day }));
    expectInvalid(
      await t
        .http()
        .post('/api/grading/grade')
        .set(w.a.teacher.auth)
        .send({ ...body, semester_id: w.b.semester.id }),
      'semester_id',
      MESSAGES.grades.semesterNotOfClass,
    );
    const grades = (
      await t.http().get(`/api/grading/student/${w.a.student.id}/class/${w.a.circle.id}/semester/${w.a.semester.id}/grades`).set(w.a.teacher.auth).expect(200)
    ).body;
    expect(grades.success).toBe(true);
    expect(grades.courses.length).toBeGreaterThanOrEqual(5);
    expect(grades.courseGrades.find((c: { course_id: number }) => c.course_id === memorisation.id).grades.length).toBeGreaterThan(0);
  });

  test("a grade's day is a working day of its semester: a weekend day, a holiday or a day outside it is refused, on create and on edit", async () => {
    const semester = await t.ds.getRepository(Semester).findOneByOrFail({ id: w.a.semester.id });
    const friday = Array.from({ length: 7 }, (_, n) => addDays(day, n)).find((date) => isoWeekday(date) === 5)!;
    const before = await t.ds.getRepository(Grade).count();
    for (const date of [friday, addDays(semester.start_date, -1), addDays(semester.end_date, 1)]) {
      expectInvalid(await give(w.a.teacher.auth, w.a.circle.id, naba({ grade_date: date })), 'grade_date', MESSAGES.calendar.notWorkingDay);
      expectInvalid(
        await t
          .http()
          .post('/api/grading/grade')
          .set(w.a.teacher.auth)
          .send({ ...naba({ grade_date: undefined }), class_id: w.a.circle.id, semester_id: w.a.semester.id, date_graded: date }),
        'date_graded',
        MESSAGES.calendar.notWorkingDay,
      );
    }
    // Left out, the day is today's, which lies outside this (past) semester.
    expectInvalid(await give(w.a.teacher.auth, w.a.circle.id, naba({ grade_date: undefined })), 'grade_date', MESSAGES.calendar.notWorkingDay);
    expect(await t.ds.getRepository(Grade).count()).toBe(before);
    const { id } = (await give(w.a.teacher.auth, w.a.circle.id, naba()).expect(201)).body.grade;
    expectInvalid(
      await t.http().put(`/api/grades/${id}`).set(w.a.teacher.auth).send({ grade_value: 19, grade_date: friday }),
      'grade_date',
      MESSAGES.calendar.notWorkingDay,
    );
    // The day kept as it was is not asked again, even after the semester made it a holiday.
    await t.ds.getRepository(Semester).update({ id: semester.id }, { vacation_days: [day] });
    await t.http().put(`/api/grades/${id}`).set(w.a.teacher.auth).send({ grade_value: 19, grade_date: day }).expect(200);
    await t.ds.getRepository(Semester).update({ id: semester.id }, { vacation_days: semester.vacation_days });
  });

  test('a new-memorisation grade reaching beyond the memorised position moves it there, never back; reviews leave it', async () => {
    const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    await enrol(t.ds, student, { id: w.a.circle.id, semester_id: w.a.semester.id });
    const position = async () => {
      const profile = await t.ds.getRepository(StudentProfile).findOneBy({ user_id: student.id });
      return profile && [profile.memorized_surah_id, profile.memorized_ayah_number];
    };
    // No position yet: al-Fil 1 to 5 makes it al-Fil 5, and the profile's pages follow.
    const first = await give(w.a.teacher.auth, w.a.circle.id, naba({ student_id: student.id, start_reference: '105:1', end_reference: '105:5' })).expect(201);
    expect(first.body.position_moved_to).toEqual({ memorized_surah_id: 105, memorized_ayah_number: 5 });
    expect(await position()).toEqual([105, 5]);
    const profile = (await t.http().get(`/api/classes/${w.a.circle.id}/student/${student.id}/profile`).set(w.a.teacher.auth).expect(200)).body.student;
    expect(profile.memorized_pages).toBeGreaterThan(0);
    // A lesson already behind the position, and a review beyond it, leave it where it is.
    expect(
      (await give(w.a.teacher.auth, w.a.circle.id, naba({ student_id: student.id, start_reference: '106:1', end_reference: '106:4' })).expect(201)).body
        .position_moved_to,
    ).toBeNull();
    const review = await createCourse(t.ds, { school_id: w.a.school.id, semester_id: w.a.semester.id, class_id: w.a.circle.id, name: 'المراجعة الصغرى' });
    await give(
      w.a.teacher.auth,
      w.a.circle.id,
      naba({ student_id: student.id, course_id: review.id, start_reference: '104:1', end_reference: '104:9' }),
    ).expect(201);
    expect(await position()).toEqual([105, 5]);
    // A refused grade moves nothing.
    expectInvalid(
      await give(w.a.teacher.auth, w.a.circle.id, naba({ student_id: student.id, start_reference: '104:1', end_reference: '104:9', grade_value: 99 })),
      'grade_value',
      MESSAGES.grades.valueRange,
    );
    expect(await position()).toEqual([105, 5]);
    // The next lesson, al-Humaza 1 to 4, moves it on; correcting that grade to end at 9 moves it again.
    const next = await give(w.a.teacher.auth, w.a.circle.id, naba({ student_id: student.id, start_reference: '104:1', end_reference: '104:4' })).expect(201);
    expect(await position()).toEqual([104, 4]);
    const edited = await t
      .http()
      .put(`/api/grades/${next.body.grade.id}`)
      .set(w.a.teacher.auth)
      .send({ grade_value: 18, start_reference: '104:1', end_reference: '104:9' })
      .expect(200);
    expect(edited.body.position_moved_to).toEqual({ memorized_surah_id: 104, memorized_ayah_number: 9 });
    // The position stays editable by hand, even back.
    await t.http().put(`/api/students/${student.id}`).set(w.a.manager.auth).send({ memorized_surah_id: 105, memorized_ayah_number: 2 }).expect(200);
    expect(await position()).toEqual([105, 2]);
  });
});
