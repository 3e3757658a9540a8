import { MESSAGES } from './messages.js';
import type { FieldError } from './validation.js';

/**
 * What the student form says of a student's state (spec 02 section 4): active or inactive; `suspended` is what the
 * deactivate button sends, and means inactive.
 */
export const STUDENT_STATUSES = ['active', 'inactive', 'suspended'] as const;
/** One student status as sent. */
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** Whether a sent status switches the student on. */
export const isActiveStatus = (status: StudentStatus): boolean => status === 'active';

/**
 * The activation rule (spec 02 section 4): a student may be active only once they belong to a complex. Returns the
 * field error when the result would be an active student without one.
 */
export function studentActivationErrors(next: { active: boolean; school_id: number | null | undefined }): FieldError[] {
  return next.active && !next.school_id ? [{ path: 'status', msg: MESSAGES.students.activationNeedsSchool }] : [];
}

/**
 * When an inactive student without a complex and circle is given both in an edit, the form offers to activate them
 * too (spec 02 section 4); cancelling keeps them inactive.
 */
export function offersActivation(
  before: { is_active: boolean; school_id: number | null; class_id: number | null },
  after: { school_id?: number | null; class_id?: number | null },
): boolean {
  return !before.is_active && before.school_id === null && before.class_id === null && Boolean(after.school_id) && Boolean(after.class_id);
}

/** The student form's values, as typed. */
export interface StudentFormValues {
  id?: string | null;
  first_name: string;
  second_name: string;
  third_name: string;
  last_name: string;
  school_level: string;
  status?: StudentStatus | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  date_of_birth?: string | null;
  notes?: string | null;
  school_id?: number | null;
  class_id?: number | null;
  memorized_surah_id?: number | string | null;
  memorized_ayah_number?: number | string | null;
  target_surah_id?: number | string | null;
  target_ayah_number?: number | string | null;
}

const OPTIONAL_TEXT = ['email', 'phone', 'address', 'date_of_birth', 'notes'] as const;
const POSITIONS = ['memorized_surah_id', 'memorized_ayah_number', 'target_surah_id', 'target_ayah_number'] as const;

/** The body of POST /api/students/manage as {@link studentCreateBody} builds it. */
export type StudentCreateBody = {
  id?: string;
  first_name: string;
  second_name: string;
  third_name: string;
  last_name: string;
  school_level: string;
  status: StudentStatus;
  school_id?: number;
  class_id?: number;
} & Partial<Record<(typeof OPTIONAL_TEXT)[number], string>> &
  Partial<Record<(typeof POSITIONS)[number], number>>;

/**
 * The body the add-student form sends (spec 02 section 5): the id only when it has exactly 10 characters, optional
 * fields only when they are not empty, the status inactive unless chosen, and the memorisation and target positions
 * as whole numbers.
 */
export function studentCreateBody(values: StudentFormValues): StudentCreateBody {
  const body: StudentCreateBody = {
    first_name: values.first_name.trim(),
    second_name: values.second_name.trim(),
    third_name: values.third_name.trim(),
    last_name: values.last_name.trim(),
    school_level: values.school_level,
    status: values.status ?? 'inactive',
  };
  const id = values.id?.trim() ?? '';
  if (id.length === 10) body.id = id;
  for (const field of OPTIONAL_TEXT) {
    const value = values[field]?.trim();
    if (value) body[field] = value;
  }
  if (values.school_id) body.school_id = values.school_id;
  if (values.class_id) body.class_id = values.class_id;
  for (const field of POSITIONS) {
    const value = values[field];
    if (value === null || value === undefined || value === '') continue;
    const number = Number.parseInt(String(value), 10);
    if (Number.isFinite(number)) body[field] = number;
  }
  return body;
}

/** A child-link student ID as the children manager checks it (spec 02 section 5): required, digits only, 6 to 15 of them. */
export function childLinkIdError(value: string | null | undefined): string | null {
  const id = (value ?? '').trim();
  if (id === '') return MESSAGES.children.studentIdRequired;
  if (!/^\d+$/.test(id)) return MESSAGES.children.studentIdDigits;
  if (id.length < 6 || id.length > 15) return MESSAGES.children.studentIdLength;
  return null;
}
