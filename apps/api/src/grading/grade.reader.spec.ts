import { useSpecWorld } from '../access/rules/spec-world.js';
import { Grade } from './entities/grade.entity.js';
import { StudentGoal } from './entities/student-goal.entity.js';
import { GoalReader } from './goal.reader.js';
import { GradeReader } from './grade.reader.js';

// The grading module's readers on the spec world: what another module (the parent pages) reads of one student is
// limited by the grading module's own rules for the caller, not only by who may see the student.

describe('grading readers', () => {
  const w = useSpecWorld();
  const grades = () => new GradeReader(w.ds, w.access);
  const goals = () => new GoalReader(w.ds, w.access);
  /** Complex A's student's grades: in the circle the teacher teaches, then in the circle nobody teaches. */
  let taught: number;
  let untaught: number;
  let goal: number;

  beforeAll(async () => {
    const give = async (class_id: number, grade_date: string) =>
      (
        await w.ds.getRepository(Grade).save({
          student_id: w.a.student.id,
          class_id,
          course_id: w.a.courses[1],
          semester_id: w.a.semester,
          grade_value: 16,
          max_grade: 20,
          grade_type: 'memorization',
          grade_date,
        })
      ).id;
    taught = await give(w.a.circle, '2026-09-01');
    untaught = await give(w.a.otherCircle, '2026-09-02');
    goal = (await w.ds.getRepository(StudentGoal).save({ student_id: w.a.student.id, target_surah_id: 78, target_ayah_number: 40 })).id;
  });

  it("grades: a parent reads all of their child's, a teacher those of the circles they teach, another family none", async () => {
    const ids = async (read: Promise<Grade[]>) => (await read).map((grade) => grade.id);
    expect(await ids(grades().latest(w.a.parent, w.a.student.id, 10))).toEqual([untaught, taught]);
    expect(await ids(grades().latest(w.a.parent, w.a.student.id, 1))).toEqual([untaught]);
    // The teacher may see the student (enrolled in their circle) but not a grade of a circle they do not teach.
    expect(await ids(grades().all(w.a.teacher, w.a.student.id))).toEqual([taught]);
    expect(await ids(grades().all(w.b.parent, w.a.student.id))).toEqual([]);
    const [first] = await grades().all(w.a.parent, w.a.student.id);
    expect(first.course?.id).toBe(w.a.courses[1]);
  });

  it('goals follow the student: who may see the student sees their goals, nobody else', async () => {
    for (const caller of [w.a.parent, w.a.teacher, w.a.manager, w.a.student])
      expect((await goals().goalsOf(caller, w.a.student.id)).map((row) => row.id)).toEqual([goal]);
    for (const caller of [w.b.parent, w.b.teacher, w.b.manager]) expect(await goals().goalsOf(caller, w.a.student.id)).toEqual([]);
  });
});
