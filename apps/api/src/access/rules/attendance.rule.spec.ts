import { Attendance } from '../../attendance/entities/attendance.entity.js';
import { everyId, useSpecWorld, type SpecComplex } from './spec-world.js';

describe('attendance rules', () => {
  const w = useSpecWorld();
  /** One mark of each complex's student in their circle, and one in the circle nobody teaches. */
  const marks = { a: [] as number[], b: [] as number[] };
  beforeAll(async () => {
    const insert = async (complex: SpecComplex, class_id: number, attendance_date: string) =>
      (
        await w.ds
          .getRepository(Attendance)
          .insert({ student_id: complex.student.id, class_id, semester_id: complex.semester, attendance_date, is_present: true })
      ).identifiers[0].id as number;
    for (const side of ['a', 'b'] as const)
      marks[side] = [await insert(w[side], w[side].circle, '2026-09-06'), await insert(w[side], w[side].otherCircle, '2026-09-07')];
  });

  it("the admin reaches every mark and every circle's attendance", async () => {
    expect(await w.reach(w.admin, 'attendance', 'view')).toEqual(await everyId(w, 'attendance'));
    expect(await w.reach(w.admin, 'classBook', 'edit')).toEqual(await everyId(w, 'classBook'));
  });

  it("managers and supervisors reach their complex's circles and marks; a supervisor only reads the marks", async () => {
    expect(await w.reach(w.a.manager, 'classBook', 'edit')).toEqual([w.a.circle, w.a.otherCircle].sort());
    expect(await w.reach(w.a.manager, 'attendance', 'view')).toEqual(marks.a);
    expect(await w.reach(w.b.supervisor, 'classBook', 'view')).toEqual([w.b.circle, w.b.otherCircle].sort());
    expect(await w.reach(w.b.supervisor, 'attendance', 'view')).toEqual(marks.b);
    expect(await w.reach(w.b.supervisor, 'attendance', 'edit')).toEqual([]);
  });

  it('a teacher marks in the circles they teach and reads those marks; a parent and a student read theirs and mark nowhere', async () => {
    expect(await w.reach(w.a.teacher, 'classBook', 'edit')).toEqual([w.a.circle]);
    expect(await w.reach(w.a.teacher, 'attendance', 'view')).toEqual([marks.a[0]]);
    expect(await w.reach(w.b.parent, 'attendance', 'view')).toEqual(marks.b);
    expect(await w.reach(w.a.student, 'attendance', 'view')).toEqual(marks.a);
    for (const caller of [w.a.parent, w.a.student]) {
      expect(await w.reach(caller, 'classBook', 'view')).toEqual([]);
      expect(await w.reach(caller, 'attendance', 'edit')).toEqual([]);
    }
  });
});
