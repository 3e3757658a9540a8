import dayjs from 'dayjs';
import { formatGregorianDate, isRole, ROLE_LABELS } from '#common';
import type { AuditEntry } from '../../../api/audit';
import { toApiDate } from '../../../shared/dates';
import { T } from '../../../shared/locale';
import { AUDIT_T } from '../locale';

/** What the API puts in place of a secret column that an update changed (audit-record.ts, REDACTED). */
const REDACTED = '[redacted]';

/** The tables of the trail with their names for people; the filter offers these. */
export const ENTITY_LABELS: Readonly<Record<string, string>> = { schools: T.complex, ...AUDIT_T.entities };

const FIELD_LABELS: Readonly<Record<string, string>> = {
  first_name: T.firstName,
  second_name: T.secondName,
  third_name: T.thirdName,
  last_name: T.lastName,
  email: T.email,
  phone: T.phone,
  address: T.address,
  neighborhood: T.neighborhood,
  password_hash: T.passwordLabel,
  role: T.accountType,
  ...AUDIT_T.fields,
};

export const ACTIONS = {
  insert: { label: T.add, color: 'green' },
  update: { label: T.edit, color: 'blue' },
  delete: { label: T.delete, color: 'red' },
} as const satisfies Record<AuditEntry['action'], { label: string; color: string }>;

/** A table's name for people; an unknown table shows as it is. */
export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;

/** A column's name for people; an unknown column shows as it is. */
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** A field value for people: yes/no, role names, the secret marker, a dash for nothing. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return AUDIT_T.noValue;
  if (value === REDACTED) return AUDIT_T.redacted;
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  if (field === 'role' && typeof value === 'string' && isRole(value)) return ROLE_LABELS[value];
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const TIME = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', { hour: 'numeric', minute: '2-digit' });

/** When a write happened, on this device's clock: the day (libs/common's Gregorian format) and the time apart. */
export function instantParts(iso: string): { day: string; time: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { day: formatGregorianDate(null), time: '' };
  return { day: formatGregorianDate(toApiDate(dayjs(at)), 'numeric'), time: TIME.format(at) };
}

/** {@link instantParts} on one line. */
export function formatInstant(iso: string): string {
  const { day, time } = instantParts(iso);
  return `${day} ${time}`.trim();
}

/**
 * One field of an entry, its two sides, and whether the write changed it. The API keeps only the changed fields of
 * an update (a secret among them shows the same marker on both sides), so every field of an update changed; an
 * insert or a delete has one side, the whole row.
 */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** The fields of an entry in the order written: an update's changed fields, an insert's or a delete's whole row. */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [...new Set([...Object.keys(entry.after ?? {}), ...Object.keys(entry.before ?? {})])];
  return fields.map((field) => {
    const before = entry.before?.[field];
    const after = entry.after?.[field];
    return { field, before, after, changed: entry.before !== null && entry.after !== null };
  });
}
