import 'reflect-metadata';
import { jest } from '@jest/globals';
import { DataSource, EntityManager, Repository, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { Role } from '#common';
import { ENTITIES } from '../../database/entities.js';
import { QueryCounter } from '../../database/query-counter.js';
import { ClassTeacher } from '../../classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../classes/entities/enrollment.entity.js';
import { SchoolClass } from '../../classes/entities/school-class.entity.js';
import { Course } from '../../courses/entities/course.entity.js';
import { School } from '../../schools/entities/school.entity.js';
import { Semester } from '../../semesters/entities/semester.entity.js';
import { ParentStudentLink } from '../../users/entities/parent-student-link.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { ApiError, type ErrorBody } from '../../common/api-error.js';
import { AccessService } from '../access.service.js';
import type { AuthUser } from '../auth-user.js';
import type { AccessAction } from './rule.js';
import { RESOURCE_RULES, type Resource } from './registry.js';

// The world the rule specs ask about, on an in-memory SQLite database built from the entities (synchronize is for
// these specs only; the app always migrates). Spec-only: nothing in the app imports this file.

/** One complex's people; the parent is linked to the student. */
export interface SpecComplex {
  school: number;
  semester: number;
  /** A circle the teacher teaches and the student is actively enrolled in. */
  circle: number;
  /** A second circle: nobody of the world teaches it; a former student's enrolment there is inactive. */
  otherCircle: number;
  /** A course of the complex's semester and one of the circle's. */
  courses: number[];
  manager: AuthUser;
  supervisor: AuthUser;
  teacher: AuthUser;
  student: AuthUser;
  parent: AuthUser;
  /** Accounts of the complex that its staff must never reach: a second manager and an admin registered there. */
  otherManager: AuthUser;
  admin: AuthUser;
  pendingTeacher: AuthUser;
}

export interface SpecWorld {
  ds: DataSource;
  access: AccessService;
  queries: QueryCounter;
  admin: AuthUser;
  a: SpecComplex;
  b: SpecComplex;
  /** A manager who named complex A on their registration form but is assigned none. */
  unassigned: AuthUser;
  /** A complex with no manager and nobody in it. */
  empty: number;
  /** The ids `caller` reaches of `resource` for `action`, sorted. */
  reach(caller: AuthUser, resource: Resource, action: AccessAction): Promise<(string | number)[]>;
  close(): Promise<void>;
}

let nextId = 3000000000;

export async function createSpecWorld(): Promise<SpecWorld> {
  const queries = new QueryCounter();
  const ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: ENTITIES, synchronize: true, logger: queries, logging: 'all' });
  await ds.initialize();
  const users = ds.getRepository(User);
  const schools = ds.getRepository(School);

  const person = async (role: Role, school_id: number | null, state: Partial<AuthUser> = {}): Promise<AuthUser> => {
    const caller: AuthUser = { id: String(nextId++), role, school_id, is_active: true, account_status: 'active', ...state };
    await users.insert({ ...caller, first_name: role, last_name: 'spec', password_hash: 'x' });
    return caller;
  };
  const complex = async (name: string): Promise<SpecComplex> => {
    const { id: school } = await schools.save(schools.create({ name, address: 'حي' }));
    const manager = await person('administrator', school);
    await schools.update({ id: school }, { administrator_id: manager.id });
    const student = await person('student', school);
    const parent = await person('parent', null);
    await ds.getRepository(ParentStudentLink).insert({ parent_id: parent.id, student_id: student.id });
    const teacher = await person('teacher', school);
    const { id: semester } = await ds.getRepository(Semester).save({
      school_id: school,
      type: 'first',
      year: 2026,
      start_date: '2026-08-20',
      end_date: '2027-01-10',
      display_name: 'x',
      weekend_days: [5, 6],
      vacation_days: [],
    });
    const circleOf = async () =>
      (await ds.getRepository(SchoolClass).save({ name: 'حلقة', school_id: school, semester_id: semester, school_level: 'روضة' })).id;
    const circle = await circleOf();
    const otherCircle = await circleOf();
    await ds.getRepository(ClassTeacher).insert({ class_id: circle, teacher_id: teacher.id, role: 'primary' });
    await ds
      .getRepository(Enrollment)
      .insert({ student_id: student.id, class_id: circle, semester_id: semester, enrollment_date: '2026-08-20', is_active: true });
    await ds
      .getRepository(Enrollment)
      .insert({ student_id: student.id, class_id: otherCircle, semester_id: semester, enrollment_date: '2026-08-20', is_active: false });
    const course = (class_id: number | null) =>
      ds.getRepository(Course).save({ name: 'مقرر', percentage: 10, semester_id: semester, school_id: school, class_id });
    const courses = [(await course(null)).id, (await course(circle)).id];
    return {
      school,
      semester,
      circle,
      otherCircle,
      courses,
      manager,
      supervisor: await person('supervisor', school),
      teacher,
      student,
      parent,
      otherManager: await person('administrator', school),
      admin: await person('admin', school),
      pendingTeacher: await person('teacher', school, { is_active: false, account_status: 'pending_activation' }),
    };
  };

  const admin = await person('admin', null);
  const a = await complex('أ');
  const b = await complex('ب');
  const unassigned = await person('administrator', a.school);
  const { id: empty } = await schools.save(schools.create({ name: 'فارغ', address: 'حي' }));
  const access = new AccessService(ds);

  return {
    ds,
    access,
    queries,
    admin,
    a,
    b,
    unassigned,
    empty,
    async reach(caller, resource, action) {
      const qb = ds.createQueryBuilder(RESOURCE_RULES[resource].table, 'row').select('row.id', 'id');
      const rows = await access.scope(qb, 'row', caller, resource, action).getRawMany<{ id: string | number }>();
      return rows.map((row) => row.id).sort();
    },
    close: () => ds.destroy(),
  };
}

/** Every id of the table of `resource`, sorted: what the admin reaches. */
/**
 * The world of one spec file: built before its tests and closed after them. The object is filled in place, so a
 * spec can name it at the top of its describe block.
 */
export function useSpecWorld(): SpecWorld {
  const world = {} as SpecWorld;
  beforeAll(async () => {
    Object.assign(world, await createSpecWorld());
  });
  afterAll(() => world.close());
  return world;
}

export async function everyId(world: SpecWorld, resource: Resource): Promise<(string | number)[]> {
  const rows = await world.ds.createQueryBuilder(RESOURCE_RULES[resource].table, 'row').select('row.id', 'id').getRawMany<{ id: string | number }>();
  return rows.map((row) => row.id).sort();
}

/** Sorted ids of these people, to compare with {@link SpecWorld.reach}. */
export const idsOf = (...people: AuthUser[]) => people.map((p) => p.id).sort();

/**
 * What a service call that should refuse was answered: the status and the body the API's filter would send, or null
 * when it went through. Any other error fails the spec as it is.
 */
export async function refusal(call: Promise<unknown>): Promise<({ status: number } & ErrorBody) | null> {
  try {
    await call;
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.getStatus(), ...(error.getResponse() as ErrorBody) };
  }
}

/**
 * Runs `write` with the first insert into `target` failing (through a repository or the entity manager, as the
 * services write), and answers which tables the failure hit.
 */
export async function failingAt(target: EntityTarget<ObjectLiteral>, write: () => Promise<unknown>): Promise<unknown[]> {
  const hit: unknown[] = [];
  const repoInsert = Repository.prototype.insert;
  const repoSave = Repository.prototype.save;
  const managerInsert = EntityManager.prototype.insert;
  const spies = [
    jest.spyOn(Repository.prototype, 'insert').mockImplementation(function (this: Repository<ObjectLiteral>, ...args) {
      if (this.metadata.target !== target) return repoInsert.apply(this, args);
      hit.push(target);
      return Promise.reject(new Error('injected'));
    }),
    jest.spyOn(Repository.prototype, 'save').mockImplementation(function (this: Repository<ObjectLiteral>, ...args: unknown[]) {
      if (this.metadata.target !== target) return (repoSave as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      hit.push(target);
      return Promise.reject(new Error('injected'));
    } as never),
    jest.spyOn(EntityManager.prototype, 'insert').mockImplementation(function (this: EntityManager, entity, values) {
      if (entity !== target) return managerInsert.call(this, entity, values);
      hit.push(target);
      return Promise.reject(new Error('injected'));
    }),
  ];
  try {
    await expect(write()).rejects.toThrow('injected');
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return hit;
}
