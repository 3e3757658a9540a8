import type { DataSource } from 'typeorm';
import type { AccountStatus, Role } from '#common';
import { DEFAULT_COURSES, semesterEnglishName, type SemesterType } from '#common';
import { ClassTeacher } from '../../apps/api/src/classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../apps/api/src/classes/entities/enrollment.entity.js';
import { SchoolClass } from '../../apps/api/src/classes/entities/school-class.entity.js';
import { Course } from '../../apps/api/src/courses/entities/course.entity.js';
import { School } from '../../apps/api/src/schools/entities/school.entity.js';
import { Semester } from '../../apps/api/src/semesters/entities/semester.entity.js';
import { ParentStudentLink } from '../../apps/api/src/users/entities/parent-student-link.entity.js';
import { User } from '../../apps/api/src/users/entities/user.entity.js';
import { hashPassword } from '../../apps/api/src/users/password.js';

let nextId = 2000000000;
/** A fresh, valid national ID. */
export const nationalId = () => String(nextId++);

export const PASSWORD = 'secret-123';

/** The hash of {@link PASSWORD}, computed once per suite: argon2 is slow by design and every factory user shares it. */
let passwordHash: Promise<string> | undefined;
const hashOfPassword = () => (passwordHash ??= hashPassword(PASSWORD));

/** Inserts a user straight into the database; active and approved unless told otherwise. */
export async function createUser(
  ds: DataSource,
  fields: {
    role: Role;
    id?: string;
    school_id?: number | null;
    is_active?: boolean;
    account_status?: AccountStatus;
    first_name?: string;
    last_name?: string;
    email?: string;
  },
): Promise<User & { password: string }> {
  const user = ds.getRepository(User).create({
    id: fields.id ?? nationalId(),
    first_name: fields.first_name ?? 'أحمد',
    second_name: 'محمد',
    third_name: 'علي',
    last_name: fields.last_name ?? 'الزهراني',
    email: fields.email ?? 'person@example.com',
    phone: '0512345678',
    role: fields.role,
    school_id: fields.school_id ?? null,
    is_active: fields.is_active ?? true,
    account_status: fields.account_status ?? 'active',
    password_hash: await hashOfPassword(),
  });
  await ds.getRepository(User).insert(user);
  return Object.assign(user, { password: PASSWORD });
}

/** Inserts a complex. */
export async function createSchool(ds: DataSource, fields: Partial<School> = {}): Promise<School> {
  const repo = ds.getRepository(School);
  return repo.save(repo.create({ name: 'مجمع الفرقان', address: 'حي الملقا, الرياض, منطقة الرياض', is_active: true, ...fields }));
}

/** Links a parent to a student, as an approved registration would. */
export async function linkParent(ds: DataSource, parent: Pick<User, 'id'>, student: Pick<User, 'id'>): Promise<void> {
  await ds.getRepository(ParentStudentLink).insert({ parent_id: parent.id, student_id: student.id, relationship_type: 'parent', is_primary: true });
}

let nextSemesterYear = 2021;

/**
 * Inserts a semester of a complex, with the four default courses a created one gets. Each call takes the next year
 * unless one is given, so two never collide on (complex, type, year).
 */
export async function createSemester(
  ds: DataSource,
  school: Pick<School, 'id'>,
  fields: { type?: SemesterType; year?: number; start_date?: string; end_date?: string; vacation_days?: string[]; withDefaultCourses?: boolean } = {},
): Promise<Semester> {
  const type = fields.type ?? 'first';
  const year = fields.year ?? nextSemesterYear++;
  const semester = await ds.getRepository(Semester).save(
    ds.getRepository(Semester).create({
      school_id: school.id,
      type,
      year,
      start_date: fields.start_date ?? `${year}-08-20`,
      end_date: fields.end_date ?? `${year + 1}-01-10`,
      display_name: semesterEnglishName(type, year),
      weekend_days: [5, 6],
      vacation_days: fields.vacation_days ?? [],
    }),
  );
  if (fields.withDefaultCourses !== false) {
    await ds.getRepository(Course).insert(
      DEFAULT_COURSES.map((course) => ({
        name: course.name,
        percentage: course.percentage,
        requires_surah: course.requires_surah,
        semester_id: semester.id,
        school_id: school.id,
        class_id: null,
      })),
    );
  }
  return semester;
}

/** Inserts a circle of a complex's semester, with its teachers (the first primary) and its enrolled students. */
export async function createClass(
  ds: DataSource,
  fields: {
    school: Pick<School, 'id'>;
    semester: Pick<Semester, 'id'> | null;
    name?: string;
    teachers?: Pick<User, 'id'>[];
    students?: Pick<User, 'id'>[];
    is_active?: boolean;
  },
): Promise<SchoolClass> {
  const saved = await ds.getRepository(SchoolClass).save(
    ds.getRepository(SchoolClass).create({
      name: fields.name ?? 'حلقة الإمام عاصم',
      school_id: fields.school.id,
      semester_id: fields.semester?.id ?? null,
      school_level: 'الصف الرابع الابتدائي',
      is_active: fields.is_active ?? true,
    }),
  );
  const teachers = fields.teachers ?? [];
  if (teachers.length > 0) {
    await ds
      .getRepository(ClassTeacher)
      .insert(teachers.map((teacher, i) => ({ class_id: saved.id, teacher_id: teacher.id, role: i === 0 ? 'primary' : 'assistant' })));
  }
  for (const student of fields.students ?? []) await enrol(ds, student, saved);
  return saved;
}

/** Enrols a student in a circle (active), as the student form will. */
export async function enrol(ds: DataSource, student: Pick<User, 'id'>, schoolClass: Pick<SchoolClass, 'id' | 'semester_id'>, is_active = true): Promise<void> {
  await ds
    .getRepository(Enrollment)
    .insert({ student_id: student.id, class_id: schoolClass.id, semester_id: schoolClass.semester_id, enrollment_date: '2025-08-20', is_active });
}

/** Inserts a course of a circle (or of the complex's semester when `class_id` is null). */
export async function createCourse(
  ds: DataSource,
  fields: { school_id: number; semester_id: number; class_id: number | null; name?: string; percentage?: number },
): Promise<Course> {
  const repo = ds.getRepository(Course);
  return repo.save(repo.create({ name: fields.name ?? 'التجويد', percentage: fields.percentage ?? 15, requires_surah: false, ...fields }));
}
