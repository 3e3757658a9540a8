import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '#common';
import { ApiError } from '../common/api-error.js';
import { UserPrivilege } from '../privileges/entities/user-privilege.entity.js';
import { User } from '../users/entities/user.entity.js';
import { RESOURCE_RULES } from './rules/registry.js';
import { useSpecWorld, idsOf } from './rules/spec-world.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The status and body an ApiError would answer with. */
async function answer(promise: Promise<unknown>): Promise<{ status: number; body: unknown } | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.getStatus(), body: error.getResponse() };
  }
}

describe('AccessService', () => {
  const w = useSpecWorld();

  it('every rule file is in the registry', async () => {
    const files = readdirSync(join(here, 'rules')).filter((name) => name.endsWith('.rule.ts'));
    const rules = await Promise.all(files.map(async (file) => Object.values(await import(join(here, 'rules', file)))));
    const registered = Object.values(RESOURCE_RULES) as unknown[];
    for (const exported of rules) expect(exported.some((value) => registered.includes(value))).toBe(true);
    expect(files).toHaveLength(Object.keys(RESOURCE_RULES).length);
  });

  describe('check and require', () => {
    it('answer in one query however many ids are asked about', async () => {
      const { a, b } = w;
      w.queries.reset();
      expect(await w.access.check(a.manager, 'user', 'edit', [a.teacher.id])).toEqual(new Set([a.teacher.id]));
      expect(w.queries.queries).toBe(1);
      const many = [a.teacher.id, a.student.id, a.parent.id, b.teacher.id, a.admin.id, a.manager.id, '1999999999'];
      w.queries.reset();
      expect(await w.access.check(a.manager, 'user', 'edit', many)).toEqual(new Set(idsOf(a.teacher, a.student, a.parent)));
      expect(w.queries.queries).toBe(1);
    });

    it('ask nothing of the database for no ids', async () => {
      w.queries.reset();
      expect(await w.access.check(w.a.manager, 'school', 'view', [])).toEqual(new Set());
      await w.access.require(w.a.manager, 'school', 'view', []);
      expect(w.queries.queries).toBe(0);
    });

    it("answer 404 with the resource's message for an id outside the scope, exactly as for a missing one", async () => {
      const { a, b } = w;
      expect(await answer(w.access.require(a.manager, 'school', 'edit', [a.school]))).toBe('ok');
      const outside = await answer(w.access.require(a.manager, 'school', 'edit', [a.school, b.school]));
      const missing = await answer(w.access.require(w.admin, 'school', 'edit', [99999]));
      expect(outside).toEqual({ status: 404, body: { error: MESSAGES.schools.notFound } });
      expect(missing).toEqual(outside);
      expect(await answer(w.access.require(a.supervisor, 'student', 'view', [b.student.id]))).toEqual({
        status: 404,
        body: { error: MESSAGES.users.notFound },
      });
      expect(await answer(w.access.require(w.admin, 'user', 'edit', [a.admin.id, b.admin.id]))).toBe('ok');
    });

    it('count a repeated id once', async () => {
      expect(await answer(w.access.require(w.a.manager, 'user', 'edit', [w.a.teacher.id, w.a.teacher.id]))).toBe('ok');
    });
  });

  describe('scope', () => {
    const users = () => w.ds.getRepository(User).createQueryBuilder('person').select('person.id', 'id');
    const ids = async (qb: ReturnType<typeof users>) => (await qb.getRawMany<{ id: string }>()).map((row) => row.id).sort();

    it("adds a condition to the caller's query without a round trip of its own", async () => {
      const qb = users();
      w.queries.reset();
      w.access.scope(qb, 'person', w.a.manager, 'user', 'edit');
      expect(w.queries.queries).toBe(0);
      expect(qb.getQuery()).toMatch(/IN \(SELECT/);
    });

    it("keeps the caller's own conditions and parameters, and composes with a second scope", async () => {
      const { a } = w;
      const pending = users().where('person.account_status = :status', { status: 'pending_activation' });
      expect(await ids(w.access.scope(pending, 'person', a.manager, 'user', 'edit'))).toEqual(idsOf(a.pendingTeacher));

      const both = w.access.scope(w.access.scope(users(), 'person', a.supervisor, 'user', 'view'), 'person', a.supervisor, 'teacher', 'view');
      expect(await ids(both)).toEqual(idsOf(a.teacher, a.pendingTeacher));
    });

    it("leaves the admin's query as it is and shuts out a caller who reaches nothing", async () => {
      const all = users();
      const before = all.getQuery();
      w.access.scope(all, 'person', w.admin, 'user', 'edit');
      expect(all.getQuery()).toBe(before);
      expect(await ids(w.access.scope(users(), 'person', w.a.teacher, 'user', 'edit'))).toEqual([]);
    });
  });

  describe('permissions', () => {
    it("loads a caller's grants once per request and keeps them on the caller", async () => {
      const caller = { ...w.a.teacher };
      await w.ds.getRepository(UserPrivilege).insert([
        { user_id: caller.id, category: 'users', action: 'manage' },
        { user_id: caller.id, category: 'users', action: 'view' },
        { user_id: caller.id, category: 'reports', action: 'create' },
      ]);
      w.queries.reset();
      expect(await w.access.permissions(caller)).toEqual({ users: ['manage', 'view'], reports: ['create'] });
      expect(await w.access.permissions(caller)).toBe(caller.permissions);
      expect(w.queries.queries).toBe(1);
      expect(await w.access.grantsOf(w.a.student.id)).toEqual({});
    });
  });
});
