import { jest } from '@jest/globals';
import { MESSAGES } from '#common';
import { AuditLog } from '../../apps/api/src/audit/entities/audit-log.entity.js';
import { SchoolClass } from '../../apps/api/src/classes/entities/school-class.entity.js';
import { Grade } from '../../apps/api/src/grading/entities/grade.entity.js';
import { School } from '../../apps/api/src/schools/entities/school.entity.js';
import { PendingFamilyLink } from '../../apps/api/src/users/entities/pending-family-link.entity.js';
import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { SECRET_MASK } from '../../apps/api/src/database-browser/record-values.js';
import { createSchool, createUser, nationalId } from './factories.js';
import { bearer, DB_TYPE, expectErrorShape, expectInvalid, expectNotFound, startApp, type TestApp } from './harness.js';
import { createWorld, type Person, type World } from './world.js';

// The database browser over real HTTP: the admin's raw view of every table of the entities and its writes, which
// must be safe whatever is typed into the path, the search box or the body, keep secrets out, keep derived columns
// right, refuse what would break the data, and land in the audit trail.

describe(`the database browser (${DB_TYPE})`, () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startApp('database');
    w = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const table = (name: string) => `/api/database/table/${encodeURIComponent(name)}`;
  const record = (name: string, key: string | number) => `${table(name)}/record/${encodeURIComponent(String(key))}`;
  const grid = (name: string, query: Record<string, string | number> = {}, who: Person = w.admin) => t.http().get(table(name)).query(query).set(who.auth);

  test('the admin lists the tables of the entities with their Arabic names and what may be done to each', async () => {
    const { tables } = (await t.http().get('/api/database/tables').set(w.admin.auth).expect(200)).body;
    const byName = new Map<string, any>(tables.map((entry: any) => [entry.name, entry]));
    const names = t.ds.entityMetadatas.map((metadata) => metadata.tableName).sort();
    expect([...byName.keys()].sort()).toEqual(names);
    expect(tables[0].name).toBe('users');
    expect(byName.get('schools')).toEqual({
      name: 'schools',
      label: 'مجمعات الحلقات',
      description: expect.stringMatching(/[\u0600-\u06FF]/),
      can_create: true,
      can_edit: true,
      can_delete: true,
    });
    // The trail is read-only; a user cannot be added without the password hash the browser never writes.
    expect(byName.get('audit_log')).toEqual(expect.objectContaining({ can_create: false, can_edit: false, can_delete: false }));
    expect(byName.get('users')).toEqual(expect.objectContaining({ can_create: false, can_edit: true, can_delete: true }));
  });

  test('only the admin (system.manage) may use it: a complex manager and a teacher get 403 on every call', async () => {
    for (const who of [w.a.manager, w.a.teacher]) {
      const answers = await Promise.all([
        t.http().get('/api/database/tables').set(who.auth),
        grid('schools', {}, who),
        t
          .http()
          .post(`${table('schools')}/record`)
          .set(who.auth)
          .send({ name: 'مجمع', address: 'الرياض' }),
        t.http().put(record('schools', w.a.school.id)).set(who.auth).send({ name: 'مجمع' }),
        t.http().delete(record('schools', w.a.school.id)).set(who.auth),
      ]);
      for (const res of answers) expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { error: MESSAGES.errors.forbidden } });
    }
  });

  test('a table outside the entities, or a name with SQL in it, is a 404 and nothing is run', async () => {
    const names = [
      'sqlite_master',
      'information_schema.tables',
      'migrations',
      'Users',
      'users ',
      'users;DROP TABLE users',
      'users--',
      "users' OR '1'='1",
      'users`; DROP TABLE users; --',
    ];
    for (const name of names) {
      expectNotFound(await grid(name), MESSAGES.database.tableNotFound);
      expectNotFound(
        await t
          .http()
          .post(`${table(name)}/record`)
          .set(w.admin.auth)
          .send({}),
        MESSAGES.database.tableNotFound,
      );
      expectNotFound(await t.http().delete(record(name, w.a.student.id)).set(w.admin.auth), MESSAGES.database.tableNotFound);
    }
    expect(await t.ds.getRepository(User).count()).toBeGreaterThan(10);
    expect((await grid('users').expect(200)).body.total).toBeGreaterThan(10);
  });

  test('the users grid never carries a password hash, and searching cannot find one', async () => {
    const hashes = (await t.ds.getRepository(User).find({ select: { password_hash: true } })).map((user) => user.password_hash);
    const body = (await grid('users', { limit: 100 }).expect(200)).body;
    expect(body.records.length).toBe(body.total);
    const text = JSON.stringify(body);
    for (const hash of new Set(hashes)) expect(text).not.toContain(hash);
    expect(text).not.toContain('$argon2');
    expect(body.records.every((row: any) => row.password_hash === SECRET_MASK)).toBe(true);
    // The derived search column is not shown at all.
    expect(body.columns.map((column: any) => column.name)).not.toContain('search_text');
    expect(body.columns.find((column: any) => column.name === 'password_hash')).toEqual(expect.objectContaining({ read_only: true }));
    expect((await grid('users', { search: '$argon2' }).expect(200)).body.total).toBe(0);
  });

  test('columns are described as information_schema does: type, key, nullable and default', async () => {
    const { columns } = (await grid('classes').expect(200)).body;
    const byName = new Map<string, any>(columns.map((column: any) => [column.name, column]));
    expect(byName.get('id')).toEqual({ name: 'id', type: 'int', key: 'PRI', nullable: 'NO', default: null, read_only: true, max_length: null });
    expect(byName.get('name')).toEqual({ name: 'name', type: 'varchar(100)', key: '', nullable: 'NO', default: null, read_only: false, max_length: 100 });
    expect(byName.get('school_id')).toEqual(expect.objectContaining({ type: 'int', key: 'MUL', nullable: 'NO' }));
    expect(byName.get('max_students')).toEqual(expect.objectContaining({ nullable: 'YES', default: '20' }));
    expect(byName.get('is_active')).toEqual(expect.objectContaining({ type: 'boolean', default: 'true' }));
    expect(byName.get('created_at')).toEqual(expect.objectContaining({ type: 'datetime', default: 'CURRENT_TIMESTAMP', read_only: true }));
    const courses = (await grid('courses').expect(200)).body;
    expect(courses.columns.find((column: any) => column.name === 'percentage').type).toBe('decimal(4,1)');
    expect(typeof courses.records[0].percentage).toBe('number');
  });

  test('pages of 20 by default, at most 100, ordered by primary key; the answer is two queries for 3 rows or 30', async () => {
    const links = t.ds.getRepository(PendingFamilyLink);
    await links.insert(Array.from({ length: 45 }, () => ({ parent_id: nationalId(), student_id: nationalId() })));
    const first = (await grid('pending_family_links').expect(200)).body;
    expect({ page: first.page, total: first.total, totalPages: first.totalPages, rows: first.records.length }).toEqual({
      page: 1,
      total: 45,
      totalPages: 3,
      rows: 20,
    });
    const ids = first.records.map((row: any) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const last = (await grid('pending_family_links', { page: 3 }).expect(200)).body;
    expect(last.records.length).toBe(5);
    expect(last.records[0].id).toBeGreaterThan(ids.at(-1));
    expect((await grid('pending_family_links', { page: 9 }).expect(200)).body.records).toEqual([]);
    expectInvalid(await grid('pending_family_links', { limit: 101 }), 'limit', MESSAGES.validation.invalidNumber);
    expectInvalid(await grid('pending_family_links', { page: 0 }), 'page', MESSAGES.validation.invalidNumber);

    const few = await t.measure(() => grid('pending_family_links', { limit: 3 }).expect(200));
    const many = await t.measure(() => grid('pending_family_links', { limit: 30 }).expect(200));
    expect(few.result.body.records).toHaveLength(3);
    expect(many.result.body.records).toHaveLength(30);
    expect(many.queries).toBe(few.queries);
  });

  test('search matches the text columns (and a whole number the number columns), with what is typed taken literally', async () => {
    const found = (await grid('schools', { search: 'مجمع أ' }).expect(200)).body;
    expect(found.records.map((row: any) => row.id)).toEqual([w.a.school.id]);
    expect((await grid('users', { search: w.b.teacher.id }).expect(200)).body.records.map((row: any) => row.id)).toEqual([w.b.teacher.id]);
    expect((await grid('classes', { search: String(w.b.circle.id) }).expect(200)).body.records.map((row: any) => row.id)).toContain(w.b.circle.id);
    for (const search of ["' OR 1=1 --", '%', '_', "x'); DROP TABLE schools; --"]) {
      expect((await grid('schools', { search }).expect(200)).body.total).toBe(0);
    }
    expect(await t.ds.getRepository(School).count()).toBeGreaterThanOrEqual(2);
  });

  test('a school is added, edited and deleted; each write is in the audit trail under the admin', async () => {
    const created = await t
      .http()
      .post(`${table('schools')}/record`)
      .set(w.admin.auth)
      .send({ name: 'مجمع الهدى', address: 'حي الروضة, جدة, منطقة مكة المكرمة', phone: null });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      message: MESSAGES.database.created,
      record: expect.objectContaining({
        id: expect.any(Number),
        name: 'مجمع الهدى',
        phone: null,
        is_active: true,
        administrator_id: null,
        created_at: expect.any(String),
      }),
    });
    const id = created.body.record.id;

    // The edit form sends the key back unchanged with the fields.
    const updated = await t.http().put(record('schools', id)).set(w.admin.auth).send({ id, name: 'مجمع الهدى النموذجي', is_active: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      message: MESSAGES.database.updated,
      record: expect.objectContaining({ id, name: 'مجمع الهدى النموذجي', is_active: false }),
    });

    expect((await t.http().delete(record('schools', id)).set(w.admin.auth).expect(200)).body).toEqual({ message: MESSAGES.database.deleted });
    expect(await t.ds.getRepository(School).existsBy({ id })).toBe(false);
    expectNotFound(await t.http().delete(record('schools', id)).set(w.admin.auth), MESSAGES.database.recordNotFound);

    const trail = await t.ds.getRepository(AuditLog).find({ where: { entity: 'schools', entity_id: String(id) }, order: { id: 'ASC' } });
    expect(trail.map((entry) => [entry.action, entry.user_id])).toEqual([
      ['insert', w.admin.id],
      ['update', w.admin.id],
      ['delete', w.admin.id],
    ]);
    expect(JSON.parse(trail[1].after!)).toEqual({ name: 'مجمع الهدى النموذجي', is_active: false });
    // And the admin reads it through the trail's own call.
    const read = (
      await t
        .http()
        .get('/api/audit')
        .query({ entity: 'schools', entity_id: String(id) })
        .set(w.admin.auth)
        .expect(200)
    ).body;
    expect(read.entries.map((entry: any) => entry.action)).toEqual(['delete', 'update', 'insert']);
  });

  test('values are checked by column type, with one Arabic detail per field', async () => {
    const bad = await t
      .http()
      .post(`${table('schools')}/record`)
      .set(w.admin.auth)
      .send({ name: 5, address: 'ب'.repeat(256), is_active: 'yes', phone: '05\u202E12' });
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body);
    expect(bad.body).toEqual({
      error: MESSAGES.validation.failed,
      details: [
        { path: 'name', msg: MESSAGES.database.invalidText },
        { path: 'address', msg: MESSAGES.validation.tooLong(255) },
        { path: 'is_active', msg: MESSAGES.validation.invalidBoolean },
        { path: 'phone', msg: MESSAGES.validation.invalidCharacters },
      ],
    });
    expectInvalid(
      await t
        .http()
        .post(`${table('schools')}/record`)
        .set(w.admin.auth)
        .send({ name: 'مجمع' }),
      'address',
      MESSAGES.validation.required,
    );
    expectInvalid(
      await t
        .http()
        .post(`${table('schools')}/record`)
        .set(w.admin.auth)
        .send({ name: null, address: 'جدة' }),
      'name',
      MESSAGES.validation.required,
    );

    const semester = record('semesters', w.a.semester.id);
    expectInvalid(await t.http().put(semester).set(w.admin.auth).send({ year: 2024.5 }), 'year', MESSAGES.validation.invalidNumber);
    expectInvalid(await t.http().put(semester).set(w.admin.auth).send({ year: '2024' }), 'year', MESSAGES.validation.invalidNumber);
    expectInvalid(await t.http().put(semester).set(w.admin.auth).send({ year: 2_147_483_648 }), 'year', MESSAGES.validation.invalidNumber);
    const course = record('courses', w.a.course.id);
    expectInvalid(await t.http().put(course).set(w.admin.auth).send({ percentage: 12.25 }), 'percentage', MESSAGES.database.invalidDecimal);
    expectInvalid(await t.http().put(course).set(w.admin.auth).send({ percentage: 1000 }), 'percentage', MESSAGES.database.invalidDecimal);
    expect((await t.http().put(course).set(w.admin.auth).send({ percentage: 12.5 }).expect(200)).body.record.percentage).toBe(12.5);

    // The body must be an object.
    for (const body of [[{ name: 'x' }], '"x"']) {
      const res = await t
        .http()
        .post(`${table('schools')}/record`)
        .set(w.admin.auth)
        .set('Content-Type', 'application/json')
        .send(body);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: MESSAGES.validation.invalidBody } });
    }
  });

  test('a body key that is not a writable column is a 400 naming it: unknown, secret, read-only or the key changed', async () => {
    const teacher = record('users', w.a.teacher.id);
    const res = await t
      .http()
      .put(teacher)
      .set(w.admin.auth)
      .send({ 'id = id; --': 1, password_hash: 'x', search_text: 'x', created_at: '2024-01-01T00:00:00Z', id: w.b.teacher.id });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'id = id; --', msg: MESSAGES.validation.unknownField },
      { path: 'password_hash', msg: MESSAGES.database.secretColumn },
      { path: 'search_text', msg: MESSAGES.database.readOnlyColumn },
      { path: 'created_at', msg: MESSAGES.database.readOnlyColumn },
      { path: 'id', msg: MESSAGES.database.readOnlyColumn },
    ]);
    expectInvalid(
      await t
        .http()
        .post(`${table('schools')}/record`)
        .set(w.admin.auth)
        .send({ id: 99, name: 'مجمع', address: 'جدة' }),
      'id',
      MESSAGES.database.readOnlyColumn,
    );
    // Nothing was written.
    expect((await t.ds.getRepository(User).findOneByOrFail({ id: w.a.teacher.id })).password_hash).not.toBe('x');
  });

  test("a path key is read by the key column's type: a bad one is a 400, a missing row a 404", async () => {
    for (const key of ['abc', '1.5', '0x10', '99999999999']) {
      const res = await t.http().put(record('schools', key)).set(w.admin.auth).send({ name: 'مجمع' });
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: MESSAGES.database.invalidKey } });
    }
    const long = await t.http().delete(record('users', '12345678901')).set(w.admin.auth);
    expect({ status: long.status, body: long.body }).toEqual({ status: 400, body: { error: MESSAGES.database.invalidKey } });
    expectNotFound(await t.http().put(record('schools', 999_999)).set(w.admin.auth).send({ name: 'مجمع' }), MESSAGES.database.recordNotFound);
    expectNotFound(await t.http().delete(record('users', '1999999999')).set(w.admin.auth), MESSAGES.database.recordNotFound);
  });

  test('a row that others point at is not deleted (409, naming them), whatever the foreign key would cascade', async () => {
    const res = await t.http().delete(record('schools', w.a.school.id)).set(w.admin.auth);
    expect(res.status).toBe(409);
    expectErrorShape(res.body);
    expect(res.body.error).toContain('الحلقات');
    expect(res.body.error).toContain('الفصول الدراسية');
    expect(await t.ds.getRepository(School).existsBy({ id: w.a.school.id })).toBe(true);
    expect(await t.ds.getRepository(SchoolClass).existsBy({ id: w.a.circle.id })).toBe(true);
  });

  test('a write that breaks a foreign key or a unique column is a 409 in Arabic, not a 500', async () => {
    // The failures are the point here: keep the query counter's report of them quiet.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const trail = await t.ds.getRepository(AuditLog).count();
    const broken = await t.http().put(record('classes', w.a.circle.id)).set(w.admin.auth).send({ school_id: 999_999 });
    expect({ status: broken.status, body: broken.body }).toEqual({ status: 409, body: { error: MESSAGES.database.missingReference } });
    expect((await t.ds.getRepository(SchoolClass).findOneByOrFail({ id: w.a.circle.id })).school_id).toBe(w.a.school.id);
    const grant = { user_id: w.a.teacher.id, category: 'reports', action: 'view' };
    await t
      .http()
      .post(`${table('user_privileges')}/record`)
      .set(w.admin.auth)
      .send(grant)
      .expect(201);
    const twice = await t
      .http()
      .post(`${table('user_privileges')}/record`)
      .set(w.admin.auth)
      .send(grant);
    expect({ status: twice.status, body: twice.body }).toEqual({ status: 409, body: { error: MESSAGES.database.duplicate } });
    const orphan = await t
      .http()
      .post(`${table('user_privileges')}/record`)
      .set(w.admin.auth)
      .send({ ...grant, user_id: '1999999999' });
    expect({ status: orphan.status, body: orphan.body }).toEqual({ status: 409, body: { error: MESSAGES.database.missingReference } });
    // Only the one grant that was written is in the trail.
    expect(await t.ds.getRepository(AuditLog).count()).toBe(trail + 1);
  });

  test("editing a user's name keeps the derived search text right", async () => {
    const res = await t.http().put(record('users', w.b.student.id)).set(w.admin.auth).send({ first_name: 'عبدالرحمن', notes: 'يحفظ جزء عم' });
    expect(res.status).toBe(200);
    expect(res.body.record).toEqual(expect.objectContaining({ first_name: 'عبدالرحمن', notes: 'يحفظ جزء عم', password_hash: SECRET_MASK }));
    const stored = await t.ds
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.search_text')
      .where('user.id = :id', { id: w.b.student.id })
      .getOneOrFail();
    expect(stored.search_text).toContain('عبدالرحمن');
    expect(stored.search_text).toContain(w.b.student.id);
    const found = (await t.http().get('/api/users').query({ search: 'عبدالرحمن' }).set(w.admin.auth).expect(200)).body;
    expect(JSON.stringify(found)).toContain(w.b.student.id);
  });

  test('the audit trail is read-only, and users cannot be added here', async () => {
    const trail = (await grid('audit_log').expect(200)).body;
    expect(trail.total).toBeGreaterThan(0);
    const entry = trail.records[0].id;
    for (const res of [
      await t
        .http()
        .post(`${table('audit_log')}/record`)
        .set(w.admin.auth)
        .send({ action: 'insert', entity: 'x' }),
      await t.http().put(record('audit_log', entry)).set(w.admin.auth).send({ entity: 'x' }),
      await t.http().delete(record('audit_log', entry)).set(w.admin.auth),
    ]) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { error: MESSAGES.database.readOnlyTable } });
    }
    const user = await t
      .http()
      .post(`${table('users')}/record`)
      .set(w.admin.auth)
      .send({ id: nationalId(), first_name: 'سالم', last_name: 'الحربي', role: 'teacher' });
    expect({ status: user.status, body: user.body }).toEqual({ status: 409, body: { error: MESSAGES.database.noCreate } });
  });

  test('a row nobody points at is deleted, and a deleted school is gone from the grid', async () => {
    const school = await createSchool(t.ds, { name: 'مجمع مؤقت' });
    await t.http().delete(record('schools', school.id)).set(w.admin.auth).expect(200);
    expect((await grid('schools', { search: 'مجمع مؤقت' }).expect(200)).body.total).toBe(0);
  });
  test("the account rules hold here too: not one's own account, not the last active admin", async () => {
    const own = await t.http().put(record('users', w.admin.id)).set(w.admin.auth).send({ is_active: false });
    expect({ status: own.status, body: own.body }).toEqual({ status: 409, body: { error: MESSAGES.users.cannotChangeOwnAccount } });
    const deleted = await t.http().delete(record('users', w.admin.id)).set(w.admin.auth);
    expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 409, body: { error: MESSAGES.users.cannotDeleteOwnAccount } });
    // With a second active admin, one may switch the other off; the one left cannot then be demoted.
    const second = await createUser(t.ds, { role: 'admin' });
    const secondAuth = bearer(await t.login(second.id, second.password));
    await t.http().put(record('users', w.admin.id)).set(secondAuth).send({ is_active: false }).expect(200);
    const demoted = await t.http().put(record('users', second.id)).set(secondAuth).send({ role: 'teacher' });
    expect({ status: demoted.status, body: demoted.body }).toEqual({ status: 409, body: { error: MESSAGES.users.lastActiveAdmin } });
    expect(await t.ds.getRepository(User).findOneByOrFail({ id: second.id })).toEqual(expect.objectContaining({ role: 'admin', is_active: true }));
    await t.http().put(record('users', w.admin.id)).set(secondAuth).send({ is_active: true }).expect(200);
    await t.http().put(record('users', second.id)).set(w.admin.auth).send({ is_active: false }).expect(200);
  });
  test("a write keeps the field rules of the API's own forms, and stores text trimmed as they do", async () => {
    const schools = t.ds.getRepository(School);
    const count = await schools.count();
    const add = (body: object) =>
      t
        .http()
        .post(`${table('schools')}/record`)
        .set(w.admin.auth)
        .send(body);
    // An empty or blank complex name would show on the public registration list.
    expectInvalid(await add({ name: '', address: 'حي الروضة, جدة, منطقة مكة المكرمة' }), 'name', MESSAGES.validation.required);
    expectInvalid(await add({ name: '   ', address: 'حي الروضة, جدة, منطقة مكة المكرمة' }), 'name', MESSAGES.validation.required);
    expect(await schools.count()).toBe(count);
    const shown = (await t.http().get('/api/schools/public').expect(200)).body.schools;
    expect(shown.every((school: { name: string }) => school.name.trim() !== '')).toBe(true);

    const school = record('schools', w.a.school.id);
    expectInvalid(await t.http().put(school).set(w.admin.auth).send({ name: '' }), 'name', MESSAGES.validation.required);
    expectInvalid(await t.http().put(school).set(w.admin.auth).send({ phone: '12345' }), 'phone', MESSAGES.validation.mobile);
    expect(await schools.findOneByOrFail({ id: w.a.school.id })).toEqual(expect.objectContaining({ name: w.a.school.name, phone: w.a.school.phone }));

    const circle = record('classes', w.a.circle.id);
    expectInvalid(await t.http().put(circle).set(w.admin.auth).send({ max_students: 80 }), 'max_students', MESSAGES.classes.maxStudents);
    expectInvalid(await t.http().put(circle).set(w.admin.auth).send({ school_level: 'zzz' }), 'school_level', MESSAGES.validation.invalidChoice);
    expectInvalid(
      await t
        .http()
        .put(record('semesters', w.a.semester.id))
        .set(w.admin.auth)
        .send({ weekend_days: [9] }),
      'weekend_days',
      MESSAGES.semesters.weekendDays,
    );
    const student = record('users', w.a.student.id);
    expectInvalid(await t.http().put(student).set(w.admin.auth).send({ first_name: ' ' }), 'first_name', MESSAGES.validation.required);
    expectInvalid(await t.http().put(student).set(w.admin.auth).send({ notes: 'سطر أول\nسطر ثان' }), 'notes', MESSAGES.validation.invalidCharacters);
    const grade = {
      student_id: w.a.student.id,
      course_id: w.a.course.id,
      class_id: w.a.circle.id,
      semester_id: w.a.semester.id,
      grade_value: 15,
      max_grade: 20,
      grade_type: 'memorization' as const,
      grade_date: '2026-10-01',
    };
    const gradeId = (await t.ds.getRepository(Grade).insert(grade)).identifiers[0].id as number;
    for (const gradeType of ['', 'zzz']) {
      expectInvalid(
        await t.http().put(record('grades', gradeId)).set(w.admin.auth).send({ grade_type: gradeType }),
        'grade_type',
        MESSAGES.validation.invalidChoice,
      );
    }
    expect((await t.ds.getRepository(Grade).findOneByOrFail({ id: gradeId })).grade_type).toBe('memorization');

    // A column no form writes keeps its column checks alone; a text is stored trimmed, as the forms store it.
    const added = await add({ name: '  مجمع التقوى  ', address: 'حي الروضة, جدة, منطقة مكة المكرمة' }).expect(201);
    expect(added.body.record.name).toBe('مجمع التقوى');
    await t.http().delete(record('schools', added.body.record.id)).set(w.admin.auth).expect(200);
  });

  test('a supervisor granted system.manage may browse, but gives nobody a role above their own', async () => {
    const supervisor = await createUser(t.ds, { role: 'supervisor', school_id: w.a.school.id });
    await t
      .http()
      .put(`/api/privileges/${supervisor.id}`)
      .set(w.admin.auth)
      .send({ permissions: { system: ['manage'] } })
      .expect(200);
    const auth = bearer(await t.login(supervisor.id, supervisor.password));
    const teacher = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id });
    for (const [id, role] of [
      [teacher.id, 'administrator'],
      [teacher.id, 'admin'],
      [supervisor.id, 'admin'],
    ]) {
      const res = await t.http().put(record('users', id)).set(auth).send({ role });
      expect({ id, role, status: res.status, body: res.body }).toEqual({ id, role, status: 403, body: { error: MESSAGES.users.roleAboveOwn } });
    }
    expect((await t.ds.getRepository(User).findOneByOrFail({ id: teacher.id })).role).toBe('teacher');
    expect((await t.ds.getRepository(User).findOneByOrFail({ id: supervisor.id })).role).toBe('supervisor');
    await t.http().put(record('users', teacher.id)).set(auth).send({ role: 'supervisor' }).expect(200);
  });
});
