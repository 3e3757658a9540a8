import { SURAH_COUNT, getSurah, type QuranPosition } from './surahs.js';

/**
 * Surah ids in the order students memorise them (spec 03 section 1): Fatiha, then from the end of the mushaf
 * backwards (Nas 114, Falaq 113, ...), Baqara (2) last.
 */
export const MEMORISATION_ORDER: readonly number[] = [1, ...Array.from({ length: SURAH_COUNT - 1 }, (_, i) => SURAH_COUNT - i)];

/**
 * Where a surah falls in {@link MEMORISATION_ORDER}: 0 for Fatiha, 1 for Nas, ..., 113 for Baqara.
 * @throws RangeError for an id outside 1..114.
 */
export function memorisationIndex(surahId: number): number {
  getSurah(surahId);
  return surahId === 1 ? 0 : SURAH_COUNT + 1 - surahId;
}

/**
 * True when surah `a` is memorised before surah `b` (strictly; false for the same surah).
 * @throws RangeError for an id outside 1..114.
 */
export function isBefore(a: number, b: number): boolean {
  return memorisationIndex(a) < memorisationIndex(b);
}

/**
 * Orders two positions along the memorisation path: by the surahs' memorisation order, then by ayah (a surah is
 * memorised from its first ayah). Negative when `a` is reached first.
 * @throws RangeError for an id outside 1..114.
 */
export function compareMemorisation(a: QuranPosition, b: QuranPosition): number {
  return memorisationIndex(a.surahId) - memorisationIndex(b.surahId) || a.ayah - b.ayah;
}

/**
 * The ayah a student memorises after `position`: the next ayah of its surah, else the first ayah of the next surah in
 * {@link MEMORISATION_ORDER}; null after the last ayah of the path (the end of Al-Baqara). Where a new lesson starts.
 * @throws RangeError for an id outside 1..114.
 */
export function nextPosition(position: QuranPosition): QuranPosition | null {
  if (position.ayah < getSurah(position.surahId).ayahCount) return { surahId: position.surahId, ayah: position.ayah + 1 };
  const next = MEMORISATION_ORDER[memorisationIndex(position.surahId) + 1];
  return next === undefined ? null : { surahId: next, ayah: 1 };
}
