// Harakat, Quranic annotation marks and the superscript alef: written in some course names, never meaningful here.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g;
const TATWEEL = /\u0640/g;
const INVISIBLE = /[\u200B-\u200F\u061C]/g;

/**
 * Arabic text reduced to a form for matching: tashkeel, tatweel and direction marks removed; أ إ آ ٱ written ا;
 * ة written ه; ى written ي; Latin letters lower-cased; runs of spaces collapsed; trimmed. "القُرْآن" and "القران"
 * then compare equal.
 */
export function normaliseArabic(text: string): string {
  return text
    .normalize('NFC')
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(INVISIBLE, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that make a course a Quran-memorisation course (memorisation, recitation, review, Quran, hearing, consolidation). */
export const QURAN_COURSE_WORDS: readonly string[] = ['حفظ', 'تلاوة', 'مراجعة', 'قرآن', 'تسميع', 'تثبيت'];

/** Words of the courses whose grades carry no Quran range (spec 03 section 5): behaviour, seerah, creed, fiqh. */
export const NO_REFERENCE_COURSE_WORDS: readonly string[] = ['سلوك', 'سيرة', 'عقيدة', 'توحيد', 'فقه'];

const quranWords = QURAN_COURSE_WORDS.map(normaliseArabic);
const noReferenceWords = NO_REFERENCE_COURSE_WORDS.map(normaliseArabic);

/** The family of a course by its name: Quran memorisation, no Quran reference, or neither. */
export type CourseFamily = 'quran' | 'no_reference' | 'other';

/**
 * The family of a course name, matched on {@link normaliseArabic} text as substrings (so "الحفظ" and "وحفظ" match
 * "حفظ"). A name with a no-reference word is `no_reference` even if it also has a Quran word ("حفظ متن العقيدة"
 * is creed, not Quran), because showing surah fields for it would ask for a range that does not exist.
 */
export function courseFamily(name: string | null | undefined): CourseFamily {
  const text = normaliseArabic(name ?? '');
  if (text === '') return 'other';
  if (noReferenceWords.some((word) => text.includes(word))) return 'no_reference';
  if (quranWords.some((word) => text.includes(word))) return 'quran';
  return 'other';
}

/** True for a Quran-memorisation course: the courses the last-memorisation-grade panel looks at. */
export function isQuranMemorisationCourse(name: string | null | undefined): boolean {
  return courseFamily(name) === 'quran';
}

/**
 * False for behaviour, seerah, creed and fiqh courses, whose grade forms show no surah and ayah fields; true for
 * every other course (unknown ones keep the fields, which may be left empty).
 */
export function carriesQuranReference(name: string | null | undefined): boolean {
  return courseFamily(name) !== 'no_reference';
}

/** Words that make a Quran course one of review rather than new memorisation ("مراجعة الحفظ" reviews). */
const REVIEW_WORDS = ['مراجعة', 'تثبيت', 'تلاوة', 'تسميع'].map(normaliseArabic);
const NEW_MEMORISATION_WORD = normaliseArabic('حفظ');

/**
 * True for a new-memorisation course ("الحفظ الجديد", "حفظ"): a Quran course named for memorisation and not for
 * review. Its grades move the student's memorised position forward when they reach beyond it.
 */
export function isNewMemorisationCourse(name: string | null | undefined): boolean {
  if (courseFamily(name) !== 'quran') return false;
  const text = normaliseArabic(name ?? '');
  return text.includes(NEW_MEMORISATION_WORD) && !REVIEW_WORDS.some((word) => text.includes(word));
}
