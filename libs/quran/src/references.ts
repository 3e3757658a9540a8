import { assertPosition, isValidPosition, type QuranPosition } from './surahs.js';

// Stored form of a grade's start_reference / end_reference: "surahId:ayah", plain digits, no sign, no leading zero.
const REFERENCE_PATTERN = /^([1-9]\d{0,2}):([1-9]\d{0,2})$/;

/**
 * Reads a reference such as "2:255" (surrounding spaces are ignored).
 * @throws RangeError when the text is not `surahId:ayah` or names an ayah that does not exist (e.g. "1:8", "115:1").
 */
export function parseReference(text: string): QuranPosition {
  const match = typeof text === 'string' ? REFERENCE_PATTERN.exec(text.trim()) : null;
  if (!match) throw new RangeError(`Quran reference must look like "surah:ayah" (e.g. "2:255"), got "${String(text)}"`);
  return assertPosition({ surahId: Number(match[1]), ayah: Number(match[2]) });
}

/** Like {@link parseReference} but null instead of an error, for rows that may hold bad text. */
export function tryParseReference(text: string | null | undefined): QuranPosition | null {
  if (typeof text !== 'string') return null;
  const match = REFERENCE_PATTERN.exec(text.trim());
  if (!match) return null;
  const position = { surahId: Number(match[1]), ayah: Number(match[2]) };
  return isValidPosition(position) ? position : null;
}

/**
 * Writes a position in the stored form "surahId:ayah".
 * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
 */
export function formatReference(position: QuranPosition): string {
  assertPosition(position);
  return `${position.surahId}:${position.ayah}`;
}
