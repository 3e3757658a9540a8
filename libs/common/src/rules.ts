import { hasLimitedAccess, type AccountState } from './account.js';
import { MESSAGES } from './messages.js';
import { can, type Permissions, type PrivilegeRequirement } from './privileges.js';
import type { Role } from './roles.js';

/**
 * Who may call an operation or open a screen. The API's `@Access`, the web's route table and the web's `useCan`
 * all read these, through {@link allows}, so the web hides exactly what the API refuses.
 */
export type AccessRule =
  | {
      readonly public: true;
      /** Reads the caller's session when a token is sent (the call then acts for them); without one it is anonymous. */
      readonly readsSession?: boolean;
    }
  | {
      readonly public?: false;
      /** Roles admitted outright. Absent with no privilege: any signed-in, fully active user. */
      readonly roles?: readonly Role[];
      /** Admits a user outside `roles` whose privileges allow this (`can`). */
      readonly privilege?: PrivilegeRequirement;
      /** Also admits accounts with limited access (pending, rejected or inactive). */
      readonly allowLimited?: boolean;
      /** The 403 sentence when the rule refuses, where the spec gives one; else the general forbidden message. */
      readonly forbidden?: string;
    };

/** The person a rule is asked about: role, own grants and account state. */
export interface RuleSubject extends AccountState {
  role: Role;
  permissions?: Permissions | null;
}

/**
 * Whether `rule` admits `subject` (null: nobody signed in). Public rules admit everyone; otherwise a limited
 * account passes only rules that allow it, then the role list admits, or else the privilege by `can`.
 */
export function allows(rule: AccessRule, subject: RuleSubject | null): boolean {
  if (rule.public) return true;
  if (!subject) return false;
  if (hasLimitedAccess(subject) && !rule.allowLimited) return false;
  return admitsByRoleOrPrivilege(rule, subject);
}

/**
 * The role-or-privilege half of {@link allows}, for callers that have already dealt with the account state (the
 * API guard answers a limited account with its own message; the route guard sends it to /about).
 */
export function admitsByRoleOrPrivilege(rule: AccessRule, subject: RuleSubject): boolean {
  if (rule.public) return true;
  if (!rule.roles?.length && !rule.privilege) return true;
  if (rule.roles?.includes(subject.role)) return true;
  return rule.privilege !== undefined && can(subject, rule.privilege.category, rule.privilege.action);
}

/** True when answering `rule` for `role` needs the user's own stored grants (so the API loads them only then). */
export function needsGrants(rule: AccessRule, role: Role): boolean {
  return !rule.public && rule.privilege !== undefined && !rule.roles?.includes(role);
}

const PUBLIC: AccessRule = { public: true };
/** Any signed-in user whose account is active and approved. */
const SIGNED_IN: AccessRule = {};
/** Any signed-in user, limited accounts included. */
const ANY_ACCOUNT: AccessRule = { allowLimited: true };
const by = (roles: readonly Role[], privilege?: PrivilegeRequirement): AccessRule => (privilege ? { roles, privilege } : { roles });
/** Reading circles, semesters and courses: academic.view, which every role holds by default (rows are scoped). */
const ACADEMIC_VIEW = by(['admin', 'administrator'], { category: 'academic', action: 'view' });
/** Writing them: academic.manage, the admin's and complex managers' by default. */
const ACADEMIC_MANAGE = by(['admin', 'administrator'], { category: 'academic', action: 'manage' });

/**
 * Every access rule of the product, grouped by domain: the route table of spec 01 section 2 with the
 * route->privilege map of section 6, and the rule of every API operation. A new module adds its group here.
 */
export const RULES = {
  general: {
    public: PUBLIC,
    signedIn: SIGNED_IN,
    /** Profile-style pages and reads that a pending or inactive account keeps. */
    anyAccount: ANY_ACCOUNT,
  },
  system: {
    /** Platform admins, the privileges editor and the database browser. */
    manage: by(['admin'], { category: 'system', action: 'manage' }),
  },
  schools: {
    view: by(['admin'], { category: 'schools', action: 'view' }),
    create: by(['admin'], { category: 'schools', action: 'create' }),
    edit: by(['admin'], { category: 'schools', action: 'edit' }),
    delete: by(['admin'], { category: 'schools', action: 'delete' }),
    /** Naming or changing a complex's manager (administrator_id): the admin's alone, whatever a manager may edit. */
    assignManager: by(['admin']),
  },
  audit: {
    /** The audit trail: every write, its author and its fields before and after. */
    view: by(['admin'], { category: 'system', action: 'manage' }),
  },
  users: {
    /** User management: approvals, activation, every account. */
    manage: by(['admin'], { category: 'users', action: 'manage' }),
    /** Listing accounts for the people screens (parents, say), inside the caller's scope. */
    view: by(['admin', 'supervisor'], { category: 'users', action: 'view' }),
    /** Editing a person's profile, inside the caller's scope. */
    edit: by(['admin', 'supervisor'], { category: 'users', action: 'edit' }),
    /** Deleting an account for good. */
    delete: by(['admin'], { category: 'users', action: 'delete' }),
  },
  privileges: {
    /** Reading grants: one's own always; another user's needs system.manage (checked on the row). */
    read: ANY_ACCOUNT,
    /** Reading another user's grants, inside the accounts the caller may see; never from a limited account. */
    readOthers: by(['admin'], { category: 'system', action: 'manage' }),
    edit: by(['admin'], { category: 'system', action: 'manage' }),
  },
  passwords: {
    manage: by(['admin', 'administrator'], { category: 'users', action: 'edit' }),
    /** Choosing among every role on /password-management: the admin's; a complex manager sets students' alone. */
    everyRole: by(['admin'], { category: 'users', action: 'manage' }),
  },
  classes: {
    /** Reading circles (and the /classes screen); rows are scoped: a teacher's own circles, a child's circle. */
    view: ACADEMIC_VIEW,
    /** Creating, editing, toggling and deleting circles and setting their teachers, inside the caller's complex. */
    manage: ACADEMIC_MANAGE,
    /** Whose home page lists their own circles: the teacher's they teach, the student's they study in. */
    own: by(['teacher', 'student']),
  },
  semesters: {
    view: ACADEMIC_VIEW,
    manage: ACADEMIC_MANAGE,
    /** Deleting a semester takes its courses and their grades with it: the platform admin's alone (spec 02 section 6). */
    delete: { roles: ['admin'], forbidden: MESSAGES.semesters.deleteForbidden },
  },
  courses: {
    view: ACADEMIC_VIEW,
    manage: ACADEMIC_MANAGE,
  },
  teachers: {
    view: by(['admin', 'supervisor'], { category: 'users', action: 'view' }),
    /**
     * Adding, editing, assigning, switching and deleting teachers: the admin anywhere, a supervisor or complex manager
     * inside their complex (spec 02 section 2.6).
     */
    manage: by(['admin', 'administrator', 'supervisor'], { category: 'users', action: 'edit' }),
    /** The staff registration form: public; an admin or complex manager signed in creates an active teacher. */
    register: { public: true, readsSession: true },
  },
  students: {
    view: SIGNED_IN,
    /** Adding, editing, switching and deleting students inside the caller's complex. */
    create: by(['admin'], { category: 'users', action: 'create' }),
    edit: by(['admin'], { category: 'users', action: 'edit' }),
    delete: by(['admin'], { category: 'users', action: 'delete' }),
  },
  parents: {
    view: by(['admin', 'supervisor'], { category: 'users', action: 'view' }),
  },
  administrators: {
    manage: by(['admin'], { category: 'users', action: 'manage' }),
  },
  children: {
    view: by(['parent', 'admin', 'administrator', 'teacher']),
    /** Reading a parent's links: the parent, and staff who may see the parent. */
    read: by(['parent', 'admin', 'administrator', 'supervisor', 'teacher']),
    /** Linking and unlinking: a parent their own children; staff who may edit accounts, inside their scope. */
    link: by(['parent', 'admin'], { category: 'users', action: 'edit' }),
    /** Confirming or refusing a parent's pending link: staff who may edit accounts, for the children they may edit. */
    approve: by(['admin'], { category: 'users', action: 'edit' }),
  },
  grading: {
    /** Reading grades, goals, the plan and the review map: everyone signed in, rows scoped (a parent their children's). */
    view: SIGNED_IN,
    /** The grades viewer (/grading): spec 01's route table, academic.edit (a supervisor's by default). */
    viewer: by(['admin', 'administrator', 'teacher'], { category: 'academic', action: 'edit' }),
    /**
     * Giving, changing and deleting grades and setting goals, in the circles the caller may grade (rows scoped).
     * Spec: admin, administrator and teacher; a supervisor "views grading", so the privilege that admits others is
     * academic management, which no other role holds by default.
     */
    edit: by(['admin', 'administrator', 'teacher'], { category: 'academic', action: 'manage' }),
    summary: by(['admin', 'administrator', 'teacher']),
    /**
     * The student profile dialog (a circle's grade book): staff only, the API's classBook rule scoping the circles
     * (a supervisor reads their complex's). The web offers its button by this; a parent or student is never given one.
     */
    profile: by(['admin', 'administrator', 'supervisor', 'teacher']),
  },
  attendance: {
    /**
     * The attendance screen (/attendance) and marking attendance, in the circles the caller may mark in (rows
     * scoped): attendance.manage, the admin's, complex managers' and teachers' by default. A supervisor holds view
     * and edit, so reads (below) and marks only with a manage grant.
     */
    manage: by(['admin', 'administrator', 'teacher'], { category: 'attendance', action: 'manage' }),
    /** A circle's attendance grid and the circles to pick from: staff only, rows scoped (a supervisor their complex's). */
    book: by(['admin', 'administrator', 'supervisor', 'teacher']),
    /** A student's attendance records: attendance.view, which every role holds by default (a parent their children's). */
    view: by(['admin'], { category: 'attendance', action: 'view' }),
    /** The platform admins' one-shot repair of attendance dates (spec 02 section 2.10): system.manage. */
    fixDates: by(['admin'], { category: 'system', action: 'manage' }),
  },
  points: {
    /** The points screen (/points-management) and the points grid: reading, rows scoped (a supervisor their complex's). */
    manage: by(['admin', 'administrator', 'supervisor', 'teacher'], { category: 'academic', action: 'edit' }),
    reports: by(['admin', 'administrator', 'supervisor', 'teacher']),
    /**
     * Giving, changing and deleting points in the circles the caller may give them in. As with grades, the privilege
     * that admits others is academic management: a supervisor reads points and gives them only with that grant.
     */
    give: by(['admin', 'administrator', 'teacher'], { category: 'academic', action: 'manage' }),
    /** A student's points: academic.view, which every role holds by default (a student their own, a parent their children's). */
    view: ACADEMIC_VIEW,
  },
  sync: {
    /**
     * The offline outbox's one request (POST /api/sync): any signed-in, active account may send it; each operation
     * in it is then held to its own endpoint's rule (attendance.manage, points.give, grading.edit) and refused alone.
     */
    send: SIGNED_IN,
  },
  reports: {
    /** The /daily-reports route (spec 01's route map: reports.view, which every role holds by default). */
    view: by(['admin', 'administrator', 'supervisor'], { category: 'reports', action: 'view' }),
    /**
     * The daily reports themselves, read and written (spec 03: the page checks the role itself, for the
     * administration and supervisors only; the API does the same), rows scoped to the caller's complex.
     */
    daily: by(['admin', 'administrator', 'supervisor']),
  },
  dashboard: {
    /** /dashboard's statistics and recent activity: any signed-in, active user; what each sees is scoped by role. */
    view: SIGNED_IN,
    /** The top bar's bell: every signed-in account (a pending one gets none), so the bell never fails. */
    notifications: ANY_ACCOUNT,
  },
  personal: {
    parent: by(['parent']),
    teacher: by(['teacher']),
    student: by(['student']),
  },
} as const satisfies Record<string, Record<string, AccessRule>>;
