import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { semesterWorkingDays, type Role } from '#common';
import { Attendance } from '../../attendance/entities/attendance.entity.js';
import { ClassTeacher } from '../../classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../classes/entities/enrollment.entity.js';
import type { School } from '../../schools/entities/school.entity.js';
import type { Semester } from '../../semesters/entities/semester.entity.js';
import type { User } from '../../users/entities/user.entity.js';
import { FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, type CityKey, type NamePair } from './names.js';
import { Random } from './random.js';

/** A demo complex and the people who work and study in it, for later steps to build on (circles, grades...). */
export interface DemoComplex {
  school: School;
  /** Boys' complexes have male staff and students, girls' complexes female ones. */
  gender: 'male' | 'female';
  cityKey: CityKey;
  /** What its circles' codes start with (RY-01...). */
  code: string;
  manager: User;
  supervisors: User[];
  teachers: User[];
  students: User[];
}

/** A family of students and the parent linked to them. */
export interface DemoFamily {
  parent: User | null;
  relation: 'father' | 'mother' | 'uncle' | null;
  children: User[];
}

/** One account the seed prints, and the README lists. */
export interface SignIn {
  role: string;
  id: string;
  password: string;
  name: string;
  note: string;
}

/**
 * What the seed steps share. Steps read what earlier ones made (`complexes`, `parents`) and add their own; each
 * step draws from its own random stream (`random(name)`) and ID stream (`identities(name)`), so the data one step
 * makes does not shift when another step changes.
 */
export interface SeedContext {
  options: { students: number };
  /** The demo password, and its argon2 hash computed once for every demo account. */
  password: string;
  passwordHash: string;
  /** The year dates of birth are counted from. */
  year: number;
  random(stream: string): Random;
  identities(stream: string): Identities;
  complexes: DemoComplex[];
  /** Registered parents with linked children. */
  parents: User[];
  /** Children by family, with the parent who registered (null when none did) and who that parent is to them. */
  families: DemoFamily[];
  signIns: SignIn[];
}

/** A step of the demo seed: runs in one transaction and says in a few words what it made. */
export interface Seed {
  name: string;
  /**
   * Whether its writes go to the audit trail. A step that stands for what people did through the app (self-
   * registrations, which are anonymous; the audit step's approvals and edits, each by its author) says so; the bulk
   * fixture (complexes, staff, students) is the demo's starting point, nobody's action, and is not recorded.
   */
  audited?: boolean;
  run(em: EntityManager, ctx: SeedContext): Promise<string>;
}

/** National IDs, mobiles and e-mails unique across the whole seed (the sets are shared by every stream). */
export class IdentityRegistry {
  readonly ids = new Set<string>();
  readonly phones = new Set<string>();
  readonly emails = new Set<string>();
}

/** Valid, unique identity data drawn from one random stream. */
export class Identities {
  constructor(
    private readonly random: Random,
    private readonly taken: IdentityRegistry,
  ) {}

  /** A 10-digit national ID: 1 for a citizen (2 for a resident, 1 in 10), 8 digits, and the Luhn check digit. */
  nationalId(): string {
    for (;;) {
      const body = (this.random.chance(0.1) ? '2' : '1') + String(this.random.int(0, 99_999_999)).padStart(8, '0');
      const id = body + luhnDigit(body);
      if (!this.taken.ids.has(id)) {
        this.taken.ids.add(id);
        return id;
      }
    }
  }

  /** A Saudi mobile number, 05XXXXXXXX, on one of the operators' prefixes. */
  mobile(): string {
    for (;;) {
      const phone = `05${this.random.pick(['0', '3', '4', '5', '6', '8', '9'])}${String(this.random.int(0, 9_999_999)).padStart(7, '0')}`;
      if (!this.taken.phones.has(phone)) {
        this.taken.phones.add(phone);
        return phone;
      }
    }
  }

  /** `first.family@example.com`, numbered when taken (example.com receives no mail). */
  email(first: NamePair, family: NamePair): string {
    const base = `${first[1]}.${family[1]}`;
    for (let n = 1; ; n += 1) {
      const email = `${base}${n === 1 ? '' : n}@example.com`;
      if (!this.taken.emails.has(email)) {
        this.taken.emails.add(email);
        return email;
      }
    }
  }
}

/** The Luhn check digit of a string of digits (the scheme of Saudi national and residence IDs). */
export function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A lineage: a person's own name, father's, grandfather's and family name. */
export interface Lineage {
  father: NamePair;
  grandfather: NamePair;
  family: NamePair;
}

/** A new lineage: a father, his father and a family name. */
export function newLineage(random: Random): Lineage {
  const father = random.pick(MALE_NAMES);
  let grandfather = random.pick(MALE_NAMES);
  while (grandfather === father) grandfather = random.pick(MALE_NAMES);
  return { father, grandfather, family: random.pick(FAMILY_NAMES) };
}

/** The lineage of the father of a child of `lineage`: his father is the child's grandfather. */
export function fathersLineage(random: Random, lineage: Lineage): Lineage {
  return { father: lineage.grandfather, grandfather: random.pick(MALE_NAMES), family: lineage.family };
}

/** A first name of the gender, not the same as the father's (a son is rarely named after his father). */
export function firstName(random: Random, gender: 'male' | 'female', lineage?: Lineage): NamePair {
  const pool = gender === 'male' ? MALE_NAMES : FEMALE_NAMES;
  let name = random.pick(pool);
  while (lineage && name === lineage.father) name = random.pick(pool);
  return name;
}

/** The four name columns of a person with `first` as their name in `lineage`. */
export function fourNames(first: NamePair, lineage: Lineage): Pick<User, 'first_name' | 'second_name' | 'third_name' | 'last_name'> {
  return { first_name: first[0], second_name: lineage.father[0], third_name: lineage.grandfather[0], last_name: lineage.family[0] };
}

/** The full four-part name of a user, for the sign-in table. */

/** The fields every demo account shares: approved and active, with the demo password. */
export function account(ctx: SeedContext, role: Role, fields: Partial<User>): User {
  return {
    role,
    password_hash: ctx.passwordHash,
    is_active: true,
    account_status: 'active',
    email: null,
    phone: null,
    school_id: null,
    address: null,
    neighborhood: null,
    date_of_birth: null,
    school_level: null,
    notes: null,
    ...fields,
  } as User;
}

/**
 * Inserts rows in batches of `size` (one multi-row INSERT each), inside the step's transaction. The rows are not
 * read back (`updateEntity(false)`): TypeORM's read-back after a multi-row insert matches rows by position in an
 * unordered SELECT, which on SQLite writes one row's id and timestamps into another row's object. Subscribers
 * still run (search_text is kept).
 */
export async function insertMany<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, rows: T[], size = 300): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await em
      .createQueryBuilder()
      .insert()
      .into(target)
      .values(rows.slice(start, start + size) as never)
      .updateEntity(false)
      .execute();
  }
}

/** Most placeholders a statement of {@link bulkInsert} carries: under SQLite's 32,766 and MySQL's 65,535. */
const PLACEHOLDERS = 30_000;

/**
 * Inserts rows of one shape (every row sets the same columns) with plain multi-row INSERTs of `?` placeholders, as
 * many rows a statement as stay under {@link PLACEHOLDERS}, inside the step's transaction. For the big tables of the
 * semester's days (attendance, grades, points, report rows): through the query builder ({@link insertMany}) most of
 * the seed's time went on naming and escaping each value one by one, and SQLite prepared every statement anew; here
 * the statement is the same for each full batch. No subscriber runs: these tables have no search text, and their
 * steps are not audited. Each value goes through its column's transformer and the driver's conversion (SQLite's
 * booleans as 0 and 1), as in the query builder.
 */
export async function bulkInsert<T extends ObjectLiteral>(em: EntityManager, target: EntityTarget<T>, rows: T[]): Promise<void> {
  if (rows.length === 0) return;
  const metadata = em.connection.getMetadata(target);
  const driver = em.connection.driver;
  const columns = metadata.columns.filter((column) => rows[0][column.propertyName] !== undefined);
  const perStatement = Math.floor(PLACEHOLDERS / columns.length);
  const head = `INSERT INTO ${driver.escape(metadata.tableName)} (${columns.map((column) => driver.escape(column.databaseName)).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    const values = batch.flatMap((row) => columns.map((column) => driver.preparePersistentValue(column.getEntityValue(row, true), column)));
    await em.query(head + new Array(batch.length).fill(tuple).join(', '), values);
  }
}

/**
 * What the steps that fill the semester's days (attendance, grades, points) go through: every active enrolment with
 * its circle, semester and student, each circle's primary teacher, and the working days of a semester before today
 * (today is left for the demo to fill), worked out once per semester.
 */
export async function enrolledDays(em: EntityManager, today: string) {
  const enrolments = await em
    .getRepository(Enrollment)
    .find({ where: { is_active: true }, relations: { class: true, semester: true, student: true }, order: { id: 'ASC' } });
  const primaries = new Map((await em.getRepository(ClassTeacher).findBy({ role: 'primary' })).map((row) => [row.class_id, row.teacher_id]));
  const days = new Map<number, string[]>();
  const pastDays = (semester: Semester) =>
    days.get(semester.id) ??
    days
      .set(
        semester.id,
        semesterWorkingDays(semester).filter((day) => day < today),
      )
      .get(semester.id)!;
  return { enrolments, primaries, pastDays };
}

/** The days each student was marked absent, as `studentId|date`: no grades or points are given on them. */
export async function absences(em: EntityManager): Promise<Set<string>> {
  const rows = await em
    .getRepository(Attendance)
    .createQueryBuilder('mark')
    .select(['mark.student_id AS student_id', 'mark.attendance_date AS attendance_date'])
    .where('mark.is_present = :present', { present: false })
    .getRawMany<{ student_id: string; attendance_date: string }>();
  return new Set(rows.map((row) => `${row.student_id}|${row.attendance_date}`));
}
