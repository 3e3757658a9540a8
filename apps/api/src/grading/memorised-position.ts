import type { EntityManager } from 'typeorm';
import { compareMemorisation, isNewMemorisationCourse, rangeReach, type GradedRange, type QuranPosition } from '#quran';
import { saveStudentProfile, studentProfilesOf } from '../users/user.queries.js';
import { positionOf } from './student-positions.js';

/**
 * A new-memorisation grade is the teacher saying the student now knows its ayahs: when its range reaches beyond the
 * student's memorised position (along the memorisation path), the position moves there, in the grade's own
 * transaction. It never moves back (a review, a correction or a deleted grade leaves it), and the plan dialog still
 * edits it by hand. Returns the new position, or null when it did not move.
 */
export async function advanceMemorisedPosition(
  manager: EntityManager,
  studentId: string,
  courseName: string,
  grade: GradedRange,
): Promise<QuranPosition | null> {
  if (!isNewMemorisationCourse(courseName)) return null;
  const reach = rangeReach(grade);
  if (!reach) return null;
  const current = positionOf((await studentProfilesOf(manager, [studentId])).get(studentId), 'memorized');
  if (current && compareMemorisation(reach, current) <= 0) return null;
  await saveStudentProfile(manager, studentId, { memorized_surah_id: reach.surahId, memorized_ayah_number: reach.ayah });
  return reach;
}
