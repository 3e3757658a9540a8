import { jest } from '@jest/globals';
import { SelectQueryBuilder, type ObjectLiteral } from 'typeorm';
import { MESSAGES } from '#common';
import { AuditLog } from '../../apps/api/src/audit/entities/audit-log.entity.js';
import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { createSchool, createUser, nationalId, PASSWORD } from './factories.js';
import { ADMIN, bearer, DB_TYPE, startApp, type TestApp } from './harness.js';

describe(`approval of pending accounts and privilege grants (${DB_TYPE})`, () => {
  let t: TestApp;
  let admin: string;
  let schoolId: number;
  beforeAll(async () => {
    t = await startApp('approval');
    admin = await t.login(ADMIN.id, ADMIN.password);
    schoolId = (await createSchool(t.ds)).id;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const registerTeacher = async () => {
    const id = nationalId();
    await t
      .http()
      .post('/api/teachers')
      .send({
        id,
        first_name: 'سلمان',
        second_name: 'فهد',
        third_name: 'ناصر',
        last_name: 'الدوسري',
        phone: '0501112233',
        email: 't@example.com',
        password: 'secret1',
        user_type: 'teacher',
        school_id: schoolId,
      })
      .expect(201);
    return id;
  };

  test('the admin lists pending accounts and approves one, who then signs in fully', async () => {
    const id = await registerTeacher();
    const list = await t.http().get('/api/users/pending').set(bearer(admin)).expect(200);
    expect(list.body.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          role: 'teacher',
          account_status: 'pending_activation',
          school_id: schoolId,
          school_name: 'مجمع الفرقان',
          family_ids: [],
        }),
      ]),
    );

    const before = await t.http().post('/api/auth/login').send({ id, password: 'secret1' }).expect(200);
    expect(before.body.limited_access).toBe(true);

    const approved = await t.http().post(`/api/users/${id}/approve`).set(bearer(admin)).expect(200);
    expect(approved.body).toEqual({ message: MESSAGES.users.approved, user: expect.objectContaining({ id, is_active: true, account_status: 'active' }) });
    const after = await t.http().post('/api/auth/login').send({ id, password: 'secret1' }).expect(200);
    expect(after.body).toMatchObject({ limited_access: false, warning: null, account_status: 'active' });
    // The token issued while pending works fully now: access is read fresh on every request.
    await t.http().get('/api/schools').set(bearer(before.body.token)).expect(200);

    const again = await t.http().post(`/api/users/${id}/approve`).set(bearer(admin)).expect(409);
    expect(again.body).toEqual({ error: MESSAGES.users.notPending });
  });

  test('rejecting keeps the account limited and says so at sign-in', async () => {
    const id = await registerTeacher();
    await t.http().post(`/api/users/${id}/reject`).set(bearer(admin)).expect(200);
    const res = await t.http().post('/api/auth/login').send({ id, password: 'secret1' }).expect(200);
    expect(res.body).toMatchObject({ limited_access: true, account_status: 'rejected', warning: MESSAGES.auth.accountRejected });
  });

  test('toggle-active approves a pending account, and switches an active one off', async () => {
    const id = await registerTeacher();
    const on = await t.http().patch(`/api/users/${id}/toggle-active`).set(bearer(admin)).expect(200);
    expect(on.body.user).toMatchObject({ is_active: true, account_status: 'active' });
    const off = await t.http().patch(`/api/users/${id}/toggle-active`).set(bearer(admin)).expect(200);
    expect(off.body.user).toMatchObject({ is_active: false });
    const login = await t.http().post('/api/auth/login').send({ id, password: 'secret1' }).expect(200);
    expect(login.body.limited_access).toBe(true);
    await t.http().patch(`/api/users/${ADMIN.id}/toggle-active`).set(bearer(admin)).expect(409);
    await t.http().patch('/api/users/1999999990/toggle-active').set(bearer(admin)).expect(404);
  });

  describe('several accounts at once', () => {
    test('all approved in one request; the bell and the pending filter count the same accounts', async () => {
      const ids = [await registerTeacher(), await registerTeacher(), await registerTeacher()];
      // Switched off after approval: not pending, so neither in the bell nor behind its link.
      const off = await createUser(t.ds, { role: 'teacher', school_id: schoolId, is_active: false });
      const pendingIds = async () =>
        (await t.http().get('/api/users').query({ account_status: 'pending_activation' }).set(bearer(admin)).expect(200)).body.map((u: { id: string }) => u.id);
      const bell = async () => (await t.http().get('/api/dashboard/notifications').set(bearer(admin)).expect(200)).body;

      const listed = await pendingIds();
      expect(listed).toEqual(expect.arrayContaining(ids));
      expect(listed).not.toContain(off.id);
      const before = await bell();
      expect(before.items).toEqual([expect.objectContaining({ kind: 'pendingAccounts', count: listed.length, path: '/user-management?status=pending' })]);
      const inactive = (await t.http().get('/api/users').query({ is_active: false }).set(bearer(admin)).expect(200)).body.map((u: { id: string }) => u.id);
      expect(inactive).toContain(off.id);

      const res = await t
        .http()
        .post('/api/users/approve')
        .set(bearer(admin))
        .send({ ids: [...ids, ids[0]] })
        .expect(200);
      expect(res.body.message).toBe(MESSAGES.users.approvedMany('3 حسابات'));
      expect(res.body.users).toHaveLength(3);
      expect(res.body.users.every((u: { is_active: boolean; account_status: string }) => u.is_active && u.account_status === 'active')).toBe(true);
      const after = await pendingIds();
      expect(after).toEqual(listed.filter((id: string) => !ids.includes(id)));
      expect((await bell()).count).toBe(after.length);
    });

    test('one account no longer pending refuses the whole request; none is approved', async () => {
      const [first, second] = [await registerTeacher(), await registerTeacher()];
      await t.http().post(`/api/users/${second}/reject`).set(bearer(admin)).expect(200);
      const res = await t
        .http()
        .post('/api/users/approve')
        .set(bearer(admin))
        .send({ ids: [first, second] })
        .expect(409);
      expect(res.body).toEqual({ error: MESSAGES.users.someNotPending });
      expect(await t.ds.getRepository(User).findOneByOrFail({ id: first })).toMatchObject({ is_active: false, account_status: 'pending_activation' });
      const none = await t.http().post('/api/users/approve').set(bearer(admin)).send({ ids: [] }).expect(400);
      expect(none.body.details).toEqual([{ path: 'ids', msg: MESSAGES.users.noneChosen }]);
      await t
        .http()
        .post('/api/users/approve')
        .set(bearer(admin))
        .send({ ids: [nationalId()] })
        .expect(404);
    });

    test('the same number of queries for 3 accounts and for 30', async () => {
      const measure = async (n: number) => {
        const ids: string[] = [];
        for (let i = 0; i < n; i++)
          ids.push((await createUser(t.ds, { role: 'teacher', school_id: schoolId, is_active: false, account_status: 'pending_activation' })).id);
        const { result, queries } = await t.measure(() => t.http().post('/api/users/approve').set(bearer(admin)).send({ ids }));
        expect(result.status).toBe(200);
        return queries;
      };
      expect(await measure(30)).toBe(await measure(3));
    });
  });

  test('a teacher may not approve: 403, until granted users.manage, which works on the next request', async () => {
    const teacher = await createUser(t.ds, { role: 'teacher', school_id: schoolId });
    const token = await t.login(teacher.id, PASSWORD);
    const refused = await t.http().get('/api/users/pending').set(bearer(token)).expect(403);
    expect(refused.body).toEqual({ error: MESSAGES.errors.forbidden });

    const granted = await t
      .http()
      .put(`/api/privileges/${teacher.id}`)
      .set(bearer(admin))
      .send({ permissions: { users: ['manage'], reports: ['create'] } })
      .expect(200);
    expect(granted.body).toMatchObject({ user_id: teacher.id, role: 'teacher', permissions: { users: ['manage'], reports: ['create'] } });
    expect(granted.body.role_permissions).toMatchObject({ attendance: ['all'] });
    await t.http().get('/api/users/pending').set(bearer(token)).expect(200);

    const own = await t.http().get(`/api/privileges/${teacher.id}`).set(bearer(token)).expect(200);
    expect(own.body.permissions).toEqual({ users: ['manage'], reports: ['create'] });

    await t.http().put(`/api/privileges/${teacher.id}`).set(bearer(admin)).send({ permissions: {} }).expect(200);
    await t.http().get('/api/users/pending').set(bearer(token)).expect(403);
  });

  test("privileges: another user's grants are hidden from non-admins, writes are admin-only and validated", async () => {
    const a = await createUser(t.ds, { role: 'supervisor', school_id: schoolId });
    const b = await createUser(t.ds, { role: 'teacher', school_id: schoolId });
    const token = await t.login(a.id, PASSWORD);
    await t.http().get(`/api/privileges/${b.id}`).set(bearer(token)).expect(404);
    await t
      .http()
      .put(`/api/privileges/${b.id}`)
      .set(bearer(token))
      .send({ permissions: { users: ['manage'] } })
      .expect(403);
    await t.http().get(`/api/privileges/${b.id}`).set(bearer(admin)).expect(200);
    const bad = await t
      .http()
      .put(`/api/privileges/${b.id}`)
      .set(bearer(admin))
      .send({ permissions: { users: ['fly'], moon: ['view'] } })
      .expect(400);
    expect(bad.body.details).toEqual([{ path: 'permissions', msg: MESSAGES.validation.invalidChoice }]);
    await t.http().put('/api/privileges/1999999991').set(bearer(admin)).send({ permissions: {} }).expect(404);
  });
  describe('deciding one account from several places at once', () => {
    const pendingTeacher = async () =>
      (await createUser(t.ds, { role: 'teacher', school_id: schoolId, is_active: false, account_status: 'pending_activation' })).id;
    const decide = (id: string, decision: 'approve' | 'reject') => t.http().post(`/api/users/${id}/${decision}`).set(bearer(admin));
    const updatesOf = (id: string) => t.ds.getRepository(AuditLog).countBy({ entity: 'users', entity_id: id, action: 'update' });

    test('approvals and rejections sent together: one wins per account, the others are 409, one audit entry each', async () => {
      const ids = await Promise.all(Array.from({ length: 6 }, () => pendingTeacher()));
      const decisions = ['approve', 'reject', 'approve', 'reject', 'approve'] as const;
      const answers = await Promise.all(ids.flatMap((id) => decisions.map(async (decision) => ({ id, decision, res: await decide(id, decision) }))));
      for (const id of ids) {
        const mine = answers.filter((answer) => answer.id === id);
        const won = mine.filter((answer) => answer.res.status === 200);
        const lost = mine.filter((answer) => answer.res.status !== 200);
        expect({ id, won: won.length }).toEqual({ id, won: 1 });
        for (const { res } of lost) expect({ status: res.status, body: res.body }).toEqual({ status: 409, body: { error: MESSAGES.users.notPending } });
        const status = won[0].decision === 'approve' ? 'active' : 'rejected';
        expect(won[0].res.body.user).toMatchObject({ id, account_status: status });
        expect(await t.ds.getRepository(User).findOneByOrFail({ id })).toMatchObject({ account_status: status, is_active: status === 'active' });
        expect({ id, audited: await updatesOf(id) }).toEqual({ id, audited: 1 });
      }
    });

    test('a decision that read the account as pending just before another one was made is refused, and changes nothing', async () => {
      // Forces the interleaving the requests above may or may not hit: the second call reads the account as it was
      // before the first one's write (a stale read), then writes.
      const id = await pendingTeacher();
      await decide(id, 'approve').expect(200);
      const getOne = SelectQueryBuilder.prototype.getOne;
      jest.spyOn(SelectQueryBuilder.prototype, 'getOne').mockImplementation(async function (this: SelectQueryBuilder<ObjectLiteral>) {
        const row = await getOne.call(this);
        return this.expressionMap.mainAlias?.target === User && row?.id === id ? { ...row, is_active: false, account_status: 'pending_activation' } : row;
      });
      for (const decision of ['reject', 'approve'] as const) {
        const res = await decide(id, decision);
        expect({ decision, status: res.status, body: res.body }).toEqual({ decision, status: 409, body: { error: MESSAGES.users.notPending } });
      }
      jest.restoreAllMocks();
      expect(await t.ds.getRepository(User).findOneByOrFail({ id })).toMatchObject({ account_status: 'active', is_active: true });
      expect(await updatesOf(id)).toBe(1);
    });
  });
});
