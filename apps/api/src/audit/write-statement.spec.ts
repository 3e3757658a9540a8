import { rowsQueryOf, writeStatementOf } from './write-statement.js';

// The statements TypeORM 1.x generates for update(criteria) and delete(criteria), as logged on each dialect.
describe('rowsQueryOf', () => {
  it('takes the WHERE of an SQLite update and leaves the SET parameters behind', () => {
    const sql = `UPDATE "schools" SET "name" = ?, "is_active" = ?, "updated_at" = datetime('now') WHERE "id" = ?`;
    expect(rowsQueryOf(sql, ['مجمع', 0, 4])).toEqual({ kind: 'update', table: 'schools', where: 'WHERE "id" = ?', parameters: [4] });
  });

  it('takes the WHERE of a MySQL update', () => {
    const sql = 'UPDATE `users` SET `is_active` = ?, `account_status` = ?, `search_text` = ?, `updated_at` = CURRENT_TIMESTAMP WHERE (`id` = ?)';
    expect(rowsQueryOf(sql, [1, 'active', 'x', '1234567890'])).toEqual({
      kind: 'update',
      table: 'users',
      where: 'WHERE (`id` = ?)',
      parameters: ['1234567890'],
    });
  });

  it('takes a delete whole, and a schema-qualified table by its name', () => {
    expect(rowsQueryOf('DELETE FROM `halaqat`.`user_privileges` WHERE `user_id` = ? AND `action` IN (?, ?)', ['1', 'view', 'edit'])).toEqual({
      kind: 'delete',
      table: 'user_privileges',
      where: 'WHERE `user_id` = ? AND `action` IN (?, ?)',
      parameters: ['1', 'view', 'edit'],
    });
  });

  it('is not fooled by a ? or a WHERE inside quotes or parentheses of the SET list', () => {
    const sql = `UPDATE "t" SET "note" = 'where? it''s here', "n" = (SELECT max("n") FROM "t" WHERE "k" = ?), "m" = ? WHERE "id" IN (?, ?)`;
    expect(rowsQueryOf(sql, ['k', 5, 1, 2])).toEqual({ kind: 'update', table: 't', where: 'WHERE "id" IN (?, ?)', parameters: [1, 2] });
  });

  it('keeps what follows the WHERE (MySQL ORDER BY and LIMIT)', () => {
    expect(rowsQueryOf('UPDATE `t` SET `a` = ? WHERE `b` = ? ORDER BY `id` ASC LIMIT 1', [1, 2])).toMatchObject({
      where: 'WHERE `b` = ? ORDER BY `id` ASC LIMIT 1',
      parameters: [2],
    });
  });

  it('reads a statement without WHERE as every row', () => {
    expect(rowsQueryOf('UPDATE "t" SET "a" = ?', [1])).toEqual({ kind: 'update', table: 't', where: '', parameters: [] });
    expect(rowsQueryOf('DELETE FROM "t"')).toEqual({ kind: 'delete', table: 't', where: '', parameters: [] });
  });

  it('is null for anything but an update or a delete', () => {
    expect(rowsQueryOf('SELECT * FROM "t" WHERE "id" = ?', [1])).toBeNull();
    expect(rowsQueryOf('INSERT INTO "t"("a") VALUES (?)', [1])).toBeNull();
    expect(rowsQueryOf('BEGIN TRANSACTION')).toBeNull();
  });
});

describe('writeStatementOf', () => {
  test.each([
    ['INSERT INTO "users"("id") VALUES (?)', 'insert', 'users'],
    ['  insert into `user_privileges`(`user_id`) VALUES (?)', 'insert', 'user_privileges'],
    ['UPDATE "schools" SET "a" = ?', 'update', 'schools'],
    ['DELETE FROM `db`.`pending_family_links` WHERE `id` = ?', 'delete', 'pending_family_links'],
  ])('%s', (sql, kind, table) => {
    expect(writeStatementOf(sql)).toMatchObject({ kind, table });
  });

  it('is null for reads and transaction brackets', () => {
    for (const sql of ['SELECT 1', 'START TRANSACTION', 'COMMIT', 'PRAGMA foreign_keys = ON', 'SAVEPOINT typeorm_1']) expect(writeStatementOf(sql)).toBeNull();
  });
});
