import { useSpecWorld, everyId, idsOf } from './spec-world.js';

describe('teacher rule', () => {
  const w = useSpecWorld();

  it('the admin reaches every row', async () => {
    expect(await w.reach(w.admin, 'teacher', 'edit')).toEqual(await everyId(w, 'teacher'));
  });

  it('managers and supervisors reach the teachers of their complex, pending ones included', async () => {
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(await w.reach(w.a.manager, 'teacher', action)).toEqual(idsOf(w.a.teacher, w.a.pendingTeacher));
      expect(await w.reach(w.a.supervisor, 'teacher', action)).toEqual(idsOf(w.a.teacher, w.a.pendingTeacher));
      expect(await w.reach(w.b.supervisor, 'teacher', action)).toEqual(idsOf(w.b.teacher, w.b.pendingTeacher));
    }
    expect(await w.reach(w.unassigned, 'teacher', 'view')).toEqual([]);
  });

  it('a teacher sees themselves; parents and students no teacher (until circles)', async () => {
    expect(await w.reach(w.a.teacher, 'teacher', 'view')).toEqual(idsOf(w.a.teacher));
    expect(await w.reach(w.a.teacher, 'teacher', 'edit')).toEqual([]);
    expect(await w.reach(w.a.parent, 'teacher', 'view')).toEqual([]);
    expect(await w.reach(w.a.student, 'teacher', 'view')).toEqual([]);
  });
});
