import { SURAHS, type Surah } from './tables/surahs.js';

export { SURAHS, type Surah } from './tables/surahs.js';
export { PAGE_STARTS } from './tables/pages.js';
export { JUZ_STARTS, type JuzStart } from './tables/juz.js';

/** Surahs in the mushaf. */
export const SURAH_COUNT = 114;
/** Pages of the Madani mushaf the whole product counts in. */
export const TOTAL_PAGES = 604;
/** Juz in the mushaf. */
export const JUZ_COUNT = 30;
/** Ayahs in the mushaf (Kufan count). */
export const TOTAL_AYAHS = 6236;

/** The credit the Tanzil licence (CC BY 3.0) asks for wherever the data is shown or shipped, e.g. the About page. */
export const QURAN_DATA_CREDIT = 'Quran metadata from the Tanzil Project (tanzil.net), CC BY 3.0';

/** A place in the Quran: surah id (1..114) and ayah number (1..ayahCount). */
export interface QuranPosition {
  surahId: number;
  ayah: number;
}

/** True when `id` is an integer surah id 1..114. */
export function isSurahId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= SURAH_COUNT;
}

/**
 * The surah with this id.
 * @throws RangeError when `id` is not an integer in 1..114.
 */
export function getSurah(id: number): Surah {
  if (!isSurahId(id)) throw new RangeError(`Surah id must be an integer from 1 to ${SURAH_COUNT}, got ${String(id)}`);
  return SURAHS[id - 1];
}

/** True when `position` names a real ayah (surah 1..114, ayah 1..that surah's ayahCount). */
export function isValidPosition(position: QuranPosition | null | undefined): position is QuranPosition {
  if (!position || !isSurahId(position.surahId)) return false;
  const { ayah } = position;
  return typeof ayah === 'number' && Number.isInteger(ayah) && ayah >= 1 && ayah <= SURAHS[position.surahId - 1].ayahCount;
}

/**
 * Checks a position and hands it back.
 * @throws RangeError naming the surah and its ayah count when the id or the ayah is out of range.
 */
export function assertPosition(position: QuranPosition): QuranPosition {
  const surah = getSurah(position.surahId);
  const { ayah } = position;
  if (typeof ayah !== 'number' || !Number.isInteger(ayah) || ayah < 1 || ayah > surah.ayahCount) {
    throw new RangeError(`Ayah must be an integer from 1 to ${surah.ayahCount} in surah ${surah.id} (${surah.name}), got ${String(ayah)}`);
  }
  return position;
}

/**
 * A position from the pair of nullable columns a student row stores (`memorized_surah_id`,
 * `memorized_ayah_number` or the target pair): null when either is missing, which means "no position".
 * @throws RangeError when both are present but out of range.
 */
export function toPosition(surahId: number | null | undefined, ayah: number | null | undefined): QuranPosition | null {
  if (surahId === null || surahId === undefined || ayah === null || ayah === undefined) return null;
  return assertPosition({ surahId, ayah });
}

/** Orders two positions as printed in the mushaf: negative when `a` comes first, 0 when equal, positive otherwise. */
export function compareMushaf(a: QuranPosition, b: QuranPosition): number {
  return a.surahId - b.surahId || a.ayah - b.ayah;
}
