import { MESSAGES } from '#common';
import type { ActivityDto, ActivityKind } from './dto/dashboard.dto.js';

/** The tables whose writes the recent activity tells about; every other write of the audit trail is left out. */
export const ACTIVITY_TABLES = ['users', 'parent_student_links', 'classes', 'schools', 'grades', 'attendance', 'points'] as const;

/** One audit row as the activity query reads it, with the names of what it concerns and of who did it. */
export interface ActivityRow {
  action: string;
  entity: string;
  before: string | null;
  after: string | null;
  created_at: string | Date;
  subject_first: string | null;
  subject_last: string | null;
  subject_role: string | null;
  class_name: string | null;
  school_name: string | null;
  author_first: string | null;
  author_last: string | null;
}

type Values = Record<string, unknown>;

function parse(json: string | null): Values {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Values) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const joinName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ');

/** SQLite hands `created_at` back as UTC text without a zone, MySQL as a Date: both become ISO instants. */
export function toInstant(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
}

function kindOfRole(role: unknown): ActivityKind {
  return role === 'student' || role === 'teacher' || role === 'parent' ? role : 'other';
}

/** The title of a write on `users`: a registration by role, an approval, a switch on or off, an edit, a delete. */
function userTitle(action: string, role: unknown, before: Values, after: Values): string {
  if (action === 'insert') {
    if (role === 'student') return MESSAGES.dashboard.studentRegistered;
    if (role === 'teacher') return MESSAGES.dashboard.teacherRegistered;
    if (role === 'parent') return MESSAGES.dashboard.parentRegistered;
    return MESSAGES.dashboard.userAdded;
  }
  if (action === 'delete') return MESSAGES.dashboard.userDeleted;
  if (before.account_status === 'pending_activation' && after.account_status === 'active') return MESSAGES.dashboard.accountApproved;
  if ('is_active' in after && after.is_active !== before.is_active) {
    return after.is_active === true || after.is_active === 1 ? MESSAGES.dashboard.accountActivated : MESSAGES.dashboard.accountDeactivated;
  }
  return MESSAGES.dashboard.userUpdated;
}

const BY_ACTION = {
  classes: { insert: MESSAGES.dashboard.classCreated, update: MESSAGES.dashboard.classUpdated, delete: MESSAGES.dashboard.classDeleted },
  schools: { insert: MESSAGES.dashboard.schoolCreated, update: MESSAGES.dashboard.schoolUpdated, delete: MESSAGES.dashboard.schoolDeleted },
  parent_student_links: { insert: MESSAGES.dashboard.childLinked, update: MESSAGES.dashboard.childLinked, delete: MESSAGES.dashboard.childUnlinked },
} as const;

const BY_TABLE: Readonly<Record<string, string>> = {
  grades: MESSAGES.dashboard.gradesRecorded,
  attendance: MESSAGES.dashboard.attendanceRecorded,
  points: MESSAGES.dashboard.pointsRecorded,
};

/**
 * One line of the recent activity: its icon kind, an Arabic title from the table and the action, a subtitle naming
 * the person, circle or complex it concerns (from the row as it is now, else as the trail recorded it), else who
 * did it, and the instant.
 */
export function toActivity(row: ActivityRow): ActivityDto {
  const before = parse(row.before);
  const after = parse(row.after);
  const recorded = { ...before, ...after };
  const author = joinName(row.author_first, row.author_last);
  const action = row.action === 'insert' || row.action === 'delete' ? row.action : 'update';
  let kind: ActivityKind = 'other';
  let title: string;
  let subject = '';
  if (row.entity === 'users') {
    const role = row.subject_role ?? recorded.role;
    kind = kindOfRole(role);
    title = userTitle(action, role, before, after);
    subject = joinName(row.subject_first, row.subject_last) || joinName(text(recorded.first_name), text(recorded.last_name));
  } else if (row.entity in BY_ACTION) {
    title = BY_ACTION[row.entity as keyof typeof BY_ACTION][action];
    if (row.entity === 'parent_student_links') kind = 'child';
    subject = row.class_name ?? row.school_name ?? text(recorded.name);
  } else {
    title = BY_TABLE[row.entity] ?? MESSAGES.dashboard.userUpdated;
  }
  return { kind, title, subtitle: subject || author, time: toInstant(row.created_at) };
}
