import { pageOfAyah } from './pages.js';
import { tryParseReference } from './references.js';
import { compareMushaf, type QuranPosition } from './surahs.js';

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
