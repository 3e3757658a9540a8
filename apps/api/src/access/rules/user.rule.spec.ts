import { useSpecWorld, everyId, idsOf } from './spec-world.js';

describe('user rule (accounts: approvals, switching on and off, privileges)', () => {
  const w = useSpecWorld();

  it('the admin reaches every account, admins included', async () => {
    const every = await everyId(w, 'user');
    expect(every).toEqual(expect.arrayContaining(idsOf(w.admin, w.a.admin, w.b.manager)));
    for (const action of ['view', 'edit', 'delete'] as const) expect(await w.reach(w.admin, 'user', action)).toEqual(every);
  });

  it("a manager reaches their complex's accounts and its students' parents, never an admin or a manager", async () => {
    const { a } = w;
    const below = [a.supervisor, a.teacher, a.student, a.parent, a.pendingTeacher];
    expect(await w.reach(a.manager, 'user', 'edit')).toEqual(idsOf(...below));
    expect(await w.reach(a.manager, 'user', 'delete')).toEqual(idsOf(...below));
    expect(await w.reach(a.manager, 'user', 'view')).toEqual(idsOf(...below, a.manager));
    expect(await w.reach(w.b.manager, 'user', 'edit')).toEqual(idsOf(w.b.supervisor, w.b.teacher, w.b.student, w.b.parent, w.b.pendingTeacher));
  });

  it('a manager who only named a complex on their own account reaches only themselves, to view', async () => {
    expect(await w.reach(w.unassigned, 'user', 'view')).toEqual(idsOf(w.unassigned));
    expect(await w.reach(w.unassigned, 'user', 'edit')).toEqual([]);
  });

  it('a supervisor reaches the same within their own complex, below their own level', async () => {
    const { a } = w;
    const below = [a.teacher, a.student, a.parent, a.pendingTeacher];
    expect(await w.reach(a.supervisor, 'user', 'edit')).toEqual(idsOf(...below));
    expect(await w.reach(a.supervisor, 'user', 'view')).toEqual(idsOf(...below, a.supervisor));
    expect(await w.reach({ ...a.supervisor, school_id: null }, 'user', 'view')).toEqual(idsOf(a.supervisor));
  });

  it('teachers, parents and students view only themselves and change nobody', async () => {
    for (const caller of [w.a.teacher, w.a.parent, w.a.student]) {
      expect(await w.reach(caller, 'user', 'view')).toEqual(idsOf(caller));
      expect(await w.reach(caller, 'user', 'edit')).toEqual([]);
      expect(await w.reach(caller, 'user', 'delete')).toEqual([]);
    }
  });
});
