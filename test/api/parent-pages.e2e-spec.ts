import { MESSAGES, semesterWorkingDays } from '#common';
import { memorisationProgress } from '#quran';
import { Course } from '../../apps/api/src/courses/entities/course.entity.js';
import { StudentGoal } from '../../apps/api/src/grading/entities/student-goal.entity.js';
import { Semester } from '../../apps/api/src/semesters/entities/semester.entity.js';
import { StudentProfile } from '../../apps/api/src/users/entities/student-profile.entity.js';
import { createUser, enrol, linkParent } from './factories.js';
import { bearer, expectNotFound, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

// The parent pages over real HTTP (spec 03 section 2): /my-students' children and one child's detail, and the
// children page's overview (statistics, goals, the history from the audit trail). Each is the parent's own: another
// family's child is missing (404), and every other role is refused (403).

describe('parent pages', () => {
  let t: TestApp;
  let w: World;
  /** A family of complex A made for this suite: a parent and their son, enrolled in A's circle. */
  let parent: { id: string; auth: { Authorization: string } };
  let son: { id: string };
  let days: string[];
  let memorisation: Course;
  beforeAll(async () => {
    t = await startApp('parent-pages');
    w = await createWorld(t);
    days = semesterWorkingDays(await t.ds.getRepository(Semester).findOneByOrFail({ id: w.a.semester.id }));
    memorisation = (await t.ds.getRepository(Course).findBy({ semester_id: w.a.semester.id })).find((course) => course.name.includes('حفظ'))!;

    const parentUser = await createUser(t.ds, { role: 'parent', first_name: 'سعد', last_name: 'القحطاني' });
    parent = { id: parentUser.id, auth: bearer(await t.login(parentUser.id, parentUser.password)) };
    const sonUser = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, first_name: 'أنس', last_name: 'القحطاني' });
    son = { id: sonUser.id };
    await enrol(t.ds, sonUser, { id: w.a.circle.id, semester_id: w.a.semester.id });
    await linkParent(t.ds, parentUser, sonUser);

    // The teacher's work, through the API so that the audit trail records it as it would.
    const teacher = w.a.teacher.auth;
    const grade = (fields: object) =>
      t
        .http()
        .post(`/api/classes/${w.a.circle.id}/grades`)
        .set(teacher)
        .send({ student_id: son.id, course_id: memorisation.id, max_grade: 20, ...fields })
        .expect(201);
    await grade({ grade_value: 18, start_reference: '78:1', end_reference: '78:40', grade_date: days[0], notes: 'أحسنت' });
    await grade({ grade_value: 16, grade_date: days[1] });
    const mark = (day: string, is_present: boolean) =>
      t
        .http()
        .post('/api/attendance/mark')
        .set(teacher)
        .send({ semester_id: w.a.semester.id, class_id: w.a.circle.id, student_id: son.id, attendance_date: day, is_present })
        .expect(200);
    await mark(days[0], true);
    await mark(days[1], false);
    const points = (day: string, points_given: number) =>
      t
        .http()
        .post('/api/points')
        .set(teacher)
        .send({ student_id: son.id, class_id: w.a.circle.id, semester_id: w.a.semester.id, points_date: day, points_given })
        .expect(201);
    await points(days[0], 4.5);
    await points(days[1], 3);
    const dropped = (await points(days[2], 2)).body.entry.id as number;
    await t.http().delete(`/api/points/${dropped}`).set(teacher).expect(200);
    await t.ds.getRepository(StudentGoal).insert({
      student_id: son.id,
      target_surah_id: 78,
      target_ayah_number: 40,
      title: 'إتمام سورة النبأ',
      description: 'مراجعة يومية',
      target_date: '2026-12-31',
      completed: false,
    });
    // Set by hand after the grades moved it (a manual edit may move it back).
    await t.ds.getRepository(StudentProfile).save({ user_id: son.id, memorized_surah_id: 78, memorized_ayah_number: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (auth: { Authorization: string }, path: string) => t.http().get(`/api/parent-students${path}`).set(auth);

  test("my-students: the parent's children with their complex, circle and link", async () => {
    const res = await get(parent.auth, '/my-students').expect(200);
    expect(res.body).toEqual({
      students: [
        {
          id: son.id,
          first_name: 'أنس',
          second_name: 'محمد',
          third_name: 'علي',
          last_name: 'القحطاني',
          school_level: null,
          status: 'active',
          school_name: 'مجمع أ',
          class_name: 'حلقة أ',
          relationship_type: 'parent',
          is_primary: true,
        },
      ],
    });
    // Another family's parent sees their own child only.
    expect((await get(w.b.parent.auth, '/my-students').expect(200)).body.students.map((s: { id: string }) => s.id)).toEqual([w.b.student.id]);
  });

  test('my-students answers in as many queries for 5 children as for 1', async () => {
    const dad = await createUser(t.ds, { role: 'parent' });
    const auth = bearer(await t.login(dad.id, dad.password));
    const child = async () => {
      const kid = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
      await enrol(t.ds, kid, { id: w.a.circle.id, semester_id: w.a.semester.id });
      await linkParent(t.ds, dad, kid);
    };
    await child();
    const one = await t.measure(() => get(auth, '/my-students').expect(200));
    for (let i = 0; i < 4; i++) await child();
    const five = await t.measure(() => get(auth, '/my-students').expect(200));
    expect(one.result.body.students).toHaveLength(1);
    expect(five.result.body.students).toHaveLength(5);
    expect(five.queries).toBe(one.queries);
    // The session's account (the rule is by role: no grants are read), the links with the children, their enrolments.
    expect(five.queries).toBe(3);
  });

  test("a child's detail: who they are and the latest grades and attendance, newest first", async () => {
    const res = await get(parent.auth, `/student/${son.id}`).expect(200);
    expect(res.body.student).toEqual({
      id: son.id,
      first_name: 'أنس',
      second_name: 'محمد',
      third_name: 'علي',
      last_name: 'القحطاني',
      date_of_birth: null,
      enrollment_date: '2025-08-20',
      email: 'person@example.com',
      phone: '0512345678',
      address: null,
      school_level: null,
      student_status: 'active',
      school_name: 'مجمع أ',
      class_name: 'حلقة أ',
      class_level: 'الصف الرابع الابتدائي',
    });
    expect(res.body.grades).toEqual([
      expect.objectContaining({
        date: days[1],
        class_name: 'حلقة أ',
        course_name: memorisation.name,
        surah_name: null,
        pages: null,
        grade: 16,
        max_grade: 20,
        notes: null,
      }),
      expect.objectContaining({
        date: days[0],
        course_name: memorisation.name,
        surah_name: 'النبإ',
        start_reference: '78:1',
        end_reference: '78:40',
        pages: 2,
        grade: 18,
        notes: 'أحسنت',
      }),
    ]);
    expect(res.body.attendance).toEqual([
      { id: expect.any(Number), date: days[1], is_present: false, notes: null, class_name: 'حلقة أ' },
      { id: expect.any(Number), date: days[0], is_present: true, notes: null, class_name: 'حلقة أ' },
    ]);
  });

  test('the detail keeps the latest 10 grades and marks', async () => {
    const kid = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    await enrol(t.ds, kid, { id: w.a.circle.id, semester_id: w.a.semester.id });
    await linkParent(t.ds, { id: parent.id }, kid);
    for (const day of days.slice(0, 12)) {
      await t
        .http()
        .post(`/api/classes/${w.a.circle.id}/grades`)
        .set(w.a.teacher.auth)
        .send({ student_id: kid.id, course_id: memorisation.id, grade_value: 10, grade_date: day })
        .expect(201);
      await t
        .http()
        .post('/api/attendance/mark')
        .set(w.a.teacher.auth)
        .send({ semester_id: w.a.semester.id, class_id: w.a.circle.id, student_id: kid.id, attendance_date: day, is_present: true })
        .expect(200);
    }
    const body = (await get(parent.auth, `/student/${kid.id}`).expect(200)).body;
    expect(body.grades).toHaveLength(10);
    expect(body.grades[0].date).toBe(days[11]);
    expect(body.attendance).toHaveLength(10);
    expect(body.attendance[9].date).toBe(days[2]);
  });

  test('the overview: the statistics, the goals and the history from the audit trail', async () => {
    const res = await get(parent.auth, `/student/${son.id}/overview`).expect(200);
    expect(res.body.stats).toEqual({
      totalPoints: 7.5,
      // One course: 18/20 and 16/20.
      averageGrade: 85,
      attendancePercentage: 50,
      completedPages: memorisationProgress({ surahId: 78, ayah: 1 }).memorisedPages,
    });
    expect(res.body.goals).toEqual([
      {
        id: expect.any(Number),
        title: 'إتمام سورة النبأ',
        description: 'مراجعة يومية',
        completed: false,
        target_date: '2026-12-31',
        target_surah_name: 'النبإ',
        target_ayah_number: 40,
      },
    ]);
    const history = res.body.history as { at: string; action: string; entity: string; summary: string }[];
    // Newest first: the profile set by hand, the goal, the deleted points (found by the student_id its row named), then
    // the rest, among them the profile the first lesson made.
    expect(history.slice(0, 3).map(({ action, entity }) => `${action} ${entity}`)).toEqual([
      'update student_profiles',
      'insert student_goals',
      'delete points',
    ]);
    expect(history[0].summary).toBe(MESSAGES.parentPages.historyProfile);
    expect(history[1].summary).toBe(MESSAGES.parentPages.historyGoal('إتمام سورة النبأ'));
    expect(history[2].summary).toContain(MESSAGES.parentPages.historyPoints('2'));
    const entities = history.map((entry) => entry.entity);
    for (const entity of ['grades', 'attendance', 'points', 'users']) expect(entities).toContain(entity);
    expect(history.filter((entry) => entry.entity === 'student_profiles').map((entry) => entry.action)).toEqual(['update', 'insert']);
    expect(history.find((entry) => entry.entity === 'attendance' && entry.summary.startsWith(MESSAGES.parentPages.historyAbsent))).toBeTruthy();
    expect(history.some((entry) => entry.summary.startsWith(MESSAGES.parentPages.historyGrade('18 / 20')))).toBe(true);
    for (const entry of history) expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    // Nothing of another child: complex A's own student was graded by nobody here, and B's parent's child has no rows of ours.
    const other = (await t.http().get(`/api/parent-students/student/${w.b.student.id}/overview`).set(w.b.parent.auth).expect(200)).body;
    expect(other.history.filter((entry: { entity: string }) => entry.entity !== 'users')).toEqual([]);
    expect(other.stats).toEqual({ totalPoints: 0, averageGrade: null, attendancePercentage: null, completedPages: 0 });
  });

  test('the history keeps the latest 20 entries in a bounded number of queries', async () => {
    const few = await t.measure(() => get(parent.auth, `/student/${son.id}/overview`).expect(200));
    for (const day of days.slice(3, 25)) {
      await t
        .http()
        .post('/api/attendance/mark')
        .set(w.a.teacher.auth)
        .send({ semester_id: w.a.semester.id, class_id: w.a.circle.id, student_id: son.id, attendance_date: day, is_present: true })
        .expect(200);
    }
    const many = await t.measure(() => get(parent.auth, `/student/${son.id}/overview`).expect(200));
    expect(many.result.body.history).toHaveLength(20);
    expect(many.queries).toBe(few.queries);
  });

  test("another family's child, or a missing one, is 404 alike on every parent call", async () => {
    for (const path of [`/student/${son.id}`, `/student/${son.id}/overview`]) {
      expectNotFound(await get(w.a.parent.auth, path), MESSAGES.users.notFound);
      expectNotFound(await get(w.b.parent.auth, path), MESSAGES.users.notFound);
    }
    for (const path of ['/student/1999999999', '/student/1999999999/overview']) expectNotFound(await get(parent.auth, path), MESSAGES.users.notFound);
    // Not a national ID at all: missing too (the id pipe), never a 500.
    expectNotFound(await get(parent.auth, '/student/abc'), MESSAGES.users.notFound);
  });

  test('every other role is refused (403), even on a student of their own complex or their own self', async () => {
    for (const who of [w.admin, w.a.manager, w.a.supervisor, w.a.teacher, w.a.student]) {
      for (const path of ['/my-students', `/student/${son.id}`, `/student/${son.id}/overview`, `/student/${w.a.student.id}`]) {
        const res = await get(who.auth, path);
        expect({ who: who.role, path, status: res.status }).toEqual({ who: who.role, path, status: 403 });
      }
    }
    expect((await t.http().get('/api/parent-students/my-students')).status).toBe(401);
  });
});
