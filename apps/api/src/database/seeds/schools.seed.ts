import { fullName } from '#common';
import { School } from '../../schools/entities/school.entity.js';
import { StaffProfile } from '../../users/entities/staff-profile.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { account, firstName, fourNames, insertMany, newLineage, type DemoComplex, type Seed } from './context.js';
import { CITIES, QUALIFICATIONS } from './names.js';

/**
 * The demo complexes, a boys' one and a girls' one in turn. The first two, a boys' complex in Riyadh and a girls'
 * one in Jeddah, are the small demo's; a larger demo opens the next ones in order ({@link complexCount}), a boys'
 * and a girls' complex in each further city.
 */
const COMPLEXES = [
  { name: 'مجمع الفرقان لتحفيظ القرآن الكريم', cityKey: 'riyadh', code: 'RY', neighborhood: 'حي الملقا', gender: 'male', established: '2009-09-01' },
  { name: 'دار نور الهدى النسائية لتحفيظ القرآن الكريم', cityKey: 'jeddah', code: 'JD', neighborhood: 'حي الصفا', gender: 'female', established: '2014-01-15' },
  { name: 'مجمع الشاطبي لتحفيظ القرآن الكريم', cityKey: 'makkah', code: 'MK', neighborhood: 'حي العزيزية', gender: 'male', established: '2005-10-02' },
  {
    name: 'دار الزهراء النسائية لتحفيظ القرآن الكريم',
    cityKey: 'makkah',
    code: 'MKN',
    neighborhood: 'حي الشوقية',
    gender: 'female',
    established: '2011-02-20',
  },
  { name: 'مجمع ابن الجزري لتحفيظ القرآن الكريم', cityKey: 'madinah', code: 'MD', neighborhood: 'حي قباء', gender: 'male', established: '2003-09-14' },
  { name: 'دار خديجة النسائية لتحفيظ القرآن الكريم', cityKey: 'madinah', code: 'MDN', neighborhood: 'حي العوالي', gender: 'female', established: '2012-09-09' },
  { name: 'مجمع الإتقان لتحفيظ القرآن الكريم', cityKey: 'dammam', code: 'DM', neighborhood: 'حي الفيصلية', gender: 'male', established: '2008-01-27' },
  {
    name: 'دار الريحانة النسائية لتحفيظ القرآن الكريم',
    cityKey: 'dammam',
    code: 'DMN',
    neighborhood: 'حي الشاطئ',
    gender: 'female',
    established: '2015-08-30',
  },
  { name: 'مجمع التبيان لتحفيظ القرآن الكريم', cityKey: 'buraydah', code: 'BR', neighborhood: 'حي الريان', gender: 'male', established: '2006-09-17' },
  {
    name: 'دار السكينة النسائية لتحفيظ القرآن الكريم',
    cityKey: 'buraydah',
    code: 'BRN',
    neighborhood: 'حي الصفراء',
    gender: 'female',
    established: '2013-01-13',
  },
  { name: 'مجمع البيان لتحفيظ القرآن الكريم', cityKey: 'taif', code: 'TF', neighborhood: 'حي الشهداء', gender: 'male', established: '2010-09-05' },
  { name: 'دار الإيمان النسائية لتحفيظ القرآن الكريم', cityKey: 'taif', code: 'TFN', neighborhood: 'حي الحوية', gender: 'female', established: '2016-09-18' },
  { name: 'مجمع الترتيل لتحفيظ القرآن الكريم', cityKey: 'abha', code: 'AB', neighborhood: 'حي المنسك', gender: 'male', established: '2007-02-11' },
  { name: 'دار البشرى النسائية لتحفيظ القرآن الكريم', cityKey: 'abha', code: 'ABN', neighborhood: 'حي الخالدية', gender: 'female', established: '2017-01-22' },
  { name: 'مجمع النور لتحفيظ القرآن الكريم', cityKey: 'tabuk', code: 'TB', neighborhood: 'حي المروج', gender: 'male', established: '2009-01-18' },
  {
    name: 'دار الفردوس النسائية لتحفيظ القرآن الكريم',
    cityKey: 'tabuk',
    code: 'TBN',
    neighborhood: 'حي السليمانية',
    gender: 'female',
    established: '2018-09-02',
  },
  { name: 'مجمع الهدى لتحفيظ القرآن الكريم', cityKey: 'hail', code: 'HL', neighborhood: 'حي السمراء', gender: 'male', established: '2011-09-11' },
  { name: 'دار اليقين النسائية لتحفيظ القرآن الكريم', cityKey: 'hail', code: 'HLN', neighborhood: 'حي المنتزه', gender: 'female', established: '2019-01-20' },
  { name: 'مجمع الأترجة لتحفيظ القرآن الكريم', cityKey: 'hofuf', code: 'HF', neighborhood: 'حي المزروع', gender: 'male', established: '2004-09-19' },
  {
    name: 'دار رياض الجنة النسائية لتحفيظ القرآن الكريم',
    cityKey: 'hofuf',
    code: 'HFN',
    neighborhood: 'حي الخالدية',
    gender: 'female',
    established: '2014-09-14',
  },
] as const;

/** Students per complex a demo aims at: a demo opens one complex per this many students. */
const STUDENTS_PER_COMPLEX = 500;

/**
 * How many complexes a demo of `students` has: one per 500 students, at least the small demo's two (60 or 300
 * students still make 2), at most the 20 of the list (10,000 students make 20).
 */
export function complexCount(students: number): number {
  return Math.min(COMPLEXES.length, Math.max(2, Math.ceil(students / STUDENTS_PER_COMPLEX)));
}

/**
 * Complexes and their managers. A manager is assigned through `schools.administrator_id` (what gives them the
 * complex) and, as a staff registration would, names the complex in `users.school_id` too.
 */
export const schoolsSeed: Seed = {
  name: 'complexes',
  async run(em, ctx) {
    const complexes = COMPLEXES.slice(0, complexCount(ctx.options.students));
    // The first two complexes draw from the step's streams as they always have; each further one from streams of
    // its own. So the first two, and their managers' IDs, are the same in a demo of any size.
    const random = ctx.random('complexes');
    const ids = ctx.identities('complexes');
    const streams = complexes.map((_, i) => (i < 2 ? { random, ids } : { random: ctx.random(`complexes:${i}`), ids: ctx.identities(`complexes:${i}`) }));

    // One at a time, so each object surely gets its own generated id.
    const schools: School[] = [];
    for (const [i, c] of complexes.entries()) {
      const place = CITIES[c.cityKey];
      const school = em.create(School, {
        name: c.name,
        address: `${c.neighborhood}, ${place.city}, ${place.region}`,
        phone: streams[i].ids.mobile(),
        email: null,
        established_date: c.established,
        is_active: true,
        administrator_id: null,
      });
      schools.push(await em.save(school));
    }

    const managers = complexes.map((c, i) => {
      const { random, ids } = streams[i];
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
      managers.map((m, i) => ({ user_id: m.id, specialization: null, qualifications: streams[i].random.pick(QUALIFICATIONS) }) as StaffProfile),
    );
    for (const [i, school] of schools.entries()) {
      school.administrator_id = managers[i].id;
      await em.update(School, { id: school.id }, { administrator_id: managers[i].id });
    }

    ctx.complexes.push(
      ...complexes.map((c, i): DemoComplex => ({
        school: schools[i],
        gender: c.gender,
        cityKey: c.cityKey,
        code: c.code,
        manager: managers[i],
        supervisors: [],
        teachers: [],
        students: [],
      })),
    );
    ctx.signIns.push({ role: 'complex manager', id: managers[0].id, password: ctx.password, name: fullName(managers[0]), note: schools[0].name });
    const cities = [...new Set(complexes.map((c) => CITIES[c.cityKey].city))];
    return `${schools.length} complexes (${cities.join(', ')}), ${managers.length} managers`;
  },
};
