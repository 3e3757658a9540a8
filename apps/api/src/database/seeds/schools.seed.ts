import { fullName } from '#common';
import { School } from '../../schools/entities/school.entity.js';
import { StaffProfile } from '../../users/entities/staff-profile.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { account, firstName, fourNames, insertMany, newLineage, type DemoComplex, type Seed } from './context.js';
import { CITIES, QUALIFICATIONS } from './names.js';

/** The two demo complexes: a boys' complex in Riyadh and a girls' one in Jeddah. */
const COMPLEXES = [
  { name: 'مجمع الفرقان لتحفيظ القرآن الكريم', cityKey: 'riyadh', neighborhood: 'حي الملقا', gender: 'male', established: '2009-09-01' },
  { name: 'دار نور الهدى النسائية لتحفيظ القرآن الكريم', cityKey: 'jeddah', neighborhood: 'حي الصفا', gender: 'female', established: '2014-01-15' },
] as const;

/**
 * Complexes and their managers. A manager is assigned through `schools.administrator_id` (what gives them the
 * complex) and, as a staff registration would, names the complex in `users.school_id` too.
 */
export const schoolsSeed: Seed = {
  name: 'complexes',
  async run(em, ctx) {
    const random = ctx.random('complexes');
    const ids = ctx.identities('complexes');

    // One at a time, so each object surely gets its own generated id.
    const schools: School[] = [];
    for (const c of COMPLEXES) {
      const place = CITIES[c.cityKey];
      const school = em.create(School, {
        name: c.name,
        address: `${c.neighborhood}, ${place.city}, ${place.region}`,
        phone: ids.mobile(),
        email: null,
        established_date: c.established,
        is_active: true,
        administrator_id: null,
      });
      schools.push(await em.save(school));
    }

    const managers = COMPLEXES.map((c, i) => {
      const lineage = newLineage(random);
      const first = firstName(random, c.gender, lineage);
      return account(ctx, 'administrator', {
        id: ids.nationalId(),
        ...fourNames(first, lineage),
        email: ids.email(first, lineage.family),
        phone: ids.mobile(),
        school_id: schools[i].id,
        address: `${random.pick(CITIES[c.cityKey].neighborhoods)}، ${CITIES[c.cityKey].city}`,
      });
    });
    await insertMany(em, User, managers);
    await insertMany(
      em,
      StaffProfile,
      managers.map((m) => ({ user_id: m.id, specialization: null, qualifications: random.pick(QUALIFICATIONS) }) as StaffProfile),
    );
    for (const [i, school] of schools.entries()) {
      school.administrator_id = managers[i].id;
      await em.update(School, { id: school.id }, { administrator_id: managers[i].id });
    }

    ctx.complexes.push(
      ...COMPLEXES.map(
        (c, i): DemoComplex => ({ school: schools[i], gender: c.gender, cityKey: c.cityKey, manager: managers[i], supervisors: [], teachers: [], students: [] }),
      ),
    );
    ctx.signIns.push({ role: 'complex manager', id: managers[0].id, password: ctx.password, name: fullName(managers[0]), note: schools[0].name });
    return `${schools.length} complexes (${COMPLEXES.map((c) => CITIES[c.cityKey].city).join(', ')}), ${managers.length} managers`;
  },
};
