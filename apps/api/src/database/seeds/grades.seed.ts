import { carriesQuranReference, formatReference, MEMORISATION_ORDER, memorisationIndex, SURAHS, type QuranPosition } from '#quran';
import { calendarToday, type GradeType } from '#common';
import { Course } from '../../courses/entities/course.entity.js';
import { Grade } from '../../grading/entities/grade.entity.js';
import { StudentProfile } from '../../users/entities/student-profile.entity.js';
import { absences, bulkInsert, enrolledDays, insertMany, type Seed } from './context.js';
import type { Random } from './random.js';

/** How many grades a student gets on a day they came: none, one or two, about three a week in all. */
const GRADES_A_DAY = [
  [0, 45],
  [1, 38],
  [2, 17],
] as const;

const NOTES = ['أحسنت، حفظ متقن', 'يحتاج إلى مراجعة أحكام المد', 'تحسن ملحوظ', 'أخطاء يسيرة في التشكيل'];

/**
 * The current semester's grades: on each working day up to yesterday that an enrolled student came, none, one or two
 * grades (about three a week) in the courses of their circle, drawn by the courses' weights and given by the
 * circle's primary teacher. The recitations follow the student's memorisation: new memorisation walks back from
 * the memorised position a few ayahs a lesson, so the latest lesson ends on it; the minor review recites what the
 * student had just memorised that day, the major review a surah finished before it (circles memorise Al-Fatiha,
 * then from An-Nas backwards). So the review map, the plan and the daily reports' pages show real progress;
 * behaviour and the like carry no range.
 */
export const gradesSeed: Seed = {
  name: 'grades',
  async run(em, ctx) {
    const random = ctx.random('grades');
    const { enrolments, primaries, pastDays } = await enrolledDays(em, calendarToday());
    const absent = await absences(em);
    const courses = await em.getRepository(Course).find({ order: { id: 'ASC' } });
    const profiles = new Map((await em.getRepository(StudentProfile).find()).map((p) => [p.user_id, p]));
    const grades: Grade[] = [];
    // By student: one may have been enrolled in several semesters' circles.
    const learnt = new Map<string, StudentProfile>();
    for (const enrolment of enrolments) {
      const schoolClass = enrolment.class!;
      const semester = enrolment.semester;
      const own = courses.filter(
        (c) => c.semester_id === semester?.id && (c.class_id === schoolClass.id || (c.class_id === null && c.school_id === schoolClass.school_id)),
      );
      if (!semester || own.length === 0) continue;
      const weights = own.map((course, i) => [i, course.percentage] as const);
      const planned: { day: string; course: Course }[] = [];
      for (const day of pastDays(semester)) {
        if (absent.has(`${enrolment.student_id}|${day}`)) continue;
        for (let n = random.weighted(GRADES_A_DAY); n > 0; n--) planned.push({ day, course: own[random.weighted(weights)] });
      }

      const profile = profiles.get(enrolment.student_id);
      const position = profile?.memorized_surah_id ? pathIndex(profile.memorized_surah_id, profile.memorized_ayah_number!) : unrecorded(random);
      const recitations = recite(random, planned, position);
      // A new-memorisation grade moves the memorised position (grading/memorised-position.ts): a student with no
      // position recorded but such grades gets the one their latest lesson ended on, as the app would have saved.
      if (!profile && planned.some(({ course }, i) => recitationOf(course) === 'new' && recitations[i])) {
        learnt.set(enrolment.student_id, {
          user_id: enrolment.student_id,
          memorized_surah_id: PATH[position].surahId,
          memorized_ayah_number: PATH[position].ayah,
        } as StudentProfile);
      }
      // How well this student does, so the grading table shows strong and weak students rather than one average.
      const ability = random.int(65, 95);
      planned.forEach(({ day, course }, i) => {
        const range = recitations[i];
        // A recitation the student's memorisation cannot have had (before they began) is not graded.
        if (range === undefined) return;
        grades.push({
          student_id: enrolment.student_id,
          course_id: course.id,
          class_id: schoolClass.id,
          semester_id: semester.id,
          grade_value: Math.round((course.max_grade * Math.min(100, Math.max(50, ability + random.int(-15, 10)))) / 100),
          max_grade: course.max_grade,
          grade_type: (range ? 'memorization' : 'regular') satisfies GradeType,
          start_reference: range ? formatReference(range[0]) : null,
          end_reference: range ? formatReference(range[1]) : null,
          notes: random.chance(0.15) ? random.pick(NOTES) : null,
          grade_date: day,
          graded_by: primaries.get(schoolClass.id) ?? null,
        } as Grade);
      });
    }
    await bulkInsert(em, Grade, grades);
    await insertMany(em, StudentProfile, [...learnt.values()]);
    return `${grades.length} grades; ${learnt.size} memorised positions recorded from new memorisation`;
  },
};

/**
 * The memorisation path: every ayah in the order students memorise them (Al-Fatiha, then An-Nas back to Al-Baqara,
 * each surah from its first ayah), so how far a student has come is one number, the index of the last ayah known.
 */
const PATH: readonly QuranPosition[] = MEMORISATION_ORDER.flatMap((surahId) =>
  Array.from({ length: SURAHS[surahId - 1].ayahCount }, (_, i) => ({ surahId, ayah: i + 1 })),
);
const SURAH_START = new Map(MEMORISATION_ORDER.map((surahId) => [surahId, PATH.findIndex((p) => p.surahId === surahId)]));
const pathIndex = (surahId: number, ayah: number) => SURAH_START.get(surahId)! + ayah - 1;
/** Where on the path the surah of the ayah at `index` begins. */
const surahStart = (index: number) => SURAH_START.get(PATH[index].surahId)!;

/** Where a student with no memorised position recorded has come, drawn as the memorisation step draws positions. */
function unrecorded(random: Random): number {
  const surahId = random.chance(0.6) ? random.int(78, 114) : random.int(2, 77);
  return pathIndex(surahId, random.int(1, SURAHS[surahId - 1].ayahCount));
}

/** What a course's grades recite: new memorisation, the minor review, the major review, or no range. */
function recitationOf(course: Course): 'new' | 'minor' | 'major' | null {
  if (!course.requires_surah || !carriesQuranReference(course.name)) return null;
  if (course.name.includes('حفظ')) return 'new';
  return course.name.includes('الصغرى') ? 'minor' : 'major';
}

/**
 * The range each planned grade (in date order) recites, for a student whose last known ayah is at `position` on
 * the {@link PATH}: null for a course without a range, undefined when there was nothing to recite yet. The new
 * memorisation lessons are laid out backwards from the position, the latest ending on it, a few ayahs of one surah
 * each at the student's pace (slower when they have memorised little, so the lessons fit); a student near the
 * start of the path may have begun this semester, and runs out of lessons before its first days. A review recites
 * what was known before that day.
 */
function recite(random: Random, planned: { day: string; course: Course }[], position: number): ([QuranPosition, QuranPosition] | null | undefined)[] {
  const kinds = planned.map(({ course }) => recitationOf(course));
  const lessons = kinds.filter((kind) => kind === 'new').length;
  const pace = Math.max(1, Math.min(random.int(3, 10), Math.floor((position + 1) / Math.max(1, lessons))));
  const track: [number, number][] = [];
  for (let end = position; track.length < lessons && end >= 0;) {
    const start = Math.max(surahStart(end), end - random.int(Math.ceil(pace / 2), pace) + 1);
    track.push([start, end]);
    end = start - 1;
  }
  // The lessons from the earliest day on: the first ones go without when the track ran out.
  track.reverse();
  let lesson = track.length - lessons;
  // The last ayah known before the day at hand, and by the end of it.
  let known = track.length > 0 ? track[0][0] - 1 : position;
  let knownTonight = known;
  let day = '';
  return planned.map((grade, i) => {
    if (grade.day !== day) [day, known] = [grade.day, knownTonight];
    const kind = kinds[i];
    if (kind === null) return null;
    if (kind === 'new') {
      const range = track[lesson++];
      if (!range) return undefined;
      knownTonight = range[1];
      return [PATH[range[0]], PATH[range[1]]];
    }
    if (known < 0) return undefined;
    return kind === 'minor' ? minorReview(random, known) : majorReview(random, known);
  });
}

/** The minor review: the latest ayahs known, of the surah being memorised (of the one finished before it while that has barely begun). */
function minorReview(random: Random, known: number): [QuranPosition, QuranPosition] {
  const end = known - surahStart(known) < 2 && surahStart(known) > 0 ? surahStart(known) - 1 : known;
  return [PATH[Math.max(surahStart(end), end - random.int(5, 20) + 1)], PATH[end]];
}

/** The major review: a few ayahs of a surah finished before the one being memorised (Al-Fatiha, while it is all there is). */
function majorReview(random: Random, known: number): [QuranPosition, QuranPosition] {
  const current = PATH[known].surahId;
  const finished = MEMORISATION_ORDER.slice(0, memorisationIndex(current));
  const surahId = finished.length > 0 ? random.pick(finished) : current;
  const last = surahId === current ? PATH[known].ayah : SURAHS[surahId - 1].ayahCount;
  const start = random.int(1, Math.max(1, last - 4));
  return [
    { surahId, ayah: start },
    { surahId, ayah: Math.min(last, start + random.int(4, 20)) },
  ];
}
