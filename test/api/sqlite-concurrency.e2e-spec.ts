import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { MoreThan } from 'typeorm';
import { AuditLog } from '../../apps/api/src/audit/entities/audit-log.entity.js';
import { SchoolClass } from '../../apps/api/src/classes/entities/school-class.entity.js';
import { ClassesService } from '../../apps/api/src/classes/classes.service.js';
import { waitingAt } from '../../apps/api/src/database/sqlite-serial.js';
import { School } from '../../apps/api/src/schools/entities/school.entity.js';
import { createSchool, createSemester } from './factories.js';
import { ADMIN, bearer, DB_TYPE, startApp, type TestApp } from './harness.js';

/**
 * Writes answered together while another transaction is open and then fails. On SQLite every caller once shared one
 * query runner, so those writes ran inside the failing transaction (a SAVEPOINT of it, or plain statements in it)
 * and vanished with its rollback after being answered 200 (database/sqlite-serial.ts). On MySQL each has its own
 * connection; the same outcome is asked of both.
 */
describe(`concurrent writes and a failing transaction (${DB_TYPE})`, () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let school: School;
  let semester: { id: number };
  beforeAll(async () => {
    t = await startApp('sqlite-concurrency');
    auth = bearer(await t.login(ADMIN.id, ADMIN.password));
    school = await createSchool(t.ds, { name: 'مجمع التزامن' });
    semester = await createSemester(t.ds, school);
  });
  afterAll(async () => {
    await t.close();
  });
  // The failures are the point here: keep the error filter's and the query counter's reports of them quiet.
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  /** The audit entries written since `lastId`, as (action, table, row) in the order written. */
  const entriesAfter = async (lastId: number) =>
    (await t.ds.getRepository(AuditLog).find({ where: { id: MoreThan(lastId) }, order: { id: 'ASC' } })).map((e) => `${e.action} ${e.entity} ${e.entity_id}`);
  const lastAuditId = async () => (await t.ds.getRepository(AuditLog).find({ order: { id: 'DESC' }, take: 1 }))[0]?.id ?? 0;
  /**
   * The two tests that hold a transaction open while others write run on SQLite, whose gate they wait on. On MySQL
   * the others may wait on the open transaction's row locks instead, the database's own rule, with nothing to observe
   * here but a hang until it ends; the third test, many writes at once, holds on both.
   */
  const onSqlite = DB_TYPE === 'sqlite' ? test : test.skip;
  /**
   * Resolves once the other writes have finished (as they could inside the open transaction before the fix, and
   * do on MySQL's other connections), or once `count` of them wait for SQLite's connection: no clock involved.
   */
  const finishedOrWaiting = (others: Promise<unknown>, count: number) => Promise.race([others.catch(() => undefined), waitingAt(t.ds, count)]);
  /** A new circle of the complex's semester, as the form sends it (POST /api/classes: one transaction). */
  const circle = (name: string) => ({ name, school_id: school.id, semester_id: semester.id, school_level: 'الصف الرابع الابتدائي' });

  onSqlite('a transaction that fails after writing takes nothing of the requests answered meanwhile with it', async () => {
    const lastId = await lastAuditId();
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    let others: Promise<unknown> = new Promise(() => undefined);
    const failing = t.ds
      .transaction(async (m) => {
        await m.insert(School, { name: 'مجمع لن يبقى', address: 'حي النخيل, الرياض, منطقة الرياض', is_active: true });
        opened();
        await finishedOrWaiting(others, 3);
        throw new Error('injected');
      })
      .catch((error: Error) => error.message);
    await open;
    const [created, edited, saved] = await (others = Promise.all([
      // A transaction of its own (the circle and its teachers), a bare update (the audit subscriber's own
      // transaction), and a save() outside any request (TypeORM's own transaction).
      t.http().post('/api/classes').set(auth).send(circle('حلقة التزامن')),
      t.http().put(`/api/schools/${school.id}`).set(auth).send({ phone: '0555000111' }),
      createSchool(t.ds, { name: 'مجمع محفوظ' }),
    ]));
    expect(await failing).toBe('injected');

    expect(created.status).toBe(201);
    expect(edited.status).toBe(200);
    const classId = created.body.classId as number;
    expect(await t.ds.getRepository(SchoolClass).existsBy({ id: classId })).toBe(true);
    expect((await t.ds.getRepository(School).findOneByOrFail({ id: school.id })).phone).toBe('0555000111');
    expect(await t.ds.getRepository(School).existsBy({ id: saved.id })).toBe(true);
    expect(await t.ds.getRepository(School).existsBy({ name: 'مجمع لن يبقى' })).toBe(false);
    // Exactly the surviving writes, once each; nothing of the rolled-back one.
    expect((await entriesAfter(lastId)).sort()).toEqual([`insert classes ${classId}`, `insert schools ${saved.id}`, `update schools ${school.id}`].sort());
  });

  onSqlite("a request whose transaction fails after writing takes nothing of another caller's transaction with it", async () => {
    const lastId = await lastAuditId();
    const service = t.app.get(ClassesService) as unknown as { replaceTeachers: (...args: unknown[]) => Promise<void> };
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    let other: Promise<unknown> = new Promise(() => undefined);
    // The circle is saved, then storing its teachers fails, a while later.
    jest.spyOn(service, 'replaceTeachers').mockImplementationOnce(async () => {
      opened();
      await finishedOrWaiting(other, 1);
      throw new Error('injected');
    });
    const failing = t.http().post('/api/classes').set(auth).send(circle('حلقة لن تبقى'));
    const answered = failing.then((res) => res);
    await open;
    const kept = await (other = t.ds.transaction(async (m) => {
      const { identifiers } = await m.insert(School, { name: 'مجمع باق', address: 'حي الورود, الرياض, منطقة الرياض', is_active: true });
      return identifiers[0]!.id as number;
    }));
    expect((await answered).status).toBe(500);

    expect(await t.ds.getRepository(School).existsBy({ id: kept })).toBe(true);
    expect(await t.ds.getRepository(SchoolClass).existsBy({ name: 'حلقة لن تبقى' })).toBe(false);
    expect(await entriesAfter(lastId)).toEqual([`insert schools ${kept}`]);
  });

  test('many transactions and writes at once: every one lands, each audited once', async () => {
    const lastId = await lastAuditId();
    const before = await t.ds.getRepository(School).count();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? t
              .http()
              .post('/api/schools')
              .set(auth)
              .send({ name: `مجمع متزامن ${i}`, address: 'حي الملقا, الرياض, منطقة الرياض' })
          : t
              .http()
              .post('/api/classes')
              .set(auth)
              .send(circle(`حلقة متزامنة ${i}`)),
      ),
    );
    expect(results.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await t.ds.getRepository(School).count()).toBe(before + 3);
    const entries = await entriesAfter(lastId);
    expect(entries.filter((e) => e.startsWith('insert schools '))).toHaveLength(3);
    expect(entries.filter((e) => e.startsWith('insert classes '))).toHaveLength(3);
    expect(new Set(entries).size).toBe(entries.length);
  });
});
