import { compareMemorisation } from './order.js';
import { pageOfAyah } from './pages.js';
import { tryParseReference } from './references.js';
import { compareMushaf, getSurah, type QuranPosition } from './surahs.js';

/** The Quran range of a grade row, as stored: "surahId:ayah" text at each end. */
export interface GradedRange {
  start_reference?: string | null;
  end_reference?: string | null;
}

/** A grade's range as two positions in mushaf order. */
export interface PositionRange {
  start: QuranPosition;
  end: QuranPosition;
}

/**
 * A grade's range in mushaf order. Null when either reference is missing or unreadable (such grades carry no
 * Quran range: behaviour and the like). Ends given the other way round (a student reciting backwards, 114 then
 * 112) are swapped, because the range covers the same ayahs either way.
 */
export function gradedRange(grade: GradedRange): PositionRange | null {
  const start = tryParseReference(grade.start_reference);
  const end = tryParseReference(grade.end_reference);
  if (!start || !end) return null;
  return compareMushaf(start, end) <= 0 ? { start, end } : { start: end, end: start };
}

/** The pages a grade's range covers, first and last included; null when it has no readable range ({@link gradedRange}). */
export function gradedRangePages(grade: GradedRange): { startPage: number; endPage: number } | null {
  const range = gradedRange(grade);
  if (!range) return null;
  return {
    startPage: pageOfAyah(range.start.surahId, range.start.ayah),
    endPage: pageOfAyah(range.end.surahId, range.end.ayah),
  };
}

/**
 * How far along the memorisation path a grade's range reaches: of the ayahs it covers, the one memorised last. Within
 * one surah that is its end; a range over several surahs (in mushaf order) reaches furthest in the surah memorised
 * last, to the last ayah it covers there. Null when the grade has no readable range ({@link gradedRange}).
 */
export function rangeReach(grade: GradedRange): QuranPosition | null {
  const range = gradedRange(grade);
  if (!range) return null;
  let reach: QuranPosition = range.end;
  for (let surahId = range.start.surahId; surahId < range.end.surahId; surahId++) {
    const last = { surahId, ayah: getSurah(surahId).ayahCount };
    if (compareMemorisation(last, reach) > 0) reach = last;
  }
  return reach;
}
