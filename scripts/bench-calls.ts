import type { DataSource } from 'typeorm';

/**
 * The hot calls `npm run bench` times (issue 15), who makes each, and its floor: the same data read by one
 * hand-written SQL query, which the app's answer is compared with. The subjects (the circle, the complex, the
 * student...) are picked from the seeded data the same way at every size, so 300 and 10,000 students compare.
 */

export type Caller = 'teacher' | 'manager' | 'supervisor';

export interface Subjects {
  schoolId: number;
  semesterId: number;
  /** The largest circle of the complex (40 students in the demo seed) and its primary teacher. */
  classId: number;
  studentId: string;
  /** A word of the chosen student's name, for the student list's search box. */
  search: string;
  /** The latest working day with attendance marks, for the daily report's auto-fill. */
  reportDate: string;
  callers: Record<Caller, string>;
}

export interface BenchCall {
  name: string;
  caller: Caller;
  path(s: Subjects): string;
  /** One hand-written query reading what the answer carries; `?` placeholders work on both dialects. */
  floor: { sql(dialect: 'sqlite' | 'mysql'): string; params(s: Subjects): unknown[] };
  /** Also measured under concurrent load against the built server. */
  underLoad?: boolean;
  /** Not a hot call but the cost every signed-in call carries, shown for comparison and held to no budget. */
  baseline?: boolean;
  /** Its own query budget where it must do more than the shared one allows; says why beside it. */
  queries?: number;
}

const NAME = 'u.id, u.first_name, u.second_name, u.third_name, u.last_name';

export const BENCH_CALLS: BenchCall[] = [
  {
    name: 'attendance grid (40 students)',
    caller: 'teacher',
    path: (s) => `/api/attendance/semester/${s.semesterId}/class/${s.classId}`,
    floor: {
      sql: () => `SELECT ${NAME}, a.attendance_date, a.is_present, a.is_explicit, a.notes
        FROM enrollments e JOIN users u ON u.id = e.student_id
        LEFT JOIN attendance a ON a.student_id = e.student_id AND a.class_id = e.class_id AND a.semester_id = ?
        WHERE e.class_id = ? AND e.is_active = 1 ORDER BY u.first_name, u.id, a.attendance_date`,
      params: (s) => [s.semesterId, s.classId],
    },
    underLoad: true,
  },
  {
    name: 'points grid',
    caller: 'teacher',
    path: (s) => `/api/points/class/${s.classId}?semester_id=${s.semesterId}`,
    floor: {
      sql: () => `SELECT ${NAME}, p.id AS entry_id, p.points_date, p.points_given, p.notes
        FROM enrollments e JOIN users u ON u.id = e.student_id
        LEFT JOIN points p ON p.student_id = e.student_id AND p.class_id = e.class_id AND p.semester_id = ?
        WHERE e.class_id = ? AND e.is_active = 1 ORDER BY u.first_name, u.id, p.points_date`,
      params: (s) => [s.semesterId, s.classId],
    },
  },
  {
    name: 'comprehensive grading of a complex',
    caller: 'manager',
    path: (s) => `/api/grading/school/${s.schoolId}/semester/${s.semesterId}`,
    floor: {
      sql: () => `SELECT c.id AS class_id, c.name AS class_name, ${NAME},
          (SELECT COUNT(*) FROM grades g WHERE g.student_id = e.student_id AND g.class_id = c.id AND g.semester_id = c.semester_id) AS grades,
          (SELECT AVG(g.grade_value * 100 / g.max_grade) FROM grades g WHERE g.student_id = e.student_id AND g.class_id = c.id AND g.semester_id = c.semester_id) AS average,
          (SELECT SUM(a.is_present) FROM attendance a WHERE a.student_id = e.student_id AND a.class_id = c.id AND a.semester_id = c.semester_id) AS present,
          (SELECT COUNT(*) FROM attendance a WHERE a.student_id = e.student_id AND a.class_id = c.id AND a.semester_id = c.semester_id) AS recorded,
          (SELECT SUM(p.points_given) FROM points p WHERE p.student_id = e.student_id AND p.class_id = c.id AND p.semester_id = c.semester_id) AS points
        FROM classes c JOIN enrollments e ON e.class_id = c.id AND e.is_active = 1 JOIN users u ON u.id = e.student_id
        WHERE c.school_id = ? AND c.semester_id = ? ORDER BY c.name, u.first_name`,
      params: (s) => [s.schoolId, s.semesterId],
    },
  },
  {
    name: 'student list with a search',
    caller: 'manager',
    path: (s) => `/api/students?search=${encodeURIComponent(s.search)}`,
    floor: {
      sql: () => `SELECT ${NAME}, u.phone, u.email, u.is_active, u.school_level, e.class_id, c.name AS class_name,
          sp.memorized_surah_id, sp.memorized_ayah_number, sp.target_surah_id, sp.target_ayah_number
        FROM users u LEFT JOIN enrollments e ON e.student_id = u.id AND e.is_active = 1 LEFT JOIN classes c ON c.id = e.class_id
        LEFT JOIN student_profiles sp ON sp.user_id = u.id
        WHERE u.role = 'student' AND u.school_id = ? AND u.search_text LIKE ? ORDER BY u.first_name, u.last_name`,
      params: (s) => [s.schoolId, `%${s.search}%`],
    },
    underLoad: true,
  },
  {
    name: 'student profile (dialog)',
    caller: 'teacher',
    path: (s) => `/api/classes/${s.classId}/student/${s.studentId}/profile`,
    floor: {
      sql: () => `SELECT ${NAME}, sp.memorized_surah_id, sp.memorized_ayah_number, g.id AS grade_id, g.course_id, g.grade_value, g.max_grade,
          g.start_reference, g.end_reference, g.grade_date, g.notes
        FROM users u LEFT JOIN student_profiles sp ON sp.user_id = u.id LEFT JOIN grades g ON g.student_id = u.id
        WHERE u.id = ? ORDER BY g.grade_date`,
      params: (s) => [s.studentId],
    },
  },
  {
    name: 'review map (604 pages)',
    caller: 'teacher',
    path: (s) => `/api/grades/student/${s.studentId}/review`,
    floor: {
      sql: () => `SELECT g.id, g.start_reference, g.end_reference, g.grade_date FROM grades g
        WHERE g.student_id = ? AND g.start_reference IS NOT NULL ORDER BY g.grade_date`,
      params: (s) => [s.studentId],
    },
  },
  {
    name: 'dashboard stats (complex manager)',
    caller: 'manager',
    path: () => '/api/dashboard/stats',
    floor: {
      sql: () => `SELECT
          (SELECT COUNT(*) FROM users WHERE role = 'student' AND is_active = 1 AND school_id = ?) AS students,
          (SELECT COUNT(*) FROM users WHERE role = 'teacher' AND is_active = 1 AND school_id = ?) AS teachers,
          (SELECT COUNT(*) FROM classes WHERE school_id = ?) AS classes,
          (SELECT name FROM schools WHERE id = ?) AS school_name`,
      params: (s) => [s.schoolId, s.schoolId, s.schoolId, s.schoolId],
    },
  },
  {
    name: 'daily report auto-fill',
    caller: 'supervisor',
    // One more than the others: the complex's semesters, read first so that a weekend or a holiday is refused rather
    // than filled with a day of absences (the class book's one calendar rule).
    queries: 6,
    path: (s) => `/api/daily-reports/auto-fill/${s.schoolId}/${s.reportDate}`,
    floor: {
      sql: () => `SELECT c.id, c.name, ct.teacher_id, ${NAME.replace(/u\./g, 't.')},
          (SELECT COUNT(*) FROM enrollments e WHERE e.class_id = c.id AND e.is_active = 1) AS enrolled,
          (SELECT COUNT(*) FROM attendance a WHERE a.class_id = c.id AND a.attendance_date = ? AND a.is_present = 1) AS present,
          (SELECT COUNT(*) FROM grades g WHERE g.class_id = c.id AND g.grade_date = ?) AS graded
        FROM classes c LEFT JOIN class_teachers ct ON ct.class_id = c.id AND ct.role = 'primary' LEFT JOIN users t ON t.id = ct.teacher_id
        WHERE c.school_id = ? AND c.is_active = 1 ORDER BY c.name`,
      params: (s) => [s.reportDate, s.reportDate, s.schoolId],
    },
  },
  {
    name: 'baseline: the signed-in user (auth/me)',
    caller: 'teacher',
    path: () => '/api/auth/me',
    floor: {
      sql: () =>
        `SELECT ${NAME}, u.role, u.email, u.phone, u.school_id, s.name AS school_name FROM users u LEFT JOIN schools s ON s.id = u.school_id WHERE u.id = ?`,
      params: (s) => [s.callers.teacher],
    },
    baseline: true,
  },
];

/**
 * The subjects of the calls, read from the seeded data: the first complex (the demo manager's, the same size at
 * every scale), its current semester, its largest circle with that circle's primary teacher and first student.
 */
export async function findSubjects(ds: DataSource, today: string): Promise<Subjects> {
  const one = async <T>(sql: string, params: unknown[]): Promise<T> => {
    const [row] = (await ds.query(sql, params)) as T[];
    if (!row) throw new Error(`bench: the seeded data has no answer to ${sql.replace(/\s+/g, ' ').slice(0, 120)}...; run with --reseed`);
    return row;
  };
  const school = await one<{ id: number }>('SELECT MIN(id) AS id FROM schools', []);
  const schoolId = Number(school.id);
  const semester = await one<{ id: number }>('SELECT id FROM semesters WHERE school_id = ? AND start_date <= ? AND end_date >= ? ORDER BY id LIMIT 1', [
    schoolId,
    today,
    today,
  ]);
  const circle = await one<{ id: number; teacher_id: string }>(
    `SELECT c.id, ct.teacher_id FROM classes c JOIN class_teachers ct ON ct.class_id = c.id AND ct.role = 'primary'
      JOIN enrollments e ON e.class_id = c.id AND e.is_active = 1
      WHERE c.school_id = ? AND c.semester_id = ? GROUP BY c.id, ct.teacher_id ORDER BY COUNT(*) DESC, c.id LIMIT 1`,
    [schoolId, Number(semester.id)],
  );
  const student = await one<{ id: string; last_name: string }>(
    'SELECT u.id, u.last_name FROM enrollments e JOIN users u ON u.id = e.student_id WHERE e.class_id = ? AND e.is_active = 1 ORDER BY u.id LIMIT 1',
    [Number(circle.id)],
  );
  const day = await one<{ day: string }>('SELECT MAX(attendance_date) AS day FROM attendance WHERE class_id = ?', [Number(circle.id)]);
  const staff = async (role: string) =>
    (await one<{ id: string }>('SELECT id FROM users WHERE role = ? AND school_id = ? AND is_active = 1 ORDER BY id LIMIT 1', [role, schoolId])).id;
  return {
    schoolId,
    semesterId: Number(semester.id),
    classId: Number(circle.id),
    studentId: student.id,
    search: student.last_name,
    reportDate: day.day,
    callers: { teacher: circle.teacher_id, manager: await staff('administrator'), supervisor: await staff('supervisor') },
  };
}
