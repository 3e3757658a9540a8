import { carriesQuranReference, formatReference, isQuranMemorisationCourse, SURAHS } from '#quran';
import { calendarToday, type GradeType } from '#common';
import { ClassTeacher } from '../../classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../classes/entities/enrollment.entity.js';
import { Course } from '../../courses/entities/course.entity.js';
import { Grade } from '../../grading/entities/grade.entity.js';
import { StudentProfile } from '../../users/entities/student-profile.entity.js';
import { insertMany, type Seed } from './context.js';
import type { Random } from './random.js';

/** Days from `from` to `to` (YYYY-MM-DD), and the date `days` after `from`. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const plusDays = (date: string, days: number) => new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);

/**
 * The current semester's grades: for every enrolled student, a few grades in each course of their circle, given by
 * the circle's primary teacher on days from the semester's start to today. New memorisation recites the ayahs just
 * before the student's memorised position, revision a surah memorised earlier (circles memorise from An-Nas
 * backwards), so the review map and the plan show real ages; behaviour and the like carry no range.
 */
export const gradesSeed: Seed = {
  name: 'grades',
  async run(em, ctx) {
    const random = ctx.random('grades');
    const today = calendarToday();
    const enrolments = await em.getRepository(Enrollment).find({ where: { is_active: true }, relations: { class: true, semester: true }, order: { id: 'ASC' } });
    const courses = await em.getRepository(Course).find({ order: { id: 'ASC' } });
    const profiles = new Map((await em.getRepository(StudentProfile).find()).map((p) => [p.user_id, p]));
    const primaries = new Map((await em.getRepository(ClassTeacher).findBy({ role: 'primary' })).map((row) => [row.class_id, row.teacher_id]));
    const grades: Grade[] = [];
    for (const enrolment of enrolments) {
      const schoolClass = enrolment.class!;
      const semester = enrolment.semester;
      if (!semester || semester.start_date > today) continue;
      const days = Math.max(1, dayNumber(today) - dayNumber(semester.start_date));
      const own = courses.filter(
        (c) => c.semester_id === semester.id && (c.class_id === schoolClass.id || (c.class_id === null && c.school_id === schoolClass.school_id)),
      );
      const profile = profiles.get(enrolment.student_id);
      for (const course of own) {
        const count = random.int(2, 5);
        for (let i = 0; i < count; i++) {
          const range = carriesQuranReference(course.name) && course.requires_surah ? rangeFor(random, course.name, profile) : null;
          const max = course.max_grade;
          grades.push(
            em.create(Grade, {
              student_id: enrolment.student_id,
              course_id: course.id,
              class_id: schoolClass.id,
              semester_id: semester.id,
              grade_value: Math.round(max * (random.int(60, 100) / 100)),
              max_grade: max,
              grade_type: (range ? 'memorization' : 'regular') satisfies GradeType,
              start_reference: range?.[0] ?? null,
              end_reference: range?.[1] ?? null,
              notes: random.chance(0.15) ? random.pick(['أحسنت، حفظ متقن', 'يحتاج إلى مراجعة أحكام المد', 'تحسن ملحوظ', 'أخطاء يسيرة في التشكيل']) : null,
              grade_date: plusDays(semester.start_date, random.int(0, days)),
              graded_by: primaries.get(schoolClass.id) ?? null,
            }),
          );
        }
      }
    }
    await insertMany(em, Grade, grades);
    return `${grades.length} grades`;
  },
};

/**
 * A plausible range for a Quran course: new memorisation the ayahs just before the memorised position, revision a
 * surah between it and An-Nas. A student with no position recorded recites from An-Nas.
 */
function rangeFor(random: Random, courseName: string, profile: StudentProfile | undefined): [string, string] {
  const surahId = profile?.memorized_surah_id ?? 114;
  const ayah = profile?.memorized_ayah_number ?? SURAHS[surahId - 1].ayahCount;
  if (isQuranMemorisationCourse(courseName) && courseName.includes('حفظ')) {
    const start = Math.max(1, ayah - random.int(3, 10));
    return [formatReference({ surahId, ayah: start }), formatReference({ surahId, ayah })];
  }
  const revised = surahId === 114 ? 114 : random.int(surahId + 1, 114);
  const last = SURAHS[revised - 1].ayahCount;
  const start = random.int(1, last);
  return [formatReference({ surahId: revised, ayah: start }), formatReference({ surahId: revised, ayah: Math.min(last, start + random.int(4, 20)) })];
}
