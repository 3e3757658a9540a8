import { runAs } from '../../audit/audit-context.js';
import { UserPrivilege } from '../../privileges/entities/user-privilege.entity.js';
import { School } from '../../schools/entities/school.entity.js';
import { StaffProfile } from '../../users/entities/staff-profile.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { account, firstName, fourNames, newLineage, type Seed } from './context.js';
import { QUALIFICATIONS, SPECIALIZATIONS } from './names.js';

/**
 * A morning at the platform, for the audit trail to show (after the pending registrations before it): a teacher
 * registers for the boys' complex and the platform admin approves him; the admin grants the complex's first
 * supervisor the editing of daily reports; the complex manager adds the complex's e-mail. Each write is made as its
 * author would make it through the API, so the audit subscriber records it with that author.
 */
export const auditSeed: Seed = {
  name: 'a morning of changes',
  audited: true,
  async run(em, ctx) {
    const random = ctx.random('audit');
    const ids = ctx.identities('audit');
    const [boys] = ctx.complexes;
    // The platform admin the seed kept or created (the first one, as ensureAdmin picks).
    const admin = (await em.findOne(User, { where: { role: 'admin' }, order: { created_at: 'ASC' }, select: { id: true } }))?.id ?? null;

    // A self-registration, as the staff form writes it: nobody is signed in.
    const lineage = newLineage(random);
    const first = firstName(random, boys.gender, lineage);
    const teacher = account(ctx, 'teacher', {
      id: ids.nationalId(),
      ...fourNames(first, lineage),
      email: ids.email(first, lineage.family),
      phone: ids.mobile(),
      school_id: boys.school.id,
      is_active: false,
      account_status: 'pending_activation',
    });
    await em.insert(User, teacher);
    await em.insert(StaffProfile, { user_id: teacher.id, specialization: random.pick(SPECIALIZATIONS), qualifications: random.pick(QUALIFICATIONS) });

    await runAs(admin, async () => {
      await em.update(User, { id: teacher.id }, { is_active: true, account_status: 'active' });
      const supervisor = boys.supervisors[0];
      if (supervisor) await em.insert(UserPrivilege, { user_id: supervisor.id, category: 'reports', action: 'edit', granted_by: admin });
    });
    Object.assign(teacher, { is_active: true, account_status: 'active' });
    boys.teachers.push(teacher);

    const email = `info.${boys.cityKey}@example.com`;
    await runAs(boys.manager.id, () => em.update(School, { id: boys.school.id }, { email }));
    boys.school.email = email;
    return 'a registration and its approval, a privilege grant, a complex edit';
  },
};
