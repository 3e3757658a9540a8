import { everyId, useSpecWorld } from './spec-world.js';

describe('class rule', () => {
  const w = useSpecWorld();
  const sorted = (...ids: number[]) => ids.sort();

  it('the admin reaches every circle', async () => {
    expect(await w.reach(w.admin, 'class', 'delete')).toEqual(await everyId(w, 'class'));
  });

  it('managers and supervisors reach the circles of their complex, for every action', async () => {
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(await w.reach(w.a.manager, 'class', action)).toEqual(sorted(w.a.circle, w.a.otherCircle));
      expect(await w.reach(w.b.supervisor, 'class', action)).toEqual(sorted(w.b.circle, w.b.otherCircle));
    }
    expect(await w.reach(w.unassigned, 'class', 'view')).toEqual([]);
  });

  it('a teacher sees the circles they teach; a parent and a student the circle of an active enrolment; none changes them', async () => {
    expect(await w.reach(w.a.teacher, 'class', 'view')).toEqual([w.a.circle]);
    expect(await w.reach(w.b.parent, 'class', 'view')).toEqual([w.b.circle]);
    expect(await w.reach(w.a.student, 'class', 'view')).toEqual([w.a.circle]);
    for (const caller of [w.a.teacher, w.a.parent, w.a.student]) expect(await w.reach(caller, 'class', 'edit')).toEqual([]);
  });
});
