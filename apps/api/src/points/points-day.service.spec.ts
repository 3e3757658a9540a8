import { MESSAGES } from '#common';
import { refusal, useSpecWorld } from '../access/rules/spec-world.js';
import { Enrollment } from '../classes/entities/enrollment.entity.js';
import { User } from '../users/entities/user.entity.js';
import type { DayPointsRowDto, SaveDayPointsDto } from './dto/points.dto.js';
import { PointsEntry } from './entities/points-entry.entity.js';
import { PointsService } from './points.service.js';

// The service tier of a circle's day of points saved at once (PUT /api/points/day): what it writes, what it refuses
// and that a refusal or a failure leaves the day as it was, on the spec world's in-memory database with the real
// access service. The route, the DTO rules and the answer's shape are the API suite's (test/api/points.e2e-spec.ts).

/** A Tuesday and a Wednesday of the spec world's semester (2026-08-20 to 2027-01-10, weekend Friday and Saturday). */
const DAY = '2026-09-01';
const NEXT_DAY = '2026-09-02';

let nextId = 3900000000;

describe('points service: a day at once', () => {
  const w = useSpecWorld();
  const service = () => new PointsService(w.ds, w.access);
  const entries = () => w.ds.getRepository(PointsEntry);
  /** New students of complex A's circle, active unless told. */
  const studentsInCircle = async (count: number, is_active = true): Promise<string[]> => {
    const ids = Array.from({ length: count }, () => String(nextId++));
    await w.ds
      .getRepository(User)
      .insert(ids.map((id) => ({ id, role: 'student' as const, school_id: w.a.school, is_active, first_name: 'طالب', last_name: 'يوم', password_hash: 'x' })));
    await w.ds
      .getRepository(Enrollment)
      .insert(ids.map((student_id) => ({ student_id, class_id: w.a.circle, semester_id: w.a.semester, enrollment_date: '2026-08-20', is_active: true })));
    return ids;
  };
  const dayOf = (rows: DayPointsRowDto[], fields: Partial<SaveDayPointsDto> = {}): SaveDayPointsDto => ({
    class_id: w.a.circle,
    semester_id: w.a.semester,
    points_date: DAY,
    entries: rows,
    ...fields,
  });
  const pointsOf = async (points_date: string) =>
    Object.fromEntries((await entries().findBy({ class_id: w.a.circle, points_date })).map((entry) => [entry.student_id, [entry.points_given, entry.notes]]));

  it('gives a whole day, then changes, removes and keeps entries in a second save; notes left out are kept', async () => {
    const [s1, s2, s3] = await studentsInCircle(3);
    const first = await service().saveDay(
      w.a.teacher,
      dayOf([
        { student_id: s1, points_given: 5, notes: 'ممتاز' },
        { student_id: s2, points_given: 3.5 },
        { student_id: s3, points_given: null },
      ]),
    );
    expect(first).toEqual(expect.objectContaining({ message: MESSAGES.points.daySaved, saved: 2, removed: 0 }));
    expect(first.points.map((entry) => [entry.student_id, entry.points_given, entry.teacher_id]).sort()).toEqual(
      [
        [s1, 5, w.a.teacher.id],
        [s2, 3.5, w.a.teacher.id],
      ].sort(),
    );

    // s1's points change and their notes stay, s2's entry goes, s3 gets points; the manager saves it.
    const second = await service().saveDay(
      w.a.manager,
      dayOf([
        { student_id: s1, points_given: 4 },
        { student_id: s2, points_given: null },
        { student_id: s3, points_given: 0, notes: '' },
      ]),
    );
    expect(second).toEqual(expect.objectContaining({ saved: 2, removed: 1 }));
    expect(await pointsOf(DAY)).toEqual({ [s1]: [4, 'ممتاز'], [s3]: [0, null] });

    // The same values again change nothing; a student left out keeps what they have.
    expect(await service().saveDay(w.a.teacher, dayOf([{ student_id: s1, points_given: 4 }]))).toEqual(expect.objectContaining({ saved: 0, removed: 0 }));
    expect(await pointsOf(DAY)).toEqual({ [s1]: [4, 'ممتاز'], [s3]: [0, null] });
  });

  it('refuses, before writing anything: another complex’s circle, a student of another circle, a student twice, a new entry for an inactive student, a day outside the semester, another semester', async () => {
    const [s1, s2] = await studentsInCircle(2);
    const [inactive] = await studentsInCircle(1, false);
    const before = await entries().count();
    const refused = (caller: typeof w.a.teacher, day: SaveDayPointsDto) => refusal(service().saveDay(caller, day));
    const good = { student_id: s1, points_given: 4 };

    expect(await refused(w.b.teacher, dayOf([good]))).toEqual({ status: 404, error: expect.any(String) });
    expect(await refused(w.b.manager, dayOf([good]))).toEqual({ status: 404, error: expect.any(String) });
    expect(await refused(w.a.teacher, dayOf([good, { student_id: w.b.student.id, points_given: 3 }]))).toEqual({
      status: 404,
      error: MESSAGES.grades.studentNotInClass,
    });
    expect(await refused(w.a.teacher, dayOf([good, { student_id: s2, points_given: 3 }, { student_id: s1, points_given: 2 }]))).toEqual({
      status: 400,
      error: MESSAGES.points.duplicateStudent,
      details: [{ path: 'entries.2.student_id', msg: MESSAGES.points.duplicateStudent }],
    });
    expect(await refused(w.a.teacher, dayOf([good, { student_id: inactive, points_given: 3 }]))).toEqual({
      status: 400,
      error: MESSAGES.points.inactiveStudent,
      details: [{ path: 'entries.1.student_id', msg: MESSAGES.points.inactiveStudent }],
    });
    expect(await refused(w.a.teacher, dayOf([good], { points_date: '2027-02-01' }))).toEqual({
      status: 400,
      error: MESSAGES.calendar.notWorkingDay,
      details: [{ path: 'points_date', msg: MESSAGES.calendar.notWorkingDay }],
    });
    // A Friday, the semester's weekend: the same rule as a single entry and as attendance.
    expect(await refused(w.a.teacher, dayOf([good], { points_date: '2026-09-04' }))).toEqual({
      status: 400,
      error: MESSAGES.calendar.notWorkingDay,
      details: [{ path: 'points_date', msg: MESSAGES.calendar.notWorkingDay }],
    });
    expect(await refused(w.a.teacher, dayOf([good], { semester_id: w.b.semester }))).toEqual({
      status: 400,
      error: MESSAGES.grades.semesterNotOfClass,
      details: [{ path: 'semester_id', msg: MESSAGES.grades.semesterNotOfClass }],
    });
    expect(await entries().count()).toBe(before);

    // An inactive student's entry given before may still be changed or removed, as with the single calls.
    await entries().insert({
      student_id: inactive,
      class_id: w.a.circle,
      semester_id: w.a.semester,
      points_date: NEXT_DAY,
      points_given: 2,
      teacher_id: w.a.teacher.id,
    });
    await service().saveDay(w.a.teacher, dayOf([{ student_id: inactive, points_given: 2.5 }], { points_date: NEXT_DAY }));
    expect((await pointsOf(NEXT_DAY))[inactive]).toEqual([2.5, null]);
  });

  it('a failure half-way through the writes leaves the day as it was', async () => {
    const [s1, s2, s3] = await studentsInCircle(3);
    await service().saveDay(
      w.a.teacher,
      dayOf(
        [
          { student_id: s1, points_given: 1 },
          { student_id: s2, points_given: 1 },
        ],
        { points_date: NEXT_DAY },
      ),
    );
    const before = await pointsOf(NEXT_DAY);
    // The database itself refuses the third student's row, after the first two writes have run.
    await w.ds.query(`CREATE TRIGGER refuse_points BEFORE INSERT ON points WHEN NEW.student_id = '${s3}' BEGIN SELECT RAISE(ABORT, 'injected'); END`);
    try {
      await expect(
        service().saveDay(
          w.a.teacher,
          dayOf(
            [
              { student_id: s1, points_given: 5 },
              { student_id: s2, points_given: null },
              { student_id: s3, points_given: 5 },
            ],
            { points_date: NEXT_DAY },
          ),
        ),
      ).rejects.toThrow('injected');
    } finally {
      await w.ds.query('DROP TRIGGER refuse_points');
    }
    expect(await pointsOf(NEXT_DAY)).toEqual(before);
  });

  it('checks every row in the same number of queries for 2 students as for 30', async () => {
    const few = await studentsInCircle(2);
    const many = await studentsInCircle(28);
    const unchanged = async (ids: string[]) => {
      const day = dayOf(
        ids.map((student_id) => ({ student_id, points_given: 3 })),
        { points_date: '2026-09-03' },
      );
      await service().saveDay(w.a.teacher, day);
      // Saved again with the same values: only the checks and the read-back run.
      w.queries.reset();
      await service().saveDay(w.a.teacher, day);
      return w.queries.queries;
    };
    const forFew = await unchanged(few);
    expect(await unchanged([...few, ...many])).toBe(forFew);
  });
});
