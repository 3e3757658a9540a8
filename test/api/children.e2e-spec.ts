import { MESSAGES } from '#common';
import { ParentStudentLink } from '../../apps/api/src/users/entities/parent-student-link.entity.js';
import { PendingFamilyLink } from '../../apps/api/src/users/entities/pending-family-link.entity.js';
import { createUser, enrol, linkParent } from './factories.js';
import { bearer, expectNotFound, startApp, type TestApp } from './harness.js';
import { createWorld, type Person, type World } from './world.js';

// A parent's children across complexes (spec 02 section 2.14): who unlinks which link, whose children each caller
// reads, and the complex's confirmation of a parent's link to a child who did not name them at registration.

describe('children links', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startApp('children');
    w = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  type Auth = { auth: { Authorization: string } };
  const children = (who: Auth, parentId: string) => t.http().get(`/api/children/${parentId}`).set(who.auth);
  const unlink = (who: Auth, parentId: string, linkId: number) => t.http().delete(`/api/children/${parentId}/${linkId}`).set(who.auth);
  const add = (who: Auth, parentId: string, studentId: string) => t.http().post(`/api/children/${parentId}/add`).set(who.auth).send({ studentId });
  const pending = (who: Auth) => t.http().get('/api/children/pending').set(who.auth);
  const decide = (who: Auth, linkId: number, decision: 'approve' | 'reject') => t.http().post(`/api/children/pending/${linkId}/${decision}`).set(who.auth);
  const linkOf = (parentId: string, studentId: string) => t.ds.getRepository(ParentStudentLink).findOneBy({ parent_id: parentId, student_id: studentId });
  const studentIds = (body: { children: { student_id: string }[] }) => body.children.map((child) => child.student_id).sort();

  /** A signed-in parent of `last_name`, without children yet. */
  async function parentNamed(last_name: string): Promise<Person> {
    const user = await createUser(t.ds, { role: 'parent', first_name: 'خالد', last_name });
    const token = await t.login(user.id, user.password);
    return { id: user.id, role: 'parent', school_id: null, password: user.password, token, auth: bearer(token) };
  }

  /**
   * A family across both complexes: a son in complex A's circle, a daughter in complex B's circle and a son in
   * complex A outside any circle, all confirmed.
   */
  async function familyAcrossComplexes() {
    const parent = await parentNamed('الغامدي');
    const inA = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, first_name: 'عمر', last_name: 'الغامدي' });
    const inB = await createUser(t.ds, { role: 'student', school_id: w.b.school.id, first_name: 'ريم', last_name: 'الغامدي' });
    const noCircle = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, first_name: 'زياد', last_name: 'الغامدي' });
    await enrol(t.ds, inA, { id: w.a.circle.id, semester_id: w.a.semester.id });
    await enrol(t.ds, inB, { id: w.b.circle.id, semester_id: w.b.semester.id });
    for (const kid of [inA, inB, noCircle]) await linkParent(t.ds, parent, kid);
    const link = async (kid: { id: string }) => (await linkOf(parent.id, kid.id))!.id;
    return { parent, inA, inB, noCircle, linkA: await link(inA), linkB: await link(inB) };
  }

  describe("unlinking: the link's child must be the caller's too", () => {
    test("complex A's supervisor and manager cannot unlink the family's child of complex B (404 as missing); B's manager still can", async () => {
      const family = await familyAcrossComplexes();
      for (const staff of [w.a.supervisor, w.a.manager]) {
        expectNotFound(await unlink(staff, family.parent.id, family.linkB), MESSAGES.children.linkNotFound);
      }
      expect(await linkOf(family.parent.id, family.inB.id)).not.toBeNull();
      // Their own complex's child they may unlink (users.edit, the student rule's 'edit').
      expect((await unlink(w.a.supervisor, family.parent.id, family.linkA).expect(200)).body).toEqual({ message: MESSAGES.children.unlinked });
      expect((await unlink(w.b.manager, family.parent.id, family.linkB).expect(200)).body).toEqual({ message: MESSAGES.children.unlinked });
      expect(await t.ds.getRepository(ParentStudentLink).countBy({ parent_id: family.parent.id })).toBe(1);
    });

    test('the parent unlinks their own links in any complex, the admin any link, a teacher none', async () => {
      const family = await familyAcrossComplexes();
      expect((await unlink(w.a.teacher, family.parent.id, family.linkA)).status).toBe(403);
      await unlink(family.parent, family.parent.id, family.linkB).expect(200);
      await unlink(w.admin, family.parent.id, family.linkA).expect(200);
      expect(studentIds((await children(family.parent, family.parent.id).expect(200)).body)).toEqual([family.noCircle.id]);
    });
  });

  describe("reading a parent's children: only those the caller may read", () => {
    test("a teacher sees the children of their circles, staff their complex's, the parent and the admin all", async () => {
      const { parent, inA, inB, noCircle } = await familyAcrossComplexes();
      const seen = async (who: Auth) => studentIds((await children(who, parent.id).expect(200)).body);
      expect(await seen(w.a.teacher)).toEqual([inA.id]);
      expect(await seen(w.b.teacher)).toEqual([inB.id]);
      expect(await seen(w.a.manager)).toEqual([inA.id, noCircle.id].sort());
      expect(await seen(w.a.supervisor)).toEqual([inA.id, noCircle.id].sort());
      expect(await seen(w.b.supervisor)).toEqual([inB.id]);
      expect(await seen(w.admin)).toEqual([inA.id, inB.id, noCircle.id].sort());
      expect(await seen(parent)).toEqual([inA.id, inB.id, noCircle.id].sort());
      // The other complex's child leaves nothing behind: no name, no national ID, no phone.
      const text = JSON.stringify((await children(w.a.teacher, parent.id)).body);
      for (const hidden of [inB.id, 'ريم', noCircle.id]) expect(text).not.toContain(hidden);
    });

    test('the list answers in as many queries for 5 children as for 1', async () => {
      const parent = await parentNamed('العمري');
      const child = async () => {
        const kid = await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
        await enrol(t.ds, kid, { id: w.a.circle.id, semester_id: w.a.semester.id });
        await linkParent(t.ds, parent, kid);
      };
      await child();
      const one = await t.measure(() => children(w.a.teacher, parent.id).expect(200));
      for (let i = 0; i < 4; i++) await child();
      const five = await t.measure(() => children(w.a.teacher, parent.id).expect(200));
      expect(one.result.body.children).toHaveLength(1);
      expect(five.result.body.children).toHaveLength(5);
      expect(five.queries).toBe(one.queries);
      // The session's account, the parent, the links.
      expect(five.queries).toBe(3);
    });
  });

  describe("a parent's link to a child who did not name them waits for the child's complex", () => {
    /** A parent with a confirmed son in complex A's circle, and a boy of their family name in complex A they are not the parent of. */
    async function familyAndStranger(lastName: string) {
      const parent = await parentNamed(lastName);
      const son = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, first_name: 'سعد', last_name: lastName });
      await linkParent(t.ds, parent, son);
      const stranger = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, first_name: 'فيصل', last_name: lastName });
      await enrol(t.ds, stranger, { id: w.a.circle.id, semester_id: w.a.semester.id });
      return { parent, son, stranger };
    }

    test('the request is pending, says so, and shows nothing of the child to the parent', async () => {
      const { parent, son, stranger } = await familyAndStranger('الحربي');
      expect((await t.http().get(`/api/children/${parent.id}/available`).set(parent.auth).expect(200)).body.students.map((s: { id: string }) => s.id)).toEqual([
        stranger.id,
      ]);

      const asked = await add(parent, parent.id, stranger.id).expect(201);
      expect(asked.body).toEqual({
        message: MESSAGES.children.linkPending,
        status: 'pending',
        child: null,
        request: { relationship_id: expect.any(Number), student_id: stranger.id, relationship_type: 'parent', requested_at: expect.any(String) },
      });
      expect((await linkOf(parent.id, stranger.id))?.status).toBe('pending');
      // Asking twice is the same conflict as linking twice.
      expect((await add(parent, parent.id, stranger.id)).status).toBe(409);

      // The parent's /children: the son, and the request as a request only.
      const list = (await children(parent, parent.id).expect(200)).body;
      expect(studentIds(list)).toEqual([son.id]);
      expect(list.pending).toEqual([asked.body.request]);
      expect(JSON.stringify(list)).not.toContain('فيصل');

      // Nothing of the child is the parent's yet: details, grades, attendance, points, their complex's circle.
      for (const path of [
        `/api/students/${stranger.id}`,
        `/api/parent-students/student/${stranger.id}`,
        `/api/parent-students/student/${stranger.id}/overview`,
        `/api/grades/student/${stranger.id}`,
        `/api/attendance/student/${stranger.id}`,
        `/api/points/student/${stranger.id}`,
      ]) {
        const res = await t.http().get(path).set(parent.auth);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
      }
      expect((await t.http().get('/api/parent-students/my-students').set(parent.auth).expect(200)).body.students.map((s: { id: string }) => s.id)).toEqual([
        son.id,
      ]);
      expect((await t.http().get('/api/classes').set(parent.auth).expect(200)).body).toEqual([]);
    });

    test("staff who may edit the child list the request; the child's complex confirms it and the parent then reaches the child", async () => {
      const { parent, stranger } = await familyAndStranger('الدوسري');
      const linkId = (await add(parent, parent.id, stranger.id).expect(201)).body.request.relationship_id as number;

      const listed = (await pending(w.a.manager).expect(200)).body.links.find((link: { relationship_id: number }) => link.relationship_id === linkId);
      expect(listed).toEqual({
        relationship_id: linkId,
        relationship_type: 'parent',
        requested_at: expect.any(String),
        parent: { id: parent.id, first_name: 'خالد', second_name: 'محمد', third_name: 'علي', last_name: 'الدوسري', phone: '0512345678' },
        student: expect.objectContaining({ id: stranger.id, first_name: 'فيصل', school_name: w.a.school.name }),
      });
      expect((await pending(w.a.supervisor).expect(200)).body.links.map((link: { relationship_id: number }) => link.relationship_id)).toContain(linkId);
      expect((await pending(w.admin).expect(200)).body.links.map((link: { relationship_id: number }) => link.relationship_id)).toContain(linkId);
      expect((await pending(w.b.manager).expect(200)).body.links.map((link: { relationship_id: number }) => link.relationship_id)).not.toContain(linkId);
      for (const who of [w.a.teacher, parent, w.a.student]) expect((await pending(who)).status).toBe(403);

      // Another complex's staff cannot confirm it; nor can anyone confirm a link that is not pending.
      expectNotFound(await decide(w.b.manager, linkId, 'approve'), MESSAGES.children.linkNotFound);
      expectNotFound(await decide(w.b.supervisor, linkId, 'reject'), MESSAGES.children.linkNotFound);
      expect((await decide(w.a.manager, linkId, 'approve').expect(200)).body).toEqual({ message: MESSAGES.children.linkApproved });
      expectNotFound(await decide(w.a.manager, linkId, 'approve'), MESSAGES.children.linkNotFound);
      expectNotFound(await decide(w.a.manager, linkId, 'reject'), MESSAGES.children.linkNotFound);
      expectNotFound(await decide(w.a.manager, 999999, 'approve'), MESSAGES.children.linkNotFound);
      expectNotFound(await decide(w.a.manager, 'abc' as unknown as number, 'approve'), MESSAGES.errors.notFound);

      await t.http().get(`/api/parent-students/student/${stranger.id}`).set(parent.auth).expect(200);
      expect(studentIds((await children(parent, parent.id).expect(200)).body)).toContain(stranger.id);
      expect((await children(parent, parent.id)).body.pending).toEqual([]);
    });

    test('refusing removes the request; the parent sees nothing of it and may ask again', async () => {
      const { parent, stranger } = await familyAndStranger('المطيري');
      const linkId = (await add(parent, parent.id, stranger.id).expect(201)).body.request.relationship_id as number;
      expect((await decide(w.a.supervisor, linkId, 'reject').expect(200)).body).toEqual({ message: MESSAGES.children.linkRejected });
      expect(await linkOf(parent.id, stranger.id)).toBeNull();
      expect((await children(parent, parent.id).expect(200)).body.pending).toEqual([]);
      expect((await add(parent, parent.id, stranger.id).expect(201)).body.status).toBe('pending');
      // The parent may withdraw a request of their own.
      const again = (await linkOf(parent.id, stranger.id))!;
      await unlink(parent, parent.id, again.id).expect(200);
    });

    test('approvals and refusals at once: exactly one decides each request', async () => {
      const outcomes: string[] = [];
      for (const [index, lastName] of ['الرشيدي', 'الجهني', 'البقمي'].entries()) {
        const { parent, stranger } = await familyAndStranger(lastName);
        const linkId = (await add(parent, parent.id, stranger.id).expect(201)).body.request.relationship_id as number;
        const calls = [w.a.manager, w.a.supervisor, w.a.manager, w.a.supervisor].map((who, i) => decide(who, linkId, (i + index) % 2 ? 'reject' : 'approve'));
        const answers = await Promise.all(calls);
        const winners = answers.filter((res) => res.status === 200);
        expect(winners).toHaveLength(1);
        expect(answers.filter((res) => res.status !== 200).map((res) => res.status)).toEqual([404, 404, 404]);
        const approved = winners[0].body.message === MESSAGES.children.linkApproved;
        expect((await linkOf(parent.id, stranger.id))?.status ?? 'removed').toBe(approved ? 'confirmed' : 'removed');
        outcomes.push(approved ? 'approved' : 'rejected');
      }
      expect(outcomes).toHaveLength(3);
    });

    test("staff's links, and links the child named at registration, are confirmed at once", async () => {
      const { parent, stranger } = await familyAndStranger('الشمري');
      const byStaff = await add(w.a.manager, parent.id, stranger.id).expect(201);
      expect(byStaff.body).toMatchObject({
        message: MESSAGES.children.linked,
        status: 'confirmed',
        request: null,
        child: { student_id: stranger.id, first_name: 'فيصل' },
      });

      const named = await createUser(t.ds, { role: 'student', school_id: w.b.school.id, first_name: 'نوف', last_name: 'القرني' });
      await t.ds.getRepository(PendingFamilyLink).insert({ parent_id: parent.id, student_id: named.id });
      const byParent = await add(parent, parent.id, named.id).expect(201);
      expect(byParent.body).toMatchObject({ message: MESSAGES.children.linked, status: 'confirmed', request: null, child: { student_id: named.id } });
      await t.http().get(`/api/parent-students/student/${named.id}`).set(parent.auth).expect(200);
    });

    test("a pending request reaches nothing for anyone: not the complex's staff to the parent, not the family name in that complex", async () => {
      const parent = await parentNamed('السبيعي');
      const son = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, last_name: 'السبيعي' });
      await linkParent(t.ds, parent, son);
      // A request into complex B, not confirmed yet (as if made when a child studied there).
      const claimed = await createUser(t.ds, { role: 'student', school_id: w.b.school.id, last_name: 'السبيعي' });
      await t.ds
        .getRepository(ParentStudentLink)
        .insert({ parent_id: parent.id, student_id: claimed.id, relationship_type: 'parent', is_primary: false, status: 'pending' });
      const cousin = await createUser(t.ds, { role: 'student', school_id: w.b.school.id, last_name: 'السبيعي' });

      const available = (await t.http().get(`/api/children/${parent.id}/available`).set(parent.auth).expect(200)).body.students.map(
        (s: { id: string }) => s.id,
      );
      expect(available).not.toContain(cousin.id);
      // Complex B's staff reach the parent only through a confirmed link.
      expectNotFound(await children(w.b.manager, parent.id), MESSAGES.users.notFound);
      expect(
        (await t.http().get('/api/users').query({ role: 'parent' }).set(w.b.supervisor.auth).expect(200)).body.map((u: { id: string }) => u.id),
      ).not.toContain(parent.id);
      // Complex A's staff see the parent, with the one confirmed child counted.
      const listed = (await t.http().get('/api/users').query({ role: 'parent' }).set(w.a.supervisor.auth).expect(200)).body.find(
        (u: { id: string }) => u.id === parent.id,
      );
      expect(listed.children_count).toBe(1);
      const student = (await t.http().get('/api/users').query({ role: 'student' }).set(w.b.supervisor.auth).expect(200)).body.find(
        (u: { id: string }) => u.id === claimed.id,
      );
      expect(student.parent_ids).toEqual([]);
    });

    test('the bell counts the requests a manager may confirm and points to the screen', async () => {
      const { parent, stranger } = await familyAndStranger('العنزي');
      await add(parent, parent.id, stranger.id).expect(201);
      const count = (await pending(w.a.manager).expect(200)).body.links.length as number;
      const bell = async (who: Auth) => (await t.http().get('/api/dashboard/notifications').set(who.auth).expect(200)).body;
      const item = { kind: 'pendingChildLinks', title: expect.stringMatching(/لربط أبناء بانتظار التأكيد$/), count };
      // The manager confirms them on /children; a supervisor, who may not open it, on /parents.
      expect((await bell(w.a.manager)).items).toContainEqual({ ...item, path: '/children' });
      expect((await bell(w.a.supervisor)).items).toContainEqual({ ...item, path: '/parents' });
      const others = (await pending(w.b.manager).expect(200)).body.links.length as number;
      expect((await bell(w.b.manager)).items.find((entry: { kind: string }) => entry.kind === 'pendingChildLinks')?.count ?? 0).toBe(others);
      for (const who of [w.a.teacher, parent]) expect(await bell(who)).toEqual({ count: 0, items: [] });
    });
  });
});
