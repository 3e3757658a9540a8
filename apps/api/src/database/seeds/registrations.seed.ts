import { fullName } from '#common';
import { ParentProfile } from '../../users/entities/parent-profile.entity.js';
import { ParentStudentLink } from '../../users/entities/parent-student-link.entity.js';
import { PendingFamilyLink } from '../../users/entities/pending-family-link.entity.js';
import { StaffProfile } from '../../users/entities/staff-profile.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { account, fathersLineage, firstName, fourNames, insertMany, newLineage, type Seed } from './context.js';
import { CITIES, QUALIFICATIONS, SPECIALIZATIONS } from './names.js';

/**
 * Self-registrations waiting for the admin (`pending_activation`, inactive), as the registration forms leave
 * them: a teacher and a supervisor with their staff profile, a parent and the child who registered naming them,
 * a parent who named a child not registered yet (a pending family link) and who asked to study too (a study request
 * on their approval card), and a student who named a parent already in the system.
 */
export const registrationsSeed: Seed = {
  name: 'pending registrations',
  // Self-registrations: recorded as the forms record them, by nobody signed in.
  audited: true,
  async run(em, ctx) {
    const random = ctx.random('registrations');
    const ids = ctx.identities('registrations');
    const [boys, girls] = ctx.complexes;
    const pending = { is_active: false, account_status: 'pending_activation' } as const;

    const staff = [
      { role: 'teacher', complex: boys },
      { role: 'supervisor', complex: girls ?? boys },
    ].map(({ role, complex }) => {
      const lineage = newLineage(random);
      const first = firstName(random, complex.gender, lineage);
      return account(ctx, role as 'teacher' | 'supervisor', {
        ...pending,
        id: ids.nationalId(),
        ...fourNames(first, lineage),
        email: ids.email(first, lineage.family),
        phone: ids.mobile(),
        school_id: complex.school.id,
      });
    });

    // A father and the son who registered naming him: both wait.
    const family = newLineage(random);
    const parent = account(ctx, 'parent', {
      ...pending,
      id: ids.nationalId(),
      ...fourNames(family.father, fathersLineage(random, family)),
      email: ids.email(family.father, family.family),
      phone: ids.mobile(),
      neighborhood: random.pick(CITIES.riyadh.neighborhoods),
    });
    const child = account(ctx, 'student', {
      ...pending,
      id: ids.nationalId(),
      ...fourNames(firstName(random, 'male', family), family),
      school_level: 'الصف الرابع الابتدائي',
      date_of_birth: random.dateIn(ctx.year - 10),
    });
    // A father who named a child that has not registered yet, and asked to study in a circle himself.
    const otherFamily = newLineage(random);
    const waitingParent = account(ctx, 'parent', {
      ...pending,
      id: ids.nationalId(),
      ...fourNames(otherFamily.father, fathersLineage(random, otherFamily)),
      email: ids.email(otherFamily.father, otherFamily.family),
      phone: ids.mobile(),
      neighborhood: random.pick(CITIES.jeddah.neighborhoods),
    });
    // A son of a father already in the system, who named him when registering.
    const known = ctx.families.find((f, i) => i > 0 && f.relation === 'father' && f.parent);
    const namingStudent = account(ctx, 'student', {
      ...pending,
      id: ids.nationalId(),
      first_name: firstName(random, 'male')[0],
      second_name: known?.parent?.first_name ?? firstName(random, 'male')[0],
      third_name: known?.parent?.second_name ?? firstName(random, 'male')[0],
      last_name: known?.parent?.last_name ?? newLineage(random).family[0],
      school_level: 'الصف الأول المتوسط',
      date_of_birth: random.dateIn(ctx.year - 13),
    });

    const users = [...staff, parent, child, waitingParent, namingStudent];
    await insertMany(em, User, users);
    await insertMany(
      em,
      StaffProfile,
      staff.map(
        (s) =>
          ({
            user_id: s.id,
            specialization: s.role === 'teacher' ? random.pick(SPECIALIZATIONS) : null,
            qualifications: random.pick(QUALIFICATIONS),
          }) as StaffProfile,
      ),
    );
    await insertMany(em, ParentProfile, [
      { user_id: parent.id, self_school_level: null },
      { user_id: waitingParent.id, self_school_level: 'university' },
    ] as ParentProfile[]);
    const links = [{ parent_id: parent.id, student_id: child.id }];
    if (known?.parent) links.push({ parent_id: known.parent.id, student_id: namingStudent.id });
    await insertMany(
      em,
      ParentStudentLink,
      links.map((l) => ({ ...l, relationship_type: 'parent', is_primary: true }) as ParentStudentLink),
    );
    // The child this parent named has not registered: the link waits for them.
    await em.insert(PendingFamilyLink, { parent_id: waitingParent.id, student_id: ids.nationalId() });

    ctx.signIns.push({
      role: 'pending (teacher)',
      id: staff[0].id,
      password: ctx.password,
      name: fullName(staff[0]),
      note: 'signs in with limited access until approved',
    });
    return `${users.length} accounts waiting for approval`;
  },
};
