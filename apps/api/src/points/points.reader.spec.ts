import { useSpecWorld } from '../access/rules/spec-world.js';
import { PointsEntry } from './entities/points-entry.entity.js';
import { PointsReader } from './points.reader.js';

// The points reader on the spec world: what another module (the parent pages) reads of one student's points is
// limited by the points rule for the caller, not only by who may see the student.

describe('points reader', () => {
  const w = useSpecWorld();
  const reader = () => new PointsReader(w.ds, w.access);

  beforeAll(async () => {
    const give = (class_id: number, points_date: string, points_given: number) =>
      w.ds.getRepository(PointsEntry).insert({ student_id: w.a.student.id, class_id, semester_id: w.a.semester, points_date, points_given });
    await give(w.a.circle, '2026-09-06', 4.5);
    await give(w.a.otherCircle, '2026-09-07', 3);
  });

  it("a parent counts all of their child's points, a teacher those of the circles they teach, another family none", async () => {
    expect(await reader().totalOf(w.a.parent, w.a.student.id)).toBe(7.5);
    expect(await reader().totalOf(w.a.manager, w.a.student.id)).toBe(7.5);
    // The teacher may see the student (enrolled in their circle) but not points given in a circle they do not teach.
    expect(await reader().totalOf(w.a.teacher, w.a.student.id)).toBe(4.5);
    expect(await reader().totalOf(w.b.parent, w.a.student.id)).toBe(0);
    expect(await reader().totalOf(w.b.manager, w.a.student.id)).toBe(0);
  });
});
