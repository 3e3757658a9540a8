import { idsOf, useSpecWorld } from './spec-world.js';

describe('password-reset rule: whose password a caller may set', () => {
  const w = useSpecWorld();

  it('the admin anyone’s; a complex manager and a supervisor the students of their complex only', async () => {
    const everyone = await w.reach(w.admin, 'passwordReset', 'edit');
    expect(everyone).toEqual(expect.arrayContaining(idsOf(w.admin, w.a.manager, w.b.teacher, w.a.parent, w.b.student)));
    expect(await w.reach(w.a.manager, 'passwordReset', 'edit')).toEqual(idsOf(w.a.student));
    expect(await w.reach(w.b.supervisor, 'passwordReset', 'edit')).toEqual(idsOf(w.b.student));
    // Never a colleague's, a teacher's or a parent's, and nothing for a manager assigned no complex.
    expect(await w.reach(w.unassigned, 'passwordReset', 'edit')).toEqual([]);
  });

  it('teachers, parents and students set nobody’s', async () => {
    for (const caller of [w.a.teacher, w.a.parent, w.a.student]) {
      expect(await w.reach(caller, 'passwordReset', 'edit')).toEqual([]);
    }
  });
});
