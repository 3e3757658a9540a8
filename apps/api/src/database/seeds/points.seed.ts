import { calendarToday, lastWorkingDays, POINTS_GRID_DAYS } from '#common';
import { Attendance } from '../../attendance/entities/attendance.entity.js';
import { ClassTeacher } from '../../classes/entities/class-teacher.entity.js';
import { Enrollment } from '../../classes/entities/enrollment.entity.js';
import { PointsEntry } from '../../points/entities/points-entry.entity.js';
import { insertMany, type Seed } from './context.js';

/** What a teacher writes beside points, now and then, by how good the day was. */
const NOTES = {
  high: ['مشاركة متميزة في الحلقة', 'التزام بالهدوء والانضباط', 'ساعد زملاءه في المراجعة', 'أحسن في التلاوة'],
  low: ['تأخر عن بداية الحلقة', 'انشغل عن التسميع', 'يحتاج إلى مزيد من التركيز'],
};

/**
 * Behaviour points of the current semester: over its last 30 working days up to today (the points grid's columns),
 * the circle's primary teacher gives each active student points on most days they were present, 0 to 5 in halves,
 * mostly between 3 and 5, so the grid, the reports and the student page are filled.
 */
export const pointsSeed: Seed = {
  name: 'points',
  async run(em, ctx) {
    const random = ctx.random('points');
    const today = calendarToday();
    const enrolments = await em.getRepository(Enrollment).find({ where: { is_active: true }, relations: { semester: true, student: true }, order: { id: 'ASC' } });
    const primaries = new Map((await em.getRepository(ClassTeacher).findBy({ role: 'primary' })).map((row) => [row.class_id, row.teacher_id]));
    const absent = new Set(
      (await em.getRepository(Attendance).find({ where: { is_present: false }, select: { student_id: true, attendance_date: true } })).map((mark) => `${mark.student_id}|${mark.attendance_date}`),
    );
    const entries: PointsEntry[] = [];
    for (const enrolment of enrolments) {
      const semester = enrolment.semester;
      // Points are never given to an inactive student (spec 03 section 4).
      if (!semester || !enrolment.student?.is_active || semester.start_date > today) continue;
      const until = today < semester.end_date ? today : semester.end_date;
      const days = lastWorkingDays(until, POINTS_GRID_DAYS, { from: semester.start_date, weekend_days: semester.weekend_days, vacation_days: semester.vacation_days });
      for (const day of days) {
        if (absent.has(`${enrolment.student_id}|${day}`) || !random.chance(0.7)) continue;
        const points = random.weighted<number>([[5, 30], [4.5, 25], [4, 20], [3.5, 10], [3, 7], [2.5, 4], [2, 2], [1, 1], [0, 1]]);
        const note = random.chance(0.15) ? random.pick(points >= 3.5 ? NOTES.high : NOTES.low) : null;
        entries.push(
          em.create(PointsEntry, {
            student_id: enrolment.student_id,
            class_id: enrolment.class_id,
            semester_id: semester.id,
            points_date: day,
            points_given: points,
            notes: note,
            teacher_id: primaries.get(enrolment.class_id) ?? null,
          }),
        );
      }
    }
    await insertMany(em, PointsEntry, entries);
    return `${entries.length} points entries`;
  },
};
