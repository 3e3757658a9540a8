import { fullName, type SchoolLevel } from '#common';
import { ParentProfile } from '../../users/entities/parent-profile.entity.js';
import { ParentStudentLink } from '../../users/entities/parent-student-link.entity.js';
import { StaffProfile } from '../../users/entities/staff-profile.entity.js';
import { User } from '../../users/entities/user.entity.js';
import {
  account,
  fathersLineage,
  firstName,
  fourNames,
  insertMany,
  newLineage,
  type DemoComplex,
  type Lineage,
  type Seed,
  type SeedContext,
} from './context.js';
import { CITIES, QUALIFICATIONS, SPECIALIZATIONS, type CityKey } from './names.js';
import type { Random } from './random.js';

/** Levels of children (with their age at the start of the school year) and how common each is in a circle. */
const CHILD_LEVELS: readonly (readonly [SchoolLevel, number, number])[] = [
  ['روضة', 5, 2],
  ['الصف الأول الابتدائي', 6, 5],
  ['الصف الثاني الابتدائي', 7, 6],
  ['الصف الثالث الابتدائي', 8, 6],
  ['الصف الرابع الابتدائي', 9, 6],
  ['الصف الخامس الابتدائي', 10, 6],
  ['الصف السادس الابتدائي', 11, 5],
  ['الصف الأول المتوسط', 12, 5],
  ['الصف الثاني المتوسط', 13, 4],
  ['الصف الثالث المتوسط', 14, 4],
  ['الصف الأول الثانوي', 15, 3],
  ['الصف الثاني الثانوي', 16, 3],
  ['الصف الثالث الثانوي', 17, 2],
];

/** Levels of adult learners with their age range; they register themselves, without a parent. */
const ADULT_LEVELS: readonly (readonly [SchoolLevel, number, number, number])[] = [
  ['جامعي', 18, 23, 4],
  ['خريج', 22, 30, 2],
  ['دراسات عليا', 24, 35, 1],
  ['موظف', 25, 50, 3],
];

/** One student in ten is an adult learner. */
const ADULT_SHARE = 0.1;

/**
 * A teacher for every dozen students, and a supervisor per six teachers. Circles hold 15 to 40 students
 * (academic.seed.ts), so a complex has more teachers than circles: one primary teacher each, and assistants.
 */
const STUDENTS_PER_TEACHER = 12;
const TEACHERS_PER_SUPERVISOR = 6;

/**
 * Supervisors and teachers of each complex (`users.school_id`, with a staff profile), and the students: children
 * in families whose parent is linked through `parent_student_links` (a family may have a son in the boys' complex
 * and a daughter in the girls' one), plus adult learners on their own. `--students N` sets the total.
 */
export const peopleSeed: Seed = {
  name: 'people',
  async run(em, ctx) {
    const staff: User[] = [];
    const profiles: StaffProfile[] = [];
    const quotas = studentsPerComplex(ctx.options.students, ctx.complexes.length);

    ctx.complexes.forEach((complex, i) => {
      const teachers = Math.max(4, Math.ceil(quotas[i] / STUDENTS_PER_TEACHER));
      const supervisors = Math.max(2, Math.ceil(teachers / TEACHERS_PER_SUPERVISOR));
      complex.supervisors = staffOf(ctx, complex, `${i}:supervisors`, 'supervisor', supervisors, profiles);
      complex.teachers = staffOf(ctx, complex, `${i}:teachers`, 'teacher', teachers, profiles);
      staff.push(...complex.supervisors, ...complex.teachers);
    });

    const { parents, links, parentProfiles, children } = families(ctx, quotas);
    const adults = adultLearners(ctx, quotas);

    await insertMany(em, User, [...staff, ...parents, ...children, ...adults]);
    await insertMany(em, StaffProfile, profiles);
    await insertMany(em, ParentProfile, parentProfiles);
    await insertMany(em, ParentStudentLink, links);

    ctx.parents.push(...parents);
    const first = ctx.complexes[0];
    ctx.signIns.push(
      { role: 'supervisor', id: first.supervisors[0].id, password: ctx.password, name: fullName(first.supervisors[0]), note: first.school.name },
      { role: 'teacher', id: first.teachers[0].id, password: ctx.password, name: fullName(first.teachers[0]), note: first.school.name },
    );
    // The parent shown is the first father with two children or more; the student shown is his eldest.
    const shown = ctx.families.find((f) => f.relation === 'father' && f.children.length >= 2) ?? ctx.families.find((f) => f.parent);
    if (shown?.parent) {
      const [child] = shown.children;
      ctx.signIns.push(
        { role: 'parent', id: shown.parent.id, password: ctx.password, name: fullName(shown.parent), note: `${shown.children.length} linked children` },
        { role: 'student', id: child.id, password: ctx.password, name: fullName(child), note: `${child.school_level}, child of the parent above` },
      );
      await insertMany(
        em,
        ParentStudentLink,
        [nephewRequest(ctx, shown.parent, shown.children)].filter((link) => link !== null),
      );
    }

    const students = children.length + adults.length;
    return `${staff.length} supervisors and teachers, ${students} students (${adults.length} adult learners), ${parents.length} parents with ${links.length} links`;
  },
};

/** Most students the first complex holds. */
const FIRST_COMPLEX_STUDENTS = 150;

/**
 * `total` students shared out over the complexes. The first complex (the demo manager's) holds an even share but
 * never more than 150, the others share the rest evenly (10,000 students: 150, then 19 complexes of about 518). The
 * cap is deliberate: the benchmark measures the first complex in a demo of 300 students and in one of 10,000, and
 * with the complex the same size at both the comparison shows what the rest of the database costs.
 */
function studentsPerComplex(total: number, complexes: number): number[] {
  const first = Math.min(FIRST_COMPLEX_STUDENTS, Math.floor(total / complexes));
  return [first, ...splitEvenly(total - first, complexes - 1)];
}

/** `total` shared out over `parts`, the first ones taking the remainder. */
function splitEvenly(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

function staffOf(ctx: SeedContext, complex: DemoComplex, stream: string, role: 'supervisor' | 'teacher', count: number, profiles: StaffProfile[]): User[] {
  const random = ctx.random(`staff:${stream}`);
  const ids = ctx.identities(`staff:${stream}`);
  const place = CITIES[complex.cityKey];
  return Array.from({ length: count }, () => {
    const lineage = newLineage(random);
    const first = firstName(random, complex.gender, lineage);
    const user = account(ctx, role, {
      id: ids.nationalId(),
      ...fourNames(first, lineage),
      email: ids.email(first, lineage.family),
      phone: ids.mobile(),
      school_id: complex.school.id,
      address: `${random.pick(place.neighborhoods)}، ${place.city}`,
    });
    profiles.push({
      user_id: user.id,
      specialization: role === 'teacher' ? random.pick(SPECIALIZATIONS) : null,
      qualifications: random.pick(QUALIFICATIONS),
    } as StaffProfile);
    return user;
  });
}

/** Birth date of someone `age` years old at the start of the school year of `year`. */
function bornAt(random: Random, year: number, age: number): string {
  return random.dateIn(year - age - (random.chance(0.6) ? 1 : 0));
}

/**
 * Families of children: each family has one to four children placed in the complex of their gender while places
 * remain, and (nine times in ten) a registered parent linked to them: usually the father, sometimes the mother
 * or a guardian uncle.
 */
function families(ctx: SeedContext, quotas: number[]) {
  const random = ctx.random('families');
  const ids = ctx.identities('families');
  const remaining = quotas.map((q) => q - Math.round(q * ADULT_SHARE));
  const parents: User[] = [];
  const parentProfiles: ParentProfile[] = [];
  const children: User[] = [];
  const links: ParentStudentLink[] = [];

  // A child goes to the first complex of their gender with places left, in the city of their eldest sibling when
  // it has one (the cities after Riyadh and Jeddah have a boys' and a girls' complex); when their gender's
  // complexes are full, to any.
  const placeFor = (gender: 'male' | 'female', city?: CityKey) => {
    const open = (c: DemoComplex, i: number) => c.gender === gender && remaining[i] > 0;
    const inCity = city === undefined ? -1 : ctx.complexes.findIndex((c, i) => open(c, i) && c.cityKey === city);
    const index = inCity >= 0 ? inCity : ctx.complexes.findIndex(open);
    return index >= 0 ? index : remaining.findIndex((r) => r > 0);
  };

  while (remaining.some((r) => r > 0)) {
    const lineage = newLineage(random);
    const size = random.weighted([
      [1, 30],
      [2, 35],
      [3, 25],
      [4, 10],
    ] as const);
    const eldestAge = random.int(6, 17);
    const kids: User[] = [];
    let city: CityKey | undefined; // the eldest child's
    for (let k = 0; k < size && remaining.some((r) => r > 0); k += 1) {
      const index = placeFor(random.chance(0.5) ? 'male' : 'female', city);
      const complex = ctx.complexes[index];
      city ??= complex.cityKey;
      remaining[index] -= 1;
      const [level, age] = childLevel(random, Math.max(5, eldestAge - k * random.int(1, 3)));
      const child = account(ctx, 'student', {
        id: ids.nationalId(),
        ...fourNames(firstName(random, complex.gender, lineage), lineage),
        school_id: complex.school.id,
        school_level: level,
        date_of_birth: bornAt(random, ctx.year, age),
      });
      complex.students.push(child);
      children.push(child);
      kids.push(child);
    }

    if (random.chance(0.1)) {
      ctx.families.push({ parent: null, relation: null, children: kids }); // this family's parent has not registered
      continue;
    }
    const place = CITIES[city!];
    const who = random.weighted([
      ['father', 85],
      ['mother', 10],
      ['uncle', 5],
    ] as const);
    // A father or an uncle is a son of the children's grandfather; a mother has her own lineage.
    const parentLineage: Lineage = who === 'mother' ? newLineage(random) : fathersLineage(random, lineage);
    const parentFirst = who === 'father' ? lineage.father : firstName(random, who === 'mother' ? 'female' : 'male', lineage);
    const parent = account(ctx, 'parent', {
      id: ids.nationalId(),
      ...fourNames(parentFirst, parentLineage),
      email: ids.email(parentFirst, parentLineage.family),
      phone: ids.mobile(),
      neighborhood: random.pick(place.neighborhoods),
    });
    parents.push(parent);
    ctx.families.push({ parent, relation: who, children: kids });
    parentProfiles.push({ user_id: parent.id, self_school_level: null } as ParentProfile);
    for (const kid of kids) {
      links.push({
        parent_id: parent.id,
        student_id: kid.id,
        relationship_type: who === 'uncle' ? 'guardian' : 'parent',
        is_primary: true,
      } as ParentStudentLink);
    }
  }
  return { parents, parentProfiles, children, links };
}

/**
 * The demo parent's own children stay confirmed; besides them he has asked to link a boy of the first complex (one
 * who carries his family name when there is one: a relative, say), and the complex has not confirmed it yet: the
 * request the complex manager's /children shows for approval and the parent's /children shows as waiting. Null when
 * the complex has no one to ask for.
 */
function nephewRequest(ctx: SeedContext, parent: User, children: User[]): ParentStudentLink | null {
  const mine = new Set(children.map((kid) => kid.id));
  const others = ctx.complexes[0].students.filter((student) => !mine.has(student.id));
  const nephew = others.find((student) => student.last_name === parent.last_name) ?? others[0];
  if (!nephew) return null;
  return { parent_id: parent.id, student_id: nephew.id, relationship_type: 'relative', is_primary: false, status: 'pending' } as ParentStudentLink;
}

/** The child level nearest to `age`, and the age itself. */
function childLevel(random: Random, age: number): [SchoolLevel, number] {
  const fitting = CHILD_LEVELS.filter(([, a]) => Math.abs(a - age) <= 1);
  const [level, levelAge] = random.weighted(fitting.map(([l, a, w]) => [`${l}|${a}`, w] as const)).split('|');
  return [level as SchoolLevel, Number(levelAge)];
}

/** Adult learners of each complex: they registered themselves, with their own phone and often an e-mail. */
function adultLearners(ctx: SeedContext, quotas: number[]): User[] {
  const random = ctx.random('adult-learners');
  const ids = ctx.identities('adult-learners');
  return ctx.complexes.flatMap((complex, i) =>
    Array.from({ length: Math.round(quotas[i] * ADULT_SHARE) }, () => {
      const lineage = newLineage(random);
      const first = firstName(random, complex.gender, lineage);
      const level = random.weighted(ADULT_LEVELS.map(([l, , , w]) => [l, w] as const));
      const [, min, max] = ADULT_LEVELS.find(([l]) => l === level)!;
      const student = account(ctx, 'student', {
        id: ids.nationalId(),
        ...fourNames(first, lineage),
        email: random.chance(0.6) ? ids.email(first, lineage.family) : null,
        phone: ids.mobile(),
        school_id: complex.school.id,
        school_level: level,
        date_of_birth: bornAt(random, ctx.year, random.int(min, max)),
      });
      complex.students.push(student);
      return student;
    }),
  );
}
