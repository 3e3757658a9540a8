import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { MESSAGES } from '#common';
import { runAs } from '../../apps/api/src/audit/audit-context.js';
import { REDACTED } from '../../apps/api/src/audit/audit-record.js';
import { AuditLog } from '../../apps/api/src/audit/entities/audit-log.entity.js';
import { UserPrivilege } from '../../apps/api/src/privileges/entities/user-privilege.entity.js';
import { School } from '../../apps/api/src/schools/entities/school.entity.js';
import { PendingFamilyLink } from '../../apps/api/src/users/entities/pending-family-link.entity.js';
import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { RegistrationService } from '../../apps/api/src/users/registration.service.js';
import { createSchool, createUser, nationalId } from './factories.js';
import { bearer, DB_TYPE, startApp, type TestApp } from './harness.js';
import { createWorld, type World } from './world.js';

interface Entry {
  id: number;
  user_id: string | null;
  user_name: string | null;
  action: 'insert' | 'update' | 'delete';
  entity: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

const registration = (overrides: object = {}) => ({
  id: nationalId(),
  first_name: 'خالد',
  second_name: 'عبدالرحمن',
  third_name: 'سعود',
  last_name: 'العتيبي',
  neighborhood: 'حي الياسمين',
  phone: '0551234567',
  email: 'parent@example.com',
  password: 'secret-parent-1',
  childIds: [],
  registerSelf: false,
  ...overrides,
});

/** The Saudi calendar day (UTC+3) of an instant, as the filters read days. */
const saudiDay = (instant: number) => new Date(instant + 3 * 3_600_000).toISOString().slice(0, 10);
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe(`the audit trail (${DB_TYPE})`, () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startApp('audit');
    w = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The trail as the admin reads it, with these filters. */
  const read = async (query: Record<string, string | number> = {}) => {
    const res = await t.http().get('/api/audit').query(query).set(w.admin.auth).expect(200);
    return res.body as { entries: Entry[]; pagination: { page: number; limit: number; total: number } };
  };
  /** Every entry about one row, oldest first. */
  const rowsOf = async (entity: string, entityId: string) => (await read({ entity, entity_id: entityId, limit: 100 })).entries.reverse();
  const total = () => t.ds.getRepository(AuditLog).count();

  test('a complex created, edited, toggled and deleted: one row each, by the admin, with the fields before and after', async () => {
    const created = await t
      .http()
      .post('/api/schools')
      .set(w.admin.auth)
      .send({ name: 'مجمع الرحمة', address: 'حي الربوة, الرياض, منطقة الرياض', phone: '0512345670' })
      .expect(201);
    const id = String(created.body.school.id);
    await t.http().put(`/api/schools/${id}`).set(w.admin.auth).send({ name: 'مجمع الرحمة الكبير', phone: '0512345670' }).expect(200);
    // The same values again: no change, no row.
    await t.http().put(`/api/schools/${id}`).set(w.admin.auth).send({ name: 'مجمع الرحمة الكبير' }).expect(200);
    await t.http().put(`/api/schools/${id}`).set(w.admin.auth).send({ is_active: false }).expect(200);
    await t.http().delete(`/api/schools/${id}`).set(w.admin.auth).expect(200);

    const rows = await rowsOf('schools', id);
    expect(rows.map((r) => r.action)).toEqual(['insert', 'update', 'update', 'update']);
    expect(rows.every((r) => r.user_id === w.admin.id && r.user_name === 'مدير المنصة العام')).toBe(true);
    expect(rows[0]).toMatchObject({
      before: null,
      after: {
        id: Number(id),
        name: 'مجمع الرحمة',
        address: 'حي الربوة, الرياض, منطقة الرياض',
        phone: '0512345670',
        email: null,
        is_active: true,
        administrator_id: null,
      },
    });
    expect(rows[0].after).not.toHaveProperty('created_at');
    expect(rows[1]).toMatchObject({ before: { name: 'مجمع الرحمة' }, after: { name: 'مجمع الرحمة الكبير' } });
    expect(Object.keys(rows[1].after!)).toEqual(['name']);
    expect(rows[2]).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    // The soft delete renames an inactive complex.
    expect(rows[3]).toEqual(expect.objectContaining({ before: { name: 'مجمع الرحمة الكبير' }, after: { name: 'مجمع الرحمة الكبير (محذوف)' } }));
  });

  test("a complex manager's edit is theirs", async () => {
    await t.http().put(`/api/schools/${w.a.school.id}`).set(w.a.manager.auth).send({ phone: '0533333333' }).expect(200);
    const [row] = (await read({ entity: 'schools', entity_id: String(w.a.school.id), user_id: w.a.manager.id })).entries;
    expect(row).toMatchObject({
      action: 'update',
      user_id: w.a.manager.id,
      user_name: 'مدير أ محمد علي الزهراني',
      before: { phone: null },
      after: { phone: '0533333333' },
    });
  });

  test("a registration is anonymous and holds no password hash; its approval is the approver's", async () => {
    const body = registration();
    await t.http().post('/api/parents').send(body).expect(201);
    const [user] = await rowsOf('users', body.id);
    expect(user).toMatchObject({ action: 'insert', user_id: null, user_name: null, before: null });
    expect(user.after).toMatchObject({
      id: body.id,
      first_name: 'خالد',
      role: 'parent',
      is_active: false,
      account_status: 'pending_activation',
      neighborhood: 'حي الياسمين',
    });
    expect(user.after).not.toHaveProperty('password_hash');
    expect(user.after).not.toHaveProperty('search_text');
    const [profile] = await rowsOf('parent_profiles', body.id);
    expect(profile).toMatchObject({ action: 'insert', user_id: null, after: { user_id: body.id, self_school_level: null } });

    await t.http().post(`/api/users/${body.id}/approve`).set(w.admin.auth).expect(200);
    const rows = await rowsOf('users', body.id);
    expect(rows[1]).toMatchObject({
      action: 'update',
      user_id: w.admin.id,
      before: { is_active: false, account_status: 'pending_activation' },
      after: { is_active: true, account_status: 'active' },
    });
  });

  test("a student naming a parent who registered first completes the link: the pending link's delete is recorded", async () => {
    const child = nationalId();
    const parentBody = registration({ childIds: [child] });
    await t.http().post('/api/parents').send(parentBody).expect(201);
    const [pending] = (await read({ entity: 'pending_family_links' })).entries.filter((e) => e.after?.student_id === child);
    expect(pending).toMatchObject({ action: 'insert', after: { parent_id: parentBody.id, student_id: child } });

    await t
      .http()
      .post('/api/students')
      .send({
        id: child,
        first_name: 'سعد',
        second_name: 'خالد',
        third_name: 'عبدالرحمن',
        last_name: 'العتيبي',
        password: 'secret-student-1',
        school_level: 'الصف الأول المتوسط',
        date_of_birth: '2012-05-14',
        parent_id: null,
      })
      .expect(201);
    const removed = await rowsOf('pending_family_links', pending.entity_id!);
    expect(removed.map((r) => r.action)).toEqual(['insert', 'delete']);
    expect(removed[1]).toMatchObject({ user_id: null, before: { id: Number(pending.entity_id), parent_id: parentBody.id, student_id: child }, after: null });
    const [link] = (await read({ entity: 'parent_student_links' })).entries.filter((e) => e.after?.student_id === child);
    expect(link).toMatchObject({ action: 'insert', after: { parent_id: parentBody.id, student_id: child, relationship_type: 'parent', is_primary: true } });
  });

  test('privileges granted, replaced and withdrawn: an insert per grant, a delete per withdrawn one', async () => {
    const teacher = w.a.teacher.id;
    await t
      .http()
      .put(`/api/privileges/${teacher}`)
      .set(w.admin.auth)
      .send({ permissions: { users: ['view'], reports: ['create'] } })
      .expect(200);
    let rows = (await read({ entity: 'user_privileges' })).entries.filter((e) => (e.after ?? e.before)?.user_id === teacher);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.action === 'insert' && r.user_id === w.admin.id && r.entity_id !== null)).toBe(true);
    expect(rows.map((r) => r.after)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: teacher, category: 'users', action: 'view', granted_by: w.admin.id }),
        expect.objectContaining({ user_id: teacher, category: 'reports', action: 'create', granted_by: w.admin.id }),
      ]),
    );
    const ids = await t.ds.getRepository(UserPrivilege).findBy({ user_id: teacher });
    expect(rows.map((r) => r.entity_id).sort()).toEqual(ids.map((p) => String(p.id)).sort());

    await t.http().put(`/api/privileges/${teacher}`).set(w.admin.auth).send({ permissions: {} }).expect(200);
    rows = (await read({ entity: 'user_privileges', action: 'delete' })).entries.filter((e) => e.before?.user_id === teacher);
    expect(rows.map((r) => r.entity_id).sort()).toEqual(ids.map((p) => String(p.id)).sort());
    expect(rows[0]).toMatchObject({ after: null, before: { user_id: teacher, granted_by: w.admin.id } });
  });

  test('every write path: save and remove of a loaded row, update and delete by criteria, a computed update', async () => {
    const schools = t.ds.getRepository(School);
    const school = await runAs(w.b.manager.id, () => createSchool(t.ds, { name: 'مجمع المسارات' }));
    const id = String(school.id);
    await runAs(w.b.manager.id, async () => {
      school.phone = '0544444444';
      await schools.save(school);
      await schools.update({ name: 'مجمع المسارات' }, { email: 'paths@example.com' });
      // A value computed by the database is read back to be recorded.
      await schools
        .createQueryBuilder()
        .update()
        .set({ name: () => "REPLACE(name, 'المسارات', 'الدروب')" })
        .where('id = :id', { id: school.id })
        .execute();
    });
    const doomed = await createSchool(t.ds, { name: 'مجمع مؤقت' });
    await runAs(w.admin.id, async () => {
      await schools.remove(await schools.findOneByOrFail({ id: doomed.id }));
      await schools.delete({ id: school.id });
    });

    const rows = await rowsOf('schools', id);
    expect(rows.map((r) => [r.action, r.user_id])).toEqual([
      ['insert', w.b.manager.id],
      ['update', w.b.manager.id],
      ['update', w.b.manager.id],
      ['update', w.b.manager.id],
      ['delete', w.admin.id],
    ]);
    expect(rows[1]).toMatchObject({ before: { phone: null }, after: { phone: '0544444444' } });
    expect(rows[2]).toMatchObject({ before: { email: null }, after: { email: 'paths@example.com' } });
    expect(rows[3]).toMatchObject({ before: { name: 'مجمع المسارات' }, after: { name: 'مجمع الدروب' } });
    expect(rows[4]).toMatchObject({ after: null, before: { id: school.id, name: 'مجمع الدروب', email: 'paths@example.com', phone: '0544444444' } });
    const [removed] = (await rowsOf('schools', String(doomed.id))).slice(-1);
    expect(removed).toMatchObject({ action: 'delete', user_id: w.admin.id, before: { id: doomed.id, name: 'مجمع مؤقت' } });
  });

  test('a changed password is recorded as changed, never as its hash', async () => {
    const user = await createUser(t.ds, { role: 'teacher' });
    await runAs(w.admin.id, () => t.ds.getRepository(User).update({ id: user.id }, { password_hash: '$argon2id$v=19$new-hash' }));
    const [, changed] = await rowsOf('users', user.id);
    expect(changed).toMatchObject({ action: 'update', before: { password_hash: REDACTED }, after: { password_hash: REDACTED } });
    const all = await t.ds.getRepository(AuditLog).find();
    expect(JSON.stringify(all)).not.toMatch(/argon2|secret-parent|secret-student/);
  });

  describe('a failed write records nothing', () => {
    // The failures are the point here: keep the query counter's and the error filter's reports of them quiet.
    beforeEach(() => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => jest.restoreAllMocks());

    test('a unique violation outside any transaction', async () => {
      const before = await total();
      await expect(
        t.ds.getRepository(User).insert({ ...(await t.ds.getRepository(User).findOneByOrFail({ id: w.a.teacher.id })), first_name: 'مكرر' }),
      ).rejects.toThrow();
      expect(await total()).toBe(before);
      // Nothing was left open: the next write lands and is recorded.
      await t.http().put(`/api/schools/${w.b.school.id}`).set(w.admin.auth).send({ phone: '0555555555' }).expect(200);
      expect(await total()).toBe(before + 1);
      expect((await t.http().get(`/api/schools/${w.b.school.id}`).set(w.admin.auth)).body.school.phone).toBe('0555555555');
    });

    test('an update by criteria that breaks a foreign key', async () => {
      const before = await total();
      await expect(t.ds.getRepository(User).update({ id: w.b.teacher.id }, { school_id: 987654 })).rejects.toThrow();
      expect(await total()).toBe(before);
      expect((await t.ds.getRepository(User).findOneByOrFail({ id: w.b.teacher.id })).school_id).toBe(w.b.school.id);
    });

    test('a failure after the audit rows were written rolls both back', async () => {
      const before = await total();
      await expect(
        t.ds.transaction(async (em) => {
          await em.update(School, { id: w.b.school.id }, { name: 'اسم لن يبقى' });
          await em.insert(PendingFamilyLink, { parent_id: nationalId(), student_id: nationalId() });
          expect(await em.count(AuditLog)).toBe(before + 2);
          throw new Error('injected');
        }),
      ).rejects.toThrow('injected');
      expect(await total()).toBe(before);
      expect((await t.ds.getRepository(School).findOneByOrFail({ id: w.b.school.id })).name).toBe('مجمع ب');
    });

    test('a registration that fails halfway: no account, no row', async () => {
      const service = t.app.get(RegistrationService);
      const spy = jest.spyOn(service as unknown as { takeNamings: () => Promise<Set<string>> }, 'takeNamings').mockRejectedValueOnce(new Error('injected'));
      const before = await total();
      const body = registration();
      await t.http().post('/api/parents').send(body).expect(500);
      expect(spy).toHaveBeenCalledTimes(1);
      expect(await total()).toBe(before);
      expect(await t.ds.getRepository(User).existsBy({ id: body.id })).toBe(false);
    });
  });

  test('the audit table is not audited, and a read writes nothing', async () => {
    const before = await total();
    await read();
    await t.http().get('/api/schools').set(w.admin.auth).expect(200);
    expect(await total()).toBe(before);
    expect(await t.ds.getRepository(AuditLog).countBy({ entity: 'audit_log' })).toBe(0);
  });

  test('filters: entity and id, author, action, days; newest first; pages', async () => {
    const all = await read({ limit: 100 });
    expect(all.pagination).toEqual({ page: 1, limit: 100, total: await total() });
    const times = all.entries.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const byManager = await read({ user_id: w.a.manager.id });
    expect(byManager.entries.length).toBeGreaterThan(0);
    expect(byManager.entries.every((e) => e.user_id === w.a.manager.id)).toBe(true);

    const inserts = await read({ action: 'insert', entity: 'schools', limit: 100 });
    expect(inserts.entries.every((e) => e.action === 'insert' && e.entity === 'schools')).toBe(true);

    const today = saudiDay(Date.now());
    expect((await read({ date_from: today, date_to: today })).pagination.total).toBe(all.pagination.total);
    expect((await read({ date_from: shiftDay(today, 1) })).pagination.total).toBe(0);
    expect((await read({ date_to: shiftDay(today, -1) })).pagination.total).toBe(0);

    const first = await read({ limit: 3, page: 1 });
    const second = await read({ limit: 3, page: 2 });
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: all.pagination.total });
    expect(first.entries.map((e) => e.id)).toEqual(all.entries.slice(0, 3).map((e) => e.id));
    expect(second.entries.map((e) => e.id)).toEqual(all.entries.slice(3, 6).map((e) => e.id));
    expect((await read({ page: 999 })).entries).toEqual([]);
  });

  test('bad filters are 400 with details', async () => {
    const res = await t
      .http()
      .get('/api/audit')
      .query({ user_id: '12', date_from: '2024-02-30', limit: 101, page: 0, action: 'drop' })
      .set(w.admin.auth)
      .expect(400);
    expect(res.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['action', 'date_from', 'limit', 'page', 'user_id']);
    expect(res.body.details.find((d: { path: string }) => d.path === 'date_from').msg).toBe(MESSAGES.validation.invalidDate);
  });

  test('only who manages the system reads it', async () => {
    for (const person of [w.a.manager, w.a.supervisor, w.a.teacher, w.a.parent, w.a.student]) {
      const res = await t.http().get('/api/audit').set(person.auth).expect(403);
      expect(res.body).toEqual({ error: MESSAGES.errors.forbidden });
    }
    await t.http().get('/api/audit').expect(401);
    // A grant of system.manage opens it, as it opens the route.
    await t
      .http()
      .put(`/api/privileges/${w.b.supervisor.id}`)
      .set(w.admin.auth)
      .send({ permissions: { system: ['manage'] } })
      .expect(200);
    await t.http().get('/api/audit').set(bearer(w.b.supervisor.token)).expect(200);
  });

  test('a page costs the same number of queries for 3 entries as for 30', async () => {
    expect(await total()).toBeGreaterThanOrEqual(30);
    const authors = new Set((await read({ limit: 30 })).entries.map((e) => e.user_id));
    expect(authors.size).toBeGreaterThan(2);
    const few = await t.measure(() => t.http().get('/api/audit?limit=3').set(w.admin.auth).expect(200));
    const many = await t.measure(() => t.http().get('/api/audit?limit=30').set(w.admin.auth).expect(200));
    expect(few.result.body.entries).toHaveLength(3);
    expect(many.result.body.entries).toHaveLength(30);
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeLessThanOrEqual(4);
  });
});
