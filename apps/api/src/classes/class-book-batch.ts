import { In, type DataSource, type EntityManager, type EntityTarget, type FindOptionsWhere } from 'typeorm';
import { ApiError } from '../common/api-error.js';
import { isDeadlock, isUniqueViolation } from '../database/errors.js';
import { updateEach } from '../database/update-each.js';

/**
 * Batches of class-book writes (attendance marks, points, grades) in one circle: what each write came to, and the
 * upsert of grid cells that the attendance and points services share. A single endpoint writes a batch of one; the
 * sync endpoint writes an offline device's batch, with a ledger of the operations it applied before.
 */

/** What one write of a batch came to, in the batch's order. */
export type BatchOutcome<Current = never, Applied = { id: number }> =
  | ({ outcome: 'applied' } & Applied)
  /** Applied by an earlier request (the sync ledger says so): nothing was written. */
  | { outcome: 'duplicate' }
  /** The server's row changed after the write was recorded on the device: the row stays, as `current` shows it. */
  | { outcome: 'stale'; current: Current }
  /** The refusal the single endpoint would have answered. */
  | { outcome: 'refused'; error: ApiError };

/**
 * The sync endpoint's record of the operations it applied, consulted inside the transaction of a batch's writes so
 * that an operation sent twice (again, or by two requests at once) is written once. Writes are named by their index
 * in the batch.
 */
export interface OperationLedger {
  /** Of these writes, those an earlier request applied: answered duplicate, not written. */
  appliedBefore(manager: EntityManager, writes: readonly number[]): Promise<Set<number>>;
  /**
   * Records these writes as applied, in the transaction that writes them; returns those this transaction recorded.
   * The others were recorded meanwhile by a request racing this one, which writes them: answered duplicate here.
   */
  claim(manager: EntityManager, writes: readonly number[]): Promise<Set<number>>;
}

/** A single endpoint's one write: the row it wrote, or its refusal thrown (a batch without a ledger is never duplicate or stale). */
export function onlyApplied<A>(outcome: BatchOutcome<unknown, A>): A {
  if (outcome.outcome === 'refused') throw outcome.error;
  if (outcome.outcome !== 'applied') throw new Error(`a single write came back ${outcome.outcome}`);
  return outcome;
}

/** A row of a grid kept once per student, circle, semester and day: an attendance mark, a points entry. */
export interface CellRow {
  id: number;
  student_id: string;
  class_id: number;
  semester_id: number;
  updated_at: Date;
}

/** One write to a cell of one circle. */
export interface CellWrite<E extends CellRow> {
  student_id: string;
  semester_id: number;
  date: string;
  /** When the change was made on the device (sync only): a cell the server changed later stays as it is. */
  recorded_at?: Date;
  /** The values to write given the cell's row (undefined when it has none yet), or the write's refusal. */
  values(existing: E | undefined): Partial<E> | ApiError;
}

/** Where a grid keeps its cells: the table and its day column. */
export interface CellTable<E extends CellRow> {
  entity: EntityTarget<E>;
  dateColumn: keyof E & string;
}

/** Times a batch's transaction runs at most: again after another session inserted one of its cells, or a deadlock. */
const ATTEMPTS = 3;

/**
 * Runs a batch's transaction, and again (up to {@link ATTEMPTS} times) when it lost a race it can win by reading
 * again: a unique violation (another session inserted one of its cells between its read and its insert) or, on
 * MySQL, a deadlock (requests recording the same operations at once). Nothing of a failed run was kept.
 */
export async function batchTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await dataSource.transaction(work);
    } catch (error) {
      if (!(isUniqueViolation(error) || isDeadlock(error)) || attempt === ATTEMPTS) throw error;
    }
  }
}

/**
 * Writes cells of one circle, each an upsert, in one transaction and a fixed number of statements however many:
 * the ledger's read (sync), one read of the cells' rows, the ledger's claim (sync), one UPDATE of the existing
 * cells ({@link updateEach}) and one INSERT of the new ones. Refusals already found are answered as they are. A
 * write recorded before the server's last change to its cell is stale and left out; of several writes to one cell
 * the one recorded last is written (each is applied, in the order it was made). When another session inserts one of
 * the cells between the read and the insert, the unique key refuses it and the whole batch is written again (its
 * ledger records with it, {@link batchTransaction}), so it then changes that row, on SQLite and MySQL alike.
 */
export async function writeCells<E extends CellRow, C>(
  dataSource: DataSource,
  table: CellTable<E>,
  classId: number,
  writes: readonly (CellWrite<E> | ApiError)[],
  current: (row: E) => C,
  ledger?: OperationLedger,
): Promise<BatchOutcome<C>[]> {
  return batchTransaction(dataSource, (manager) => writeCellsOnce(manager, table, classId, writes, current, ledger));
}

async function writeCellsOnce<E extends CellRow, C>(
  manager: EntityManager,
  table: CellTable<E>,
  classId: number,
  writes: readonly (CellWrite<E> | ApiError)[],
  current: (row: E) => C,
  ledger?: OperationLedger,
): Promise<BatchOutcome<C>[]> {
  const outcomes: BatchOutcome<C>[] = writes.map((write) => (write instanceof ApiError ? { outcome: 'refused', error: write } : { outcome: 'applied', id: 0 }));
  const checked = writes.flatMap((write, index) => (write instanceof ApiError ? [] : [index]));
  const before = ledger ? await ledger.appliedBefore(manager, checked) : new Set<number>();
  for (const index of before) outcomes[index] = { outcome: 'duplicate' };
  const open = checked.filter((index) => !before.has(index)).map((index) => ({ index, write: writes[index] as CellWrite<E> }));
  const rows = await readCells(
    manager,
    table,
    classId,
    open.map(({ write }) => write),
  );
  const keyOf = (cell: { student_id: string; semester_id: number }, date: string) => `${cell.student_id}|${cell.semester_id}|${date}`;
  const rowOf = new Map(rows.map((row) => [keyOf(row, row[table.dateColumn] as string), row]));

  const planned: { index: number; key: string; write: CellWrite<E>; row: E | undefined; values: Partial<E> }[] = [];
  for (const { index, write } of open) {
    const key = keyOf(write, write.date);
    const row = rowOf.get(key);
    if (row && write.recorded_at && new Date(row.updated_at).getTime() > write.recorded_at.getTime()) {
      outcomes[index] = { outcome: 'stale', current: current(row) };
      continue;
    }
    const values = write.values(row);
    if (values instanceof ApiError) outcomes[index] = { outcome: 'refused', error: values };
    else planned.push({ index, key, write, row, values });
  }
  const claimed = ledger
    ? await ledger.claim(
        manager,
        planned.map(({ index }) => index),
      )
    : new Set(planned.map(({ index }) => index));

  // Of several writes to one cell, the last recorded (the last sent, on a tie) is the cell's value.
  const last = new Map<string, (typeof planned)[number]>();
  for (const plan of planned) {
    if (!claimed.has(plan.index)) {
      outcomes[plan.index] = { outcome: 'duplicate' };
      continue;
    }
    const previous = last.get(plan.key);
    if (!previous || (plan.write.recorded_at?.getTime() ?? 0) >= (previous.write.recorded_at?.getTime() ?? 0)) last.set(plan.key, plan);
  }
  // A cell's updated_at is when its change was made, to the millisecond (set here: SQLite's own default keeps whole
  // seconds, and a correction made a moment after a mark must not come back stale): the device's recorded_at for a
  // synced change, or now. A device clock ahead of the server's is held to now, so it cannot lock the cell.
  const now = new Date();
  const madeAt = (write: CellWrite<E>) => (write.recorded_at && write.recorded_at < now ? write.recorded_at : now);
  const winners = [...last.values()].map((plan) => ({ ...plan, values: { ...plan.values, updated_at: madeAt(plan.write) } }));
  const changed = winners.filter((plan) => plan.row);
  const added = winners.filter((plan) => !plan.row);
  await updateEach(
    manager,
    table.entity,
    changed.map((plan) => ({ key: plan.row!.id, values: plan.values })),
  );
  const ids = new Map(changed.map((plan) => [plan.key, plan.row!.id]));
  if (added.length > 0) {
    const inserted = await manager.getRepository(table.entity).insert(
      added.map((plan) => ({
        student_id: plan.write.student_id,
        class_id: classId,
        semester_id: plan.write.semester_id,
        [table.dateColumn]: plan.write.date,
        ...plan.values,
      })) as never,
    );
    added.forEach((plan, n) => ids.set(plan.key, inserted.identifiers[n].id as number));
  }
  for (const plan of planned) if (claimed.has(plan.index)) outcomes[plan.index] = { outcome: 'applied', id: ids.get(plan.key)! };
  return outcomes;
}

/** The rows of these cells of one circle, in one query (it may read a few more of the circle's; they are not used). */
async function readCells<E extends CellRow>(manager: EntityManager, table: CellTable<E>, classId: number, writes: readonly CellWrite<E>[]): Promise<E[]> {
  if (writes.length === 0) return [];
  const distinct = <T>(values: T[]) => In([...new Set(values)]);
  const where = {
    class_id: classId,
    semester_id: distinct(writes.map((write) => write.semester_id)),
    student_id: distinct(writes.map((write) => write.student_id)),
    [table.dateColumn]: distinct(writes.map((write) => write.date)),
  } as FindOptionsWhere<E>;
  return manager.getRepository(table.entity).find({ where });
}
