import type { ObjectLiteral } from 'typeorm';
import { isCalendarDate, MESSAGES, type FieldError } from '#common';
import { ApiError } from '../common/api-error.js';
import { FORBIDDEN_CHARACTERS } from '../common/fields.js';
import { MAX_DETAILS } from '../common/validation.js';
import { INT_RANGE, needsValue, type BrowsedColumn, type BrowsedTable } from './table-catalogue.js';

// The record body of the database browser is dynamic: its fields are the columns of the table named in the path.
// These functions check it against the entity metadata, column by column, as a DTO would check a fixed body.

/** Sent in place of a secret column's value, whatever it is. */
export const SECRET_MASK = '********';

/** The longest text a TEXT (or simple-json) column is given: 65,535 bytes hold this many characters of 4 bytes. */
export const TEXT_MAX = 16_383;

/** An ISO 8601 instant: a date, a time and an optional fraction and zone. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A canonical decimal integer of an int key ('0x10', '+1', '01', '1e0' are not). */
const INT_TEXT = /^(0|-?[1-9]\d{0,9})$/;

type Checked = { ok: true; value: unknown } | { ok: false; msg: string };
const ok = (value: unknown): Checked => ({ ok: true, value });
const refuse = (msg: string): Checked => ({ ok: false, msg });

/** A text within `max` characters and without the characters no text field stores (a TEXT may hold lines and tabs). */
function checkText(value: unknown, max: number, multiline: boolean): Checked {
  if (typeof value !== 'string') return refuse(MESSAGES.database.invalidText);
  if ([...value].length > max) return refuse(MESSAGES.validation.tooLong(max));
  if (FORBIDDEN_CHARACTERS.test(multiline ? value.replace(/[\n\r\t]/g, '') : value)) return refuse(MESSAGES.validation.invalidCharacters);
  return ok(value);
}

function checkDecimal(value: unknown, precision: number, scale: number): Checked {
  const fits = typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 10 ** (precision - scale) && Number(value.toFixed(scale)) === value;
  return fits ? ok(value) : refuse(MESSAGES.database.invalidDecimal);
}

/**
 * Checks one JSON value against its column's type, length and nullability. Returns what to store (a Date for a
 * datetime) or the Arabic reason for the field's detail.
 */
export function checkValue(column: BrowsedColumn, value: unknown): Checked {
  if (value === null) return column.nullable ? ok(null) : refuse(MESSAGES.validation.required);
  switch (column.kind) {
    case 'int':
      return Number.isInteger(value) && (value as number) >= INT_RANGE.min && (value as number) <= INT_RANGE.max
        ? ok(value)
        : refuse(MESSAGES.validation.invalidNumber);
    case 'decimal':
      return checkDecimal(value, column.metadata.precision ?? 10, column.metadata.scale ?? 0);
    case 'float':
      return typeof value === 'number' && Number.isFinite(value) ? ok(value) : refuse(MESSAGES.database.invalidDecimal);
    case 'boolean':
      return typeof value === 'boolean' ? ok(value) : refuse(MESSAGES.validation.invalidBoolean);
    case 'string':
      return checkText(value, column.maxLength ?? 255, false);
    case 'text':
      return checkText(value, TEXT_MAX, true);
    case 'json':
      // Any JSON value; it is stored as its text.
      return JSON.stringify(value).length <= TEXT_MAX ? ok(value) : refuse(MESSAGES.validation.tooLong(TEXT_MAX));
    case 'date':
      return isCalendarDate(value) ? ok(value) : refuse(MESSAGES.validation.invalidDate);
    case 'datetime':
      return typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
        ? ok(new Date(value))
        : refuse(MESSAGES.database.invalidDateTime);
    case 'enum':
      return (column.metadata.enum ?? []).includes(value as string | number) ? ok(value) : refuse(MESSAGES.validation.invalidChoice);
    default:
      return refuse(MESSAGES.database.readOnlyColumn);
  }
}

/** What a body is checked for: a new row, or the row whose primary key the path gave. */
export type RecordTarget = { create: true } | { key: string | number };

/**
 * The values of a record body, checked against the table: every key must be a column the browser may write, every
 * value must fit its column, and a new row must give every column that needs a value. When editing, the primary key
 * may be sent back unchanged (the edit form shows it) but not changed. Any problem is a 400 with one detail per
 * field, unknown fields first.
 */
export function checkRecord(table: BrowsedTable, body: unknown, target: RecordTarget): Map<BrowsedColumn, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw ApiError.badRequest(MESSAGES.validation.invalidBody);
  const byName = new Map(table.columns.map((column) => [column.name, column]));
  const unknown: FieldError[] = [];
  const problems: FieldError[] = [];
  const values = new Map<BrowsedColumn, unknown>();
  for (const [name, value] of Object.entries(body)) {
    const column = byName.get(name);
    if (!column) {
      unknown.push({ path: name, msg: MESSAGES.validation.unknownField });
      continue;
    }
    if (column.secret) {
      problems.push({ path: name, msg: MESSAGES.database.secretColumn });
      continue;
    }
    if ('key' in target && column.metadata.isPrimary) {
      if (value !== target.key) problems.push({ path: name, msg: MESSAGES.database.readOnlyColumn });
      continue;
    }
    if (column.readOnly) {
      problems.push({ path: name, msg: MESSAGES.database.readOnlyColumn });
      continue;
    }
    const checked = checkValue(column, value);
    if (checked.ok) values.set(column, checked.value);
    else problems.push({ path: name, msg: checked.msg });
  }
  if ('create' in target) {
    for (const column of table.columns) {
      if (needsValue(column) && !column.readOnly && !Object.hasOwn(body, column.name)) problems.push({ path: column.name, msg: MESSAGES.validation.required });
    }
  }
  const details = [...unknown, ...problems];
  if (details.length > 0) throw ApiError.badRequest(MESSAGES.validation.failed, details.slice(0, MAX_DETAILS));
  return values;
}

/**
 * The primary-key value of a path, read by the key column's type: an int in canonical decimal, or a text that fits
 * the column. Anything else is a 400.
 */
export function parseKey(column: BrowsedColumn, text: string): string | number {
  if (column.kind === 'int' && INT_TEXT.test(text)) {
    const value = Number(text);
    if (value >= INT_RANGE.min && value <= INT_RANGE.max) return value;
  }
  if (column.kind === 'string' && text.length > 0 && checkText(text, column.maxLength ?? 255, false).ok) return text;
  throw ApiError.badRequest(MESSAGES.database.invalidKey);
}

/** A row as the grid sends it: the listed columns by name, secrets masked, instants as ISO text. */
export function toRecord(table: BrowsedTable, row: ObjectLiteral): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const column of table.listed) {
    const value: unknown = column.secret ? SECRET_MASK : column.metadata.getEntityValue(row);
    record[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return record;
}
