import { In, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { fullName, type ClassTeacherRole } from '#common';
import { ClassTeacher } from './entities/class-teacher.entity.js';
import { Enrollment } from './entities/enrollment.entity.js';
import { SchoolClass } from './entities/school-class.entity.js';

// Reads of the circles tables that other modules need. The classes module owns classes, class_teachers and
// enrollments; the people modules write teachers' circles and students' enrolments through the functions below.

/** A circle's id and complex, or null when there is none with this id. */
export function findClassSchool(manager: EntityManager, id: number): Promise<Pick<SchoolClass, 'id' | 'school_id'> | null> {
  return manager.getRepository(SchoolClass).findOne({ where: { id }, select: { id: true, school_id: true } });
}

/** How many circles a complex has (a complex with circles cannot be deleted). */
export function countClassesOf(manager: EntityManager, schoolId: number): Promise<number> {
  return manager.getRepository(SchoolClass).countBy({ school_id: schoolId });
}

/** How many enrolments, active or not, a circle has: its history keeps it from being deleted. */
export function countEnrollmentsOf(manager: EntityManager, classId: number): Promise<number> {
  return manager.getRepository(Enrollment).countBy({ class_id: classId });
}

/** The circles each of these teachers teaches, with their role in it, in one query. */
export async function classesOfTeachers(
  manager: EntityManager,
  teacherIds: readonly string[],
): Promise<Map<string, { id: number; name: string; role: ClassTeacherRole; is_active: boolean }[]>> {
  const byTeacher = new Map<string, { id: number; name: string; role: ClassTeacherRole; is_active: boolean }[]>();
  if (teacherIds.length === 0) return byTeacher;
  const rows = await manager
    .getRepository(ClassTeacher)
    .createQueryBuilder('link')
    .innerJoinAndSelect('link.class', 'class')
    .where('link.teacher_id IN (:...teacherIds)', { teacherIds })
    .orderBy('class.name', 'ASC')
    .getMany();
  for (const row of rows) {
    const list = byTeacher.get(row.teacher_id) ?? [];
    list.push({ id: row.class_id, name: row.class!.name, role: row.role, is_active: row.class!.is_active });
    byTeacher.set(row.teacher_id, list);
  }
  return byTeacher;
}

/** The complex of each of these circles, by id, in one query; unknown ids are left out. */
export async function classSchoolsOf(manager: EntityManager, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await manager.getRepository(SchoolClass).find({ where: { id: In([...ids]) }, select: { id: true, school_id: true } });
  return new Map(rows.map((row) => [row.id, row.school_id]));
}

/** Whether a teacher is the primary teacher of an active circle (such a teacher cannot simply be deleted). */
export function isPrimaryOfActiveClass(manager: EntityManager, teacherId: string): Promise<boolean> {
  return manager
    .getRepository(ClassTeacher)
    .createQueryBuilder('link')
    .innerJoin('link.class', 'class')
    .where('link.teacher_id = :teacherId', { teacherId })
    .andWhere('link.role = :primary', { primary: 'primary' })
    .andWhere('class.is_active = :active', { active: true })
    .getExists();
}

/**
 * Makes `classIds` the circles a teacher teaches, in `manager`'s transaction: they leave the others (where they led,
 * the first remaining teacher leads), keep their role where they stay, and join the new ones as the primary teacher
 * where the circle has none, else as an assistant.
 */
export async function setTeacherClasses(manager: EntityManager, teacherId: string, classIds: readonly number[]): Promise<void> {
  const links = manager.getRepository(ClassTeacher);
  const wanted = new Set(classIds);
  const current = await links.findBy({ teacher_id: teacherId });
  const leaving = current.filter((row) => !wanted.has(row.class_id));
  if (leaving.length > 0) await links.delete({ id: In(leaving.map((row) => row.id)) });
  // A circle whose primary teacher leaves is led by its first remaining teacher, as in the class form.
  for (const left of leaving.filter((row) => row.role === 'primary')) {
    const next = await links.findOne({ where: { class_id: left.class_id }, order: { id: 'ASC' } });
    if (next) await links.update({ id: next.id }, { role: 'primary' });
  }
  const joining = [...wanted].filter((id) => !current.some((row) => row.class_id === id));
  if (joining.length === 0) return;
  const withPrimary = new Set((await links.findBy({ class_id: In(joining), role: 'primary' })).map((row) => row.class_id));
  await links.insert(
    joining.map((class_id) => ({ class_id, teacher_id: teacherId, role: withPrimary.has(class_id) ? ('assistant' as const) : ('primary' as const) })),
  );
}

/** The active enrolment of each of these students, with its circle and semester, in one query. */
export async function activeEnrollmentsOf(manager: EntityManager, studentIds: readonly string[]): Promise<Map<string, Enrollment>> {
  if (studentIds.length === 0) return new Map();
  const rows = await manager
    .getRepository(Enrollment)
    .createQueryBuilder('enrollment')
    .innerJoinAndSelect('enrollment.class', 'class')
    .leftJoinAndSelect('enrollment.semester', 'semester')
    .where('enrollment.student_id IN (:...studentIds)', { studentIds })
    .andWhere('enrollment.is_active = :active', { active: true })
    .getMany();
  return new Map(rows.map((row) => [row.student_id, row]));
}

/**
 * Puts a student in a circle (for the circle's semester) or in none, in `manager`'s transaction: the current active
 * enrolment ends (kept, inactive, as history) unless it is already that circle.
 */
export async function enrolStudent(manager: EntityManager, studentId: string, classId: number | null, date: string): Promise<void> {
  const enrollments = manager.getRepository(Enrollment);
  const current = await enrollments.findOneBy({ student_id: studentId, is_active: true });
  if (current?.class_id === classId) return;
  if (current) await enrollments.update({ id: current.id }, { is_active: false });
  if (classId === null) return;
  const schoolClass = await manager.getRepository(SchoolClass).findOneByOrFail({ id: classId });
  await enrollments.insert({ student_id: studentId, class_id: classId, semester_id: schoolClass.semester_id, enrollment_date: date, is_active: true });
}

/**
 * Puts these students in one circle (for its semester), in `manager`'s transaction and in three statements however
 * many: the active enrolments of those in another circle end (kept, inactive, as history), and those not already in
 * it join. Returns the ids of those who joined.
 */
export async function enrolStudentsIn(
  manager: EntityManager,
  schoolClass: Pick<SchoolClass, 'id' | 'semester_id'>,
  studentIds: readonly string[],
  date: string,
): Promise<string[]> {
  if (studentIds.length === 0) return [];
  const enrollments = manager.getRepository(Enrollment);
  const current = await enrollments.findBy({ student_id: In([...studentIds]), is_active: true });
  const already = new Set(current.filter((row) => row.class_id === schoolClass.id).map((row) => row.student_id));
  const leaving = current.filter((row) => row.class_id !== schoolClass.id).map((row) => row.id);
  if (leaving.length > 0) await enrollments.update({ id: In(leaving) }, { is_active: false });
  const joining = [...new Set(studentIds)].filter((id) => !already.has(id));
  if (joining.length > 0) {
    await enrollments.insert(
      joining.map((student_id) => ({ student_id, class_id: schoolClass.id, semester_id: schoolClass.semester_id, enrollment_date: date, is_active: true })),
    );
  }
  return joining;
}

/** Keeps the rows of `qb` whose `alias.id` is a student actively enrolled in the circle `classId`. */
export function onlyEnrolledIn<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, classId: number): SelectQueryBuilder<T> {
  const enrolled = qb
    .subQuery()
    .select('enrolled.student_id')
    .from(Enrollment, 'enrolled')
    .where('enrolled.class_id = :enrolledClassId')
    .andWhere('enrolled.is_active = :enrolledActive')
    .getQuery();
  return qb.andWhere(`${alias}.id IN ${enrolled}`, { enrolledClassId: classId, enrolledActive: true });
}

/** Keeps the rows of `qb` whose `alias.id` teaches the circle `classId` or is actively enrolled in it. */
export function onlyMembersOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, classId: number): SelectQueryBuilder<T> {
  const teaching = qb.subQuery().select('teaching.teacher_id').from(ClassTeacher, 'teaching').where('teaching.class_id = :memberClassId').getQuery();
  const enrolled = qb
    .subQuery()
    .select('member.student_id')
    .from(Enrollment, 'member')
    .where('member.class_id = :memberClassId')
    .andWhere('member.is_active = :memberActive')
    .getQuery();
  return qb.andWhere(`(${alias}.id IN ${teaching} OR ${alias}.id IN ${enrolled})`, { memberClassId: classId, memberActive: true });
}

/** Adds a teacher to one more circle (see {@link setTeacherClasses}), keeping the circles they teach. */
export async function addTeacherClass(manager: EntityManager, teacherId: string, classId: number): Promise<void> {
  const current = await manager.getRepository(ClassTeacher).findBy({ teacher_id: teacherId });
  await setTeacherClasses(manager, teacherId, [...current.map((row) => row.class_id), classId]);
}

/**
 * Joins the student `studentId` to a query of circles (under `classAlias`) when actively enrolled there, under the
 * alias `student`, and selects their id (`student_id`, null when not enrolled), names, level and status.
 */
export function withEnrolledStudent<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, classAlias: string, studentId: string): SelectQueryBuilder<T> {
  return qb
    .leftJoin(
      Enrollment,
      'enrolment',
      `enrolment.class_id = ${classAlias}.id AND enrolment.student_id = :enrolledStudentId AND enrolment.is_active = :enrolledActive`,
      {
        enrolledStudentId: studentId,
        enrolledActive: true,
      },
    )
    .leftJoin('enrolment.student', 'student')
    .addSelect(['student.id AS student_id', 'student.first_name AS first_name', 'student.second_name AS second_name', 'student.third_name AS third_name'])
    .addSelect(['student.last_name AS last_name', 'student.school_level AS school_level', 'student.is_active AS is_active']);
}

/**
 * Left-joins, under `alias`, the circle whose id as text is `textIdColumn` (where `when` holds) and selects its name
 * as `<alias>_name` (null when there is none, or no longer one): a circle's name beside rows that name it by a text
 * id, as the audit trail does. Read it raw.
 */
export function withClassName<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, textIdColumn: string, when: string): SelectQueryBuilder<T> {
  return qb.leftJoin(SchoolClass, alias, `${when} AND CAST(${alias}.id AS CHAR) = ${textIdColumn}`).addSelect(`${alias}.name`, `${alias}_name`);
}

/** Where a circle is: its complex and semester. */
export type ClassPlace = Pick<SchoolClass, 'id' | 'name' | 'school_id' | 'semester_id'>;

/** A circle's complex and semester under the alias `class`, for the caller to scope ({@link AccessService.one}). */
export function classPlaceQuery(manager: EntityManager, id: number): SelectQueryBuilder<SchoolClass> {
  return manager
    .getRepository(SchoolClass)
    .createQueryBuilder('class')
    .select(['class.id', 'class.name', 'class.school_id', 'class.semester_id'])
    .where('class.id = :placeClassId', { placeClassId: id });
}

/** The circles of a complex in a semester, by name, under the alias `class`, for the caller to scope. */
export function classesOfSemester(manager: EntityManager, schoolId: number, semesterId: number): SelectQueryBuilder<SchoolClass> {
  return manager
    .getRepository(SchoolClass)
    .createQueryBuilder('class')
    .where('class.school_id = :schoolId', { schoolId })
    .andWhere('class.semester_id = :semesterId', { semesterId })
    .orderBy('class.name', 'ASC')
    .addOrderBy('class.id', 'ASC');
}

/** One active enrolment read raw: the circle and the student's id and four names. */
export interface EnrolledStudentRow {
  class_id: number | string;
  id: string;
  first_name: string;
  second_name: string;
  third_name: string;
  last_name: string;
}

/**
 * The students actively enrolled in these circles as raw rows ({@link EnrolledStudentRow}), by name, under the alias
 * `enrollment`, for other modules to add their totals to before reading it with getRawMany.
 */
export function enrolledStudentsQuery(manager: EntityManager, classIds: readonly number[]): SelectQueryBuilder<Enrollment> {
  return manager
    .getRepository(Enrollment)
    .createQueryBuilder('enrollment')
    .innerJoin('enrollment.student', 'student')
    .select(['enrollment.class_id AS class_id', 'student.id AS id'])
    .addSelect(['student.first_name AS first_name', 'student.second_name AS second_name', 'student.third_name AS third_name', 'student.last_name AS last_name'])
    .where('enrollment.class_id IN (:...classIds)', { classIds: [...classIds] })
    .andWhere('enrollment.is_active = :active', { active: true })
    .orderBy('student.first_name', 'ASC')
    .addOrderBy('student.id', 'ASC');
}

/** The students actively enrolled in these circles, with their account, in one query. */
export async function enrolmentsOfClasses(manager: EntityManager, classIds: readonly number[]): Promise<Enrollment[]> {
  if (classIds.length === 0) return [];
  return manager
    .getRepository(Enrollment)
    .createQueryBuilder('enrollment')
    .innerJoinAndSelect('enrollment.student', 'student')
    .where('enrollment.class_id IN (:...classIds)', { classIds: [...classIds] })
    .andWhere('enrollment.is_active = :active', { active: true })
    .orderBy('student.first_name', 'ASC')
    .addOrderBy('student.id', 'ASC')
    .getMany();
}

/** Circles with their complex and semester joined, under the aliases `class`, `school` and `semester`, by name, for the caller to filter and scope. */
export function classesWithSchool(manager: EntityManager): SelectQueryBuilder<SchoolClass> {
  return manager
    .getRepository(SchoolClass)
    .createQueryBuilder('class')
    .innerJoinAndSelect('class.school', 'school')
    .leftJoinAndSelect('class.semester', 'semester')
    .orderBy('class.name', 'ASC')
    .addOrderBy('class.id', 'ASC');
}

/** How many students are actively enrolled in each of these circles, in one query; circles without any are left out. */
export async function activeStudentCountsOf(manager: EntityManager, classIds: readonly number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await manager
    .getRepository(Enrollment)
    .createQueryBuilder('enrollment')
    .select('enrollment.class_id', 'class_id')
    .addSelect('COUNT(*)', 'count')
    .where('enrollment.class_id IN (:...classIds)', { classIds: [...classIds] })
    .andWhere('enrollment.is_active = :active', { active: true })
    .groupBy('enrollment.class_id')
    .getRawMany<{ class_id: number | string; count: number | string }>();
  return new Map(rows.map((row) => [Number(row.class_id), Number(row.count)]));
}

/** An active circle with its primary teacher (null without one) and how many students are actively enrolled. */
export interface ActiveClassWithPrimary {
  id: number;
  name: string;
  teacher_id: string | null;
  teacher_name: string | null;
  students: number;
}

/** A complex's active circles by name, each with its primary teacher and its number of students, in one query. */
export async function activeClassesWithPrimaryOf(manager: EntityManager, schoolId: number): Promise<ActiveClassWithPrimary[]> {
  const qb = manager.getRepository(SchoolClass).createQueryBuilder('class');
  const students = qb
    .subQuery()
    .select('COUNT(*)')
    .from(Enrollment, 'member')
    .where('member.class_id = class.id')
    .andWhere('member.is_active = :active')
    .getQuery();
  const rows = await qb
    .leftJoin(ClassTeacher, 'link', 'link.class_id = class.id AND link.role = :primary', { primary: 'primary' })
    .leftJoin('link.teacher', 'teacher')
    .select(['class.id AS id', 'class.name AS name', 'link.teacher_id AS teacher_id'])
    .addSelect(['teacher.first_name AS first_name', 'teacher.second_name AS second_name', 'teacher.third_name AS third_name', 'teacher.last_name AS last_name'])
    .addSelect(students, 'students')
    .where('class.school_id = :schoolId', { schoolId })
    .andWhere('class.is_active = :active', { active: true })
    .orderBy('class.name', 'ASC')
    .addOrderBy('class.id', 'ASC')
    .getRawMany<{
      id: number | string;
      name: string;
      teacher_id: string | null;
      first_name: string | null;
      second_name: string;
      third_name: string;
      last_name: string;
      students: number | string;
    }>();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    teacher_id: row.teacher_id ?? null,
    teacher_name: row.teacher_id && row.first_name !== null ? fullName({ ...row, first_name: row.first_name }) : null,
    students: Number(row.students),
  }));
}
