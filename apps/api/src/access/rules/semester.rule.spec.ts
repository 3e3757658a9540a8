import { everyId, useSpecWorld } from './spec-world.js';

describe('semester and course rules', () => {
  const w = useSpecWorld();

  it('the admin reaches every semester and course', async () => {
    expect(await w.reach(w.admin, 'semester', 'delete')).toEqual(await everyId(w, 'semester'));
    expect(await w.reach(w.admin, 'course', 'delete')).toEqual(await everyId(w, 'course'));
  });

  it("a manager and a supervisor reach their complex's, for every action", async () => {
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(await w.reach(w.a.manager, 'semester', action)).toEqual([w.a.semester]);
      expect(await w.reach(w.a.manager, 'course', action)).toEqual([...w.a.courses].sort());
      expect(await w.reach(w.b.supervisor, 'semester', action)).toEqual([w.b.semester]);
    }
    expect(await w.reach(w.unassigned, 'semester', 'view')).toEqual([]);
  });

  it("teachers and students see their complex's, a parent their children's complex's; none changes them", async () => {
    expect(await w.reach(w.a.teacher, 'semester', 'view')).toEqual([w.a.semester]);
    expect(await w.reach(w.b.student, 'course', 'view')).toEqual([...w.b.courses].sort());
    expect(await w.reach(w.a.parent, 'semester', 'view')).toEqual([w.a.semester]);
    for (const caller of [w.a.teacher, w.a.parent, w.a.student]) {
      expect(await w.reach(caller, 'semester', 'edit')).toEqual([]);
      expect(await w.reach(caller, 'course', 'delete')).toEqual([]);
    }
  });
});
