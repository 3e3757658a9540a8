import type { EntityManager } from 'typeorm';
import { compareMemorisation, isNewMemorisationCourse, rangeReach, type GradedRange, type QuranPosition } from '#quran';
import { saveStudentProfiles, studentProfilesOf } from '../users/user.queries.js';
import { positionOf } from './student-positions.js';

/** A grade as it may move a memorised position: whose it is, its course and its range. */
export interface PositionGrade {
  studentId: string;
  courseName: string;
  range: GradedRange;
}

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
  return (await advanceMemorisedPositions(manager, [{ studentId, courseName, range: grade }]))[0];
}

/**
 * {@link advanceMemorisedPosition} for many grades written together, taken in their order (a student's second grade
 * moves on from where the first left the position), in a fixed number of queries: one read of the students'
 * profiles, then one write of the positions that moved. Returns, for each grade, where it moved the position to.
 */
export async function advanceMemorisedPositions(manager: EntityManager, grades: readonly PositionGrade[]): Promise<(QuranPosition | null)[]> {
  const reaches = grades.map((grade) => (isNewMemorisationCourse(grade.courseName) ? rangeReach(grade.range) : null));
  const students = [...new Set(grades.filter((_, index) => reaches[index]).map((grade) => grade.studentId))];
  if (students.length === 0) return reaches.map(() => null);
  const profiles = await studentProfilesOf(manager, students);
  const positions = new Map(students.map((id) => [id, positionOf(profiles.get(id), 'memorized')]));
  const moved = new Map<string, QuranPosition>();
  const answers = reaches.map((reach, index) => {
    const { studentId } = grades[index];
    const current = positions.get(studentId);
    if (!reach || (current && compareMemorisation(reach, current) <= 0)) return null;
    positions.set(studentId, reach);
    moved.set(studentId, reach);
    return reach;
  });
  await saveStudentProfiles(
    manager,
    new Map([...moved].map(([id, reach]) => [id, { memorized_surah_id: reach.surahId, memorized_ayah_number: reach.ayah }])),
    new Set(profiles.keys()),
  );
  return answers;
}
