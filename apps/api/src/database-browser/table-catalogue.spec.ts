import 'reflect-metadata';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { MESSAGES } from '#common';
import { ENTITIES } from '../database/entities.js';
import { checkRecord, checkValue, parseKey, SECRET_MASK, toRecord } from './record-values.js';
import { browsedTables, type BrowsedTable } from './table-catalogue.js';

/** A table keyed by two columns, which no entity of the app has (yet): one path value cannot name its rows. */
@Entity('pair_keyed')
class PairKeyed {
  @PrimaryColumn({ type: 'int' }) left_id: number;
  @PrimaryColumn({ type: 'int' }) right_id: number;
  @Column({ type: 'varchar', length: 20, nullable: true }) api_token: string | null;
}

/** The error body a call throws (an ApiError), or undefined when it does not throw. */
function refusal(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return (error as { getResponse(): unknown }).getResponse();
  }
  return undefined;
}

describe("the database browser's tables and values", () => {
  let dataSource: DataSource;
  let tables: Map<string, BrowsedTable>;
  beforeAll(async () => {
    dataSource = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [...ENTITIES, PairKeyed] });
    await dataSource.initialize();
    tables = browsedTables(dataSource);
  });
  afterAll(async () => {
    await dataSource.destroy();
  });

  const table = (name: string) => tables.get(name)!;
  const column = (tableName: string, name: string) => table(tableName).columns.find((c) => c.name === name)!;

  it("lists every entity's table, the known ones first, and only those", () => {
    expect([...tables.keys()].slice(0, 3)).toEqual(['users', 'student_profiles', 'staff_profiles']);
    expect([...tables.keys()].at(-1)).toBe('pair_keyed');
    expect(tables.size).toBe(ENTITIES.length + 1);
    expect(table('pair_keyed')).toEqual(expect.objectContaining({ label: 'pair_keyed', description: null }));
  });

  it('says what may be done to each table', () => {
    expect(table('schools')).toEqual(expect.objectContaining({ readOnly: false, canCreate: true, canEditAndDelete: true }));
    expect(table('audit_log')).toEqual(expect.objectContaining({ readOnly: true, canCreate: false, canEditAndDelete: false }));
    // A user needs a password hash, which the browser never writes.
    expect(table('users')).toEqual(expect.objectContaining({ canCreate: false, canEditAndDelete: true }));
    expect(table('pair_keyed')).toEqual(expect.objectContaining({ canCreate: true, canEditAndDelete: false }));
  });

  it('marks secret, derived and database-set columns read-only, and hides the derived ones', () => {
    expect(column('users', 'password_hash')).toEqual(expect.objectContaining({ secret: true, readOnly: true, hidden: false }));
    expect(column('pair_keyed', 'api_token')).toEqual(expect.objectContaining({ secret: true }));
    expect(column('users', 'search_text')).toEqual(expect.objectContaining({ hidden: true, readOnly: true }));
    expect(table('users').listed.map((c) => c.name)).not.toContain('search_text');
    expect(column('schools', 'id')).toEqual(expect.objectContaining({ key: 'PRI', readOnly: true }));
    expect(column('users', 'id')).toEqual(expect.objectContaining({ key: 'PRI', readOnly: false, type: 'varchar(10)' }));
    expect(column('schools', 'updated_at')).toEqual(expect.objectContaining({ readOnly: true, default: 'CURRENT_TIMESTAMP' }));
    expect(column('users', 'second_name').default).toBe('');
    expect(column('semesters', 'weekend_days').kind).toBe('json');
  });

  it("checks values by the column's type, length and nullability", () => {
    const year = column('semesters', 'year');
    expect(checkValue(year, 2_147_483_647)).toEqual({ ok: true, value: 2_147_483_647 });
    for (const bad of [2_147_483_648, 1.5, '2024', true]) expect(checkValue(year, bad)).toEqual({ ok: false, msg: MESSAGES.validation.invalidNumber });
    const percentage = column('courses', 'percentage');
    expect(checkValue(percentage, 999.9)).toEqual({ ok: true, value: 999.9 });
    for (const bad of [1000, 12.25, Number.NaN, '12']) expect(checkValue(percentage, bad)).toEqual({ ok: false, msg: MESSAGES.database.invalidDecimal });
    const name = column('classes', 'name');
    expect(checkValue(name, 'ح'.repeat(100)).ok).toBe(true);
    expect(checkValue(name, 'ح'.repeat(101))).toEqual({ ok: false, msg: MESSAGES.validation.tooLong(100) });
    expect(checkValue(name, null)).toEqual({ ok: false, msg: MESSAGES.validation.required });
    expect(checkValue(name, 'سطر\nآخر')).toEqual({ ok: false, msg: MESSAGES.validation.invalidCharacters });
    // A long text keeps its lines; neither takes a bidi override.
    expect(checkValue(column('users', 'notes'), 'سطر\nآخر')).toEqual({ ok: true, value: 'سطر\nآخر' });
    expect(checkValue(column('users', 'notes'), 'a\u202Eb')).toEqual({ ok: false, msg: MESSAGES.validation.invalidCharacters });
    expect(checkValue(column('classes', 'description'), null)).toEqual({ ok: true, value: null });
    expect(checkValue(column('classes', 'is_active'), 'true')).toEqual({ ok: false, msg: MESSAGES.validation.invalidBoolean });
    expect(checkValue(column('semesters', 'weekend_days'), [5, 6])).toEqual({ ok: true, value: [5, 6] });
  });

  it("reads a path key by the key column's type", () => {
    expect(parseKey(column('schools', 'id'), '12')).toBe(12);
    expect(parseKey(column('users', 'id'), '1234567890')).toBe('1234567890');
    const invalid = { error: MESSAGES.database.invalidKey };
    for (const bad of ['', '01', '+1', '1e0', '0x10', ' 1', '2147483648']) expect(refusal(() => parseKey(column('schools', 'id'), bad))).toEqual(invalid);
    for (const bad of ['', '12345678901', 'a\u0000b']) expect(refusal(() => parseKey(column('users', 'id'), bad))).toEqual(invalid);
  });

  it('names every field of a bad body: unknown ones first, then secret, read-only, badly typed and missing ones', () => {
    const body = JSON.parse('{"__proto__": 1, "name": 5, "api": 1, "created_at": "2024-01-01"}');
    expect(refusal(() => checkRecord(table('schools'), body, { create: true }))).toEqual({
      error: MESSAGES.validation.failed,
      details: [
        { path: '__proto__', msg: MESSAGES.validation.unknownField },
        { path: 'api', msg: MESSAGES.validation.unknownField },
        { path: 'name', msg: MESSAGES.database.invalidText },
        { path: 'created_at', msg: MESSAGES.database.readOnlyColumn },
        { path: 'address', msg: MESSAGES.validation.required },
      ],
    });
    expect(refusal(() => checkRecord(table('pair_keyed'), { api_token: 'x' }, { create: true }))).toEqual({
      error: MESSAGES.validation.failed,
      details: [
        { path: 'api_token', msg: MESSAGES.database.secretColumn },
        { path: 'left_id', msg: MESSAGES.validation.required },
        { path: 'right_id', msg: MESSAGES.validation.required },
      ],
    });
    expect(refusal(() => checkRecord(table('schools'), [{}], { create: true }))).toEqual({ error: MESSAGES.validation.invalidBody });
    // On an edit the key may come back as it is, never changed.
    expect(checkRecord(table('schools'), { id: 3, name: 'مجمع' }, { key: 3 }).size).toBe(1);
    expect(refusal(() => checkRecord(table('schools'), { id: 4 }, { key: 3 }))).toEqual({
      error: MESSAGES.validation.failed,
      details: [{ path: 'id', msg: MESSAGES.database.readOnlyColumn }],
    });
  });

  it('sends a row with its secrets masked and its instants as ISO text', () => {
    const row = Object.assign(new PairKeyed(), { left_id: 1, right_id: 2, api_token: 'live-token' });
    expect(toRecord(table('pair_keyed'), row)).toEqual({ left_id: 1, right_id: 2, api_token: SECRET_MASK });
    const at = new Date('2024-09-01T08:00:00Z');
    expect(toRecord(table('schools'), { id: 1, name: 'مجمع', created_at: at })).toEqual(
      expect.objectContaining({ id: 1, created_at: '2024-09-01T08:00:00.000Z', phone: null }),
    );
  });
});
