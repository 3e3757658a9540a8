import type { Role } from '#common';
import type { School } from '../../apps/api/src/schools/entities/school.entity.js';
import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { createClass, createCourse, createSchool, createSemester, createUser, linkParent, PASSWORD } from './factories.js';
import { ADMIN, bearer, type TestApp } from './harness.js';

/** A signed-in person of the world: their national ID, role, complex and bearer header. */
export interface Person {
  id: string;
  role: Role;
  school_id: number | null;
  /** The password they signed in with. */
  password: string;
  token: string;
  auth: { Authorization: string };
}

/**
 * One complex with one person of every role working in it; the parent is linked to the student. `pending` is a
 * teacher who registered for the complex and waits for approval: signed in, with limited access.
 */
export interface Complex {
  school: School;
  /** The complex's semester, with the four default courses. */
  semester: { id: number };
  /** A circle of that semester: the teacher is its primary teacher, the student is enrolled in it. */
  circle: { id: number };
  /** A course of the circle's own. */
  course: { id: number };
  /** Assigned to manage the complex through schools.administrator_id. */
  manager: Person;
  supervisor: Person;
  teacher: Person;
  parent: Person;
  student: Person;
  pending: Person;
}

/** The keys of a complex that name a person. */
export type ComplexPersonKey = { [K in keyof Complex]: Complex[K] extends Person ? K : never }[keyof Complex];

/** The platform admin and two complexes, A and B, each fully staffed. */
export interface World {
  admin: Person;
  a: Complex;
  b: Complex;
}

async function person(t: TestApp, role: Role, schoolId: number | null, firstName: string): Promise<Person> {
  const user = await createUser(t.ds, { role, school_id: schoolId, first_name: firstName });
  return signIn(t, user.id, role, schoolId);
}

async function signIn(t: TestApp, id: string, role: Role, schoolId: number | null, password = PASSWORD): Promise<Person> {
  const token = await t.login(id, password);
  return { id, role, school_id: schoolId, password, token, auth: bearer(token) };
}

async function complex(t: TestApp, label: string): Promise<Complex> {
  const manager = await createUser(t.ds, { role: 'administrator', first_name: `مدير ${label}` });
  const school = await createSchool(t.ds, { name: `مجمع ${label}`, administrator_id: manager.id });
  // The manager's own school_id is what the registration form chose; here it is set like an approved manager's.
  await t.ds.getRepository(User).update({ id: manager.id }, { school_id: school.id });
  const student = await person(t, 'student', school.id, `طالب ${label}`);
  // Parents register without a complex: they belong to one only through their linked children.
  const parent = await person(t, 'parent', null, `ولي ${label}`);
  await linkParent(t.ds, parent, student);
  const teacher = await person(t, 'teacher', school.id, `معلم ${label}`);
  const semester = await createSemester(t.ds, school);
  const circle = await createClass(t.ds, { school, semester, name: `حلقة ${label}`, teachers: [teacher], students: [student] });
  const course = await createCourse(t.ds, { school_id: school.id, semester_id: semester.id, class_id: circle.id });
  return {
    school,
    semester: { id: semester.id },
    circle: { id: circle.id },
    course: { id: course.id },
    manager: await signIn(t, manager.id, 'administrator', school.id),
    supervisor: await person(t, 'supervisor', school.id, `مشرف ${label}`),
    teacher,
    parent,
    student,
    pending: await pendingPerson(t, 'teacher', school.id, `منتظر ${label}`),
  };
}

/** A self-registered account of this role and complex that nobody has approved yet, signed in (limited access). */
async function pendingPerson(t: TestApp, role: Role, schoolId: number | null, firstName: string): Promise<Person> {
  const user = await createUser(t.ds, { role, school_id: schoolId, first_name: firstName, is_active: false, account_status: 'pending_activation' });
  return signIn(t, user.id, role, schoolId);
}

/**
 * Builds the scoping world on a running app: the platform admin and complexes A and B, each with a manager assigned
 * through schools.administrator_id, a supervisor, a teacher, and a parent linked to a student, all active and
 * signed in; a semester with a circle that the teacher teaches and the student is enrolled in, and a course of it;
 * plus a pending teacher each (signed in too, with limited access). Tests add further pending accounts
 * and anything else they need with the factories.
 */
export async function createWorld(t: TestApp): Promise<World> {
  return {
    admin: await signIn(t, ADMIN.id, 'admin', null, ADMIN.password),
    a: await complex(t, 'أ'),
    b: await complex(t, 'ب'),
  };
}
