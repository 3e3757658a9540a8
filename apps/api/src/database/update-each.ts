import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** One row to change: its primary key and the values to set on it. */
export interface RowChange<E> {
  key: string | number;
  values: Partial<E>;
}

/**
 * Changes many rows of one table (keyed by one column), each to values of its own, in one UPDATE however many rows:
 * a column set to one value on every row is set plainly; a column whose value differs from row to row is set by
 * `CASE <key> WHEN ... THEN ... ELSE <column> END` (standard SQL, the same on SQLite and MySQL), and a row that
 * leaves it out keeps its value. One row is therefore a plain `update({ key }, values)`.
 *
 * It goes through TypeORM's update query builder, so the updated_at column is set and the audit subscriber records
 * it as any update(criteria): one SELECT of the rows before, and, for the CASE columns, one SELECT of them after.
 */
export async function updateEach<E extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<E>, changes: readonly RowChange<E>[]): Promise<void> {
  const rows = changes.filter((change) => Object.values(change.values).some((value) => value !== undefined));
  if (rows.length === 0) return;
  const metadata = manager.connection.getMetadata(entity);
  const driver = manager.connection.driver;
  const keyColumn = driver.escape(metadata.primaryColumns[0].databaseName);
  const parameters: ObjectLiteral = { updateEachKeys: rows.map((row) => row.key) };
  rows.forEach((row, index) => (parameters[`updateEachKey${index}`] = row.key));
  const set: ObjectLiteral = {};
  for (const property of new Set(rows.flatMap((row) => Object.keys(row.values)))) {
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`updateEach: ${metadata.tableName} has no column ${property}`);
    const setting = rows.map((row, index) => ({ index, value: row.values[property] as unknown })).filter(({ value }) => value !== undefined);
    if (setting.length === rows.length && setting.every(({ value }) => value === setting[0].value)) {
      set[property] = setting[0].value;
      continue;
    }
    const whens = setting.map(({ index, value }) => {
      parameters[`${property}${index}`] = driver.preparePersistentValue(value, column);
      return `WHEN :updateEachKey${index} THEN :${property}${index}`;
    });
    set[property] = () => `CASE ${keyColumn} ${whens.join(' ')} ELSE ${driver.escape(column.databaseName)} END`;
  }
  await manager
    .createQueryBuilder()
    .update(entity)
    .set(set as never)
    .where(`${keyColumn} IN (:...updateEachKeys)`)
    .setParameters(parameters)
    .execute();
}
