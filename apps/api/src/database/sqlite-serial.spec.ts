import 'reflect-metadata';
import { Column, DataSource, Entity, PrimaryGeneratedColumn, type Logger } from 'typeorm';
import { serialiseSqlite } from './sqlite-serial.js';

@Entity('note')
class Note {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 40 }) text: string;
}

/** Every statement, in the order SQLite ran them. */
class Statements implements Logger {
  readonly seen: string[] = [];
  logQuery(query: string): void {
    this.seen.push(query);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

/** Lets the other callers run: several turns of the event loop, as a request awaiting something would. */
const pause = async () => {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('SQLite transactions are one at a time (serialiseSqlite)', () => {
  let ds: DataSource;
  let log: Statements;
  beforeEach(async () => {
    log = new Statements();
    ds = serialiseSqlite(new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Note], synchronize: true, logger: log, logging: 'all' }));
    await ds.initialize();
    log.seen.length = 0;
  });
  afterEach(async () => {
    await ds.destroy();
  });

  const texts = async () => (await ds.getRepository(Note).find({ order: { id: 'ASC' } })).map((note) => note.text);

  test('two transactions started together: each commits its own rows, the failing one rolls back only its own', async () => {
    const failing = ds.transaction(async (m) => {
      await m.insert(Note, { text: 'a1' });
      await pause();
      await m.insert(Note, { text: 'a2' });
      throw new Error('injected');
    });
    const committing = ds.transaction(async (m) => {
      await m.insert(Note, { text: 'b1' });
      await pause();
      await m.insert(Note, { text: 'b2' });
      return 'done';
    });
    await expect(failing).rejects.toThrow('injected');
    await expect(committing).resolves.toBe('done');
    expect(await texts()).toEqual(['b1', 'b2']);
    // One after the other, never one inside the other.
    expect(log.seen.filter((sql) => /^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/.test(sql))).toEqual([
      'BEGIN TRANSACTION',
      'ROLLBACK',
      'BEGIN TRANSACTION',
      'COMMIT',
    ]);
  });

  test('statements and save()s of others wait for an open transaction instead of joining it', async () => {
    let insertedFirst!: () => void;
    const opened = new Promise<void>((resolve) => (insertedFirst = resolve));
    const failing = ds.transaction(async (m) => {
      await m.insert(Note, { text: 'a' });
      insertedFirst();
      await pause();
      throw new Error('injected');
    });
    await opened;
    const others = Promise.all([
      ds.getRepository(Note).insert({ text: 'plain insert' }),
      ds.getRepository(Note).save({ text: 'save' }),
      ds.query(`INSERT INTO note (text) VALUES ('raw query')`),
      texts(),
    ]);
    await expect(failing).rejects.toThrow('injected');
    const [, , , read] = await others;
    // The read waited too: it never saw the row that was rolled back.
    expect(read).not.toContain('a');
    expect((await texts()).sort()).toEqual(['plain insert', 'raw query', 'save']);
  });

  test('inside the callback everything goes straight through: its manager, nested transactions, other runners', async () => {
    await ds.transaction(async (m) => {
      await m.insert(Note, { text: 'outer' });
      // A nested transaction of the same manager, and one through the data source: SAVEPOINTs of this one.
      await expect(
        m.transaction(async (inner) => {
          await inner.insert(Note, { text: 'rolled back' });
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await ds.transaction((other) => other.insert(Note, { text: 'nested' }));
      // A repository of the data source (another runner): part of this transaction, not a deadlock.
      await ds.getRepository(Note).save({ text: 'repository' });
      expect(await ds.getRepository(Note).count()).toBe(3);
    });
    expect(await texts()).toEqual(['outer', 'nested', 'repository']);
    expect(log.seen.filter((sql) => /^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/.test(sql))).toEqual([
      'BEGIN TRANSACTION',
      'SAVEPOINT typeorm_1',
      'ROLLBACK TO SAVEPOINT typeorm_1',
      'SAVEPOINT typeorm_1',
      'RELEASE SAVEPOINT typeorm_1',
      'SAVEPOINT typeorm_1',
      'RELEASE SAVEPOINT typeorm_1',
      'COMMIT',
    ]);
  });

  test('first come, first served: transactions run in the order they asked', async () => {
    const order: string[] = [];
    const transaction = (name: string) =>
      ds.transaction(async (m) => {
        order.push(`${name} begins`);
        await m.insert(Note, { text: name });
        await pause();
        order.push(`${name} ends`);
      });
    await Promise.all([transaction('a'), transaction('b'), ds.getRepository(Note).insert({ text: 'c' }), transaction('d')]);
    expect(order).toEqual(['a begins', 'a ends', 'b begins', 'b ends', 'd begins', 'd ends']);
    expect((await texts()).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  test('a runner released with its transaction open gives the connection back, rolled back', async () => {
    const runner = ds.createQueryRunner();
    await runner.startTransaction();
    await runner.manager.insert(Note, { text: 'forgotten' });
    await runner.release();
    await ds.getRepository(Note).insert({ text: 'next' });
    expect(await texts()).toEqual(['next']);
  });

  test('a MySQL data source is left as it is', () => {
    const mysql = new DataSource({ type: 'mysql', entities: [Note] });
    const { createQueryRunner } = mysql.driver;
    expect(serialiseSqlite(mysql).driver.createQueryRunner).toBe(createQueryRunner);
  });
});
