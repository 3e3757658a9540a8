import { useSpecWorld, everyId, idsOf } from './spec-world.js';

describe('student rule', () => {
  const w = useSpecWorld();

  it('the admin reaches every row', async () => {
    expect(await w.reach(w.admin, 'student', 'view')).toEqual(await everyId(w, 'student'));
  });

  it('managers and supervisors reach the students of their complex', async () => {
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(await w.reach(w.a.manager, 'student', action)).toEqual(idsOf(w.a.student));
      expect(await w.reach(w.b.manager, 'student', action)).toEqual(idsOf(w.b.student));
      expect(await w.reach(w.a.supervisor, 'student', action)).toEqual(idsOf(w.a.student));
    }
    expect(await w.reach(w.unassigned, 'student', 'view')).toEqual([]);
  });

  it('a parent sees their linked children, a student themselves; neither changes them', async () => {
    expect(await w.reach(w.a.parent, 'student', 'view')).toEqual(idsOf(w.a.student));
    expect(await w.reach(w.b.parent, 'student', 'view')).toEqual(idsOf(w.b.student));
    expect(await w.reach(w.a.parent, 'student', 'edit')).toEqual([]);
    expect(await w.reach(w.a.student, 'student', 'view')).toEqual(idsOf(w.a.student));
    expect(await w.reach(w.a.student, 'student', 'edit')).toEqual([]);
  });

  it('a teacher sees the students actively enrolled in the circles they teach, and changes none', async () => {
    expect(await w.reach(w.a.teacher, 'student', 'view')).toEqual(idsOf(w.a.student));
    expect(await w.reach(w.b.teacher, 'student', 'view')).toEqual(idsOf(w.b.student));
    expect(await w.reach(w.a.teacher, 'student', 'edit')).toEqual([]);
  });
});
