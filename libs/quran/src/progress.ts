import { roundTo } from '../../common/src/numbers.js';
import { MEMORISATION_ORDER, memorisationIndex } from './order.js';
import { juzPages, pageOfAyah } from './pages.js';
import { JUZ_COUNT, TOTAL_PAGES, assertPosition, getSurah, type QuranPosition } from './surahs.js';

/**
 * The pages a student has memorised when their memorised position is `position`.
 *
 * Rule: students memorise in {@link MEMORISATION_ORDER} (Fatiha, then Nas backwards to Baqara) and each surah from
 * its first ayah, so they know every ayah of the surahs before the current one in that order, plus ayahs 1..`ayah`
 * of the current surah. A page counts as memorised when it holds at least one of those ayahs. Pages are counted
 * once even when several short surahs share them, so the set never exceeds 604; it only grows as the position
 * moves along the memorisation order. No position (null) means nothing is memorised.
 * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
 */
export function memorisedPageSet(position: QuranPosition | null | undefined): ReadonlySet<number> {
  const pages = new Set<number>();
  if (!position) return pages;
  assertPosition(position);
  const current = memorisationIndex(position.surahId);
  for (const surahId of MEMORISATION_ORDER.slice(0, current)) {
    const surah = getSurah(surahId);
    for (let page = surah.startPage; page <= surah.endPage; page++) pages.add(page);
  }
  const lastPage = pageOfAyah(position.surahId, position.ayah);
  for (let page = getSurah(position.surahId).startPage; page <= lastPage; page++) pages.add(page);
  return pages;
}

/**
 * How many ayahs a student has memorised at `position`, by the rule of {@link memorisedPageSet}: every ayah of the
 * surahs before it in the memorisation order, plus ayahs 1..`ayah` of its own surah; 0 without a position.
 * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
 */
export function memorisedAyahCount(position: QuranPosition | null | undefined): number {
  if (!position) return 0;
  assertPosition(position);
  const before = MEMORISATION_ORDER.slice(0, memorisationIndex(position.surahId));
  return before.reduce((sum, surahId) => sum + getSurah(surahId).ayahCount, position.ayah);
}

/** Memorisation progress over the whole mushaf. */
export interface MemorisationProgress {
  /** Ayahs memorised ({@link memorisedAyahCount}), 0..6236. */
  memorisedAyahs: number;
  /** Distinct pages memorised ({@link memorisedPageSet}), 0..604. */
  memorisedPages: number;
  /** Always 604. */
  totalPages: number;
  /** memorisedPages / 604 x 100, one decimal. */
  percentage: number;
  /** How many juz have every one of their pages ({@link juzPages}) memorised. */
  memorisedJuz: number;
  /** Those juz, ascending. */
  completeJuz: number[];
}

/**
 * Progress from a memorised position (see {@link memorisedPageSet} for the rule). A student with no position has
 * memorised nothing: zeros, never an estimate.
 * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
 */
export function memorisationProgress(position: QuranPosition | null | undefined): MemorisationProgress {
  const pages = memorisedPageSet(position);
  const completeJuz: number[] = [];
  for (let juz = 1; juz <= JUZ_COUNT; juz++) {
    const { startPage, endPage } = juzPages(juz);
    let complete = true;
    for (let page = startPage; page <= endPage && complete; page++) complete = pages.has(page);
    if (complete) completeJuz.push(juz);
  }
  return {
    memorisedAyahs: memorisedAyahCount(position),
    memorisedPages: pages.size,
    totalPages: TOTAL_PAGES,
    percentage: roundTo((pages.size / TOTAL_PAGES) * 100, 1),
    memorisedJuz: completeJuz.length,
    completeJuz,
  };
}
