import { MESSAGES } from '#common';
import { refusal, useSpecWorld } from '../access/rules/spec-world.js';
import { checkClassBookEach, checkClassBookEntry, type ClassBookEntry } from './class-book-entry.js';
import { Semester } from '../semesters/entities/semester.entity.js';
import { SchoolClass } from './entities/school-class.entity.js';

// The check behind every class-book write (grades, goals, attendance marks, points), on the spec world with the real
// access service. Each module's API suite shows it through its own endpoint.

describe('checkClassBookEntry', () => {
  const w = useSpecWorld();
  const check = (caller: Parameters<typeof checkClassBookEntry>[2], entry: ClassBookEntry) => checkClassBookEntry(w.access, w.ds.manager, caller, entry);

  it("answers the circle for a student enrolled in it, in the circle's semester, to whom may keep its book", async () => {
    const { a } = w;
    const entry = { class_id: a.circle, student_id: a.student.id, semester_id: a.semester };
    for (const caller of [a.teacher, a.manager, w.admin]) {
      expect(await check(caller, entry)).toEqual({ id: a.circle, name: 'حلقة', school_id: a.school, semester_id: a.semester });
    }
    expect((await check(a.teacher, { ...entry, semester_id: 'circle' })).semester_id).toBe(a.semester);
    expect((await check(a.teacher, { class_id: a.circle, student_id: a.student.id })).id).toBe(a.circle);
  });

  it("refuses another complex's circle, or one the teacher does not teach, as a missing circle", async () => {
    const { a, b } = w;
    const missing = { status: 404, error: MESSAGES.classes.notFound };
    expect(await refusal(check(a.teacher, { class_id: b.circle, student_id: b.student.id }))).toEqual(missing);
    expect(await refusal(check(a.teacher, { class_id: a.otherCircle, student_id: a.student.id }))).toEqual(missing);
    expect(await refusal(check(a.manager, { class_id: 999_999, student_id: a.student.id }))).toEqual(missing);
  });

  it("refuses a semester that is not the circle's, before it looks at the student", async () => {
    const { a, b } = w;
    expect(await refusal(check(a.teacher, { class_id: a.circle, student_id: b.student.id, semester_id: b.semester }))).toEqual({
      status: 400,
      error: MESSAGES.grades.semesterNotOfClass,
      details: [{ path: 'semester_id', msg: MESSAGES.grades.semesterNotOfClass }],
    });
    const { id: noSemester } = await w.ds.getRepository(SchoolClass).save({ name: 'بلا فصل', school_id: a.school, semester_id: null, school_level: 'روضة' });
    expect(await refusal(check(a.manager, { class_id: noSemester, student_id: b.student.id, semester_id: 'circle' }))).toEqual({
      status: 400,
      error: MESSAGES.grades.classWithoutSemester,
    });
  });

  it('refuses a student not actively enrolled in the circle as missing from it', async () => {
    const { a, b } = w;
    const notInClass = { status: 404, error: MESSAGES.grades.studentNotInClass };
    expect(await refusal(check(a.teacher, { class_id: a.circle, student_id: b.student.id, semester_id: a.semester }))).toEqual(notInClass);
    // The world's student left the other circle: their enrolment there is inactive.
    expect(await refusal(check(a.manager, { class_id: a.otherCircle, student_id: a.student.id }))).toEqual(notInClass);
  });

  it("refuses an entry dated on a day that is not a working day of the circle's semester, with the field named", async () => {
    const { a } = w;
    await w.ds.getRepository(Semester).update({ id: a.semester }, { vacation_days: ['2026-09-01'] });
    const entry = { class_id: a.circle, student_id: a.student.id, semester_id: a.semester };
    expect((await check(a.teacher, { ...entry, date: { field: 'points_date', value: '2026-09-02' } })).id).toBe(a.circle);
    // A Friday, a Saturday, a holiday, and the days either side of the semester.
    for (const value of ['2026-08-28', '2026-08-29', '2026-09-01', '2026-08-19', '2027-01-11']) {
      for (const field of ['attendance_date', 'grade_date']) {
        expect(await refusal(check(a.teacher, { ...entry, semester_id: 'circle', date: { field, value } }))).toEqual({
          status: 400,
          error: MESSAGES.calendar.notWorkingDay,
          details: [{ path: field, msg: MESSAGES.calendar.notWorkingDay }],
        });
      }
    }
  });

  it('answers many entries of one circle each on its own, in the order of the single check; the circle refuses them all', async () => {
    const { a, b } = w;
    await w.ds.getRepository(Semester).update({ id: a.semester }, { vacation_days: [] });
    const day = (value: string) => ({ field: 'attendance_date', value });
    const entries = [
      { student_id: a.student.id, semester_id: a.semester, date: day('2026-09-02') },
      { student_id: a.student.id, semester_id: b.semester, date: day('2026-08-28') },
      { student_id: b.student.id, semester_id: a.semester, date: day('2026-08-28') },
      { student_id: a.student.id, semester_id: a.semester, date: day('2026-08-28') },
    ];
    const { place, students, refusals } = await checkClassBookEach(w.access, w.ds.manager, a.teacher, a.circle, entries);
    expect(place.id).toBe(a.circle);
    expect(students.get(a.student.id)?.id).toBe(a.student.id);
    expect(await Promise.all(refusals.map((error) => (error ? refusal(Promise.reject(error)) : undefined)))).toEqual([
      undefined,
      { status: 400, error: MESSAGES.grades.semesterNotOfClass, details: [{ path: 'semester_id', msg: MESSAGES.grades.semesterNotOfClass }] },
      { status: 404, error: MESSAGES.grades.studentNotInClass },
      { status: 400, error: MESSAGES.calendar.notWorkingDay, details: [{ path: 'attendance_date', msg: MESSAGES.calendar.notWorkingDay }] },
    ]);
    expect(await refusal(checkClassBookEach(w.access, w.ds.manager, a.teacher, b.circle, entries))).toEqual({ status: 404, error: MESSAGES.classes.notFound });
  });
});
