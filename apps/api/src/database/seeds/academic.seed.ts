import { calendarToday, DEFAULT_COURSES, semesterEnglishName, SCHOOL_LEVELS, type SemesterType } from '#common';
import { ClassTeacher } from '../../classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../classes/entities/enrollment.entity.js';
import { SchoolClass } from '../../classes/entities/school-class.entity.js';
import { Course } from '../../courses/entities/course.entity.js';
import { Semester } from '../../semesters/entities/semester.entity.js';
import type { User } from '../../users/entities/user.entity.js';
import { insertMany, type Seed } from './context.js';
import type { Random } from './random.js';

/** Circle names of the demo, after the readers of the Quran and the companions who taught it. */
const CIRCLE_NAMES = {
  male: ['حلقة الإمام عاصم', 'حلقة ابن كثير', 'حلقة الإمام نافع', 'حلقة أبي عمرو البصري', 'حلقة ابن عامر', 'حلقة الإمام حمزة', 'حلقة الكسائي', 'حلقة أبي جعفر'],
  female: [
    'حلقة أم سلمة',
    'حلقة حفصة بنت عمر',
    'حلقة عائشة أم المؤمنين',
    'حلقة أسماء بنت أبي بكر',
    'حلقة خديجة بنت خويلد',
    'حلقة فاطمة الزهراء',
    'حلقة رقية',
    'حلقة أم كلثوم',
  ],
} as const;

/** A circle's own course list, for one demo circle per complex: five courses whose weights make 100. */
const CIRCLE_COURSES = [
  { name: 'الحفظ الجديد', percentage: 35, requires_surah: true, description: 'تسميع المقرر الجديد من الحفظ يوميًا' },
  { name: 'المراجعة الصغرى', percentage: 20, requires_surah: true, description: 'مراجعة ما حُفظ في الأسبوعين الأخيرين' },
  { name: 'المراجعة الكبرى', percentage: 20, requires_surah: true, description: 'مراجعة الأجزاء المحفوظة سابقًا' },
  { name: 'التجويد', percentage: 15, requires_surah: false, description: 'أحكام التلاوة النظرية والتطبيقية' },
  { name: 'السلوك', percentage: 10, requires_surah: false, description: null },
];

interface DemoSemester {
  type: SemesterType;
  year: number;
  start_date: string;
  end_date: string;
  vacation_days: string[];
}

/**
 * The semesters around today, fixed by the month so the demo is the same all season: from August the first
 * semester of the year is current (the second of the year before it has ended); before August the second is
 * current. An upcoming semester follows the current one.
 */
function demoSemesters(today: string): { previous: DemoSemester; current: DemoSemester; next: DemoSemester } {
  const year = Number(today.slice(0, 4));
  const first = (y: number): DemoSemester => ({
    type: 'first',
    year: y,
    start_date: `${y}-08-16`,
    end_date: `${y + 1}-01-14`,
    vacation_days: [`${y}-09-23`, `${y}-11-16`, `${y}-11-17`, `${y}-11-18`],
  });
  const second = (y: number): DemoSemester => ({
    type: 'second',
    year: y,
    start_date: `${y}-01-18`,
    end_date: `${y}-06-25`,
    vacation_days: [`${y}-02-22`, `${y}-03-15`, `${y}-03-16`],
  });
  return Number(today.slice(5, 7)) >= 8
    ? { previous: second(year), current: first(year), next: second(year + 1) }
    : { previous: first(year - 1), current: second(year), next: first(year) };
}

/** Fewest and most students of a circle. */
const CIRCLE_MIN = 15;
const CIRCLE_MAX = 40;

/**
 * The sizes of a complex's circles for `students` students: 15 to 40 each, drawn circle by circle. The first circle
 * of a complex of 40 students or more holds exactly 40 (the benchmark's 40-student attendance grid). What is left
 * under 15 joins the last circle when that stays within 40, else it is a small circle of its own; so is a complex
 * of fewer than 15 students (and one with none has one empty circle).
 */
export function circleSizes(random: Random, students: number): number[] {
  const sizes: number[] = [];
  let left = students;
  if (left >= CIRCLE_MAX) {
    sizes.push(CIRCLE_MAX);
    left -= CIRCLE_MAX;
  }
  while (left >= CIRCLE_MIN) {
    const size = Math.min(left, random.int(CIRCLE_MIN, CIRCLE_MAX));
    sizes.push(size);
    left -= size;
  }
  if (left > 0 && sizes.length > 0 && sizes[sizes.length - 1] + left <= CIRCLE_MAX) sizes[sizes.length - 1] += left;
  else if (left > 0 || sizes.length === 0) sizes.push(left);
  return sizes;
}

/**
 * Semesters (a past, the current and the next one for each complex, with the four default courses each), circles
 * of the current semester ({@link circleSizes}) with a primary teacher and often an assistant, every student enrolled
 * in one of them, and one circle per complex with its own five courses. The demo teacher teaches the demo student's
 * circle.
 */
export const academicSeed: Seed = {
  name: 'semesters, circles and courses',
  async run(em, ctx) {
    const { previous, current, next } = demoSemesters(calendarToday());
    const demoStudent = ctx.signIns.find((signIn) => signIn.role === 'student')?.id;
    let circles = 0;
    let enrolments = 0;

    for (const [index, complex] of ctx.complexes.entries()) {
      // A stream per complex: a bigger demo (more complexes) leaves the circles of the first ones as they were.
      const random = ctx.random(`academic:${index}`);
      const semesters: Semester[] = [];
      for (const s of [previous, current, next]) {
        semesters.push(
          await em.save(em.create(Semester, { ...s, school_id: complex.school.id, display_name: semesterEnglishName(s.type, s.year), weekend_days: [5, 6] })),
        );
      }
      const currentSemester = semesters[1];
      await insertMany(
        em,
        Course,
        semesters.flatMap((semester) =>
          DEFAULT_COURSES.map((course) =>
            em.create(Course, {
              name: course.name,
              percentage: course.percentage,
              requires_surah: course.requires_surah,
              semester_id: semester.id,
              school_id: complex.school.id,
              class_id: null,
            }),
          ),
        ),
      );

      // The students sorted by level, so a circle is of one age (or two neighbouring ones).
      const students = [...complex.students].sort((a, b) => levelRank(a) - levelRank(b));
      let taken = 0;
      const members = circleSizes(random, students.length).map((size) => students.slice(taken, (taken += size)));
      const classes: SchoolClass[] = [];
      for (const [i, group] of members.entries()) {
        const names = CIRCLE_NAMES[complex.gender];
        classes.push(
          await em.save(
            em.create(SchoolClass, {
              name: names[i % names.length] + (i >= names.length ? ` ${Math.floor(i / names.length) + 1}` : ''),
              school_id: complex.school.id,
              semester_id: currentSemester.id,
              school_level: group[0]?.school_level ?? SCHOOL_LEVELS[2],
              // Room for the circle and a few more, in fives, within the limit of 50.
              max_students: Math.min(50, Math.max(20, Math.ceil(group.length / 5) * 5 + random.pick([0, 0, 5]))),
              is_active: true,
              class_code: `${complex.code}-${String(i + 1).padStart(2, '0')}`,
              description: null,
            }),
          ),
        );
      }
      const rows = members.flatMap((group, i) =>
        group.map((student) =>
          em.create(Enrollment, {
            student_id: student.id,
            class_id: classes[i].id,
            semester_id: currentSemester.id,
            enrollment_date: currentSemester.start_date,
            is_active: true,
          }),
        ),
      );
      await insertMany(em, Enrollment, rows);
      enrolments += rows.length;

      // The demo student's circle is taught by the demo teacher (teachers[0]) as primary; every circle has a primary
      // of its own (people.seed.ts makes more teachers than circles).
      const demoClass = members.findIndex((group) => group.some((s) => s.id === demoStudent));
      const order = demoClass > 0 ? [demoClass, ...classes.keys()].filter((v, i, a) => a.indexOf(v) === i) : [...classes.keys()];
      const teacherRows: ClassTeacher[] = [];
      order.forEach((classIndex, i) => {
        teacherRows.push(
          em.create(ClassTeacher, { class_id: classes[classIndex].id, teacher_id: complex.teachers[i % complex.teachers.length].id, role: 'primary' }),
        );
      });
      // An assistant for every other circle, from the teachers left over or the next one along.
      classes.forEach((c, i) => {
        if (i % 2 === 1 || complex.teachers.length <= 1) return;
        const assistant = complex.teachers[(classes.length + i) % complex.teachers.length];
        if (!teacherRows.some((row) => row.class_id === c.id && row.teacher_id === assistant.id)) {
          teacherRows.push(em.create(ClassTeacher, { class_id: c.id, teacher_id: assistant.id, role: 'assistant' }));
        }
      });
      await insertMany(em, ClassTeacher, teacherRows);

      // The first circle keeps a course list of its own.
      await insertMany(
        em,
        Course,
        CIRCLE_COURSES.map((course) =>
          em.create(Course, { ...course, semester_id: currentSemester.id, school_id: complex.school.id, class_id: classes[0].id }),
        ),
      );
      circles += classes.length;
    }
    return `${ctx.complexes.length * 3} semesters, ${circles} circles, ${enrolments} enrolments`;
  },
};

function levelRank(student: User): number {
  const rank = SCHOOL_LEVELS.indexOf(student.school_level as (typeof SCHOOL_LEVELS)[number]);
  return rank < 0 ? SCHOOL_LEVELS.length : rank;
}
