import { UserPrivilege } from '../../privileges/entities/user-privilege.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { account, firstName, fourNames, insertMany, newLineage, type Seed } from './context.js';

/**
 * What the admin's account screens show beyond the people of the complexes: a second platform admin, a former
 * complex manager whose account is switched off, a supervisor granted more than their role, and families whose
 * children were registered with their parent's e-mail (the duplicates /user-management points out).
 */
export const accountsSeed: Seed = {
  name: 'accounts',
  async run(em, ctx) {
    const random = ctx.random('accounts');
    const ids = ctx.identities('accounts');
    const person = () => {
      const lineage = newLineage(random);
      const first = firstName(random, 'male', lineage);
      return { id: ids.nationalId(), ...fourNames(first, lineage), email: ids.email(first, lineage.family), phone: ids.mobile() };
    };
    const deputy = account(ctx, 'admin', person());
    const former = account(ctx, 'administrator', { ...person(), school_id: ctx.complexes[0].school.id, is_active: false, notes: 'مدير سابق للمجمع' });
    await insertMany(em, User, [deputy, former]);

    const supervisor = ctx.complexes[0].supervisors[0];
    await insertMany(em, UserPrivilege, [
      { user_id: supervisor.id, category: 'academic', action: 'manage', granted_by: deputy.id } as UserPrivilege,
      { user_id: supervisor.id, category: 'users', action: 'manage', granted_by: deputy.id } as UserPrivilege,
    ]);

    // save() rather than update(), so the search text keeps the e-mail.
    const shared = ctx.families.filter((family) => family.parent?.email && family.children.length >= 2).slice(0, 3);
    const users = em.getRepository(User);
    for (const family of shared) {
      for (const child of family.children.slice(0, 2)) {
        child.email = family.parent!.email;
        await users.save(users.merge(await users.findOneByOrFail({ id: child.id }), { email: child.email }));
      }
    }
    return `a second platform admin, a switched-off former manager, 2 grants to a supervisor, ${shared.length} families sharing an e-mail`;
  },
};
