import { MESSAGES } from './messages.js';

/** A field-level validation failure, as the API's `details` and the web forms carry it. */
export interface FieldError {
  path: string;
  msg: string;
}

/** National ID: exactly 10 digits. */
export const NATIONAL_ID_PATTERN = /^\d{10}$/;
/** Saudi mobile: 05 then 8 digits. */
export const MOBILE_PATTERN = /^05\d{8}$/;
/** A pragmatic e-mail shape: something@domain.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A calendar date as stored: YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A UUID of version 4 (random), as a device makes one (`crypto.randomUUID()`), in either case. */
export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** An ISO 8601 instant: a date, a time to the minute or finer, and its offset from UTC (Z or +hh:mm). */
export const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** True when `value` is a 10-digit national ID. */
export function isNationalId(value: unknown): boolean {
  return typeof value === 'string' && NATIONAL_ID_PATTERN.test(value);
}

/** True when `value` is a Saudi mobile number (05 then 8 digits). */
export function isMobile(value: unknown): boolean {
  return typeof value === 'string' && MOBILE_PATTERN.test(value);
}

/** True when `value` looks like an e-mail address. */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value);
}

/** True when `value` is a real calendar date written YYYY-MM-DD (2023-02-30 is not). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True when `value` is a version-4 UUID (see {@link UUID_V4_PATTERN}). */
export function isUuidV4(value: unknown): boolean {
  return typeof value === 'string' && UUID_V4_PATTERN.test(value);
}

/**
 * True when `value` is an ISO 8601 instant with its offset (see {@link INSTANT_PATTERN}) on a real calendar date and
 * a real time: '2026-09-06T07:15:00Z' and '2026-09-06T10:15:00.250+03:00' are, '2026-09-06T07:15' (no offset) and
 * '2026-02-30T07:15Z' are not.
 */
export function isInstant(value: unknown): boolean {
  if (typeof value !== 'string' || !INSTANT_PATTERN.test(value) || !isCalendarDate(value.slice(0, 10))) return false;
  const [hours, minutes] = [Number(value.slice(11, 13)), Number(value.slice(14, 16))];
  const seconds = value[16] === ':' ? Number(value.slice(17, 19)) : 0;
  return hours < 24 && minutes < 60 && seconds < 60 && Number.isFinite(Date.parse(value));
}

/**
 * The parent form's child rows: blank rows are dropped before sending, and each remaining ID must have 10 digits.
 * Returns the IDs to send and an error per bad row (path `childIds.<row>`).
 */
export function normaliseChildIds(rows: readonly (string | null | undefined)[]): { ids: string[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const ids: string[] = [];
  rows.forEach((row, index) => {
    const value = (row ?? '').trim();
    if (value === '') return;
    if (!isNationalId(value)) errors.push({ path: `childIds.${index}`, msg: MESSAGES.validation.childId });
    else ids.push(value);
  });
  return { ids: [...new Set(ids)], errors };
}

/** Staff registration: the complex is required for every type except administrator (spec 01 section 5). */
export function staffNeedsSchool(userType: string | null | undefined): boolean {
  return userType !== 'administrator';
}
