import { calendarToday } from '#common';
import { PointsEntry } from '../../points/entities/points-entry.entity.js';
import { absences, bulkInsert, enrolledDays, type Seed } from './context.js';

/** What a teacher writes beside points, now and then, by how good the day was. */
const NOTES = {
  high: ['مشاركة متميزة في الحلقة', 'التزام بالهدوء والانضباط', 'ساعد زملاءه في المراجعة', 'أحسن في التلاوة'],
  low: ['تأخر عن بداية الحلقة', 'انشغل عن التسميع', 'يحتاج إلى مزيد من التركيز'],
};

/**
 * Behaviour points of the current semester: on every working day from its start up to yesterday (the days the
 * attendance covers), the circle's primary teacher gives each active student points on most days they were present,
 * 0 to 5 in halves, mostly between 3 and 5, so the grid, the reports and the student page are filled all semester.
 */
export const pointsSeed: Seed = {
  name: 'points',
  async run(em, ctx) {
    const random = ctx.random('points');
    const { enrolments, primaries, pastDays } = await enrolledDays(em, calendarToday());
    const absent = await absences(em);
    const entries: PointsEntry[] = [];
    for (const enrolment of enrolments) {
      const semester = enrolment.semester;
      // Points are never given to an inactive student (spec 03 section 4).
      if (!semester || !enrolment.student?.is_active) continue;
      for (const day of pastDays(semester)) {
        if (absent.has(`${enrolment.student_id}|${day}`) || !random.chance(0.7)) continue;
        const points = random.weighted<number>([
          [5, 30],
          [4.5, 25],
          [4, 20],
          [3.5, 10],
          [3, 7],
          [2.5, 4],
          [2, 2],
          [1, 1],
          [0, 1],
        ]);
        const note = random.chance(0.15) ? random.pick(points >= 3.5 ? NOTES.high : NOTES.low) : null;
        entries.push({
          student_id: enrolment.student_id,
          class_id: enrolment.class_id,
          semester_id: semester.id,
          points_date: day,
          points_given: points,
          notes: note,
          teacher_id: primaries.get(enrolment.class_id) ?? null,
        } as PointsEntry);
      }
    }
    await bulkInsert(em, PointsEntry, entries);
    return `${entries.length} points entries`;
  },
};
