import { mayAssignManager } from './school.rule.js';
import { useSpecWorld, everyId } from './spec-world.js';

describe('school rule', () => {
  const w = useSpecWorld();

  it('the admin reaches every complex for every action', async () => {
    const every = await everyId(w, 'school');
    expect(every).toHaveLength(3);
    for (const action of ['view', 'edit', 'delete'] as const) expect(await w.reach(w.admin, 'school', action)).toEqual(every);
  });

  it('a manager reaches the complexes assigned to them, for every action', async () => {
    for (const action of ['view', 'edit', 'delete'] as const) {
      expect(await w.reach(w.a.manager, 'school', action)).toEqual([w.a.school]);
      expect(await w.reach(w.b.manager, 'school', action)).toEqual([w.b.school]);
    }
  });

  it('a manager who only named a complex on their own account reaches none', async () => {
    expect(w.unassigned.school_id).toBe(w.a.school);
    for (const action of ['view', 'edit', 'delete'] as const) expect(await w.reach(w.unassigned, 'school', action)).toEqual([]);
    expect(await w.reach(w.a.otherManager, 'school', 'view')).toEqual([]);
  });

  it('a supervisor reaches their own complex; a granted privilege decides whether they may edit it at all', async () => {
    for (const action of ['view', 'edit', 'delete'] as const) expect(await w.reach(w.a.supervisor, 'school', action)).toEqual([w.a.school]);
    expect(await w.reach({ ...w.a.supervisor, school_id: null }, 'school', 'view')).toEqual([]);
  });

  it("teachers and students see their own complex, a parent their children's, and none of them change one", async () => {
    for (const caller of [w.a.teacher, w.a.student]) {
      expect(await w.reach(caller, 'school', 'view')).toEqual([w.a.school]);
      expect(await w.reach(caller, 'school', 'edit')).toEqual([]);
      expect(await w.reach(caller, 'school', 'delete')).toEqual([]);
    }
    expect(await w.reach(w.b.teacher, 'school', 'view')).toEqual([w.b.school]);
    expect(await w.reach(w.a.parent, 'school', 'view')).toEqual([w.a.school]);
    expect(await w.reach(w.a.parent, 'school', 'edit')).toEqual([]);
  });

  it('only the admin assigns a complex to its manager', () => {
    expect(mayAssignManager(w.admin)).toBe(true);
    for (const caller of [w.a.manager, w.a.supervisor, w.a.teacher, w.a.parent, w.a.student]) expect(mayAssignManager(caller)).toBe(false);
  });
});
