import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { carriesQuranReference, gradedRange, isNewMemorisationCourse } from '#quran';
import {
  calendarToday,
  courseWeightsState,
  isPointsValue,
  isSemesterWorkingDay,
  MOBILE_PATTERN,
  NATIONAL_ID_PATTERN,
  POINTS_GRID_DAYS,
  SCHOOL_LEVELS,
  semesterContains,
  semesterWorkingDays,
} from '#common';
import { Attendance } from '../../attendance/entities/attendance.entity.js';
import { ClassTeacher } from '../../classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../classes/entities/enrollment.entity.js';
import { SchoolClass } from '../../classes/entities/school-class.entity.js';
import { Course } from '../../courses/entities/course.entity.js';
import { Grade } from '../../grading/entities/grade.entity.js';
import { PointsEntry } from '../../points/entities/points-entry.entity.js';
import { Semester } from '../../semesters/entities/semester.entity.js';
import { AuditLog } from '../../audit/entities/audit-log.entity.js';
import { loadConfig } from '../../config/app-config.js';
import { School } from '../../schools/entities/school.entity.js';
import { ParentProfile } from '../../users/entities/parent-profile.entity.js';
import { ParentStudentLink } from '../../users/entities/parent-student-link.entity.js';
import { StudentProfile } from '../../users/entities/student-profile.entity.js';
import { PendingFamilyLink } from '../../users/entities/pending-family-link.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { dataSourceOptions } from '../data-source-options.js';
import { DailyReportClass } from '../../daily-reports/entities/daily-report-class.entity.js';
import { DailyReport } from '../../daily-reports/entities/daily-report.entity.js';
import { circleSizes } from './academic.seed.js';
import { luhnDigit } from './context.js';
import { DEMO_PASSWORD, existingData, seedDemo, wipeDatabase, type SeedResult } from './index.js';
import { Random } from './random.js';
import { complexCount } from './schools.seed.js';

// The demo seed on a fresh SQLite database: what it makes, that it makes the same thing twice, and that what it
// hands later steps (the context) is what is in the database; then the shape of a bigger demo.

/** The working days of a semester before today: the days attendance, grades and points fall on. */
const pastWorkingDays = (semester: Semester) => semesterWorkingDays(semester).filter((day) => day < calendarToday());

describe('the demo seed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'halaqat-seed-spec-'));
  let ds: DataSource;
  let result: SeedResult;
  const admin = { id: '1000000000' };

  /** Every user as plain comparable text (no timestamps, no password hash: argon2 salts differ). */
  const snapshot = async () => {
    const users = await ds.getRepository(User).createQueryBuilder('u').addSelect('u.search_text').orderBy('u.id').getMany();
    const links = await ds.getRepository(ParentStudentLink).find({ order: { parent_id: 'ASC', student_id: 'ASC' } });
    return JSON.stringify([
      users.map(({ created_at: _c, updated_at: _u, password_hash: _p, ...rest }) => rest),
      links.map((l) => [l.parent_id, l.student_id, l.relationship_type]),
    ]);
  };

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DB_TYPE: 'sqlite', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    ds = await new DataSource(await dataSourceOptions(config)).initialize();
    await ds.runMigrations();
    expect(await existingData(ds)).toEqual({ users: 0, schools: 0 });
    result = await seedDemo(ds, { students: 40, admin });
  }, 30_000);
  afterAll(async () => {
    await ds.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('two complexes in different cities, each managed through administrator_id', async () => {
    const schools = await ds.getRepository(School).find({ order: { id: 'ASC' } });
    expect(schools).toHaveLength(2);
    expect(new Set(schools.map((s) => s.address.split(', ')[1])).size).toBe(2);
    for (const school of schools) {
      const manager = await ds.getRepository(User).findOneByOrFail({ id: school.administrator_id! });
      expect(manager).toMatchObject({ role: 'administrator', school_id: school.id, is_active: true, account_status: 'active' });
    }
  });

  test('every role is there, with valid IDs, mobiles, levels and a search text', async () => {
    const users = await ds.getRepository(User).createQueryBuilder('u').addSelect('u.search_text').getMany();
    const count = (role: string) => users.filter((u) => u.role === role && u.account_status === 'active').length;
    // The platform admin of the config and the accounts step's second one.
    expect(count('admin')).toBe(2);
    // The accounts step: a switched-off former manager, and e-mails a family shares.
    expect(users.filter((u) => u.role === 'administrator' && !u.is_active)).toHaveLength(1);
    const emails = users.map((u) => u.email?.toLowerCase()).filter(Boolean);
    expect(emails.length - new Set(emails).size).toBeGreaterThan(0);
    expect(count('student')).toBe(40);
    for (const role of ['administrator', 'supervisor', 'teacher', 'parent']) expect(count(role)).toBeGreaterThan(1);
    for (const user of users) {
      expect(user.id).toMatch(NATIONAL_ID_PATTERN);
      if (user.id !== admin.id) expect(luhnDigit(user.id.slice(0, 9))).toBe(user.id[9]);
      if (user.phone) expect(user.phone).toMatch(MOBILE_PATTERN);
      expect(user.first_name).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(user.search_text).toContain(user.id);
      if (user.role === 'student') expect(SCHOOL_LEVELS).toContain(user.school_level);
      if (['supervisor', 'teacher'].includes(user.role) && user.account_status === 'active') expect(user.school_id).not.toBeNull();
    }
    expect(new Set(users.filter((u) => u.phone).map((u) => u.phone)).size).toBe(users.filter((u) => u.phone).length);
  });

  test('parents are linked to their children, and pending registrations wait inactive', async () => {
    const links = await ds.getRepository(ParentStudentLink).find({ relations: { parent: true, student: true } });
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect(link.parent?.role).toBe('parent');
      expect(link.student?.role).toBe('student');
    }
    const pending = await ds.getRepository(User).findBy({ account_status: 'pending_activation' });
    expect(pending.length).toBeGreaterThanOrEqual(4);
    expect(pending.every((u) => u.is_active === false)).toBe(true);
    expect(await ds.getRepository(PendingFamilyLink).count()).toBe(1);
  });

  test("the demo parent's children are confirmed, and one request of his waits for the first complex", async () => {
    const parent = result.signIns.find((s) => s.role === 'parent')!;
    const links = await ds.getRepository(ParentStudentLink).find({ where: { parent_id: parent.id }, relations: { student: true } });
    expect(links.filter((l) => l.status === 'confirmed').length).toBeGreaterThanOrEqual(2);
    const waiting = await ds.getRepository(ParentStudentLink).find({ where: { status: 'pending' }, relations: { student: true } });
    expect(waiting).toHaveLength(1);
    expect(waiting[0].parent_id).toBe(parent.id);
    const manager = result.signIns.find((s) => s.role === 'complex manager')!;
    const school = await ds.getRepository(School).findOneByOrFail({ administrator_id: manager.id });
    expect(waiting[0].student?.school_id).toBe(school.id);
  });

  test('the sign-ins name real accounts of each role, with the demo password', async () => {
    const roles = {
      admin: 'admin',
      'complex manager': 'administrator',
      supervisor: 'supervisor',
      teacher: 'teacher',
      parent: 'parent',
      student: 'student',
      'pending (teacher)': 'teacher',
    };
    expect(result.signIns.map((s) => s.role)).toEqual(Object.keys(roles));
    for (const signIn of result.signIns) {
      const user = await ds.getRepository(User).findOneByOrFail({ id: signIn.id });
      expect(user.role).toBe(roles[signIn.role as keyof typeof roles]);
      expect([user.first_name, user.second_name, user.third_name, user.last_name].filter(Boolean).join(' ')).toBe(signIn.name);
      expect(signIn.password).toBe(DEMO_PASSWORD);
    }
  });

  test('the context later steps read matches the database row for row', async () => {
    const byId = new Map((await ds.getRepository(User).find()).map((u) => [u.id, u]));
    const people = result.context.complexes.flatMap((c) => [c.manager, ...c.supervisors, ...c.teachers, ...c.students]);
    for (const person of [...people, ...result.context.parents]) {
      expect(byId.get(person.id)).toMatchObject({ first_name: person.first_name, last_name: person.last_name, role: person.role });
    }
    for (const complex of result.context.complexes) expect(complex.students.every((s) => s.school_id === complex.school.id)).toBe(true);
  });

  test('the audit trail holds the registrations and a morning of changes by their authors, not the bulk fixture', async () => {
    const rows = await ds.getRepository(AuditLog).find({ order: { id: 'ASC' } });
    const manager = result.context.complexes[0].manager.id;
    // The platform admin's account is created as on a first start, by nobody.
    expect(rows[0]).toMatchObject({ user_id: null, action: 'insert', entity: 'users', entity_id: admin.id });
    const byNobody = rows.filter((r) => r.user_id === null);
    expect(byNobody.length).toBeLessThan(30);
    expect(new Set(byNobody.map((r) => r.action))).toEqual(new Set(['insert']));
    expect(await ds.getRepository(User).count()).toBeGreaterThan(byNobody.length * 2);
    expect(rows.filter((r) => r.user_id !== null).map((r) => [r.user_id, r.action, r.entity])).toEqual([
      [admin.id, 'update', 'users'],
      [admin.id, 'insert', 'user_privileges'],
      [manager, 'update', 'schools'],
    ]);
    expect(JSON.parse(rows.find((r) => r.user_id === admin.id)!.after!)).toEqual({ is_active: true, account_status: 'active' });
    expect(JSON.stringify(rows)).not.toMatch(/argon2|password_hash/);
  });

  test('semesters with courses weighing 100, circles with one primary teacher, every student in one circle', async () => {
    const semesters = await ds.getRepository(Semester).find();
    expect(semesters).toHaveLength(3 * result.context.complexes.length);
    expect(semesters.filter((s) => semesterContains(s, calendarToday()))).toHaveLength(result.context.complexes.length);
    const courses = await ds.getRepository(Course).find();
    const lists = new Set(courses.map((c) => `${c.semester_id}:${c.class_id}`));
    for (const list of lists) expect(courseWeightsState(courses.filter((c) => `${c.semester_id}:${c.class_id}` === list)).complete).toBe(true);

    const teachers = await ds.getRepository(ClassTeacher).find();
    const circles = await ds.getRepository(SchoolClass).find();
    for (const circle of circles) expect(teachers.filter((t) => t.class_id === circle.id && t.role === 'primary')).toHaveLength(1);
    const enrolments = await ds.getRepository(Enrollment).findBy({ is_active: true });
    const students = result.context.complexes.flatMap((c) => c.students);
    expect(enrolments.map((e) => e.student_id).sort()).toEqual(students.map((s) => s.id).sort());

    // The README's teacher teaches the README's student.
    const demo = (role: string) => result.signIns.find((s) => s.role === role)!.id;
    const circleOfStudent = enrolments.find((e) => e.student_id === demo('student'))!.class_id;
    expect(teachers).toContainEqual(expect.objectContaining({ class_id: circleOfStudent, teacher_id: demo('teacher'), role: 'primary' }));
  });

  test("grades of each enrolled student in their circle's courses on days they came, with readable ranges, none for behaviour, none from today on", async () => {
    const [grades, enrolments, courses, semesters, absences] = await Promise.all([
      ds.getRepository(Grade).find(),
      ds.getRepository(Enrollment).findBy({ is_active: true }),
      ds.getRepository(Course).find(),
      ds.getRepository(Semester).find(),
      ds.getRepository(Attendance).findBy({ is_present: false }),
    ]);
    const courseOf = new Map(courses.map((c) => [c.id, c]));
    const days = new Map(semesters.map((s) => [s.id, new Set(pastWorkingDays(s))]));
    const absent = new Set(absences.map((m) => `${m.student_id}|${m.attendance_date}`));
    const graded = new Set(grades.map((g) => g.student_id));
    // On a semester's first working day nobody has been graded yet.
    expect(enrolments.filter((e) => days.get(e.semester_id!)!.size > 0).every((e) => graded.has(e.student_id))).toBe(true);
    for (const grade of grades) {
      const course = courseOf.get(grade.course_id)!;
      expect(course.semester_id).toBe(grade.semester_id);
      expect(course.class_id === null || course.class_id === grade.class_id).toBe(true);
      expect(days.get(grade.semester_id)!.has(grade.grade_date)).toBe(true);
      expect(absent.has(`${grade.student_id}|${grade.grade_date}`)).toBe(false);
      expect(grade.grade_value).toBeLessThanOrEqual(grade.max_grade);
      if (grade.start_reference === null) continue;
      expect(carriesQuranReference(course.name)).toBe(true);
      expect(gradedRange(grade)).not.toBeNull();
    }
    expect(grades.some((g) => g.start_reference !== null)).toBe(true);
  });

  test('a student graded in new memorisation has a memorised position, as the grade would have moved it', async () => {
    const [grades, courses, profiles] = await Promise.all([
      ds.getRepository(Grade).find(),
      ds.getRepository(Course).find(),
      ds.getRepository(StudentProfile).find(),
    ]);
    const newMemorisation = new Set(courses.filter((c) => isNewMemorisationCourse(c.name)).map((c) => c.id));
    const learners = new Set(grades.filter((g) => newMemorisation.has(g.course_id) && g.start_reference !== null).map((g) => g.student_id));
    const positioned = new Set(profiles.filter((p) => p.memorized_surah_id !== null).map((p) => p.user_id));
    expect(learners.size).toBeGreaterThan(0);
    expect([...learners].filter((id) => !positioned.has(id))).toEqual([]);
  });

  test('a pending parent asked to study too: the request waits on their approval card', async () => {
    const requests = await ds.getRepository(ParentProfile).findBy({ self_school_level: Not(IsNull()) });
    const askers = await ds.getRepository(User).findBy({ id: In(requests.map((r) => r.user_id)) });
    expect(askers.map((u) => [u.role, u.account_status])).toEqual([['parent', 'pending_activation']]);
  });

  test('attendance of every enrolled student on the working days of the semester up to yesterday, one mark a day', async () => {
    const [marks, enrolments, semesters] = await Promise.all([
      ds.getRepository(Attendance).find(),
      ds.getRepository(Enrollment).findBy({ is_active: true }),
      ds.getRepository(Semester).find(),
    ]);
    const semesterOf = new Map(semesters.map((s) => [s.id, s]));
    const marked = new Set(marks.map((m) => m.student_id));
    // On a semester's first working day nobody has been marked yet.
    const begun = enrolments.filter((e) => semesterWorkingDays(semesterOf.get(e.semester_id!)!).some((day) => day < calendarToday()));
    expect(begun.every((e) => marked.has(e.student_id))).toBe(true);
    expect(new Set(marks.map((m) => `${m.student_id}|${m.class_id}|${m.attendance_date}`)).size).toBe(marks.length);
    for (const mark of marks) {
      expect(isSemesterWorkingDay(mark.attendance_date, semesterOf.get(mark.semester_id)!)).toBe(true);
      expect(mark.attendance_date < calendarToday()).toBe(true);
    }
    const present = marks.filter((m) => m.is_present).length / marks.length;
    expect(present).toBeGreaterThan(0.75);
    expect(present).toBeLessThan(1);
  });

  test("points in halves from 0 to 5 on the semester's working days up to yesterday, never on a day the student was absent", async () => {
    const [entries, absences, semesters] = await Promise.all([
      ds.getRepository(PointsEntry).find(),
      ds.getRepository(Attendance).findBy({ is_present: false }),
      ds.getRepository(Semester).find(),
    ]);
    expect(entries.length).toBeGreaterThan(0);
    const absent = new Set(absences.map((m) => `${m.student_id}|${m.attendance_date}`));
    const days = new Map(semesters.map((s) => [s.id, new Set(pastWorkingDays(s))]));
    for (const entry of entries) {
      expect(isPointsValue(entry.points_given)).toBe(true);
      expect(days.get(entry.semester_id)!.has(entry.points_date)).toBe(true);
      expect(absent.has(`${entry.student_id}|${entry.points_date}`)).toBe(false);
      expect(entry.teacher_id).not.toBeNull();
    }
  });

  test('the same options give the same data; wiping leaves an empty database', async () => {
    const first = await snapshot();
    await wipeDatabase(ds);
    expect(await existingData(ds)).toEqual({ users: 0, schools: 0 });
    expect(await ds.getRepository(User).count()).toBe(0);
    await seedDemo(ds, { students: 40, admin });
    expect(await snapshot()).toBe(first);
  }, 30_000);
});

describe('the size of the demo', () => {
  test("one complex per 500 students, at least the small demo's two, at most 20", () => {
    expect([60, 300, 1000, 1001, 1200, 10_000, 100_000].map(complexCount)).toEqual([2, 2, 2, 3, 3, 20, 20]);
  });

  test('circles of 15 to 40, the first 40 when the complex has that many; a remainder under 15 joins the last circle when it fits', () => {
    for (let students = 0; students <= 300; students++) {
      const sizes = circleSizes(new Random(`circles:${students}`), students);
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(students);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(40);
      if (students >= 40) expect(sizes[0]).toBe(40);
      const small = sizes.findIndex((size) => size < 15);
      // Only the last circle may be small: in a complex of fewer than 15 students, or when it did not fit the one before.
      if (small >= 0) {
        expect(small).toBe(sizes.length - 1);
        if (small > 0) expect(sizes[small - 1] + sizes[small]).toBeGreaterThan(40);
      }
    }
  });
});

// A bigger demo: several complexes of several circles, a semester of daily records.
describe('the demo seed with 1200 students', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'halaqat-seed-spec-'));
  const students = 1200;
  let ds: DataSource;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DB_TYPE: 'sqlite', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
    ds = await new DataSource(await dataSourceOptions(config)).initialize();
    await ds.runMigrations();
    await seedDemo(ds, { students, admin: { id: '1000000000' } });
  }, 120_000);
  afterAll(async () => {
    await ds.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The current semester of each complex. */
  const currentSemesters = async () => (await ds.getRepository(Semester).find()).filter((s) => semesterContains(s, calendarToday()));

  test("three complexes: the first holds 150 students (the benchmark's complex), the others share the rest", async () => {
    const schools = await ds.getRepository(School).find({ order: { id: 'ASC' } });
    expect(schools).toHaveLength(3);
    const enrolled = await ds.getRepository(User).findBy({ role: 'student', account_status: 'active' });
    expect(schools.map((school) => enrolled.filter((u) => u.school_id === school.id).length)).toEqual([150, 525, 525]);
  });

  test('circles of 15 to 40 students of a complex, the first 40, each with one primary teacher', async () => {
    const [circles, enrolments, teachers] = await Promise.all([
      ds.getRepository(SchoolClass).find({ order: { id: 'ASC' } }),
      ds.getRepository(Enrollment).findBy({ is_active: true }),
      ds.getRepository(ClassTeacher).findBy({ role: 'primary' }),
    ]);
    for (const schoolId of new Set(circles.map((c) => c.school_id))) {
      const sizes = circles.filter((c) => c.school_id === schoolId).map((c) => enrolments.filter((e) => e.class_id === c.id).length);
      expect(sizes[0]).toBe(40);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(40);
      // A remainder too small for a circle of its own is the last circle, only when it did not fit the one before.
      expect(sizes.slice(0, -1).every((size) => size >= 15)).toBe(true);
      if (sizes[sizes.length - 1] < 15) expect(sizes[sizes.length - 2] + sizes[sizes.length - 1]).toBeGreaterThan(40);
    }
    expect(circles.every((c) => teachers.filter((t) => t.class_id === c.id).length === 1)).toBe(true);
    expect(new Set(teachers.map((t) => t.teacher_id)).size).toBe(teachers.length);
  });

  test("attendance and points on every working day of the semester so far (not only the points grid's), about three grades a week", async () => {
    const [current] = await currentSemesters();
    const days = current ? pastWorkingDays(current) : [];
    const distinct = async (table: string, column: string) => Number((await ds.query(`SELECT COUNT(DISTINCT ${column}) AS n FROM ${table}`))[0].n);
    expect(await distinct('attendance', 'attendance_date')).toBe(days.length);
    expect(await distinct('points', 'points_date')).toBe(days.length);
    if (days.length > POINTS_GRID_DAYS) expect(await distinct('points', 'points_date')).toBeGreaterThan(POINTS_GRID_DAYS);
    if (days.length >= 10) {
      const perWeek = (await ds.getRepository(Grade).count()) / students / (days.length / 5);
      expect(perWeek).toBeGreaterThan(2.5);
      expect(perWeek).toBeLessThan(3.5);
    }
  });

  test("a daily report of each complex on most working days so far, a row per circle counting that day's attendance", async () => {
    const semesters = await currentSemesters();
    const [reports, rows, circles, marks] = await Promise.all([
      ds.getRepository(DailyReport).find(),
      ds.getRepository(DailyReportClass).find(),
      ds.getRepository(SchoolClass).find(),
      ds.getRepository(Attendance).findBy({ is_present: true }),
    ]);
    const present = new Map<string, number>();
    for (const mark of marks) present.set(`${mark.class_id}|${mark.attendance_date}`, (present.get(`${mark.class_id}|${mark.attendance_date}`) ?? 0) + 1);
    const rowsOf = new Map<number, DailyReportClass[]>();
    for (const row of rows) rowsOf.set(row.report_id, [...(rowsOf.get(row.report_id) ?? []), row]);
    for (const semester of semesters) {
      const days = pastWorkingDays(semester);
      const own = reports.filter((r) => r.school_id === semester.school_id);
      expect(own.length).toBeGreaterThanOrEqual(Math.floor(days.length * 0.75));
      expect(own.length).toBeLessThanOrEqual(days.length);
      const circleIds = circles
        .filter((c) => c.school_id === semester.school_id)
        .map((c) => c.id)
        .sort();
      for (const report of own) {
        const its = rowsOf.get(report.id) ?? [];
        expect(its.map((row) => row.class_id).sort()).toEqual(circleIds);
        for (const row of its) {
          expect(row.students_present).toBe(present.get(`${row.class_id}|${report.report_date}`) ?? 0);
          expect(row.students_absent).toBe(Math.max(0, row.students_enrolled - row.students_present));
        }
      }
    }
  });
});
