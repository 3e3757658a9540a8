import { calendarToday } from '#common';
import { Attendance } from '../../attendance/entities/attendance.entity.js';
import { bulkInsert, enrolledDays, type Seed } from './context.js';

/** What a teacher writes beside an absence, now and then. */
const ABSENCE_NOTES = ['غياب بعذر مرضي', 'سفر مع الأهل', 'استأذن ولي الأمر', 'لم يُبلغ عن سبب الغياب'];

/**
 * The current semester's attendance: every enrolled student marked by the circle's primary teacher on each working
 * day from the semester's start up to yesterday (today is left for the demo to mark), each student with an
 * attendance habit of their own between 75 and 99 per cent, so the grid and the grading table show varied rates.
 */
export const attendanceSeed: Seed = {
  name: 'attendance',
  async run(em, ctx) {
    const random = ctx.random('attendance');
    const { enrolments, primaries, pastDays } = await enrolledDays(em, calendarToday());
    const marks: Attendance[] = [];
    for (const enrolment of enrolments) {
      const semester = enrolment.semester;
      if (!semester) continue;
      const habit = random.int(75, 99) / 100;
      for (const day of pastDays(semester)) {
        const present = random.chance(habit);
        marks.push({
          student_id: enrolment.student_id,
          class_id: enrolment.class_id,
          semester_id: semester.id,
          attendance_date: day,
          is_present: present,
          is_explicit: true,
          notes: !present && random.chance(0.4) ? random.pick(ABSENCE_NOTES) : null,
          marked_by: primaries.get(enrolment.class_id) ?? null,
        } as Attendance);
      }
    }
    await bulkInsert(em, Attendance, marks);
    return `${marks.length} attendance marks`;
  },
};
