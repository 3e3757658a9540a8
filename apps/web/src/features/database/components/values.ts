import type { DatabaseColumn, DatabaseRecord, RecordBody } from '../../../api/database';
import { T } from '../../../shared/locale';
import { DATABASE_T } from '../locale';

// How a raw row is shown and edited: the grid's cells, the record form's inputs (spec 02 sections 2.13 and 5), and
// the values going back and forth between the two.

/** The longest text a cell shows before it is cut (spec 02 section 9). */
export const CELL_TEXT_MAX = 50;

/** The input of a column on the record form. */
export type FieldKind = 'password' | 'email' | 'number' | 'date' | 'textarea' | 'json' | 'boolean' | 'choice' | 'text';

/** Password-named columns are masked in the grid, whatever the server sends. */
export const isPasswordColumn = (column: Pick<DatabaseColumn, 'name'>) => column.name.toLowerCase().includes('password');

/** The form's input for a column: from its name first (password, email), then its type (spec 02 section 5). */
export function fieldKind(column: DatabaseColumn): FieldKind {
  if (isPasswordColumn(column)) return 'password';
  if (column.name.toLowerCase().includes('email')) return 'email';
  const type = column.type.toLowerCase();
  if (type === 'int' || type.startsWith('decimal') || type === 'float') return 'number';
  if (type === 'date') return 'date';
  if (type === 'text') return 'textarea';
  if (type === 'json') return 'json';
  if (type === 'boolean') return 'boolean';
  if (type.startsWith('enum(')) return 'choice';
  return 'text';
}

/** A field is required when its column is NOT NULL without a default (spec 02 section 5). */
export const isRequired = (column: DatabaseColumn) => column.nullable === 'NO' && column.default === null;

/** The digits after the point a number column takes: 0 for an int, the scale of a decimal(p,s). */
export function decimalsOf(column: DatabaseColumn): number {
  const scale = /^decimal\(\d+,(\d+)\)$/.exec(column.type)?.[1];
  return scale === undefined ? 0 : Number(scale);
}

/** The values of an enum(...) column. */
export function choicesOf(column: DatabaseColumn): string[] {
  return [...column.type.matchAll(/'([^']*)'/g)].map((match) => match[1]);
}

/** The primary-key column of a grid, when the key is one column. */
export function keyColumnOf(columns: readonly DatabaseColumn[]): DatabaseColumn | undefined {
  const keys = columns.filter((column) => column.key === 'PRI');
  return keys.length === 1 ? keys[0] : undefined;
}

/** A cell as the grid shows it: passwords masked, null as '-', anything over 50 characters cut, with its whole text. */
export function cellText(column: DatabaseColumn, value: unknown): { text: string; whole?: string } {
  if (isPasswordColumn(column)) return { text: DATABASE_T.masked };
  if (value === null || value === undefined) return { text: DATABASE_T.nullValue };
  const whole = typeof value === 'boolean' ? (value ? T.yes : T.no) : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return whole.length > CELL_TEXT_MAX ? { text: `${whole.slice(0, CELL_TEXT_MAX)}...`, whole } : { text: whole };
}

/** The columns the form shows: those that may be written, and the primary key (read-only) when editing. */
export function formColumns(columns: readonly DatabaseColumn[], editing: boolean): DatabaseColumn[] {
  return columns.filter((column) => !column.read_only || (editing && column.key === 'PRI'));
}

export type FormValues = Record<string, unknown>;

/** A stored row as form values: null becomes an empty field, JSON its text, a boolean the 'true' or 'false' of its select. */
export function toFormValues(columns: readonly DatabaseColumn[], record: DatabaseRecord): FormValues {
  const values: FormValues = {};
  for (const column of formColumns(columns, true)) {
    const value = record[column.name];
    if (value === null || value === undefined) continue;
    const kind = fieldKind(column);
    values[column.name] = kind === 'json' ? JSON.stringify(value) : kind === 'boolean' ? String(value) : value;
  }
  return values;
}

/** A filled form value as the API takes it: JSON parsed (its rule has checked it), a boolean's choice as true or false. */
function toApiValue(column: DatabaseColumn, value: unknown): unknown {
  const kind = fieldKind(column);
  if (kind === 'json') return JSON.parse(String(value));
  if (kind === 'boolean') return value === 'true';
  return value;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Form values as the body of an add or an edit. An add leaves empty fields out (the column's default applies); an
 * edit sends only what changed against `initial`, an emptied nullable field as null. The primary key is never sent
 * on an edit: the path names the row.
 */
export function toRecordBody(columns: readonly DatabaseColumn[], values: FormValues, initial?: FormValues): RecordBody {
  const body: RecordBody = {};
  const editing = initial !== undefined;
  for (const column of formColumns(columns, editing)) {
    if (editing && column.key === 'PRI') continue;
    const value = values[column.name];
    if (editing && (isEmpty(value) ? isEmpty(initial[column.name]) : value === initial[column.name])) continue;
    if (isEmpty(value)) {
      if (!editing) continue;
      // A NOT NULL text with a default ('') may be emptied; a NOT NULL number cannot, and its rule says so.
      if (column.nullable === 'YES') body[column.name] = null;
      else if (typeof initial[column.name] === 'string') body[column.name] = '';
      continue;
    }
    body[column.name] = toApiValue(column, value);
  }
  return body;
}

/** The path value of a row: its primary key as text. */
export const keyOf = (record: DatabaseRecord, keyColumn: DatabaseColumn) => String(record[keyColumn.name]);
