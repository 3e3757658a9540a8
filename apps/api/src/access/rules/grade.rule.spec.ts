import { Grade } from '../../grading/entities/grade.entity.js';
import type { AuthUser } from '../auth-user.js';
import { everyId, useSpecWorld, type SpecComplex } from './spec-world.js';

describe('grade rule', () => {
  const w = useSpecWorld();
  /** Each complex's grades: its student's in the circle the teacher teaches, and one in the circle nobody teaches. */
  const grades = { a: { taught: 0, untaught: 0 }, b: { taught: 0, untaught: 0 } };

  beforeAll(async () => {
    const give = async (c: SpecComplex, class_id: number, grader: AuthUser) =>
      (
        await w.ds.getRepository(Grade).save({
          student_id: c.student.id,
          class_id,
          course_id: c.courses[1],
          semester_id: c.semester,
          grade_value: 80,
          grade_type: 'memorization',
          grade_date: '2026-09-01',
          graded_by: grader.id,
        })
      ).id;
    for (const key of ['a', 'b'] as const) {
      const c = w[key];
      grades[key] = { taught: await give(c, c.circle, c.teacher), untaught: await give(c, c.otherCircle, c.manager) };
    }
  });
  const both = (key: 'a' | 'b') => [grades[key].taught, grades[key].untaught].sort();

  it('the admin reaches every grade; a manager and a supervisor those of their complex’s circles', async () => {
    expect(await w.reach(w.admin, 'grade', 'delete')).toEqual(await everyId(w, 'grade'));
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(await w.reach(w.a.manager, 'grade', action)).toEqual(both('a'));
      expect(await w.reach(w.b.supervisor, 'grade', action)).toEqual(both('b'));
    }
    expect(await w.reach(w.unassigned, 'grade', 'view')).toEqual([]);
  });

  it('a teacher reaches the grades of the circles they teach, for every action, and no other', async () => {
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(await w.reach(w.a.teacher, 'grade', action)).toEqual([grades.a.taught]);
    }
  });

  it('a parent reads their children’s grades and a student their own, whatever the circle; neither changes them', async () => {
    expect(await w.reach(w.a.parent, 'grade', 'view')).toEqual(both('a'));
    expect(await w.reach(w.b.student, 'grade', 'view')).toEqual(both('b'));
    for (const caller of [w.a.parent, w.a.student]) {
      expect(await w.reach(caller, 'grade', 'edit')).toEqual([]);
      expect(await w.reach(caller, 'grade', 'delete')).toEqual([]);
    }
  });
});
