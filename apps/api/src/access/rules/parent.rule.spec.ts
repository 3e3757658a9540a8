import { useSpecWorld, everyId, idsOf } from './spec-world.js';

describe('parent rule', () => {
  const w = useSpecWorld();

  it('the admin reaches every row', async () => {
    expect(await w.reach(w.admin, 'parent', 'view')).toEqual(await everyId(w, 'parent'));
  });

  it('managers and supervisors reach the parents linked to students of their complex', async () => {
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(await w.reach(w.a.manager, 'parent', action)).toEqual(idsOf(w.a.parent));
      expect(await w.reach(w.b.supervisor, 'parent', action)).toEqual(idsOf(w.b.parent));
    }
    expect(await w.reach(w.unassigned, 'parent', 'view')).toEqual([]);
  });

  it("a parent sees themselves; a teacher the parents of their circles' students; a student no parent", async () => {
    expect(await w.reach(w.a.parent, 'parent', 'view')).toEqual(idsOf(w.a.parent));
    expect(await w.reach(w.a.parent, 'parent', 'edit')).toEqual([]);
    expect(await w.reach(w.a.teacher, 'parent', 'view')).toEqual(idsOf(w.a.parent));
    expect(await w.reach(w.a.teacher, 'parent', 'edit')).toEqual([]);
    expect(await w.reach(w.a.student, 'parent', 'view')).toEqual([]);
  });
});
