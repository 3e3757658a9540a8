import { MESSAGES, type Role } from '#common';
import type { Complex, Person, World } from './world.js';

// The access matrix (issue 8, section 2): for every operation of the OpenAPI document, what each of eight callers
// gets. It is written out by hand from the spec (01 section 6: roles, default privileges, route privileges) and
// the scoping standard of MODULE-DONE.md, never derived from RULES or the access code, so that a wrong rule shows
// up as a failing cell. access-matrix-sweep.ts (run in shards by access-matrix.<shard>.e2e-spec.ts) checks every
// cell on a two-complex world and fails when an operation has no row here, or a row names an operation that no
// longer exists.
//
// Adding a module: one row per new operation in MATRIX below, under a comment naming its tag. The key is the
// OpenAPI method and path exactly; `call`, `object` or `list` says how the row is checked; the eight cells follow
// the column header; the request builder makes a call that succeeds when access is granted (see Side and Fresh).

/** The eight callers, in column order. */
export const ACTORS = ['anonymous', 'pending', 'student', 'parent', 'teacher', 'supervisor', 'administrator', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * What one caller gets from one operation.
 * - `allowed`: success (2xx) on any object, the other complex's too; a list shows both complexes' objects.
 *   For a public operation this is simply success for everybody, token or not.
 * - `refused`: 401 `{ error }` (not signed in) for anonymous; 403 for everyone else, with the forbidden message,
 *   or the inactive-account message for the pending account.
 * - `scoped`: success on an object of the caller's own complex, circle, child or self; 404 `{ error }` on the other
 *   complex's equivalent, exactly like a missing object. A list shows the first and not the second.
 * - `none`: past the role check, but no object is the caller's: 404 on both sides, a list shows neither (no row
 *   needs it today; it is for a role an endpoint admits whose row rule reaches nothing, such as a teacher before
 *   circles exist).
 */
export type Cell = 'allowed' | 'refused' | 'scoped' | 'none';

/**
 * A cell the API does not honour yet: the right behaviour, written as it should be, with the reason. The suite runs
 * it as `test.failing`, so it turns red the day the API is fixed and the marker must go. Use only when the lead has
 * decided the API is wrong; otherwise ask.
 */
export interface KnownGap<C extends Cell = Cell> {
  readonly cell: C;
  readonly gap: string;
}
export const knownGap = <C extends Cell>(cell: C, gap: string): KnownGap<C> => ({ cell, gap });

/** One cell as written in a row: its value, or a known gap. */
export type Entry<C extends Cell = Cell> = C | KnownGap<C>;

/** The eight cells of a row, in the order of {@link ACTORS}. */
export type Cells<C extends Cell = Cell> = readonly [
  anonymous: Entry<C>,
  pending: Entry<C>,
  student: Entry<C>,
  parent: Entry<C>,
  teacher: Entry<C>,
  supervisor: Entry<C>,
  administrator: Entry<C>,
  admin: Entry<C>,
];

/**
 * Whose object a call aims at. Every caller has a home complex (the suite runs each cell from complex A and again
 * from complex B); the own side is the home complex, the other side the other one.
 */
export interface Side {
  readonly which: 'own' | 'other';
  readonly complex: Complex;
  /**
   * The caller on the own side; on the other side the person of the same role in the other complex (for the
   * pending account, the other complex's pending account). The admin, who has no complex, is themselves on the own
   * side and meets the other complex's manager on the other. Anonymous has no account: the complex's student
   * stands in.
   */
  readonly me: Person;
}

/** Objects a call may use up, made fresh for each call so that no check changes the world for a later one. */
export interface Fresh {
  /** A national ID nobody has yet. */
  nationalId(): string;
  /** A new account of `role` (teacher unless told) in the side's complex, waiting for approval; its ID. */
  pendingAccount(side: Side, role?: Role): Promise<string>;
  /** A new complex with nobody in it, managed by the side's complex manager; its ID. */
  emptyComplex(side: Side): Promise<number>;
  /** A new circle of the side's complex and semester, with no teachers or students; its ID. */
  emptyClass(side: Side): Promise<number>;
  /** A new semester of the side's complex, with its default courses; its ID. */
  semester(side: Side): Promise<number>;
  /** A new course of the side's circle; its ID. */
  course(side: Side): Promise<number>;
  /** A new grade of the side's student in the side's circle and course; its ID. */
  grade(side: Side): Promise<number>;
  /** The first working day of the side's semester (attendance may be marked and points given on it). */
  workingDay(side: Side): Promise<string>;
  /** A new active student of the side's complex, actively enrolled in the side's circle; their ID. */
  studentInCircle(side: Side): Promise<string>;
  /** A new points entry, for a new student of the side's circle, on the first working day of its semester; its ID. */
  pointsEntry(side: Side): Promise<number>;
  /** A working day of the side's semester that no daily report has yet (a report may be written on it): each call the next one. */
  reportDay(side: Side): Promise<string>;
  /** A new daily report of the side's complex on a past day no other report has, with a row for the side's circle; its ID. */
  dailyReport(side: Side): Promise<number>;
  /** The token of a new, open password reset link of a fresh account (as the mail would carry it). */
  resetToken(): Promise<string>;
  /** A new active teacher of the side's complex, teaching nothing; their ID. */
  teacher(side: Side): Promise<string>;
  /** A new active student of the side's complex, in no circle and linked to nobody; their ID. */
  student(side: Side): Promise<string>;
  /** A new student linked to the side's parent; the link's id. */
  childLink(side: Side): Promise<number>;
  /** A new student of the side's complex whom the side's parent asked to link, waiting for the complex; the link's id. */
  pendingChildLink(side: Side): Promise<number>;
  /** A semester type and year that no semester of either complex has yet. */
  semesterTerm(): { type: 'summer' | 'second'; year: number };
}

export interface CallContext {
  readonly world: World;
  readonly actor: Actor;
  /** The side to aim at: own, then other for `allowed` and `scoped` object cells. */
  readonly side: Side;
  readonly fresh: Fresh;
}

/** The variable parts of one request; method and path come from the row's key. */
export interface Call {
  /** Values for the path's `{name}` parameters, every one of them. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | boolean>>;
  readonly body?: object;
}

export type RequestBuilder = (context: CallContext) => Call | Promise<Call>;

/**
 * How a row is checked:
 * - `call`: aims at no object (health, sign-in, registrations, creating a complex): allowed or refused only;
 * - `object`: aims at one object through its path or body; `allowed` and `scoped` cells send one call per side;
 * - `list`: one call; `shows` says whether the answer holds the side's object.
 */
export type Row = (
  | { readonly kind: 'call'; readonly cells: Cells<'allowed' | 'refused'>; readonly request: RequestBuilder }
  | { readonly kind: 'object'; readonly cells: Cells; readonly request: RequestBuilder }
  | { readonly kind: 'list'; readonly cells: Cells; readonly request: RequestBuilder; readonly shows: (body: any, side: Side) => boolean }
) & {
  /** The 403 sentence of a refused cell, where the spec gives the operation its own (else the general one). */
  readonly forbidden?: string;
  /**
   * The answer the cell is judged on, where a 200 carries the operations' own answers (the sync endpoint): as
   * {@link syncAnswer} reads it. Left out, the HTTP answer itself.
   */
  readonly answer?: (res: { status: number; body: any }) => { status: number; body: any };
};

const noInput: RequestBuilder = () => ({});
const call = (cells: Cells<'allowed' | 'refused'>, request: RequestBuilder = noInput): Row => ({ kind: 'call', cells, request });
const object = (cells: Cells, request: RequestBuilder, forbidden?: string): Row => ({ kind: 'object', cells, request, forbidden });

/**
 * A sync answer as one operation's: when every operation of the request came to the same (all applied: 200; all
 * refused with one status and sentence: that status and `{ error }`), that; anything mixed is a 500 holding the
 * results, which no cell expects. An envelope refusal (401, 403) is itself.
 */
export function syncAnswer(res: { status: number; body: any }): { status: number; body: any } {
  const results: { outcome: string; status?: number; error?: string }[] | undefined = res.status === 200 ? res.body?.results : undefined;
  if (!results) return res;
  const [first] = results;
  const same = results.every((result) => result.outcome === first.outcome && result.status === first.status && result.error === first.error);
  if (same && first.outcome === 'applied') return { status: 200, body: res.body };
  if (same && first.outcome === 'refused') return { status: first.status!, body: { error: first.error } };
  return { status: 500, body: results };
}

let syncOperations = 0;
/** An operation of the sync endpoint with a client_id never sent before. */
const syncOperation = (kind: 'attendance' | 'points' | 'grade', body: object) => ({
  client_id: `00000000-0000-4000-8000-${String(++syncOperations).padStart(12, '0')}`,
  kind,
  recorded_at: new Date().toISOString(),
  body,
});
const list = (cells: Cells, shows: (body: any, side: Side) => boolean, request: RequestBuilder = noInput): Row => ({ kind: 'list', cells, request, shows });

/** True when `rows` (an answer's array) holds a row with this id. */
const holds = (rows: { id: string | number }[] | undefined, id: string | number) => (rows ?? []).some((row) => row.id === id);

const names = { first_name: 'عبدالله', second_name: 'سالم', third_name: 'مبارك', last_name: 'الشهري' };
const registration = {
  staff: ({ fresh, side }: CallContext) => ({
    body: {
      id: fresh.nationalId(),
      ...names,
      phone: '0561234567',
      email: 'staff@example.com',
      password: 'secret1',
      user_type: 'teacher',
      school_id: side.complex.school.id,
    },
  }),
  student: ({ fresh }: CallContext) => ({
    body: { id: fresh.nationalId(), ...names, password: 'secret1', school_level: 'الصف الأول المتوسط', date_of_birth: '2012-05-14', parent_id: null },
  }),
  parent: ({ fresh }: CallContext) => ({
    body: {
      id: fresh.nationalId(),
      ...names,
      neighborhood: 'حي النسيم',
      phone: '0551234567',
      email: 'parent@example.com',
      password: 'secret1',
      childIds: [],
      registerSelf: false,
    },
  }),
};

/**
 * Every operation of apps/api/openapi.json and what each caller gets. One object literal, so a repeated key does
 * not compile.
 */
export const MATRIX: Readonly<Record<string, Row>> = {
  // Column order of every row:
  //                                 anonymous  pending    student    parent     teacher    supervisor administrator admin

  // health
  'GET /api/health': call(['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed']),

  // audit: the trail is the platform's (system.manage): by default the admin only; not scoped by complex.
  'GET /api/audit': call(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed']),

  // dashboard: any signed-in, active account; what each sees is scoped in the answer (dashboard.e2e-spec.ts). The bell
  // is kept by a pending account, which always gets 0.
  'GET /api/dashboard/stats': call(['refused', 'refused', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed']),
  'GET /api/dashboard/activities': call(['refused', 'refused', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed']),
  'GET /api/dashboard/notifications': call(['refused', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed']),

  // auth: signing in is public; /me is kept by a pending account.
  'POST /api/auth/login': call(['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'], ({ side }) => ({
    body: { id: side.me.id, password: side.me.password },
  })),
  'GET /api/auth/me': call(['refused', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed']),

  // profile: one's own account, kept by limited accounts too. The password change renews the caller's session (the
  // suite goes on with the new password and token).
  'GET /api/profile/me': call(['refused', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed']),
  'PUT /api/profile/me': call(['refused', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'], () => ({
    body: { address: 'حي الملقا، الرياض' },
  })),
  'POST /api/profile/change-password': call(['refused', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'], ({ side }) => ({
    body: { currentPassword: side.me.password, newPassword: `Renewed1-${side.me.password}`, confirmPassword: `Renewed1-${side.me.password}` },
  })),

  // forgot password: public; a request for an unknown ID gets the same answer; a made-up token is refused for all.
  'POST /api/forgot-password/request': call(['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'], ({ fresh }) => ({
    body: { identifier: fresh.nationalId() },
  })),
  'POST /api/forgot-password/verify-token': call(
    ['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'],
    async ({ fresh }) => ({ body: { token: await fresh.resetToken() } }),
  ),
  'POST /api/forgot-password/reset': call(['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'], async ({ fresh }) => {
    const token = await fresh.resetToken();
    return { body: { token, newPassword: 'Matrix2026', confirmPassword: 'Matrix2026' } };
  }),

  // registration: public forms, answered with a pending account.
  'POST /api/teachers': call(['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'], registration.staff),
  'POST /api/students': call(['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'], registration.student),
  'POST /api/parents': call(['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'], registration.parent),

  // users: approvals and switching accounts on and off are user management (users.manage), which by default only
  // the admin holds. Each call approves, rejects or switches on a fresh pending account of the side's complex.
  'GET /api/users/pending': list(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], (body, side) =>
    holds(body.users, side.complex.pending.id),
  ),
  'POST /api/users/{id}/approve': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.pendingAccount(side) },
  })),
  'POST /api/users/approve': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], async ({ fresh, side }) => ({
    body: { ids: [await fresh.pendingAccount(side), await fresh.pendingAccount(side, 'parent')] },
  })),
  'POST /api/users/{id}/reject': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.pendingAccount(side) },
  })),
  // The account forms and the role edit: users.manage (the admin by default); switching a platform admin on or off
  // is system.manage. Each aims at a fresh supervisor-to-be of the side's complex. A grant of users.manage never
  // lets its holder give a role above their own (403): cells are of role defaults, so accounts.e2e-spec.ts checks
  // that with granted supervisors, teachers and parents (and database.e2e-spec.ts for the browser's role edits).
  'POST /api/users': call(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], ({ fresh, side }) => {
    const id = fresh.nationalId();
    return {
      body: {
        id,
        first_name: 'سعد',
        last_name: 'الحربي',
        email: `${id}@example.com`,
        role: 'supervisor',
        school_id: side.complex.school.id,
        password: 'secret1',
        confirm_password: 'secret1',
      },
    };
  }),
  'PUT /api/users/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.teacher(side) },
    body: { role: 'supervisor', school_id: side.complex.school.id },
  })),
  'PATCH /api/users/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.teacher(side) },
    body: { is_active: false },
  })),
  'PATCH /api/users/{id}/toggle-active': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'],
    async ({ fresh, side }) => ({ params: { id: await fresh.pendingAccount(side) } }),
  ),

  // privileges: everyone reads their own grants (a pending account too); another user's needs system.manage, and
  // replacing grants is the privilege editor's (system.manage): by default the admin only. PUT sends the target's
  // current grants (none), so it changes nothing.
  'GET /api/privileges/{userId}': object(['refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { userId: side.me.id },
  })),
  'PUT /api/privileges/{userId}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], ({ side }) => ({
    params: { userId: side.complex.teacher.id },
    body: { permissions: {} },
  })),

  // schools: every role has schools.view and sees the complex it works or studies in, a parent those of their
  // children; a complex manager has schools.edit on the complexes assigned to them; creating and deleting are the
  // admin's.
  'GET /api/schools/public': list(['allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed', 'allowed'], (body, side) =>
    holds(body.schools, side.complex.school.id),
  ),
  'GET /api/schools': list(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], (body, side) =>
    holds(body.schools, side.complex.school.id),
  ),
  'POST /api/schools': call(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], () => ({
    body: { name: 'مجمع النور', address: 'حي الروضة, جدة, منطقة مكة المكرمة' },
  })),
  'GET /api/schools/{id}': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.school.id },
  })),
  'PUT /api/schools/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.school.id },
    body: { name: side.complex.school.name, address: side.complex.school.address, is_active: true },
  })),
  'DELETE /api/schools/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.emptyComplex(side) },
  })),

  // teachers: the staff list needs users.view (teachers, supervisors, managers by default); each sees the teachers
  // of their own complex, a teacher only themselves.
  'GET /api/teachers': list(['refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'scoped', 'allowed'], (body, side) =>
    holds(body.teachers, side.complex.teacher.id),
  ),

  // classes: reading circles needs academic.view, which every role holds by default; each sees the circles of their
  // complex (manager, supervisor), those they teach (teacher), their child's (parent) or their own (student).
  // Writing needs academic.manage: the manager inside their complex, and the admin.
  'GET /api/classes': list(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], (body, side) =>
    holds(body, side.complex.circle.id),
  ),
  'POST /api/classes': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'], ({ side }) => ({
    body: {
      name: 'حلقة جديدة',
      school_id: side.complex.school.id,
      semester_id: side.complex.semester.id,
      school_level: 'روضة',
      teacher_ids: [side.complex.teacher.id],
    },
  })),
  'GET /api/classes/{id}': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.circle.id },
  })),
  'PUT /api/classes/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.circle.id },
    body: { is_active: true },
  })),
  'DELETE /api/classes/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.emptyClass(side) },
  })),
  'POST /api/classes/{id}/teachers': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.circle.id },
    body: { teacher_ids: [side.complex.teacher.id] },
  })),
  'GET /api/classes/{classId}/students': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { classId: side.complex.circle.id },
  })),
  // Putting students in a circle is circle management: the manager inside their complex, and the admin.
  'POST /api/classes/{classId}/students': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'],
    async ({ fresh, side }) => ({
      params: { classId: await fresh.emptyClass(side) },
      body: { student_ids: [await fresh.student(side), await fresh.student(side)] },
    }),
  ),

  // semesters: read with academic.view within one's complex (a parent: the children's); written with
  // academic.manage by the manager of the complex and the admin; deleted by the admin alone, with the spec's 403.
  'GET /api/semesters': list(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], (body, side) =>
    holds(body.semesters, side.complex.semester.id),
  ),
  'GET /api/semesters/current': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    query: { school_id: side.complex.school.id },
  })),
  'POST /api/semesters': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'], ({ side, fresh }) => {
    const { type, year } = fresh.semesterTerm();
    return { body: { school_id: side.complex.school.id, type, year, start_date: `${year}-06-20`, end_date: `${year}-08-10` } };
  }),
  'PUT /api/semesters/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.semester.id },
    body: { weekend_days: [5, 6] },
  })),
  'DELETE /api/semesters/{id}': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'],
    async ({ fresh, side }) => ({ params: { id: await fresh.semester(side) } }),
    MESSAGES.semesters.deleteForbidden,
  ),

  // courses: reached through their semester and circle, like them.
  'GET /api/semesters/{semesterId}/classes/{classId}/courses': object(
    ['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'],
    ({ side }) => ({ params: { semesterId: side.complex.semester.id, classId: side.complex.circle.id } }),
  ),
  'POST /api/semesters/{semesterId}/classes/{classId}/courses': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'],
    ({ side }) => ({ params: { semesterId: side.complex.semester.id, classId: side.complex.circle.id }, body: { name: 'التجويد', percentage: 10 } }),
  ),
  'GET /api/semesters/{semesterId}/courses/{schoolId}': object(
    ['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'],
    ({ side }) => ({ params: { semesterId: side.complex.semester.id, schoolId: side.complex.school.id } }),
  ),
  'POST /api/semesters/{semesterId}/courses': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'], ({ side }) => ({
    params: { semesterId: side.complex.semester.id },
    body: { name: 'السيرة النبوية', percentage: 5, school_id: side.complex.school.id },
  })),
  'GET /api/semester-courses': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    query: { semester_id: side.complex.semester.id },
  })),
  'PUT /api/courses/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.course.id },
    body: { description: 'أحكام التلاوة' },
  })),
  'DELETE /api/courses/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.course(side) },
  })),

  // grading: giving grades is the admin's, complex managers' and teachers' (others' only by an academic.manage grant)
  // in a circle the caller may grade: a supervisor views grading and grades nowhere. Reading is everyone's,
  // scoped to the student (a parent's child, a student self); the circle's grade book and the profile dialog are
  // staff's; the comprehensive grading table is the admin's, complex managers' and teachers'.
  'POST /api/classes/{classId}/grades': object(
    ['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'],
    async ({ fresh, side }) => ({
      params: { classId: side.complex.circle.id },
      body: {
        student_id: side.complex.student.id,
        course_id: side.complex.course.id,
        grade_value: 15,
        max_grade: 20,
        grade_date: await fresh.workingDay(side),
      },
    }),
  ),
  'PUT /api/grades/{id}': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.grade(side) },
    body: { grade_value: 17, max_grade: 20 },
  })),
  'DELETE /api/grades/{id}': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.grade(side) },
  })),
  'GET /api/grades/student/{studentId}': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { studentId: side.complex.student.id },
  })),
  'GET /api/grades/student/{studentId}/semester/{semesterId}': object(
    ['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'],
    ({ side }) => ({ params: { studentId: side.complex.student.id, semesterId: side.complex.semester.id } }),
  ),
  'GET /api/grades/student/{studentId}/review': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { studentId: side.complex.student.id },
  })),
  'GET /api/grades/semester/{semesterId}/class/{classId}': object(
    ['refused', 'refused', 'none', 'none', 'scoped', 'scoped', 'scoped', 'allowed'],
    ({ side }) => ({ params: { semesterId: side.complex.semester.id, classId: side.complex.circle.id } }),
  ),
  'GET /api/grading/school/{schoolId}/semester/{semesterId}': object(
    ['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'],
    ({ side }) => ({ params: { schoolId: side.complex.school.id, semesterId: side.complex.semester.id } }),
  ),
  'GET /api/grading/student/{studentId}/class/{classId}/semester/{semesterId}/grades': object(
    ['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'],
    ({ side }) => ({ params: { studentId: side.complex.student.id, classId: side.complex.circle.id, semesterId: side.complex.semester.id } }),
  ),
  'POST /api/grading/grade': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    body: {
      student_id: side.complex.student.id,
      course_id: side.complex.course.id,
      class_id: side.complex.circle.id,
      semester_id: side.complex.semester.id,
      grade_value: 15,
      max_grade: 20,
      date_graded: await fresh.workingDay(side),
    },
  })),
  'PUT /api/grading/grade/{id}': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.grade(side) },
    body: { grade_value: 17, max_grade: 20 },
  })),
  'DELETE /api/grading/grade/{id}': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.grade(side) },
  })),
  'GET /api/classes/{classId}/student/{studentId}/profile': object(
    ['refused', 'refused', 'none', 'none', 'scoped', 'scoped', 'scoped', 'allowed'],
    ({ side }) => ({ params: { classId: side.complex.circle.id, studentId: side.complex.student.id } }),
  ),
  'PUT /api/classes/{classId}/student/{studentId}/goal': object(
    ['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'],
    ({ side }) => ({ params: { classId: side.complex.circle.id, studentId: side.complex.student.id }, body: { target_surah_id: 78, target_ayah_number: 40 } }),
  ),
  'GET /api/students/{id}/goals': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.student.id },
  })),

  // attendance: the grid and its circles are staff's (a supervisor reads their complex's); marking is
  // attendance.manage (admin, complex managers, teachers by default) in the circles one teaches or manages; a
  // student's records are attendance.view, every role's (a parent their children's, a student their own); the
  // repair of attendance dates is the platform admins' (system.manage).
  'GET /api/attendance/classes': list(['refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'scoped', 'allowed'], (body, side) =>
    holds(body.classes, side.complex.circle.id),
  ),
  'GET /api/attendance/semester/{semesterId}/class/{classId}': object(
    ['refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'scoped', 'allowed'],
    ({ side }) => ({ params: { semesterId: side.complex.semester.id, classId: side.complex.circle.id } }),
  ),
  'POST /api/attendance/mark': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    body: {
      semester_id: side.complex.semester.id,
      class_id: side.complex.circle.id,
      student_id: side.complex.student.id,
      attendance_date: await fresh.workingDay(side),
      is_present: true,
    },
  })),
  'GET /api/attendance/student/{id}': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.student.id },
  })),
  'POST /api/attendance/fix-dates': call(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed']),

  // points: giving, changing and deleting are the admin's, complex managers' and teachers' (others' only by an
  // academic.manage grant) in the circles they may give points in; the grid, the circles to pick and the report
  // are staff's, a supervisor reading their complex's; a student's points are everyone's to read, scoped to the
  // student (a parent's child, a student self).
  'GET /api/points/student/{studentId}': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { studentId: side.complex.student.id },
  })),
  'POST /api/points': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    body: {
      student_id: await fresh.studentInCircle(side),
      class_id: side.complex.circle.id,
      semester_id: side.complex.semester.id,
      points_date: await fresh.workingDay(side),
      points_given: 4,
    },
  })),
  'PUT /api/points/day': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    body: {
      class_id: side.complex.circle.id,
      semester_id: side.complex.semester.id,
      points_date: await fresh.workingDay(side),
      entries: [{ student_id: await fresh.studentInCircle(side), points_given: 4 }],
    },
  })),
  'PUT /api/points/{id}': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.pointsEntry(side) },
    body: { points_given: 3.5 },
  })),
  'DELETE /api/points/{id}': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.pointsEntry(side) },
  })),
  'GET /api/points/teacher/my-classes': list(['refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'scoped', 'allowed'], (body, side) =>
    holds(body.classes, side.complex.circle.id),
  ),
  'GET /api/points/class/{classId}': object(['refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { classId: side.complex.circle.id },
  })),
  // The report lists students with points in the span: each call gives one to a new student of each complex's circle.
  'GET /api/points/reports/students-summary': list(
    ['refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'scoped', 'allowed'],
    (body, side) => (body.students ?? []).some((row: { class_id: number }) => row.class_id === side.complex.circle.id),
    async ({ fresh, side, world }) => {
      for (const complex of [world.a, world.b]) await fresh.pointsEntry({ ...side, complex });
      return { query: { date_from: '2020-01-01', date_to: '2050-12-31' } };
    },
  ),

  // sync: any signed-in, active account may send the offline outbox's request; each operation in it is then held to
  // its own endpoint's rule and scope (POST /api/attendance/mark, POST /api/points, POST /api/grading/grade, whose
  // rows above say the same). The request carries one operation of each kind for a new student of the side's circle;
  // a cell is judged on what the operations came to (syncAnswer): all applied, or all refused alike.
  'POST /api/sync': {
    ...object(['refused', 'refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'allowed'], async ({ fresh, side }) => {
      const place = { class_id: side.complex.circle.id, semester_id: side.complex.semester.id };
      const [student_id, day] = [await fresh.studentInCircle(side), await fresh.workingDay(side)];
      return {
        body: {
          operations: [
            syncOperation('attendance', { ...place, student_id, attendance_date: day, is_present: true }),
            syncOperation('points', { ...place, student_id, points_date: day, points_given: 4 }),
            syncOperation('grade', { ...place, student_id, course_id: side.complex.course.id, grade_value: 15, max_grade: 20, grade_date: day }),
          ],
        },
      };
    }),
    answer: syncAnswer,
  },

  // daily-reports: the administration's and supervisors' alone (spec 03), read and written within their complex: a
  // manager their complexes', a supervisor their complex's, the admin every one. The statistics aim at no object:
  // their totals are scoped like the list, which daily-reports.e2e-spec.ts checks number by number.
  'GET /api/daily-reports': list(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'],
    (body, side) => (body.reports ?? []).some((report: { school_id: number }) => report.school_id === side.complex.school.id),
    async ({ fresh, side, world }) => {
      for (const complex of [world.a, world.b]) await fresh.dailyReport({ ...side, complex });
      return {};
    },
  ),
  'GET /api/daily-reports/statistics/summary': call(['refused', 'refused', 'refused', 'refused', 'refused', 'allowed', 'allowed', 'allowed']),
  'GET /api/daily-reports/auto-fill/{schoolId}/{date}': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'],
    async ({ fresh, side }) => ({ params: { schoolId: side.complex.school.id, date: await fresh.workingDay(side) } }),
  ),
  'GET /api/daily-reports/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.dailyReport(side) },
  })),
  'POST /api/daily-reports': object(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    body: {
      school_id: side.complex.school.id,
      report_date: await fresh.reportDay(side),
      class_reports: [{ class_id: side.complex.circle.id, teacher_id: side.complex.teacher.id, students_enrolled: 1, students_present: 1 }],
    },
  })),
  'PUT /api/daily-reports/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], async ({ fresh, side }) => {
    const id = await fresh.dailyReport(side);
    return {
      params: { id },
      body: {
        school_id: side.complex.school.id,
        report_date: await fresh.reportDay(side),
        report_notes: 'تعديل',
        class_reports: [{ class_id: side.complex.circle.id }],
      },
    };
  }),
  'DELETE /api/daily-reports/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.dailyReport(side) },
  })),

  // teachers: managing them is users.edit (supervisors and complex managers by default) inside one's complex, and
  // the admin's anywhere.
  'PUT /api/teachers/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.teacher.id },
    body: { specialization: 'التجويد' },
  })),
  'POST /api/teachers/{id}/classes': object(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.teacher.id },
    body: { class_ids: [side.complex.circle.id] },
  })),
  'PATCH /api/teachers/{id}/activate': object(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.teacher.id },
    body: { is_active: true },
  })),
  'DELETE /api/teachers/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.teacher(side) },
  })),

  // students: every signed-in user lists and reads the students they may see (a student themself, a parent the
  // children, a teacher the circle's); adding and editing are users.create/edit inside one's complex; deleting for
  // good is users.delete, the admin's by default.
  'GET /api/students': list(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], (body, side) =>
    holds(body, side.complex.student.id),
  ),
  'POST /api/students/manage': object(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], ({ fresh, side }) => ({
    body: { id: fresh.nationalId(), ...names, school_level: 'روضة', school_id: side.complex.school.id, status: 'active' },
  })),
  'GET /api/students/{id}': object(['refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.student.id },
  })),
  'PUT /api/students/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { id: side.complex.student.id },
    body: { notes: 'يحتاج إلى متابعة في المراجعة' },
  })),
  'DELETE /api/students/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.student(side) },
  })),

  // users as the people screens need them: listing is users.view (teachers, supervisors and managers have it), each
  // seeing the accounts of their scope and themself; profiles are users.edit; deleting for good is users.delete.
  'GET /api/users': list(['refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'scoped', 'allowed'], (body, side) => holds(body, side.me.id)),
  'PUT /api/users/{id}/profile': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'],
    // The family name stays: a parent links brothers and sisters by it (POST /api/children/{parentId}/add below).
    ({ side }) => ({
      params: { id: side.complex.parent.id },
      body: { first_name: 'سالم', last_name: 'الزهراني', email: `${side.complex.parent.id}@example.com` },
    }),
  ),
  'DELETE /api/users/{id}': object(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], async ({ fresh, side }) => ({
    params: { id: await fresh.pendingAccount(side, 'parent') },
  })),

  // children: a parent reads and changes their own links; staff those of their complex's parents (a teacher reads
  // those of their circle's); linking needs users.edit or being the parent.
  'GET /api/children/{parentId}': object(['refused', 'refused', 'refused', 'scoped', 'scoped', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { parentId: side.complex.parent.id },
  })),
  'GET /api/children/{parentId}/available': object(['refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'scoped', 'allowed'], ({ side }) => ({
    params: { parentId: side.complex.parent.id },
  })),
  'POST /api/children/{parentId}/add': object(
    ['refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'scoped', 'allowed'],
    async ({ fresh, side }) => ({ params: { parentId: side.complex.parent.id }, body: { studentId: await fresh.student(side), relationshipType: 'guardian' } }),
  ),
  'DELETE /api/children/{parentId}/{relationshipId}': object(
    ['refused', 'refused', 'refused', 'scoped', 'refused', 'scoped', 'scoped', 'allowed'],
    async ({ fresh, side }) => ({ params: { parentId: side.complex.parent.id, relationshipId: await fresh.childLink(side) } }),
  ),
  // A parent's link to a child who did not name them waits for the child's complex: staff who may edit the child
  // (users.edit: supervisors and managers by default, within their complex) list, confirm and refuse those requests.
  // Each call makes a fresh request of each complex's parent for a new student of that complex.
  'GET /api/children/pending': list(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'],
    (body, side) => (body.links ?? []).some((link: { parent: { id: string } }) => link.parent.id === side.complex.parent.id),
    async ({ fresh, side, world }) => {
      for (const complex of [world.a, world.b]) await fresh.pendingChildLink({ ...side, complex });
      return {};
    },
  ),
  'POST /api/children/pending/{relationshipId}/approve': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'],
    async ({ fresh, side }) => ({ params: { relationshipId: await fresh.pendingChildLink(side) } }),
  ),
  'POST /api/children/pending/{relationshipId}/reject': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'],
    async ({ fresh, side }) => ({ params: { relationshipId: await fresh.pendingChildLink(side) } }),
  ),

  // parent-students: the parent pages, the parent's own (RULES.personal.parent); another family's child is 404.
  'GET /api/parent-students/my-students': list(['refused', 'refused', 'refused', 'scoped', 'refused', 'refused', 'refused', 'refused'], (body, side) =>
    holds(body.students, side.complex.student.id),
  ),
  'GET /api/parent-students/student/{id}': object(['refused', 'refused', 'refused', 'scoped', 'refused', 'refused', 'refused', 'refused'], ({ side }) => ({
    params: { id: side.complex.student.id },
  })),
  'GET /api/parent-students/student/{id}/overview': object(
    ['refused', 'refused', 'refused', 'scoped', 'refused', 'refused', 'refused', 'refused'],
    ({ side }) => ({ params: { id: side.complex.student.id } }),
  ),

  // passwords: users.edit (complex managers and supervisors by default) sets the passwords of their complex's
  // students, the admin anyone's. Each reset is on a fresh student, so no signed-in person of the world is signed out.
  'GET /api/user-management/password-reset-users': list(['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'], (body, side) =>
    holds(body.users, side.complex.student.id),
  ),
  'POST /api/user-management/reset-password': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'scoped', 'scoped', 'allowed'],
    async ({ fresh, side }) => ({ body: { userId: await fresh.student(side), newPassword: 'new-secret-1' } }),
  ),

  // database: the database browser is system.manage (spec 01 section 6: the admin by default) and sees the whole
  // database, unscoped. The grid of complexes shows both; the edit sends a complex its own name back; the delete
  // takes a fresh, empty complex.
  'GET /api/database/tables': call(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed']),
  'GET /api/database/table/{tableName}': list(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'],
    (body, side) => holds(body.records, side.complex.school.id),
    () => ({ params: { tableName: 'schools' } }),
  ),
  'POST /api/database/table/{tableName}/record': call(['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'], () => ({
    params: { tableName: 'schools' },
    body: { name: 'مجمع الفرقان', address: 'حي الروضة, جدة, منطقة مكة المكرمة' },
  })),
  'PUT /api/database/table/{tableName}/record/{primaryKeyValue}': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'],
    ({ side }) => ({ params: { tableName: 'schools', primaryKeyValue: side.complex.school.id }, body: { name: side.complex.school.name } }),
  ),
  'DELETE /api/database/table/{tableName}/record/{primaryKeyValue}': object(
    ['refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'refused', 'allowed'],
    async ({ fresh, side }) => ({ params: { tableName: 'schools', primaryKeyValue: await fresh.emptyComplex(side) } }),
  ),
};
