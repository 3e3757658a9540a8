import { everyId, useSpecWorld } from './spec-world.js';

describe('class-book rule: whose daily records a caller keeps', () => {
  const w = useSpecWorld();

  it('the admin keeps every circle’s; a manager and a supervisor their complex’s', async () => {
    expect(await w.reach(w.admin, 'classBook', 'edit')).toEqual(await everyId(w, 'classBook'));
    for (const action of ['view', 'edit'] as const) {
      expect(await w.reach(w.a.manager, 'classBook', action)).toEqual([w.a.circle, w.a.otherCircle].sort());
      expect(await w.reach(w.b.supervisor, 'classBook', action)).toEqual([w.b.circle, w.b.otherCircle].sort());
    }
    // A manager assigned no complex, and a second manager of a complex that is not theirs, keep nothing.
    expect(await w.reach(w.unassigned, 'classBook', 'edit')).toEqual([]);
    expect(await w.reach(w.a.otherManager, 'classBook', 'edit')).toEqual([]);
  });

  it('a teacher keeps the circles they teach only; parents and students keep none', async () => {
    expect(await w.reach(w.a.teacher, 'classBook', 'edit')).toEqual([w.a.circle]);
    expect(await w.reach(w.b.teacher, 'classBook', 'view')).toEqual([w.b.circle]);
    for (const caller of [w.a.parent, w.a.student, w.b.parent, w.b.student]) {
      expect(await w.reach(caller, 'classBook', 'view')).toEqual([]);
    }
  });
});
