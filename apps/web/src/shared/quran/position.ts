import { SURAHS, getSurah, memorisationProgress, toPosition, type MemorisationProgress, type QuranPosition } from '#quran';
import { QURAN_T } from './locale';

/** What a card shows of a student's memorisation: libs/quran's progress and where the student has reached. */
export interface StudentProgress extends Pick<MemorisationProgress, 'percentage' | 'memorisedPages' | 'totalPages' | 'memorisedAyahs'> {
  /** Where the student has reached; null when nothing is memorised yet. */
  position: QuranPosition | null;
}

/** Progress from a memorised surah and ayah as the API stores them; either missing means nothing memorised yet. */
export function studentProgress(surahId: number | null | undefined, ayah: number | null | undefined): StudentProgress {
  const position = toPosition(surahId, ayah);
  const { percentage, memorisedPages, totalPages, memorisedAyahs } = memorisationProgress(position);
  return { position, percentage, memorisedPages, totalPages, memorisedAyahs };
}

/** "سورة البقرة، الآية 10" for a stored surah and ayah pair, or null when the pair is not set. */
export function positionText(surahId: number | null | undefined, ayah: number | null | undefined): string | null {
  const position = toPosition(surahId, ayah);
  return position ? QURAN_T.position(getSurah(position.surahId).name, position.ayah) : null;
}

/** The 114 surahs as select options, in mushaf order, by their Arabic names (the number helps find one quickly). */
export const SURAH_OPTIONS = SURAHS.map((surah) => ({ value: surah.id, label: `${surah.id}. ${surah.name}` }));

/** Ayahs 1..count of a surah as select options; none until a surah is chosen. */
export function ayahOptions(surahId: number | null | undefined): { value: number; label: string }[] {
  if (!surahId) return [];
  return Array.from({ length: getSurah(surahId).ayahCount }, (_, index) => ({ value: index + 1, label: String(index + 1) }));
}

/** The last ayah of a surah (what choosing a surah fills in, spec 03 section 5); undefined without a surah. */
export function lastAyah(surahId: number | null | undefined): number | undefined {
  return surahId ? getSurah(surahId).ayahCount : undefined;
}
