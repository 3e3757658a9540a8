import {
  EventSubscriber,
  type AfterQueryEvent,
  type BeforeQueryEvent,
  type EntityMetadata,
  type EntitySubscriberInterface,
  type InsertEvent,
  type ObjectLiteral,
  type QueryRunner,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
import { LIMITS } from '#common';
import { currentActor, isRecording } from './audit-context.js';
import { deleteEntry, entityIdOf, insertEntry, updateEntry, type AuditEntry, type AuditValues } from './audit-record.js';
import { AuditLog } from './entities/audit-log.entity.js';
import { rowsQueryOf, writeStatementOf } from './write-statement.js';

type ColumnMetadata = EntityMetadata['columns'][number];

/** A write announced by its before-event, waiting for its SQL statement (and then holding the rows it touches). */
interface AnnouncedWrite {
  kind: 'insert' | 'update' | 'delete';
  metadata: EntityMetadata;
  /** Its statement has been seen (the transaction is open and, for update and delete, `rows` read). */
  seen: boolean;
  /** update(criteria) and delete(criteria): the rows as they were, read by the statement's own WHERE. */
  rows?: AuditValues[];
}

/** What one query runner is in the middle of. */
interface Pending {
  write?: AnnouncedWrite;
  /** This subscriber opened the transaction (the write came without one): it commits after the audit rows. */
  owned: boolean;
  /** The entries of the after-events seen so far, and the one write that takes them all. */
  entries: Promise<AuditEntry[]>[];
  flushing?: Promise<void>;
}

/** Entries written per INSERT into audit_log: a sync batch's statement (500 rows at most) in one. */
const BATCH = LIMITS.sync.operations;

/**
 * The audit trail's one writer: every insert, update and delete that goes through TypeORM's entity manager,
 * repositories or query builders is recorded in `audit_log` with its author ({@link currentActor}), the table, the
 * row's id and the fields before and after (secrets never, see audit-record.ts), by the query runner of the write
 * itself, so in its transaction. Registered last in the data source options, so the app, the CLI, the seed and the
 * tests all run it; services write as they please and are recorded without a line of their own.
 *
 * What each path gives and how it is recorded:
 * - `save()` of a new row, `insert()` (entities or plain objects, one or many): one `insert` row per inserted row,
 *   `after` the values written (with what TypeORM read back: the generated id, defaults). An insert made with
 *   `updateEntity(false)` does not learn a generated id, so its `entity_id` is null.
 * - `save()` of an existing row, `remove()`: TypeORM loads the row first, so the event carries it: `update` with the
 *   changed columns, `delete` with the whole row.
 * - `update(criteria, values)` and `delete(criteria)` (repository, manager or query builder): their events carry no
 *   row and no criteria, only the table (and the SET values). The subscriber therefore watches for the statement
 *   itself (`beforeQuery`) and reads the rows it is about to touch with one SELECT of the same WHERE on the same
 *   query runner, inside the transaction, before the statement runs: one extra query per statement, not per row.
 *   `after` of an update is the row read with the SET values over it; a column set by a raw SQL function
 *   (`increment()`, `() => 'NOW()'`) is read back after the statement by primary key (one more SELECT).
 * - An update that changes nothing (the values already there) records nothing.
 * - `upsert()` is an INSERT to TypeORM's events: it is recorded as an insert of the values sent.
 *
 * Same transaction: inside `dataSource.transaction()` or `save()` (which opens one) the audit rows are simply
 * written on the same runner. A bare `update()`, `insert()` or `delete()` runs as its own statement; for those the
 * subscriber opens the transaction itself just before the statement and commits it once the audit rows are
 * written, so the change and its record land together or not at all. A failed statement (a unique violation, a
 * foreign key) rolls that transaction back, and in the caller's transaction nothing was recorded for it either:
 * the audit rows of a statement are written after it succeeds.
 *
 * One write at a time per query runner: each operation has a runner of its own on both databases (on SQLite through
 * database/sqlite-serial.ts, which also keeps other callers out of an open transaction), so what a write announced
 * here is never mixed up with another's.
 *
 * Not seen: raw SQL (`query()`), migrations and `INSERT ... SELECT`, which bypass TypeORM's entity events; the
 * audit table itself; writes inside {@link withoutAudit} (the demo seed's bulk fixture).
 */
@EventSubscriber()
export class AuditSubscriber implements EntitySubscriberInterface {
  private readonly pending = new WeakMap<QueryRunner, Pending>();

  beforeInsert(event: InsertEvent<ObjectLiteral>): void {
    if (this.audited(event.metadata)) this.announce(event.queryRunner, 'insert', event.metadata);
  }

  beforeUpdate(event: UpdateEvent<ObjectLiteral>): void {
    // save() has loaded the row (databaseEntity) and runs in its own transaction: nothing to prepare.
    if (this.audited(event.metadata) && !event.databaseEntity) this.announce(event.queryRunner, 'update', event.metadata);
  }

  beforeRemove(event: RemoveEvent<ObjectLiteral>): void {
    if (this.audited(event.metadata) && !event.databaseEntity && !event.entity) this.announce(event.queryRunner, 'delete', event.metadata);
  }

  /** The announced write's statement is about to run: open the transaction if it has none, read the rows it touches. */
  beforeQuery(event: BeforeQueryEvent): Promise<void> | void {
    const state = this.pending.get(event.queryRunner);
    const write = state?.write;
    if (!state || !write || write.seen) return;
    const statement = writeStatementOf(event.query);
    if (!statement) return;
    if (statement.kind !== write.kind || statement.table !== write.metadata.tableName) {
      // Another write ran first: the announced one never reached its statement (it threw before), so forget it.
      state.write = undefined;
      return;
    }
    write.seen = true;
    return this.prepare(event.queryRunner, state, write, event.query, Array.isArray(event.parameters) ? event.parameters : []);
  }

  /** A failed statement records nothing, and the transaction this subscriber opened for it is rolled back. */
  afterQuery(event: AfterQueryEvent): Promise<void> | void {
    if (event.success) return;
    const state = this.pending.get(event.queryRunner);
    if (!state) return;
    this.pending.delete(event.queryRunner);
    if (state.owned && event.queryRunner.isTransactionActive) return event.queryRunner.rollbackTransaction();
  }

  afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> | void {
    if (!this.audited(event.metadata)) return;
    return this.record(event.queryRunner, () => {
      const after = valuesOf(event.metadata, event.entity);
      return [insertEntry(event.metadata.tableName, entityIdOf(after, primaryOf(event.metadata)), after)];
    });
  }

  afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> | void {
    const { metadata } = event;
    if (!this.audited(metadata)) return;
    if (event.databaseEntity) {
      const databaseEntity = event.databaseEntity;
      return this.record(event.queryRunner, () => {
        const before = valuesOf(metadata, databaseEntity);
        const after = valuesOf(metadata, event.entity ?? {}, event.updatedColumns);
        return [updateEntry(metadata.tableName, entityIdOf(before, primaryOf(metadata)), before, after)].filter(isEntry);
      });
    }
    const rows = this.takeRows(event.queryRunner, 'update', metadata);
    const runner = event.queryRunner;
    const values = event.entity ?? {};
    return this.record(runner, async () => {
      const primary = primaryOf(metadata);
      const before = rows();
      const set = valuesOf(metadata, values);
      // A column set by a raw SQL function (increment(), NOW()) is only known by reading the rows again.
      const computed = auditedColumns(metadata).filter((column) => typeof column.getEntityValue(values) === 'function');
      const reread = computed.length > 0 && before.length > 0 ? await readRows(runner, metadata, before) : null;
      return before.flatMap((row) => {
        const id = entityIdOf(row, primary);
        const now = reread?.get(id ?? '');
        const after = now ? { ...set, ...Object.fromEntries(computed.map((column) => [column.databaseName, now[column.databaseName]])) } : set;
        return updateEntry(metadata.tableName, id, row, after) ?? [];
      });
    });
  }

  afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> | void {
    const { metadata } = event;
    if (!this.audited(metadata)) return;
    const removed = event.databaseEntity ?? event.entity;
    if (removed) {
      return this.record(event.queryRunner, () => {
        const before = valuesOf(metadata, removed);
        const id = entityIdOf(before, primaryOf(metadata)) ?? idText(event.entityId);
        return [deleteEntry(metadata.tableName, id, before)];
      });
    }
    const rows = this.takeRows(event.queryRunner, 'delete', metadata);
    return this.record(event.queryRunner, () => rows().map((before) => deleteEntry(metadata.tableName, entityIdOf(before, primaryOf(metadata)), before)));
  }

  private audited(metadata: EntityMetadata): boolean {
    return metadata.target !== AuditLog && metadata.tableType !== 'view' && isRecording();
  }

  private announce(runner: QueryRunner, kind: AnnouncedWrite['kind'], metadata: EntityMetadata): void {
    const state = this.stateOf(runner);
    // The before-events of one statement come once per row: the first announces it.
    if (state.write && !state.write.seen && state.write.kind === kind && state.write.metadata === metadata) return;
    state.write = { kind, metadata, seen: false };
  }

  private async prepare(runner: QueryRunner, state: Pending, write: AnnouncedWrite, sql: string, parameters: unknown[]): Promise<void> {
    if (!runner.isTransactionActive) {
      state.owned = true;
      await runner.startTransaction();
    }
    if (write.kind === 'insert') return;
    const query = rowsQueryOf(sql, parameters);
    if (!query) return;
    const driver = runner.connection.driver;
    const raw: ObjectLiteral[] = await runner.query(`SELECT * FROM ${driver.escape(write.metadata.tableName)} ${query.where}`, query.parameters);
    write.rows = raw.map((row) => hydrate(runner, write.metadata, row));
  }

  /**
   * The rows an update(criteria) or delete(criteria) touched, read before its statement ran. Asked for when the
   * entries are built; a statement whose rows were never read (SQL this subscriber did not recognise) fails the
   * write rather than let it go unrecorded.
   */
  private takeRows(runner: QueryRunner, kind: 'update' | 'delete', metadata: EntityMetadata): () => AuditValues[] {
    const state = this.pending.get(runner);
    const write = state?.write;
    if (state) state.write = undefined;
    return () => {
      if (!write || write.kind !== kind || write.metadata !== metadata || !write.rows) {
        throw new Error(`audit: the rows of this ${kind} of ${metadata.tableName} were not read before it ran, so it cannot be recorded`);
      }
      return write.rows;
    };
  }

  private stateOf(runner: QueryRunner): Pending {
    let state = this.pending.get(runner);
    if (!state) {
      state = { owned: false, entries: [] };
      this.pending.set(runner, state);
    }
    return state;
  }

  /**
   * Queues the entries of one after-event and returns the write that takes them. The after-events of one statement
   * (one per row) and of one save() come in one synchronous loop, so the write waits a tick and takes them all in
   * one INSERT; then the transaction this subscriber opened, if any, is committed.
   */
  private record(runner: QueryRunner, build: () => AuditEntry[] | Promise<AuditEntry[]>): Promise<void> {
    const state = this.stateOf(runner);
    state.entries.push(new Promise((resolve) => resolve(build())));
    state.flushing ??= this.flush(runner, state, currentActor());
    return state.flushing;
  }

  private async flush(runner: QueryRunner, state: Pending, actor: string | null): Promise<void> {
    await Promise.resolve();
    this.pending.delete(runner);
    try {
      const entries = (await Promise.all(state.entries)).flat();
      for (let start = 0; start < entries.length; start += BATCH) {
        await runner.manager
          .createQueryBuilder()
          .insert()
          .into(AuditLog)
          .values(entries.slice(start, start + BATCH).map((entry) => toRow(entry, actor)))
          .callListeners(false)
          .updateEntity(false)
          .execute();
      }
      if (state.owned) await runner.commitTransaction();
    } catch (error) {
      if (state.owned && runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    }
  }
}

/** Columns whose values are audited: not the timestamps every table has, nor hidden derived ones (search_text). */
function auditedColumns(metadata: EntityMetadata): ColumnMetadata[] {
  return metadata.columns.filter((column) => !column.isCreateDate && !column.isUpdateDate && !column.isDeleteDate && !column.isVersion && column.isSelect);
}

const primaryOf = (metadata: EntityMetadata) => metadata.primaryColumns.map((column) => column.databaseName);

/** A raw row of `SELECT *` as audited values (booleans, numbers... as the entity would hold them). */
function hydrate(runner: QueryRunner, metadata: EntityMetadata, row: ObjectLiteral): AuditValues {
  const values: AuditValues = {};
  for (const column of auditedColumns(metadata)) values[column.databaseName] = runner.connection.driver.prepareHydratedValue(row[column.databaseName], column);
  return values;
}

/** These rows as they are now, by their id text: one SELECT by primary key. */
async function readRows(runner: QueryRunner, metadata: EntityMetadata, rows: readonly AuditValues[]): Promise<Map<string, AuditValues>> {
  const escape = (name: string) => runner.connection.driver.escape(name);
  const primary = primaryOf(metadata);
  const match = `(${primary.map((column) => `${escape(column)} = ?`).join(' AND ')})`;
  const raw: ObjectLiteral[] = await runner.query(
    `SELECT * FROM ${escape(metadata.tableName)} WHERE ${rows.map(() => match).join(' OR ')}`,
    rows.flatMap((row) => primary.map((column) => row[column])),
  );
  return new Map(raw.map((row) => hydrate(runner, metadata, row)).map((values) => [entityIdOf(values, primary) ?? '', values]));
}

/** An entity's (or a SET list's) audited values by column name; unset ones and raw SQL functions left out. */
function valuesOf(metadata: EntityMetadata, entity: ObjectLiteral, only?: readonly ColumnMetadata[]): AuditValues {
  const values: AuditValues = {};
  for (const column of auditedColumns(metadata)) {
    if (only && !only.includes(column)) continue;
    const value: unknown = column.getEntityValue(entity);
    if (value === undefined || typeof value === 'function') continue;
    // TypeORM's read-back after an insert on MySQL merges the raw 0/1 of a boolean column into the entity.
    values[column.databaseName] = isBooleanColumn(column) && typeof value === 'number' ? value !== 0 : value;
  }
  return values;
}

const isBooleanColumn = (column: ColumnMetadata) => column.type === 'boolean' || column.type === Boolean;

const isEntry = (entry: AuditEntry | null): entry is AuditEntry => entry !== null;

function idText(id: unknown): string | null {
  if (id === undefined || id === null) return null;
  return typeof id === 'object' ? Object.values(id).map(String).join(',') : String(id);
}

function toRow(entry: AuditEntry, actor: string | null): Partial<AuditLog> {
  return {
    user_id: actor,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id,
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
  };
}
