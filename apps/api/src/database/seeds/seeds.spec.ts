import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { carriesQuranReference, gradedRange } from '#quran';
import { calendarToday, courseWeightsState, isPointsValue, isSemesterWorkingDay, lastWorkingDays, MOBILE_PATTERN, NATIONAL_ID_PATTERN, POINTS_GRID_DAYS, SCHOOL_LEVELS, semesterContains, semesterWorkingDays } from '#common';
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
import { ParentStudentLink } from '../../users/entities/parent-student-link.entity.js';
import { PendingFamilyLink } from '../../users/entities/pending-family-link.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { dataSourceOptions } from '../data-source-options.js';
import { luhnDigit } from './context.js';
import { DEMO_PASSWORD, existingData, seedDemo, wipeDatabase, type SeedResult } from './index.js';

// The demo seed on a fresh SQLite database: what it makes, that it makes the same thing twice, and that what it
// hands later steps (the context) is what is in the database.

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

  test('the sign-ins name real accounts of each role, with the demo password', async () => {
    const roles = { admin: 'admin', 'complex manager': 'administrator', supervisor: 'supervisor', teacher: 'teacher', parent: 'parent', student: 'student', 'pending (teacher)': 'teacher' };
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

  test('grades of each enrolled student in their circle\'s courses, with readable ranges, none for behaviour, none in the future', async () => {
    const [grades, enrolments, courses] = await Promise.all([
      ds.getRepository(Grade).find(),
      ds.getRepository(Enrollment).findBy({ is_active: true }),
      ds.getRepository(Course).find(),
    ]);
    const courseOf = new Map(courses.map((c) => [c.id, c]));
    const graded = new Set(grades.map((g) => g.student_id));
    expect(enrolments.every((e) => graded.has(e.student_id))).toBe(true);
    for (const grade of grades) {
      const course = courseOf.get(grade.course_id)!;
      expect(course.semester_id).toBe(grade.semester_id);
      expect(course.class_id === null || course.class_id === grade.class_id).toBe(true);
      expect(grade.grade_date <= calendarToday()).toBe(true);
      expect(grade.grade_value).toBeLessThanOrEqual(grade.max_grade);
      if (grade.start_reference === null) continue;
      expect(carriesQuranReference(course.name)).toBe(true);
      expect(gradedRange(grade)).not.toBeNull();
    }
    expect(grades.some((g) => g.start_reference !== null)).toBe(true);
  });

  test('attendance of every enrolled student on the working days of the semester up to yesterday, one mark a day', async () => {
    const [marks, enrolments, semesters] = await Promise.all([ds.getRepository(Attendance).find(), ds.getRepository(Enrollment).findBy({ is_active: true }), ds.getRepository(Semester).find()]);
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

  test('points in halves from 0 to 5 on the points grid\'s days, never on a day the student was absent', async () => {
    const [entries, absences, semesters] = await Promise.all([ds.getRepository(PointsEntry).find(), ds.getRepository(Attendance).findBy({ is_present: false }), ds.getRepository(Semester).find()]);
    expect(entries.length).toBeGreaterThan(0);
    const absent = new Set(absences.map((m) => `${m.student_id}|${m.attendance_date}`));
    const gridDays = new Map(
      semesters.map((s) => [s.id, new Set(lastWorkingDays(calendarToday() < s.end_date ? calendarToday() : s.end_date, POINTS_GRID_DAYS, { from: s.start_date, ...s }))]),
    );
    for (const entry of entries) {
      expect(isPointsValue(entry.points_given)).toBe(true);
      expect(gridDays.get(entry.semester_id)!.has(entry.points_date)).toBe(true);
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
