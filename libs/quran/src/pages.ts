import { roundTo } from '../../common/src/numbers.js';
import { JUZ_STARTS } from './tables/juz.js';
import { PAGE_STARTS } from './tables/pages.js';
import { JUZ_COUNT, SURAH_COUNT, TOTAL_PAGES, assertPosition, getSurah, type QuranPosition } from './surahs.js';

/** True when `page` is an integer page 1..604. */
export function isPage(page: unknown): page is number {
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= TOTAL_PAGES;
}

function assertPage(page: number): void {
  if (!isPage(page)) throw new RangeError(`Page must be an integer from 1 to ${TOTAL_PAGES}, got ${String(page)}`);
}

/**
 * The first ayah printed on a page.
 * @throws RangeError for a page outside 1..604.
 */
export function pageStart(page: number): QuranPosition {
  assertPage(page);
  const [surahId, ayah] = PAGE_STARTS[page - 1];
  return { surahId, ayah };
}

/**
 * The last ayah printed on a page: the ayah before the next page's first ayah (114:6 for page 604).
 * @throws RangeError for a page outside 1..604.
 */
export function pageEnd(page: number): QuranPosition {
  assertPage(page);
  if (page === TOTAL_PAGES) return { surahId: SURAH_COUNT, ayah: getSurah(SURAH_COUNT).ayahCount };
  const [surahId, ayah] = PAGE_STARTS[page];
  return ayah > 1 ? { surahId, ayah: ayah - 1 } : { surahId: surahId - 1, ayah: getSurah(surahId - 1).ayahCount };
}

/**
 * The page holding an ayah: the last page whose first ayah is at or before it in mushaf order.
 * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
 */
export function pageOfAyah(surahId: number, ayah: number): number {
  assertPosition({ surahId, ayah });
  // Binary search for the last page start <= (surahId, ayah); page 1 starts at 1:1, so one always exists.
  let low = 0;
  let high = PAGE_STARTS.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    const [s, a] = PAGE_STARTS[mid];
    if (s < surahId || (s === surahId && a <= ayah)) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/**
 * A fractional page for progress bars (spec 03 section 9): the surah's start page plus the share of its ayahs up to
 * `ayah` times the pages it spans (end page - start page), to one decimal. The last ayah gives the end page; a
 * one-page surah always gives its page. It is an estimate by ayah count; {@link pageOfAyah} gives the exact page.
 * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
 */
export function surahPosition(surahId: number, ayah: number): number {
  assertPosition({ surahId, ayah });
  const surah = getSurah(surahId);
  return roundTo(surah.startPage + (ayah / surah.ayahCount) * (surah.endPage - surah.startPage), 1);
}

/** The pages a juz is drawn with on the review map. */
export interface JuzPages {
  juz: number;
  startPage: number;
  endPage: number;
}

/**
 * The pages of a juz: from its start page to the page before the next juz starts (604 for juz 30). Every page thus
 * belongs to exactly one juz; a page where a juz begins mid-page (62, 121, 201, 502) belongs to the new juz.
 * @throws RangeError for a juz outside 1..30.
 */
export function juzPages(juz: number): JuzPages {
  if (!Number.isInteger(juz) || juz < 1 || juz > JUZ_COUNT) {
    throw new RangeError(`Juz must be an integer from 1 to ${JUZ_COUNT}, got ${String(juz)}`);
  }
  const startPage = JUZ_STARTS[juz - 1].startPage;
  const endPage = juz === JUZ_COUNT ? TOTAL_PAGES : JUZ_STARTS[juz].startPage - 1;
  return { juz, startPage, endPage };
}

/**
 * The juz a page belongs to: the last juz starting on or before it (so page 582 is juz 30).
 * @throws RangeError for a page outside 1..604.
 */
export function juzOfPage(page: number): number {
  assertPage(page);
  let juz = 1;
  for (const start of JUZ_STARTS) if (start.startPage <= page) juz = start.juz;
  return juz;
}

/**
 * The juz an ayah belongs to, exactly: the last juz whose first ayah is at or before it in mushaf order.
 * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
 */
export function juzOfAyah(surahId: number, ayah: number): number {
  assertPosition({ surahId, ayah });
  let juz = 1;
  for (const start of JUZ_STARTS) {
    if (start.startSurah < surahId || (start.startSurah === surahId && start.startAyah <= ayah)) juz = start.juz;
  }
  return juz;
}
