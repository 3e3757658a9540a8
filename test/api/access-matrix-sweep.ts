import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, semesterWorkingDays, type Role } from '#common';
import { ACTORS, MATRIX, type Actor, type CallContext, type Cell, type Entry, type Fresh, type Row, type Side } from './access-matrix.js';
import { ParentStudentLink } from '../../apps/api/src/users/entities/parent-student-link.entity.js';
import { DailyReportClass } from '../../apps/api/src/daily-reports/entities/daily-report-class.entity.js';
import { DailyReport } from '../../apps/api/src/daily-reports/entities/daily-report.entity.js';
import { Grade } from '../../apps/api/src/grading/entities/grade.entity.js';
import { PasswordResetRequest } from '../../apps/api/src/password-reset/entities/password-reset-request.entity.js';
import { PointsEntry } from '../../apps/api/src/points/entities/points-entry.entity.js';
import { Semester } from '../../apps/api/src/semesters/entities/semester.entity.js';
import { createClass, createCourse, createSchool, createSemester, createUser, enrol, linkParent, nationalId } from './factories.js';
import { bearer, expectErrorShape, startApp, type TestApp } from './harness.js';
import { inShard, shardGaps, type Shard } from './shards.js';
import { createWorld, type Complex, type ComplexPersonKey, type Person, type World } from './world.js';

// Checks every cell of the access matrix (test/api/access-matrix.ts), one shard of its operations per spec file
// (access-matrix.<shard>.e2e-spec.ts; test/api/shards.ts), each on one world: the platform admin and two fully
// staffed complexes, each with a pending account. Every cell runs from complex A and again from complex B, so a
// scoped cell meets the other complex's object in both directions. Everyone signs in once, in createWorld.

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly string[] = ['get', 'post', 'put', 'patch', 'delete'] satisfies HttpMethod[];

/** The key of each operation of an OpenAPI document, as the matrix writes it: 'GET /api/schools/{id}'. */
function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** The world's person of an actor's role in a complex (anonymous: nobody). */
const ROLE_IN_COMPLEX: Record<Exclude<Actor, 'anonymous' | 'admin'>, ComplexPersonKey> = {
  pending: 'pending',
  student: 'student',
  parent: 'parent',
  teacher: 'teacher',
  supervisor: 'supervisor',
  administrator: 'manager',
};

const cellOf = (entry: Entry): Cell => (typeof entry === 'string' ? entry : entry.cell);
const is2xx = (status: number) => status >= 200 && status < 300;

/** Registers the checks of one shard's rows, on an app and a world of its own. */
export function checkMatrix(shard: Shard): void {
  describe(`access matrix: ${shard}`, () => {
    let t: TestApp;
    let w: World;
    beforeAll(async () => {
      t = await startApp(`access_matrix_${shard}`);
      w = await createWorld(t);
    });
    afterAll(async () => {
      await t.close();
    });

    test('every operation of the served OpenAPI document has a row, and every row names an operation', async () => {
      const document = (await t.http().get('/api/docs-json').expect(200)).body;
      const operations = operationsOf(document);
      const rows = Object.keys(MATRIX);
      const withoutRow = operations.filter((operation) => !rows.includes(operation));
      const withoutOperation = rows.filter((row) => !operations.includes(row));
      expect({ withoutRow, withoutOperation }).toEqual({ withoutRow: [], withoutOperation: [] });
      expect(shardGaps()).toEqual({ unswept: [], unknown: [] });
    });

    let semesterTerms = 0;
    let reportDays = 0;
    let writtenReportDays = 0;
    const fresh: Fresh = {
      nationalId,
      async pendingAccount(side: Side, role: Role = 'teacher') {
        const user = await createUser(t.ds, {
          role,
          school_id: side.complex.school.id,
          is_active: false,
          account_status: 'pending_activation',
          first_name: 'جديد',
        });
        return user.id;
      },
      async emptyComplex(side: Side) {
        return (await createSchool(t.ds, { name: 'مجمع فارغ', administrator_id: side.complex.manager.id })).id;
      },
      async teacher(side: Side) {
        return (await createUser(t.ds, { role: 'teacher', school_id: side.complex.school.id, first_name: 'جديد' })).id;
      },
      async student(side: Side) {
        return (await createUser(t.ds, { role: 'student', school_id: side.complex.school.id, first_name: 'جديد' })).id;
      },
      async childLink(side: Side) {
        const student = await createUser(t.ds, { role: 'student', school_id: side.complex.school.id, first_name: 'جديد' });
        await linkParent(t.ds, side.complex.parent, student);
        return (await t.ds.getRepository(ParentStudentLink).findOneByOrFail({ parent_id: side.complex.parent.id, student_id: student.id })).id;
      },
      async pendingChildLink(side: Side) {
        const student = await createUser(t.ds, { role: 'student', school_id: side.complex.school.id, first_name: 'جديد' });
        const link = {
          parent_id: side.complex.parent.id,
          student_id: student.id,
          relationship_type: 'relative' as const,
          is_primary: false,
          status: 'pending' as const,
        };
        return (await t.ds.getRepository(ParentStudentLink).insert(link)).identifiers[0].id as number;
      },
      async emptyClass(side: Side) {
        return (await createClass(t.ds, { school: side.complex.school, semester: side.complex.semester, name: 'حلقة فارغة' })).id;
      },
      async semester(side: Side) {
        return (await createSemester(t.ds, side.complex.school)).id;
      },
      async course(side: Side) {
        return (await createCourse(t.ds, { school_id: side.complex.school.id, semester_id: side.complex.semester.id, class_id: side.complex.circle.id })).id;
      },
      async grade(side: Side) {
        const { complex } = side;
        const row = {
          student_id: complex.student.id,
          course_id: complex.course.id,
          class_id: complex.circle.id,
          semester_id: complex.semester.id,
          grade_value: 15,
          max_grade: 20,
          grade_type: 'regular' as const,
          grade_date: '2026-10-01',
        };
        return (await t.ds.getRepository(Grade).insert(row)).identifiers[0].id as number;
      },
      async workingDay(side: Side) {
        return semesterWorkingDays(await t.ds.getRepository(Semester).findOneByOrFail({ id: side.complex.semester.id }))[0];
      },
      async studentInCircle(side: Side) {
        const student = await createUser(t.ds, { role: 'student', school_id: side.complex.school.id, first_name: 'جديد' });
        await enrol(t.ds, student, { id: side.complex.circle.id, semester_id: side.complex.semester.id });
        return student.id;
      },
      async pointsEntry(side: Side) {
        const { complex } = side;
        const row = {
          student_id: await fresh.studentInCircle(side),
          class_id: complex.circle.id,
          semester_id: complex.semester.id,
          points_date: await fresh.workingDay(side),
          points_given: 4.5,
        };
        return (await t.ds.getRepository(PointsEntry).insert(row)).identifiers[0].id as number;
      },
      async reportDay(side: Side) {
        // The working days of the side's semester one after the other (a past semester), never the same twice.
        return semesterWorkingDays(await t.ds.getRepository(Semester).findOneByOrFail({ id: side.complex.semester.id }))[writtenReportDays++];
      },
      async dailyReport(side: Side) {
        const { complex } = side;
        // Day after day from 2010 on: well before today and the semesters' days, and never the same twice.
        const report_date = new Date(Date.UTC(2010, 0, 1 + reportDays++)).toISOString().slice(0, 10);
        const report = { school_id: complex.school.id, report_date, report_notes: null, reporter_id: complex.manager.id };
        const id = (await t.ds.getRepository(DailyReport).insert(report)).identifiers[0].id as number;
        await t.ds.getRepository(DailyReportClass).insert({
          report_id: id,
          class_id: complex.circle.id,
          teacher_id: complex.teacher.id,
          students_enrolled: 1,
          students_present: 1,
          students_absent: 0,
        });
        return id;
      },
      async resetToken() {
        const user = await createUser(t.ds, { role: 'student', first_name: 'ناسي' });
        const token = randomBytes(24).toString('base64url');
        const hash = (text: string) => createHash('sha256').update(text).digest('hex');
        await t.ds.getRepository(PasswordResetRequest).insert({
          identifier_hash: hash(user.id),
          address: 'matrix',
          user_id: user.id,
          token_hash: hash(token),
          expires_at: new Date(Date.now() + 30 * 60_000),
          used_at: null,
        });
        return token;
      },
      semesterTerm() {
        // Summer terms of 2020 to 2050, then second terms: the world's own semesters are first terms.
        const n = semesterTerms++;
        return { type: n < 31 ? 'summer' : 'second', year: 2020 + (n % 31) };
      },
    };

    /** Who calls, and the two sides, for an actor whose home is complex `home`. */
    function perspective(actor: Actor, home: 'a' | 'b'): { caller: Person | null; own: Side; other: Side } {
      const [ownComplex, otherComplex] = home === 'a' ? [w.a, w.b] : [w.b, w.a];
      const me = (complex: Complex, which: Side['which']): Person => {
        if (actor === 'anonymous') return complex.student;
        if (actor === 'admin') return which === 'own' ? w.admin : complex.manager;
        return complex[ROLE_IN_COMPLEX[actor]];
      };
      return {
        caller: actor === 'anonymous' ? null : me(ownComplex, 'own'),
        own: { which: 'own', complex: ownComplex, me: me(ownComplex, 'own') },
        other: { which: 'other', complex: otherComplex, me: me(otherComplex, 'other') },
      };
    }

    /** Sends the row's request for `side` as `caller`. */
    async function send(operation: string, row: Row, caller: Person | null, context: CallContext) {
      const [method, template] = operation.split(' ');
      const call = await row.request(context);
      const params = { ...call.params };
      const path = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
        if (!(name in params)) throw new Error(`${operation}: the request builder gives no value for {${name}}`);
        const value = String(params[name]);
        delete params[name];
        return encodeURIComponent(value);
      });
      if (Object.keys(params).length) throw new Error(`${operation}: parameters not in the path: ${Object.keys(params).join(', ')}`);
      let request = t.http()[method.toLowerCase() as HttpMethod](path);
      if (caller) request = request.set(caller.auth);
      if (call.query) request = request.query(call.query);
      if (call.body !== undefined) request = request.send(call.body);
      const res = await request;
      return row.answer ? row.answer(res) : res;
    }

    /** One line that says what happened, so a failing cell reads as expected-versus-received. */
    const outcome = (res: { status: number; body: unknown }) => (is2xx(res.status) ? 'success' : `${res.status} ${JSON.stringify(res.body)}`);

    async function checkCell(operation: string, row: Row, actor: Actor, cell: Cell, home: 'a' | 'b') {
      const { caller, own, other } = perspective(actor, home);
      const where = `${actor} of complex ${home.toUpperCase()}`;
      const context = (side: Side): CallContext => ({ world: w, actor, side, fresh });

      if (cell === 'refused') {
        const res = await send(operation, row, caller, context(own));
        const expected =
          actor === 'anonymous'
            ? { status: 401, body: { error: MESSAGES.auth.unauthenticated } }
            : { status: 403, body: { error: actor === 'pending' ? MESSAGES.auth.accountInactive : (row.forbidden ?? MESSAGES.errors.forbidden) } };
        expect({ where, status: res.status, body: res.body }).toEqual({ where, ...expected });
        return;
      }

      if (row.kind === 'call') {
        const res = await send(operation, row, caller, context(own));
        expect(`${where}: ${outcome(res)}`).toBe(`${where}: success`);
        // A caller who changed their own password goes on with the new one and the session the answer renews.
        if (caller && typeof res.body?.token === 'string') {
          const sent = (await row.request(context(own))).body as { newPassword?: string } | undefined;
          if (sent?.newPassword) Object.assign(caller, { password: sent.newPassword, token: res.body.token, auth: bearer(res.body.token) });
        }
        return;
      }

      if (row.kind === 'list') {
        const res = await send(operation, row, caller, context(own));
        expect(`${where}: ${outcome(res)}`).toBe(`${where}: success`);
        const shown = { own: row.shows(res.body, own), other: row.shows(res.body, other) };
        const expected = { allowed: { own: true, other: true }, scoped: { own: true, other: false }, none: { own: false, other: false } }[cell];
        expect({ where, shows: shown }).toEqual({ where, shows: expected });
        return;
      }

      // An object row: one call per side, each with its own fresh objects where the call uses them up.
      const expected = { allowed: ['success', 'success'], scoped: ['success', 'not found'], none: ['not found', 'not found'] }[cell];
      const received: string[] = [];
      for (const side of [own, other]) {
        const res = await send(operation, row, caller, context(side));
        if (res.status === 404) {
          expect(res.body).toEqual({ error: expect.any(String) });
          expectErrorShape(res.body);
          received.push('not found');
        } else received.push(outcome(res));
      }
      expect({ where, own: received[0], other: received[1] }).toEqual({ where, own: expected[0], other: expected[1] });
    }

    describe.each(Object.entries(MATRIX).filter(([operation]) => inShard(shard, operation)))('%s', (operation, row) => {
      const cases = ACTORS.map((actor, column) => ({ actor, entry: row.cells[column] as Entry }));
      for (const { actor, entry } of cases) {
        const cell = cellOf(entry);
        const name = typeof entry === 'string' ? `${actor}: ${cell}` : `${actor}: ${cell} (KNOWN GAP: ${entry.gap})`;
        (typeof entry === 'string' ? test : test.failing)(name, async () => {
          await checkCell(operation, row, actor, cell, 'a');
          await checkCell(operation, row, actor, cell, 'b');
        });
      }
    });
  });
}
