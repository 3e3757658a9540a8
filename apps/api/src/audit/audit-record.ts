/** What a write did to a row. */
export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Field values by column name, as the audit trail keeps them (JSON-safe). */
export type AuditValues = Record<string, unknown>;

/** One audited change of one row, before it is stamped with its author and time. */
export interface AuditEntry {
  action: AuditAction;
  /** The table written. */
  entity: string;
  /** The row's primary key as text (columns joined by ','), or null when the write did not learn it. */
  entity_id: string | null;
  before: AuditValues | null;
  after: AuditValues | null;
}

/**
 * The one denylist of columns whose values never reach the audit trail: password hashes, tokens and secrets, by
 * exact name and by the words they are made of (so a later `reset_token` or `api_key_hash` is covered without a
 * change here). Erring wide is fine: a hidden column still shows that it changed, see {@link updateEntry}.
 */
export const SECRET_COLUMNS: readonly string[] = [
  'password_hash',
  'password',
  'token',
  'tokens',
  'secret',
  'jwt_secret',
  'refresh_token',
  'reset_token',
  'api_key',
];
const SECRET_WORDS = /password|passwd|secret|token|api_?key/i;

/** Whether a column's value is kept out of the audit trail. */
export function isSecretColumn(column: string): boolean {
  return SECRET_COLUMNS.includes(column) || SECRET_WORDS.test(column);
}

/** Put in place of a secret column's value when an update changed it: the change is recorded, the value is not. */
export const REDACTED = '[redacted]';

/** The longest text kept for one field; longer values are cut, so no audit row outgrows its TEXT column. */
export const MAX_TEXT = 1000;

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** A field value as the audit trail stores it: JSON-safe, instants as ISO text, long texts cut. */
export function auditValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return `[${value.length} bytes]`;
  const json = JSON.stringify(value);
  return json.length > MAX_TEXT ? cut(json) : JSON.parse(json);
}

/** The fields of a whole row (an insert's after, a delete's before): secrets left out, undefined fields skipped. */
export function visibleValues(values: AuditValues): AuditValues {
  const visible: AuditValues = {};
  for (const [column, value] of Object.entries(values)) {
    if (value === undefined || isSecretColumn(column)) continue;
    visible[column] = auditValue(value);
  }
  return visible;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The entry of a new row. */
export function insertEntry(entity: string, entityId: string | null, after: AuditValues): AuditEntry {
  return { action: 'insert', entity, entity_id: entityId, before: null, after: visibleValues(after) };
}

/** The entry of a removed row. */
export function deleteEntry(entity: string, entityId: string | null, before: AuditValues): AuditEntry {
  return { action: 'delete', entity, entity_id: entityId, before: visibleValues(before), after: null };
}

/**
 * The entry of a changed row: only the fields of `after` (those the write set) whose value differs from `before`,
 * each in both. A secret column that changed appears as {@link REDACTED} on both sides. Null when nothing changed
 * (a write of the values already there is not a change worth a row).
 */
export function updateEntry(entity: string, entityId: string | null, before: AuditValues, after: AuditValues): AuditEntry | null {
  const was: AuditValues = {};
  const is: AuditValues = {};
  for (const [column, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = auditValue(before[column]);
    const now = auditValue(value);
    if (same(old, now)) continue;
    was[column] = isSecretColumn(column) ? REDACTED : old;
    is[column] = isSecretColumn(column) ? REDACTED : now;
  }
  return Object.keys(is).length === 0 ? null : { action: 'update', entity, entity_id: entityId, before: was, after: is };
}

/** A row's key as text: the primary columns' values joined by ','; null when one is missing. */
export function entityIdOf(values: AuditValues, primaryColumns: readonly string[]): string | null {
  const parts = primaryColumns.map((column) => values[column]);
  if (parts.length === 0 || parts.some((part) => part === undefined || part === null)) return null;
  return parts.map(String).join(',');
}
