import { useSpecWorld } from '../access/rules/spec-world.js';
import { AttendanceReader } from './attendance.reader.js';
import { Attendance } from './entities/attendance.entity.js';

// The attendance reader on the spec world: what another module (the parent pages) reads of one student's marks is
// limited by the attendance rule for the caller, not only by who may see the student.

describe('attendance reader', () => {
  const w = useSpecWorld();
  const reader = () => new AttendanceReader(w.ds, w.access);

  beforeAll(async () => {
    const mark = (class_id: number, attendance_date: string, is_present: boolean) =>
      w.ds.getRepository(Attendance).insert({ student_id: w.a.student.id, class_id, semester_id: w.a.semester, attendance_date, is_present });
    await mark(w.a.circle, '2026-09-06', true);
    await mark(w.a.circle, '2026-09-07', false);
    await mark(w.a.otherCircle, '2026-09-08', true);
  });

  it("totals: a parent counts all of their child's marks, a teacher those of the circles they teach, another family none", async () => {
    expect(await reader().totalsOf(w.a.parent, w.a.student.id)).toEqual({ recorded: 3, present: 2, absent: 1 });
    // The teacher may see the student (enrolled in their circle) but not a mark of a circle they do not teach.
    expect(await reader().totalsOf(w.a.teacher, w.a.student.id)).toEqual({ recorded: 2, present: 1, absent: 1 });
    expect(await reader().totalsOf(w.b.parent, w.a.student.id)).toEqual({ recorded: 0, present: 0, absent: 0 });
  });

  it('the latest marks: newest first with their circle, within the rule and the limit', async () => {
    const days = async (caller: typeof w.a.parent, limit: number) =>
      (await reader().latest(caller, w.a.student.id, limit)).map((row) => `${row.attendance_date} ${row.class!.id}`);
    expect(await days(w.a.parent, 2)).toEqual([`2026-09-08 ${w.a.otherCircle}`, `2026-09-07 ${w.a.circle}`]);
    expect(await days(w.a.teacher, 10)).toEqual([`2026-09-07 ${w.a.circle}`, `2026-09-06 ${w.a.circle}`]);
    expect(await days(w.b.parent, 10)).toEqual([]);
  });
});
