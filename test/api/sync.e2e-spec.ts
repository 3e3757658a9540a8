import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { MESSAGES, semesterWorkingDays } from '#common';
import { Attendance } from '../../apps/api/src/attendance/entities/attendance.entity.js';
import { AuditLog } from '../../apps/api/src/audit/entities/audit-log.entity.js';
import { Course } from '../../apps/api/src/courses/entities/course.entity.js';
import { Grade } from '../../apps/api/src/grading/entities/grade.entity.js';
import { PointsEntry } from '../../apps/api/src/points/entities/points-entry.entity.js';
import { Semester } from '../../apps/api/src/semesters/entities/semester.entity.js';
import { StudentProfile } from '../../apps/api/src/users/entities/student-profile.entity.js';
import { SyncOperation } from '../../apps/api/src/sync/entities/sync-operation.entity.js';
import { createClass, createUser, enrol } from './factories.js';
import { expectErrorShape, startApp, type TestApp } from './harness.js';
import { createWorld, type Person, type World } from './world.js';

// The offline outbox's one request over real HTTP: every outcome (applied, duplicate, stale, refused), a batch sent
// again, ten identical batches at once, the order of a stale cell, circles in and out of the caller's scope, a refused
// operation among applied ones, the roles that may not write, the envelope's own 400s, the audit trail of what sync
// wrote, and the query budget of 500 operations. One app and world for the whole file; each test uses days or
// students of its own.

type Kind = 'attendance' | 'points' | 'grade';
interface Result {
  client_id: string;
  kind: Kind;
  outcome: 'applied' | 'duplicate' | 'stale' | 'refused';
  status?: number;
  error?: string;
  details?: { path: string; msg: string }[];
  current?: Record<string, unknown>;
}

describe('sync', () => {
  let t: TestApp;
  let w: World;
  /** The working days of complex A's semester, ascending. */
  let days: string[];
  /** Students of complex A's circle besides the world's own, each test taking its own. */
  let students: string[];
  /** Complex A's new-memorisation course (a default course of its semester). */
  let newMemorisation: number;
  beforeAll(async () => {
    t = await startApp('sync');
    w = await createWorld(t);
    days = semesterWorkingDays(await t.ds.getRepository(Semester).findOneByOrFail({ id: w.a.semester.id }));
    students = [];
    for (let i = 0; i < 8; i++) {
      const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
      await enrol(t.ds, student, { id: w.a.circle.id, semester_id: w.a.semester.id });
      students.push(student.id);
    }
    newMemorisation = (await t.ds.getRepository(Course).findOneByOrFail({ semester_id: w.a.semester.id, name: 'الحفظ الجديد' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (who: Person, operations: object[]) => t.http().post('/api/sync').set(who.auth).send({ operations });
  /** The results of a request that must be a 200. */
  const results = async (who: Person, operations: object[]): Promise<Result[]> => {
    const res = await send(who, operations);
    expect({ status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
    return res.body.results;
  };
  const outcomes = (answers: Result[]) => answers.map((result) => result.outcome);
  const op = (kind: Kind, body: object, recorded_at = new Date().toISOString()) => ({ client_id: randomUUID(), kind, recorded_at, body });
  const placeA = () => ({ class_id: w.a.circle.id, semester_id: w.a.semester.id });
  const mark = (student_id: string, day: string, fields: object = {}) =>
    op('attendance', { ...placeA(), student_id, attendance_date: day, is_present: true, ...fields });
  const points = (student_id: string, day: string, points_given = 4, fields: object = {}) =>
    op('points', { ...placeA(), student_id, points_date: day, points_given, ...fields });
  const grade = (student_id: string, day: string, fields: object = {}) =>
    op('grade', { ...placeA(), student_id, course_id: w.a.course.id, grade_value: 15, max_grade: 20, grade_date: day, ...fields });
  // Fixed instants before any server change a test makes, so no outcome depends on the clock or on how long a step takes.
  const at = (time: string) => `2026-01-01T${time}Z`;

  test('each kind is applied through its own service, answered in request order, and audited as the teacher', async () => {
    const [one, two, three] = students;
    const operations = [
      mark(one, days[0], { notes: 'حضر مبكرًا' }),
      points(one, days[0], 4.5),
      mark(two, days[0], { is_present: false }),
      grade(one, days[0], { course_id: newMemorisation, start_reference: '78:1', end_reference: '78:16' }),
      mark(three, days[0]),
    ];
    const answers = await results(w.a.teacher, operations);
    expect(answers).toEqual(operations.map(({ client_id, kind }) => ({ client_id, kind, outcome: 'applied' })));

    const marks = await t.ds.getRepository(Attendance).findBy({ class_id: w.a.circle.id, attendance_date: days[0], student_id: In([one, two, three]) });
    expect(marks.map((row) => [row.student_id, row.is_present, row.notes, row.marked_by]).sort()).toEqual(
      [
        [one, true, 'حضر مبكرًا', w.a.teacher.id],
        [two, false, null, w.a.teacher.id],
        [three, true, null, w.a.teacher.id],
      ].sort(),
    );
    expect(await t.ds.getRepository(PointsEntry).findBy({ student_id: one, points_date: days[0] })).toEqual([
      expect.objectContaining({ points_given: 4.5, teacher_id: w.a.teacher.id }),
    ]);
    expect(await t.ds.getRepository(Grade).findBy({ student_id: one, course_id: newMemorisation })).toEqual([
      expect.objectContaining({ grade_value: 15, max_grade: 20, grade_type: 'memorization', graded_by: w.a.teacher.id }),
    ]);
    // The grade moved the memorised position, as the single endpoint's does.
    expect(await t.ds.getRepository(StudentProfile).findOneBy({ user_id: one })).toEqual(
      expect.objectContaining({ memorized_surah_id: 78, memorized_ayah_number: 16 }),
    );
    // One audit entry per row, with its own id (the marks were one INSERT of three rows), credited to the teacher.
    const entries = await t.ds.getRepository(AuditLog).findBy({ entity: 'attendance', entity_id: In(marks.map((row) => String(row.id))) });
    expect(entries.map((entry) => [entry.entity_id, entry.action, entry.user_id, JSON.parse(entry.after!).student_id]).sort()).toEqual(
      marks.map((row) => [String(row.id), 'insert', w.a.teacher.id, row.student_id]).sort(),
    );
    const ledger = await t.ds.getRepository(SyncOperation).findBy({ client_id: In(operations.map((o) => o.client_id)) });
    expect(ledger.map((row) => [row.client_id, row.user_id, row.kind]).sort()).toEqual(operations.map((o) => [o.client_id, w.a.teacher.id, o.kind]).sort());

    // The same batch again: nothing changes, and nothing is written, not even to the audit trail.
    const auditBefore = await t.ds.getRepository(AuditLog).count();
    const again = await results(w.a.teacher, operations);
    expect(again).toEqual(operations.map(({ client_id, kind }) => ({ client_id, kind, outcome: 'duplicate' })));
    expect(await t.ds.getRepository(AuditLog).count()).toBe(auditBefore);
    expect(await t.ds.getRepository(Grade).countBy({ student_id: one, course_id: newMemorisation })).toBe(1);
    // Another user re-sending those ids gets duplicate too: a client_id is applied once, by anyone.
    expect(outcomes(await results(w.a.manager, operations.slice(0, 2)))).toEqual(['duplicate', 'duplicate']);
    // Applied is applied: even a caller who could not write it now is told it was (the device may drop it).
    expect(outcomes(await results(w.a.parent, operations.slice(0, 1)))).toEqual(['duplicate']);
  });

  test('ten identical batches at once apply each operation exactly once; the other nine answer duplicate', async () => {
    const [one, two] = students;
    const operations = [
      mark(one, days[1]),
      mark(two, days[1], { is_present: false }),
      points(one, days[1], 3),
      points(two, days[1], 2),
      grade(one, days[1]),
      grade(two, days[1]),
    ];
    const gradesBefore = await t.ds.getRepository(Grade).countBy({ student_id: In([one, two]) });
    const second = await t.login(w.a.teacher.id, w.a.teacher.password);
    const sessions = [w.a.teacher, { ...w.a.teacher, auth: { Authorization: `Bearer ${second}` } }];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => results(sessions[n % 2], operations)));
    for (const [index] of operations.entries()) {
      const got = answers.map((batch) => batch[index].outcome).sort();
      expect(got).toEqual(['applied', ...Array(9).fill('duplicate')]);
    }
    expect(await t.ds.getRepository(Grade).countBy({ student_id: In([one, two]) })).toBe(gradesBefore + 2);
    expect(await t.ds.getRepository(Attendance).countBy({ student_id: In([one, two]), attendance_date: days[1] })).toBe(2);
    expect(await t.ds.getRepository(PointsEntry).findBy({ student_id: In([one, two]), points_date: days[1] })).toHaveLength(2);
    expect(await t.ds.getRepository(SyncOperation).countBy({ client_id: In(operations.map((o) => o.client_id)) })).toBe(6);
  });

  test('stale: a server change made after recorded_at stays and comes back; one made before is overwritten', async () => {
    const [one, two] = students;
    const day = days[2];
    // The server changes these cells now, online.
    await t
      .http()
      .post('/api/attendance/mark')
      .set(w.a.manager.auth)
      .send({ ...placeA(), student_id: one, attendance_date: day, is_present: false, notes: 'تأخر' })
      .expect(200);
    await t
      .http()
      .post('/api/points')
      .set(w.a.manager.auth)
      .send({ ...placeA(), student_id: one, points_date: day, points_given: 2 })
      .expect(201);
    // These were changed two hours ago.
    for (const [entity, values] of [
      [Attendance, { ...placeA(), student_id: two, attendance_date: day, is_present: false }],
      [PointsEntry, { ...placeA(), student_id: two, points_date: day, points_given: 1 }],
    ] as const) {
      const { id } = (await t.ds.getRepository(entity).insert(values as never)).identifiers[0];
      await t.ds.getRepository(entity).update({ id }, { updated_at: new Date(at('08:00:00')) } as never);
    }
    // The device made its changes an hour ago: too late for the first student's cells, in time for the second's.
    const operations = [mark(one, day, {}), points(one, day, 5), mark(two, day), points(two, day, 5)].map((o) => ({ ...o, recorded_at: at('09:00:00') }));
    const answers = await results(w.a.teacher, operations);
    expect(outcomes(answers)).toEqual(['stale', 'stale', 'applied', 'applied']);
    const serverMark = await t.ds.getRepository(Attendance).findOneByOrFail({ student_id: one, attendance_date: day });
    expect(answers[0].current).toEqual({
      is_present: false,
      notes: 'تأخر',
      updated_at: new Date(serverMark.updated_at).toISOString(),
      marked_by: w.a.manager.id,
    });
    expect(new Date(answers[0].current!.updated_at as string).getTime()).toBeGreaterThan(Date.parse(at('09:00:00')));
    expect(answers[1].current).toEqual({ points_given: 2, notes: null, updated_at: expect.any(String) });
    expect(serverMark.is_present).toBe(false);
    expect((await t.ds.getRepository(PointsEntry).findOneByOrFail({ student_id: one, points_date: day })).points_given).toBe(2);
    expect((await t.ds.getRepository(Attendance).findOneByOrFail({ student_id: two, attendance_date: day })).is_present).toBe(true);
    expect((await t.ds.getRepository(PointsEntry).findOneByOrFail({ student_id: two, points_date: day })).points_given).toBe(5);
    // A stale operation is not recorded as applied: sent again, it is stale again, with the same value.
    expect(outcomes(await results(w.a.teacher, operations.slice(0, 1)))).toEqual(['stale']);

    // Two changes of one cell in one request: the one made last is the value, whatever the order they come in.
    const later = mark(two, days[3], { is_present: false });
    const earlier = mark(two, days[3]);
    const pair = [
      { ...later, recorded_at: at('09:00:00') },
      { ...earlier, recorded_at: at('07:00:00') },
    ];
    expect(outcomes(await results(w.a.teacher, pair))).toEqual(['applied', 'applied']);
    expect((await t.ds.getRepository(Attendance).findOneByOrFail({ student_id: two, attendance_date: days[3] })).is_present).toBe(false);

    // A cell's change time is kept to the millisecond, on SQLite too: a correction made 300 ms after a mark, sent in the
    // next request, is applied, not stale; a device clock ahead of the server's is held to the server's now.
    const mark1 = { ...mark(one, days[5]), recorded_at: at('10:00:00.000') };
    const correction = { ...mark(one, days[5], { is_present: false }), recorded_at: at('10:00:00.300') };
    expect(outcomes(await results(w.a.teacher, [mark1]))).toEqual(['applied']);
    expect(outcomes(await results(w.a.teacher, [correction]))).toEqual(['applied']);
    const corrected = await t.ds.getRepository(Attendance).findOneByOrFail({ student_id: one, attendance_date: days[5] });
    expect([corrected.is_present, new Date(corrected.updated_at).toISOString()]).toEqual([false, correction.recorded_at]);
    const ahead = { ...mark(one, days[6]), recorded_at: '2999-01-01T00:00:00.000Z' };
    expect(outcomes(await results(w.a.teacher, [ahead]))).toEqual(['applied']);
    expect(outcomes(await results(w.a.teacher, [mark(one, days[6], { is_present: false })]))).toEqual(['applied']);
  });

  test("circles out of the caller's scope are refused 404, the others applied", async () => {
    const [one] = students;
    const otherCircle = { class_id: w.b.circle.id, semester_id: w.b.semester.id };
    const dayB = semesterWorkingDays(await t.ds.getRepository(Semester).findOneByOrFail({ id: w.b.semester.id }))[4];
    const operations = [
      mark(one, days[4]),
      op('attendance', { ...otherCircle, student_id: w.b.student.id, attendance_date: dayB, is_present: true }),
      op('points', { ...otherCircle, student_id: w.b.student.id, points_date: dayB, points_given: 3 }),
      points(one, days[4], 3),
    ];
    const answers = await results(w.a.teacher, operations);
    expect(answers.map(({ outcome, status, error }) => ({ outcome, status, error }))).toEqual([
      { outcome: 'applied', status: undefined, error: undefined },
      { outcome: 'refused', status: 404, error: MESSAGES.classes.notFound },
      { outcome: 'refused', status: 404, error: MESSAGES.classes.notFound },
      { outcome: 'applied', status: undefined, error: undefined },
    ]);
    expect(await t.ds.getRepository(Attendance).countBy({ student_id: w.b.student.id, attendance_date: dayB })).toBe(0);
    // The admin reaches both.
    const admins = operations.map((o) => ({ ...o, client_id: randomUUID() }));
    expect(outcomes(await results(w.admin, admins))).toEqual(['applied', 'applied', 'applied', 'applied']);
  });

  test('a refused operation among applied ones: what its endpoint would answer, and only it is left out', async () => {
    const [one, two, three] = students;
    const friday = days.map((day) => new Date(`${day}T00:00:00Z`)).find((date) => date.getUTCDay() === 4)!;
    friday.setUTCDate(friday.getUTCDate() + 1);
    const weekend = friday.toISOString().slice(0, 10);
    const inactive = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, is_active: false });
    await enrol(t.ds, inactive, { id: w.a.circle.id, semester_id: w.a.semester.id });
    const operations = [
      mark(one, days[5]),
      mark(two, weekend),
      mark(w.b.student.id, days[5]),
      points(inactive.id, days[5]),
      op('attendance', { ...placeA(), semester_id: w.b.semester.id, student_id: three, attendance_date: days[5], is_present: true }),
      grade(three, days[5], { course_id: w.b.course.id }),
      grade(three, days[5], { grade_value: 25 }),
      points(three, days[5]),
    ];
    const answers = await results(w.a.teacher, operations);
    expect(answers.map(({ outcome, status, error, details }) => ({ outcome, status, error, details }))).toEqual(
      [
        { outcome: 'applied' },
        {
          outcome: 'refused',
          status: 400,
          error: MESSAGES.calendar.notWorkingDay,
          details: [{ path: 'attendance_date', msg: MESSAGES.calendar.notWorkingDay }],
        },
        { outcome: 'refused', status: 404, error: MESSAGES.grades.studentNotInClass },
        { outcome: 'refused', status: 400, error: MESSAGES.points.inactiveStudent, details: [{ path: 'student_id', msg: MESSAGES.points.inactiveStudent }] },
        {
          outcome: 'refused',
          status: 400,
          error: MESSAGES.grades.semesterNotOfClass,
          details: [{ path: 'semester_id', msg: MESSAGES.grades.semesterNotOfClass }],
        },
        { outcome: 'refused', status: 400, error: MESSAGES.grades.courseNotInClass, details: [{ path: 'course_id', msg: MESSAGES.grades.courseNotInClass }] },
        { outcome: 'refused', status: 400, error: MESSAGES.grades.valueRange, details: [{ path: 'grade_value', msg: MESSAGES.grades.valueRange }] },
        { outcome: 'applied' },
      ].map((expected) => ({ status: undefined, error: undefined, details: undefined, ...expected })),
    );
    // The same bodies to the single endpoints are refused with the same answers.
    const single = await t.http().post('/api/attendance/mark').set(w.a.teacher.auth).send(operations[1].body);
    expect({ status: single.status, body: single.body }).toEqual({ status: 400, body: { error: answers[1].error, details: answers[1].details } });
    const singleGrade = await t.http().post('/api/grading/grade').set(w.a.teacher.auth).send(operations[6].body);
    expect({ status: singleGrade.status, body: singleGrade.body }).toEqual({ status: 400, body: { error: answers[6].error, details: answers[6].details } });
    // Nothing refused was recorded as applied: fixed and sent again, it is applied.
    expect(outcomes(await results(w.a.teacher, [{ ...operations[1], body: { ...operations[1].body, attendance_date: days[5] } }]))).toEqual(['applied']);
  });

  test("a bad body is that operation's 400 with the DTO's Arabic details; the others are applied", async () => {
    const [one] = students;
    const operations = [
      op('attendance', { ...placeA(), student_id: one, attendance_date: '2026-02-30' }),
      op('points', { ...placeA(), student_id: one, points_date: days[6], points_given: 2.3, zz_unknown: 1 }),
      { ...op('grade', {}), body: 'نص' },
      { ...op('attendance', {}), body: undefined },
      mark(one, days[6]),
    ];
    const answers = await results(w.a.teacher, operations);
    expect(outcomes(answers)).toEqual(['refused', 'refused', 'refused', 'refused', 'applied']);
    expect(answers[0]).toEqual(
      expect.objectContaining({
        status: 400,
        error: MESSAGES.validation.failed,
        details: expect.arrayContaining([
          { path: 'attendance_date', msg: MESSAGES.validation.invalidDate },
          { path: 'is_present', msg: MESSAGES.attendance.dateAndStatusRequired },
        ]),
      }),
    );
    expect(answers[1].details).toEqual(
      expect.arrayContaining([
        { path: 'points_given', msg: MESSAGES.points.value },
        { path: 'zz_unknown', msg: MESSAGES.validation.unknownField },
      ]),
    );
    expect(answers[2]).toEqual(expect.objectContaining({ status: 400, error: MESSAGES.validation.invalidBody }));
    expect(answers[3]).toEqual(expect.objectContaining({ status: 400, error: MESSAGES.validation.failed, details: expect.any(Array) }));
    for (const answer of answers.slice(0, 4)) expectErrorShape({ error: answer.error, ...(answer.details ? { details: answer.details } : {}) });
  });

  test('who may not write: a parent or student gets each operation refused 403, a supervisor too, a pending account 403', async () => {
    const [one] = students;
    const operations = () => [mark(one, days[7]), points(one, days[7]), grade(one, days[7])];
    for (const who of [w.a.parent, w.a.student, w.a.supervisor]) {
      const answers = await results(who, operations());
      expect(answers.map(({ outcome, status, error }) => ({ outcome, status, error }))).toEqual(
        Array(3).fill({ outcome: 'refused', status: 403, error: MESSAGES.errors.forbidden }),
      );
    }
    const pending = await send(w.a.pending, operations());
    expect({ status: pending.status, body: pending.body }).toEqual({ status: 403, body: { error: MESSAGES.auth.accountInactive } });
    expect((await t.http().post('/api/sync').send({ operations: operations() })).status).toBe(401);
    expect(await t.ds.getRepository(Attendance).countBy({ student_id: one, attendance_date: days[7] })).toBe(0);
  });

  test('a malformed envelope is a 400 for the whole request, with details per field', async () => {
    const good = () => mark(students[0], days[8]);
    const expect400 = async (body: unknown, path: string, msg: string) => {
      const res = await t
        .http()
        .post('/api/sync')
        .set(w.a.teacher.auth)
        .send(body as object);
      expect({ status: res.status, details: res.body.details }).toEqual({ status: 400, details: expect.arrayContaining([{ path, msg }]) });
      expectErrorShape(res.body);
    };
    await expect400({ operations: Array.from({ length: 501 }, good) }, 'operations', MESSAGES.sync.operations);
    await expect400({ operations: [] }, 'operations', MESSAGES.sync.operations);
    await expect400({}, 'operations', MESSAGES.sync.operations);
    await expect400({ operations: good() }, 'operations', MESSAGES.sync.operations);
    await expect400({ operations: [good(), { ...good(), client_id: 'not-a-uuid' }] }, 'operations.1.client_id', MESSAGES.sync.clientId);
    await expect400({ operations: [{ ...good(), client_id: '3b241101-e2bb-1255-8caf-4136c566a962' }] }, 'operations.0.client_id', MESSAGES.sync.clientId);
    await expect400({ operations: [{ ...good(), kind: 'goal' }] }, 'operations.0.kind', MESSAGES.validation.invalidChoice);
    await expect400({ operations: [{ ...good(), recorded_at: undefined }] }, 'operations.0.recorded_at', MESSAGES.validation.required);
    await expect400({ operations: [{ ...good(), recorded_at: '2026-09-06 07:15' }] }, 'operations.0.recorded_at', MESSAGES.validation.invalidDate);
    await expect400({ operations: [{ ...good(), zz: 1 }] }, 'operations.0.zz', MESSAGES.validation.unknownField);
    const twice = good();
    await expect400(
      { operations: [twice, { ...twice, body: { ...twice.body, is_present: false } }] },
      'operations.1.client_id',
      MESSAGES.sync.repeatedClientId,
    );
    expect(await t.ds.getRepository(Attendance).countBy({ student_id: students[0], attendance_date: days[8] })).toBe(0);
  });

  test('500 operations are written in a fixed number of queries: the same for 40 and 500 of each kind', async () => {
    // The session; the ledger's read; the circle, its students and its semester; the courses (grades); in the
    // transaction the ledger's read again, the cells' read (marks, points), the ledger's claim and its read-back; one
    // UPDATE with the audit's read before, read after and entries; one INSERT with its read-back and entries; for
    // grades also the profiles' read, UPDATE and INSERT.
    const BUDGET = 20;
    // A circle of 50 students over ten working days: 500 cells.
    const circle = await createClass(t.ds, { school: w.a.school, semester: { id: w.a.semester.id }, name: 'حلقة العد', teachers: [w.a.teacher] });
    const many: string[] = [];
    for (let i = 0; i < 50; i++) {
      const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
      await enrol(t.ds, student, circle);
      many.push(student.id);
    }
    const place = { class_id: circle.id, semester_id: w.a.semester.id };
    const cells = (count: number, from: number) =>
      Array.from({ length: count }, (_, n) => ({ student_id: many[n % 50], day: days[10 + from + Math.floor(n / 50)] }));
    /** Half the cells already hold a row (an UPDATE), half are new (an INSERT), recorded after those rows were written. */
    const measure = async (kind: 'attendance' | 'points', count: number, from: number) => {
      const targets = cells(count, from);
      const table = kind === 'attendance' ? Attendance : PointsEntry;
      const existing = targets.filter((_, n) => n % 2 === 0);
      if (existing.length > 0) {
        const rows = existing.map(({ student_id, day }) =>
          kind === 'attendance'
            ? { ...place, student_id, attendance_date: day, is_present: false, updated_at: new Date(at('08:00:00')) }
            : { ...place, student_id, points_date: day, points_given: 1, updated_at: new Date(at('08:00:00')) },
        );
        await t.ds.createQueryBuilder().insert().into(table).values(rows).updateEntity(false).execute();
      }
      const recorded_at = at('09:00:00');
      const operations = targets.map(({ student_id, day }, n) =>
        kind === 'attendance'
          ? op(
              'attendance',
              { ...place, student_id, attendance_date: day, is_present: n % 3 !== 0, notes: n % 5 === 0 ? `ملاحظة ${n}` : undefined },
              recorded_at,
            )
          : op(
              'points',
              {
                ...place,
                student_id,
                points_date: day,
                points_given: [0, 0.5, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5][n % 10],
                notes: n % 7 === 0 ? `ملاحظة ${n}` : undefined,
              },
              recorded_at,
            ),
      );
      const { result, queries } = await t.measure(() => send(w.a.teacher, operations));
      expect(result.status).toBe(200);
      expect(result.body.results.filter((r: Result) => r.outcome !== 'applied')).toEqual([]);
      return queries;
    };
    // Grades move memorised positions: before each count, the first 40 students hold one the grades pass (an UPDATE
    // of their profiles) and the last 10 none (an INSERT); 40 grades go to the last 40 students, 500 to all 50.
    const profiles = t.ds.getRepository(StudentProfile);
    await profiles.insert(many.slice(0, 40).map((user_id) => ({ user_id })));
    const measureGrades = async (count: number) => {
      await profiles.update({ user_id: In(many.slice(0, 40)) }, { memorized_surah_id: 2, memorized_ayah_number: 1 });
      await profiles.delete({ user_id: In(many.slice(40)) });
      const operations = cells(count, 0).map((_, n) =>
        op('grade', {
          ...place,
          student_id: count === 40 ? many[10 + n] : many[n % 50],
          course_id: newMemorisation,
          grade_value: n % 20,
          max_grade: 20,
          grade_date: days[10 + (n % 10)],
          start_reference: '2:1',
          end_reference: `2:${((n + count) % 280) + 2}`,
        }),
      );
      const { result, queries } = await t.measure(() => send(w.a.teacher, operations));
      expect(result.body.results.filter((r: Result) => r.outcome !== 'applied')).toEqual([]);
      return queries;
    };

    const counts = {
      attendance: [await measure('attendance', 1, 0), await measure('attendance', 40, 1), await measure('attendance', 500, 2)],
      points: [await measure('points', 1, 0), await measure('points', 40, 1), await measure('points', 500, 2)],
      grade: [await measureGrades(1), await measureGrades(40), await measureGrades(500)],
    };
    console.log(`sync queries for 1, 40 and 500 operations: ${JSON.stringify(counts)}`);
    for (const [one, forty, fiveHundred] of Object.values(counts)) {
      expect(fiveHundred).toBe(forty);
      expect(one).toBeLessThanOrEqual(forty);
      expect(fiveHundred).toBeLessThanOrEqual(BUDGET);
    }
    expect(await t.ds.getRepository(Attendance).countBy({ class_id: circle.id })).toBe(541);
    // Every written row has its audit entry: 500 operations, 500 entries (an update's and an insert's alike).
    const written = await t.ds
      .getRepository(PointsEntry)
      .findBy({ class_id: circle.id, points_date: In([days[12], days[13], days[14], days[15], days[16], days[17], days[18], days[19], days[20], days[21]]) });
    const audited = await t.ds
      .getRepository(AuditLog)
      .countBy({ entity: 'points', entity_id: In(written.map((row) => String(row.id))), user_id: w.a.teacher.id });
    expect(audited).toBe(500);
  });
});
