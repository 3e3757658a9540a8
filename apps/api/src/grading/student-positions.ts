import { isValidPosition, type QuranPosition } from '#quran';

/** The four positions of a student's profile (users' withStudentProfile), as read raw: MySQL may answer numbers as strings. */
export type ProfilePositions = {
  memorized_surah_id: number | string | null;
  memorized_ayah_number: number | string | null;
  target_surah_id: number | string | null;
  target_ayah_number: number | string | null;
};

type NumericPositions = { [K in keyof ProfilePositions]: number | null };

/** The positions of a raw row as numbers, null kept. */
export function numericPositions(row: ProfilePositions): NumericPositions {
  const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    memorized_surah_id: numberOrNull(row.memorized_surah_id),
    memorized_ayah_number: numberOrNull(row.memorized_ayah_number),
    target_surah_id: numberOrNull(row.target_surah_id),
    target_ayah_number: numberOrNull(row.target_ayah_number),
  };
}

/** A stored position of a student's profile, or null when it is not set (or not a real ayah). */
export function positionOf(profile: NumericPositions | undefined, which: 'memorized' | 'target'): QuranPosition | null {
  if (!profile) return null;
  const position =
    which === 'memorized'
      ? { surahId: profile.memorized_surah_id, ayah: profile.memorized_ayah_number }
      : { surahId: profile.target_surah_id, ayah: profile.target_ayah_number };
  return isValidPosition(position as QuranPosition) ? (position as QuranPosition) : null;
}
