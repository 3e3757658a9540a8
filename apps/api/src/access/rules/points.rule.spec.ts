import { PointsEntry } from '../../points/entities/points-entry.entity.js';
import { everyId, useSpecWorld, type SpecComplex } from './spec-world.js';

describe('points rules', () => {
  const w = useSpecWorld();
  /** One entry of each complex's student in their circle, and one in the circle nobody teaches. */
  const entries = { a: [] as number[], b: [] as number[] };
  beforeAll(async () => {
    const insert = async (complex: SpecComplex, class_id: number, points_date: string) =>
      (await w.ds.getRepository(PointsEntry).insert({ student_id: complex.student.id, class_id, semester_id: complex.semester, points_date, points_given: 4 }))
        .identifiers[0].id as number;
    for (const side of ['a', 'b'] as const)
      entries[side] = [await insert(w[side], w[side].circle, '2026-09-06'), await insert(w[side], w[side].otherCircle, '2026-09-07')];
  });

  it("the admin reaches every entry and every circle's points", async () => {
    expect(await w.reach(w.admin, 'points', 'delete')).toEqual(await everyId(w, 'points'));
    expect(await w.reach(w.admin, 'classBook', 'edit')).toEqual(await everyId(w, 'classBook'));
  });

  it("managers and supervisors reach their complex's circles and entries", async () => {
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(await w.reach(w.a.manager, 'points', action)).toEqual(entries.a);
      expect(await w.reach(w.b.supervisor, 'points', action)).toEqual(entries.b);
    }
    expect(await w.reach(w.a.manager, 'classBook', 'edit')).toEqual([w.a.circle, w.a.otherCircle].sort());
    expect(await w.reach(w.unassigned, 'points', 'view')).toEqual([]);
  });

  it('a teacher reaches the entries of the circles they teach; a parent and a student read theirs only', async () => {
    expect(await w.reach(w.a.teacher, 'classBook', 'edit')).toEqual([w.a.circle]);
    expect(await w.reach(w.a.teacher, 'points', 'delete')).toEqual([entries.a[0]]);
    expect(await w.reach(w.b.parent, 'points', 'view')).toEqual(entries.b);
    expect(await w.reach(w.a.student, 'points', 'view')).toEqual(entries.a);
    for (const caller of [w.a.parent, w.a.student]) {
      expect(await w.reach(caller, 'points', 'edit')).toEqual([]);
      expect(await w.reach(caller, 'classBook', 'view')).toEqual([]);
    }
  });
});
