import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver.js';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner.js';

/**
 * Makes a transaction on SQLite exclusive: while one caller's transaction is open, every other caller's
 * transactions and statements wait for it to end. MySQL needs none of this (a pool, one transaction per connection),
 * so {@link serialiseSqlite} leaves any other data source as it is.
 *
 * Why. SQLite is one connection, and TypeORM 1.1's better-sqlite3 driver hands every caller the same query runner,
 * whose startTransaction() takes no lock. With the server answering requests concurrently, request B's
 * `dataSource.transaction()` became a SAVEPOINT inside request A's open transaction, and request C's plain writes
 * (and save()'s own transaction, which sees one "already active") ran inside it too: when A rolled back, B's and C's
 * writes, already answered 200, vanished with it; B's RELEASE / ROLLBACK TO paired with A's levels; and the audit
 * subscriber, which keeps its state per query runner, saw the statements of all three interleaved.
 *
 * How, in two parts:
 * 1. One runner per caller, as TypeORM does for pooled drivers: `createQueryRunner()` (called once per
 *    `transaction()`, `save()`, query builder or `query()`, and released at its end) returns a new runner on the one
 *    connection, sharing the prepared-statement cache. Each has its own transaction state, subscriber events and
 *    `data`, so a transaction TypeORM or a subscriber opens deep inside an operation (save(), the audit subscriber's
 *    own one around a bare update) belongs to the runner of that operation: no context is needed to tell it apart.
 *    (With the one shared runner, AsyncLocalStorage alone could not: those transactions begin deep inside TypeORM,
 *    where no scope can be opened around the rest of the operation that owns them.)
 * 2. A FIFO gate, the connection: a runner holds it from its BEGIN to its COMMIT / ROLLBACK (or for one statement
 *    when it has no transaction). Any other runner's BEGIN or statement waits at the gate.
 *
 * One exception keeps the old behaviour where it was right, and avoids waiting on oneself: code running inside a
 * transaction's callback that reaches the database through another runner (an injected repository, `dataSource.query`,
 * a nested `dataSource.transaction()`) is part of that transaction, not someone else. AsyncLocalStorage tells them
 * apart: {@link scoped} runs each `manager.transaction()` callback in a scope naming its runner, and a runner used in
 * that scope joins it: its statements go straight through, its transaction is a SAVEPOINT of the owner's.
 *
 * Not gated: what TypeORM runs on the connection handle itself rather than through `query()` (schema PRAGMAs read by
 * migrations, `beforeMigration`'s foreign_keys switch); those run at start-up, before any request.
 */
export function serialiseSqlite(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3' || serialised.has(dataSource)) return dataSource;
  serialised.add(dataSource);
  const gate = new Gate();
  gates.set(dataSource, gate);
  const driver = dataSource.driver as BetterSqlite3Driver;
  const statements = new Map<string, unknown>();
  driver.createQueryRunner = () => {
    const runner = new BetterSqlite3QueryRunner(driver);
    // The cache is per runner in TypeORM; runners now live for one operation, so they share one.
    (runner as unknown as { stmtCache: Map<string, unknown> }).stmtCache = statements;
    return gated(runner, gate);
  };
  // The data source's manager (DataSource.transaction, repositories) exists already; the others come through here.
  scoped(dataSource.manager, gate);
  const createEntityManager = dataSource.createEntityManager.bind(dataSource);
  dataSource.createEntityManager = (queryRunner?: QueryRunner) => scoped(createEntityManager(queryRunner), gate);
  return dataSource;
}

const serialised = new WeakSet<DataSource>();
const gates = new WeakMap<DataSource, Gate>();

/** Resolves once `count` callers wait for the connection of this data source (never on MySQL): what a test waits for. */
export function waitingAt(dataSource: DataSource, count: number): Promise<void> {
  const gate = gates.get(dataSource);
  return gate ? gate.whenWaiting(count) : new Promise(() => undefined);
}

/** The scope of one `manager.transaction()` callback: the runner of its transaction, once it has begun. */
interface Scope {
  host?: QueryRunner;
}

const scopes = new AsyncLocalStorage<Scope>();

/** The connection: held by one runner at a time, handed to the others in the order they asked. */
class Gate {
  holder: QueryRunner | null = null;
  private readonly waiting: (() => void)[] = [];

  private readonly watchers: { count: number; resolve: () => void }[] = [];

  /** Resolves once `count` callers wait here at the same time. */
  whenWaiting(count: number): Promise<void> {
    if (this.waiting.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push({ count, resolve }));
  }

  private queued(): void {
    for (const watcher of this.watchers.filter((w) => this.waiting.length >= w.count)) {
      this.watchers.splice(this.watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  }

  enter(runner: QueryRunner): Promise<void> {
    if (this.holder === null && this.waiting.length === 0) {
      this.holder = runner;
      return Promise.resolve();
    }
    const entered = new Promise<void>((resolve) =>
      this.waiting.push(() => {
        this.holder = runner;
        resolve();
      }),
    );
    this.queued();
    return entered;
  }

  leave(runner: QueryRunner): void {
    if (this.holder !== runner) return;
    this.holder = null;
    // Handed over at once, so nobody arriving meanwhile can pass the queue.
    this.waiting.shift()?.();
  }
}

/** The transaction the caller is running inside of (by its scope), when that is another runner's and still open. */
function hostOf(gate: Gate, runner: QueryRunner): QueryRunner | undefined {
  const host = scopes.getStore()?.host;
  return host && host !== runner && gate.holder === host && host.isTransactionActive ? host : undefined;
}

/** Runs each `transaction()` callback of this manager in a scope (see {@link serialiseSqlite}). */
function scoped(manager: EntityManager, gate: Gate): EntityManager {
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = ((...args: unknown[]) => {
    const host = scopes.getStore()?.host;
    // Nested in an open transaction's callback: stay in its scope, so this one joins it as a SAVEPOINT.
    if (host && gate.holder === host) return transaction(...args);
    return scopes.run({}, () => transaction(...args));
  }) as EntityManager['transaction'];
  return manager;
}

/** Puts a runner's statements and transactions behind the gate. */
function gated(runner: QueryRunner, gate: Gate): QueryRunner {
  const original = {
    query: runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>,
    startTransaction: runner.startTransaction.bind(runner),
    commitTransaction: runner.commitTransaction.bind(runner),
    rollbackTransaction: runner.rollbackTransaction.bind(runner),
    release: runner.release.bind(runner),
  };
  // TypeORM's own bookkeeping, set here when SQLite and it disagree (see resync) or the runner joins another.
  const state = runner as unknown as { isTransactionActive: boolean; transactionDepth: number };
  const connection = (runner.connection.driver as BetterSqlite3Driver).databaseConnection as { inTransaction: boolean };
  /** Holding the gate for one statement of its own, outside any transaction. */
  let inStatement = false;
  /** The runner whose transaction this one joined (see hostOf), and how many levels it opened there. */
  let joined: QueryRunner | undefined;
  let joinedLevels = 0;

  /** Gives the gate back once the runner has neither a statement running nor a transaction open. */
  const settle = () => {
    if (!inStatement && !runner.isTransactionActive) gate.leave(runner);
  };
  /**
   * After a failed BEGIN / COMMIT / ROLLBACK: when SQLite has no transaction open any more (it rolled back by
   * itself, or BEGIN never happened), TypeORM may still think one is, and the gate would never be given back.
   */
  const resync = () => {
    if (connection.inTransaction) return;
    state.isTransactionActive = false;
    state.transactionDepth = 0;
  };
  const leaveJoined = async (end: Promise<void>) => {
    try {
      await end;
    } finally {
      joinedLevels -= 1;
      if (joinedLevels === 0) {
        joined = undefined;
        state.isTransactionActive = false;
      }
    }
  };

  runner.query = (async (...args: unknown[]) => {
    if (gate.holder === runner || joined || hostOf(gate, runner)) return original.query(...args);
    await gate.enter(runner);
    inStatement = true;
    try {
      return await original.query(...args);
    } finally {
      inStatement = false;
      // A subscriber may have opened a transaction around this statement (the audit subscriber does, for a bare
      // write): then the gate stays held until that transaction ends.
      settle();
    }
  }) as QueryRunner['query'];

  runner.startTransaction = async (isolationLevel) => {
    const host = joined ?? (gate.holder === runner ? undefined : hostOf(gate, runner));
    if (host) {
      await host.startTransaction(isolationLevel);
      joined = host;
      joinedLevels += 1;
      state.isTransactionActive = true;
      return;
    }
    if (gate.holder !== runner) await gate.enter(runner);
    const scope = scopes.getStore();
    if (scope) scope.host ??= runner;
    try {
      await original.startTransaction(isolationLevel);
    } catch (error) {
      resync();
      throw error;
    } finally {
      settle();
    }
  };

  runner.commitTransaction = async () => {
    if (joined) return leaveJoined(joined.commitTransaction());
    try {
      await original.commitTransaction();
    } catch (error) {
      resync();
      throw error;
    } finally {
      settle();
    }
  };

  runner.rollbackTransaction = async () => {
    if (joined) return leaveJoined(joined.rollbackTransaction());
    try {
      await original.rollbackTransaction();
    } catch (error) {
      resync();
      throw error;
    } finally {
      settle();
    }
  };

  runner.release = async () => {
    // Released with its transaction still open (its user forgot to end it): holding the gate, it would stop the
    // whole app. Roll it back, as a pool does with a connection closed mid-transaction.
    if (gate.holder === runner && runner.isTransactionActive && !inStatement) {
      try {
        if (connection.inTransaction) await original.query('ROLLBACK');
      } finally {
        state.isTransactionActive = false;
        state.transactionDepth = 0;
        settle();
      }
    }
    return original.release();
  };

  return runner;
}
