import type { AuthUser } from '../access/auth-user.js';
import { useSpecWorld } from '../access/rules/spec-world.js';
import { AttendanceReader } from '../attendance/attendance.reader.js';
import { Attendance } from '../attendance/entities/attendance.entity.js';
import { Grade } from '../grading/entities/grade.entity.js';
import { StudentGoal } from '../grading/entities/student-goal.entity.js';
import { GoalReader } from '../grading/goal.reader.js';
import { GradeReader } from '../grading/grade.reader.js';
import { PointsReader } from '../points/points.reader.js';
import type { AuditAction } from './audit-record.js';
import { AuditReader } from './audit.reader.js';
import { AuditLog } from './entities/audit-log.entity.js';

// The audit reader's history of one student on the spec world: each entry is shown only when the rule of the row it
// is about lets the caller view that row (the owning module's reader says which), a deleted row by the student its
// recorded fields name. The spec world has no audit subscriber: the entries are written here.

describe('audit reader: the history of a student', () => {
  const w = useSpecWorld();
  /** The entries written, by what they are about. */
  const entries: Record<string, number> = {};

  beforeAll(async () => {
    const student = w.a.student.id;
    const save = async <T extends object>(entity: new () => T, row: object) => ((await w.ds.getRepository(entity).save(row as T)) as { id: number }).id;
    const write = async (name: string, entity: string, entity_id: string, action: AuditAction, fields: object = {}) => {
      const json = JSON.stringify(fields);
      entries[name] = (
        await w.ds
          .getRepository(AuditLog)
          .insert({ entity, entity_id, action, after: action === 'delete' ? null : json, before: action === 'delete' ? json : null })
      ).identifiers[0].id as number;
    };
    const grade = (class_id: number) => ({
      student_id: student,
      class_id,
      course_id: w.a.courses[1],
      semester_id: w.a.semester,
      grade_value: 10,
      grade_type: 'memorization',
      grade_date: '2026-09-01',
    });
    const taught = await save(Grade, grade(w.a.circle));
    const untaught = await save(Grade, grade(w.a.otherCircle));
    const mark = await save(Attendance, {
      student_id: student,
      class_id: w.a.otherCircle,
      semester_id: w.a.semester,
      attendance_date: '2026-09-02',
      is_present: true,
    });
    const goal = await save(StudentGoal, { student_id: student, target_surah_id: 78, target_ayah_number: 40 });

    await write('account', 'users', student, 'update', { phone: '0500000000' });
    await write('profile', 'student_profiles', student, 'insert', { user_id: student });
    await write('taughtGrade', 'grades', String(taught), 'insert', { student_id: student });
    // Its recorded fields name the student, but the row is still there: its own rule decides.
    await write('untaughtGrade', 'grades', String(untaught), 'insert', { student_id: student });
    await write('otherCircleMark', 'attendance', String(mark), 'insert', { student_id: student });
    await write('goal', 'student_goals', String(goal), 'insert', { student_id: student });
    // A points entry given and deleted since: no row is left for the points rule to ask about.
    await write('deletedPointsGiven', 'points', '999', 'insert', { student_id: student, points_given: 2 });
    await write('deletedPointsDropped', 'points', '999', 'delete', { student_id: student, points_given: 2 });
    await write('otherStudent', 'users', w.b.student.id, 'update', { phone: '0500000000' });
  });

  const history = async (caller: AuthUser, limit = 20) => {
    const studentId = w.a.student.id;
    const [grades, marks, points, goals] = [
      new GradeReader(w.ds, w.access),
      new AttendanceReader(w.ds, w.access),
      new PointsReader(w.ds, w.access),
      new GoalReader(w.ds, w.access),
    ];
    const rows = await new AuditReader(w.ds, w.access).historyOf(
      caller,
      {
        studentId,
        ownTables: ['users', 'student_profiles'],
        rowsIn: {
          grades: (qb) => grades.idsOf(qb, caller, studentId),
          attendance: (qb) => marks.idsOf(qb, caller, studentId),
          points: (qb) => points.idsOf(qb, caller, studentId),
          student_goals: (qb) => goals.idsOf(qb, caller, studentId),
        },
      },
      limit,
    );
    return rows.map((row) => row.id);
  };
  const about = (...names: string[]) => names.map((name) => entries[name]).sort((x, y) => y - x);

  it("a parent sees every entry about their child's rows, newest first, and nothing of another student", async () => {
    const all = about('account', 'profile', 'taughtGrade', 'untaughtGrade', 'otherCircleMark', 'goal', 'deletedPointsGiven', 'deletedPointsDropped');
    expect(await history(w.a.parent)).toEqual(all);
    expect(await history(w.a.parent, 3)).toEqual(all.slice(0, 3));
  });

  it('a teacher sees the entries of the rows their rules reach: not a grade or mark of a circle they do not teach', async () => {
    expect(await history(w.a.teacher)).toEqual(about('account', 'profile', 'taughtGrade', 'goal', 'deletedPointsGiven', 'deletedPointsDropped'));
  });

  it('who may not see the student sees none of it', async () => {
    for (const caller of [w.b.parent, w.b.manager, w.b.teacher]) expect(await history(caller)).toEqual([]);
  });
});
