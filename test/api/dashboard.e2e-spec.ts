import { LIMITS, MESSAGES } from '#common';
import { createClass, createUser } from './factories.js';
import { startApp, type TestApp } from './harness.js';
import { createWorld, type Person, type World } from './world.js';

// The dashboard over real HTTP: each role's figures from the two-complex world (a manager's never count the other
// complex), the recent activity from real writes and who sees which, the bell's count of pending accounts, and the
// query budgets of all three.

describe('dashboard', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startApp('dashboard');
    w = await createWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const stats = (who: Person) => t.http().get('/api/dashboard/stats').set(who.auth).expect(200);
  const activities = (who: Person) => t.http().get('/api/dashboard/activities').set(who.auth).expect(200);
  const notifications = (who: Person) => t.http().get('/api/dashboard/notifications').set(who.auth).expect(200);
  const titles = (body: { activities: { title: string; subtitle: string }[] }) => body.activities.map((a) => `${a.title}: ${a.subtitle}`);

  test('each role gets its own figures; the rest are null', async () => {
    // Complex B grows by a student, an inactive student, a teacher and a circle: only the admin's figures move.
    await createUser(t.ds, { role: 'student', school_id: w.b.school.id, first_name: 'طالب إضافي' });
    await createUser(t.ds, { role: 'student', school_id: w.b.school.id, first_name: 'طالب موقوف', is_active: false });
    const teacher = await createUser(t.ds, { role: 'teacher', school_id: w.b.school.id, first_name: 'معلم إضافي' });
    await createClass(t.ds, { school: w.b.school, semester: w.b.semester, name: 'حلقة إضافية', teachers: [teacher], students: [] });

    expect((await stats(w.admin)).body).toEqual({ stats: { students: 3, teachers: 3, classes: 3, schools: 2, children: null, schoolName: null } });
    // Pending teachers are not switched on: they are not counted.
    for (const [complex, name] of [
      [w.a, 'مجمع أ'],
      [w.b, 'مجمع ب'],
    ] as const) {
      const own = complex === w.a ? { students: 1, teachers: 1, classes: 1 } : { students: 2, teachers: 2, classes: 2 };
      expect((await stats(complex.manager)).body.stats).toEqual({ ...own, schools: null, children: null, schoolName: name });
      expect((await stats(complex.supervisor)).body.stats).toEqual({ ...own, schools: null, children: null, schoolName: name });
    }
    expect((await stats(w.a.teacher)).body.stats).toEqual({ students: 1, teachers: null, classes: 1, schools: null, children: null, schoolName: null });
    expect((await stats(w.a.parent)).body.stats).toEqual({ students: null, teachers: null, classes: null, schools: null, children: 1, schoolName: null });
    expect((await stats(w.a.student)).body.stats).toEqual({ students: null, teachers: null, classes: null, schools: null, children: null, schoolName: null });
  });

  test('a teacher counts the students enrolled in the circles they teach, not the rest of the complex', async () => {
    // A student of the complex in no circle: the manager's, not the teacher's.
    await createUser(t.ds, { role: 'student', school_id: w.a.school.id, first_name: 'طالب بلا حلقة' });
    const teacher = await createUser(t.ds, { role: 'teacher', school_id: w.a.school.id, first_name: 'معلم ثان' });
    const student = await createUser(t.ds, { role: 'student', school_id: w.a.school.id, first_name: 'طالب ثان' });
    await createClass(t.ds, { school: w.a.school, semester: w.a.semester, name: 'حلقة ثانية', teachers: [teacher, w.a.teacher], students: [student] });
    expect((await stats(w.a.teacher)).body.stats).toEqual(expect.objectContaining({ students: 2, classes: 2 }));
    expect((await stats(w.a.manager)).body.stats).toEqual(expect.objectContaining({ students: 3, teachers: 2, classes: 2 }));
  });

  test('the figures take one query whatever the numbers', async () => {
    const few = await t.measure(() => stats(w.a.manager));
    for (let i = 0; i < 10; i++) await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    const many = await t.measure(() => stats(w.a.manager));
    expect(many.result.body.stats.students).toBe(few.result.body.stats.students + 10);
    expect(many.queries).toBe(few.queries);
    // The session's account and the figures.
    expect(many.queries).toBe(2);
  });

  test("a registration shows in the recent activity of the admin and of the complex's manager, not of the other complex", async () => {
    await t
      .http()
      .post('/api/teachers')
      .send({
        id: '1777000001',
        first_name: 'سلمان',
        second_name: 'خالد',
        third_name: 'عمر',
        last_name: 'القحطاني',
        phone: '0561234567',
        email: 'salman@example.com',
        password: 'secret1',
        user_type: 'teacher',
        school_id: w.a.school.id,
      })
      .expect(201);

    const admin = (await activities(w.admin)).body;
    expect(admin.activities.length).toBeLessThanOrEqual(10);
    expect(admin.activities[0]).toEqual({ kind: 'teacher', title: MESSAGES.dashboard.teacherRegistered, subtitle: 'سلمان القحطاني', time: expect.any(String) });
    expect(Date.now() - Date.parse(admin.activities[0].time)).toBeLessThan(60_000);
    expect(titles((await activities(w.a.manager)).body)).toContain(`${MESSAGES.dashboard.teacherRegistered}: سلمان القحطاني`);
    expect(titles((await activities(w.b.manager)).body)).not.toContain(`${MESSAGES.dashboard.teacherRegistered}: سلمان القحطاني`);
    // A teacher sees neither another teacher's registration nor anything of the other complex.
    expect(titles((await activities(w.a.teacher)).body)).not.toContain(`${MESSAGES.dashboard.teacherRegistered}: سلمان القحطاني`);
  });

  test("a manager's own edit of a circle and its approval of an account are told about, newest first", async () => {
    await t.http().put(`/api/classes/${w.a.circle.id}`).set(w.a.manager.auth).send({ name: 'حلقة أ المطورة' }).expect(200);
    await t.http().post(`/api/users/${w.a.pending.id}/approve`).set(w.admin.auth).expect(200);

    const manager = (await activities(w.a.manager)).body.activities;
    expect(manager.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'teacher', title: MESSAGES.dashboard.accountApproved, subtitle: expect.stringContaining('منتظر أ') }),
      expect.objectContaining({ kind: 'other', title: MESSAGES.dashboard.classUpdated, subtitle: 'حلقة أ المطورة' }),
    ]);
    // The teacher of the circle sees it changed; complex B sees neither.
    expect(titles((await activities(w.a.teacher)).body)).toContain(`${MESSAGES.dashboard.classUpdated}: حلقة أ المطورة`);
    const other = titles((await activities(w.b.manager)).body);
    expect(other.some((line) => line.includes('حلقة أ المطورة') || line.includes('منتظر أ'))).toBe(false);
    expect(titles((await activities(w.admin)).body).slice(0, 2)).toEqual([
      `${MESSAGES.dashboard.accountApproved}: منتظر أ الزهراني`,
      `${MESSAGES.dashboard.classUpdated}: حلقة أ المطورة`,
    ]);
  });

  test('the recent activity takes a fixed number of queries', async () => {
    const admin = await t.measure(() => activities(w.admin));
    // The session's account and the list.
    expect(admin.queries).toBe(2);
    const manager = await t.measure(() => activities(w.a.manager));
    // The session's account, the manager's grants (the whole trail is system.manage) and the list.
    expect(manager.queries).toBe(3);
    for (let i = 0; i < 12; i++) await createUser(t.ds, { role: 'student', school_id: w.a.school.id });
    const after = await t.measure(() => activities(w.a.manager));
    expect(after.queries).toBe(manager.queries);
    expect(after.result.body.activities).toHaveLength(10);
  });

  test('the bell counts the pending accounts for who approves them, and is 0 for everyone else', async () => {
    const before = (await notifications(w.admin)).body.count;
    await t
      .http()
      .post('/api/teachers')
      .send({
        id: '1777000002',
        first_name: 'ماجد',
        second_name: 'سعد',
        third_name: 'فهد',
        last_name: 'العتيبي',
        phone: '0561234568',
        email: 'majed@example.com',
        password: 'secret1',
        user_type: 'teacher',
        school_id: w.b.school.id,
      })
      .expect(201);
    const admin = (await notifications(w.admin)).body;
    expect(admin.count).toBe(before + 1);
    expect(admin.items).toEqual([
      {
        kind: 'pendingAccounts',
        title: MESSAGES.dashboard.pendingAccounts(`${admin.count} حسابات`),
        count: admin.count,
        path: '/user-management?status=pending',
      },
    ]);
    for (const who of [w.a.teacher, w.a.manager, w.a.supervisor, w.a.parent, w.a.student, w.a.pending, w.b.pending]) {
      expect((await notifications(who)).body).toEqual({ count: 0, items: [] });
    }
    // The session's account and the count.
    expect((await t.measure(() => notifications(w.admin))).queries).toBe(2);
  });

  test("the admin's count of complexes leaves out deleted ones, even with a name too long for the suffix", async () => {
    const before = (await stats(w.admin)).body.stats.schools;
    const create = (name: string) => t.http().post('/api/schools').set(w.admin.auth).send({ name, address: 'حي الروضة، جدة' }).expect(201);
    const kept = (await create('مجمع يبقى')).body.school;
    const gone = (await create('م'.repeat(LIMITS.school.name))).body.school;
    await t.http().put(`/api/schools/${kept.id}`).set(w.admin.auth).send({ is_active: false }).expect(200);
    expect((await stats(w.admin)).body.stats.schools).toBe(before + 2);

    const deleted = (await t.http().delete(`/api/schools/${gone.id}`).set(w.admin.auth).expect(200)).body.school;
    expect(deleted.name).toHaveLength(LIMITS.school.name);
    expect(deleted.name.endsWith(MESSAGES.schools.deletedSuffix)).toBe(true);
    // Switched off but not deleted, a complex still counts.
    expect((await stats(w.admin)).body.stats.schools).toBe(before + 1);
  });

  test('a signed-out caller is refused, a pending one is kept to the bell', async () => {
    await t.http().get('/api/dashboard/stats').expect(401);
    await t.http().get('/api/dashboard/activities').set(w.b.pending.auth).expect(403);
    await t.http().get('/api/dashboard/notifications').set(w.b.pending.auth).expect(200);
  });
});
