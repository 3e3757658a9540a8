/**
 * Arabic-normalised search text. The API keeps `normalizeArabic` of the searchable fields in a column on every
 * write and matches the normalised query against it; the web's client-side filters use the same functions, so a
 * list filters the same way in the browser and in the database.
 */

/** Harakat, the superscript alef, Quranic annotation signs and the tatweel (kashida): dropped. */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Invisible format characters (zero-width space and joiners, bidi marks and isolates, BOM): dropped. */
const INVISIBLE = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Letters written in more than one way, mapped to the one form kept. */
const LETTERS: Readonly<Record<string, string>> = {
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ (alef wasla) → ا
  '\u0629': '\u0647', // ة → ه
  '\u0649': '\u064A', // ى → ي
  '\u0624': '\u0648', // ؤ → و
  '\u0626': '\u064A', // ئ → ي
  '\u06CC': '\u064A', // ی (Persian yeh) → ي
  '\u06A9': '\u0643', // ک (Persian kaf) → ك
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits. */
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** `عبد` and `ابو` as whole words followed by a space: the space is dropped (see rule 8 of {@link normalizeArabic}). */
const COMPOUND_PREFIX = /(?<=^| )(عبد|ابو) (?=\S)/g;

/**
 * The form of `text` that searches compare: two spellings a person would call the same give the same result.
 * Applied, in this order:
 *
 * 1. `null`/`undefined` become `''`; the text is put in Unicode NFKC form, so presentation forms (ﻷ, ﷲ), composed
 *    and decomposed hamza/madda, and full-width Latin all become their plain letters.
 * 2. Tashkeel is removed: the harakat (fatha, damma, kasra, tanween, shadda, sukun, maddah and hamza marks, U+064B–
 *    U+065F), the superscript alef (U+0670), Quranic annotation signs (U+0610–U+061A, U+06D6–U+06ED); and the
 *    tatweel `ـ`. Invisible characters (zero-width space/joiners, LRM/RLM/ALM, bidi embeddings, BOM) are removed.
 * 3. Alef forms `أ إ آ ٱ` become `ا`.
 * 4. Teh marbuta `ة` becomes `ه`; alef maqsura `ى` becomes `ي`.
 * 5. Hamza seats become their base letter: `ؤ` → `و`, `ئ` → `ي`. A standalone `ء` is kept. Persian `ی` and `ک`
 *    (typed on Persian and Urdu keyboards) become `ي` and `ك`.
 * 6. Arabic-Indic `٠١٢٣٤٥٦٧٨٩` and Persian `۰۱۲۳۴۵۶۷۸۹` digits become `0`–`9`.
 * 7. Latin letters are lower-cased (locale-independent `toLowerCase`); every run of white space (including no-break
 *    and other Unicode spaces, tabs, new lines) becomes one space; leading and trailing spaces go.
 * 8. Compound names: the words `عبد` and `ابو` (after rule 3, so `أبو` too), when whole words followed by another
 *    word, are joined to it. `عبد الله`, `عبدالله` and `عبد  الله` all become `عبدالله`; `أبو بكر` and `ابوبكر` become
 *    `ابوبكر`. Decided so because the same person writes their name both ways on different forms, and a search
 *    for either spelling must find them. Other particles (`ابن`, `آل`, `بن`) keep their space: they are not written
 *    joined.
 *
 * Punctuation, Latin and other characters are kept as they are, so e-mails and phone numbers survive unchanged
 * (apart from the lower case). Normalising twice gives the same result as normalising once.
 *
 * @example normalizeArabic('أَحْمَد') // 'احمد'
 * @example normalizeArabic(' فاطمة  ') // 'فاطمه'
 * @example normalizeArabic('عبد الله') // 'عبدالله'
 * @example normalizeArabic('٠٥٠١٢٣٤٥٦٧') // '0501234567'
 */
export function normalizeArabic(text: string | null | undefined): string {
  if (text === null || text === undefined || text === '') return '';
  return String(text)
    .normalize('NFKC')
    .replace(MARKS, '')
    .replace(INVISIBLE, '')
    .replace(LETTER_PATTERN, (letter) => LETTERS[letter] ?? letter)
    .replace(DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(COMPOUND_PREFIX, '$1');
}

/**
 * The words of a search query after {@link normalizeArabic}, without repeats. A record matches a query when its
 * search text contains every word (in any order, anywhere: `احمد الزهراني` finds `أحمد محمد علي الزهراني`).
 * An empty or blank query (or one of tashkeel only) has no words and matches everything.
 */
export function searchTerms(query: string | null | undefined): string[] {
  const text = normalizeArabic(query);
  return text ? [...new Set(text.split(' '))] : [];
}

/**
 * The text kept for a record's searches: its searchable values, empty ones left out, joined by spaces and
 * normalised. For a user: the four names, the national ID, the e-mail and the phone.
 */
export function toSearchText(values: readonly (string | number | null | undefined)[]): string {
  return normalizeArabic(values.filter((value) => value !== null && value !== undefined && value !== '').join(' '));
}

/**
 * The client-side twin of the API's search: true when `values` (a record's searchable fields, or its search text)
 * contain every word of `query` after normalisation. An empty query matches everything.
 */
export function matchesSearchText(values: string | readonly (string | number | null | undefined)[], query: string | null | undefined): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const text = typeof values === 'string' ? normalizeArabic(values) : toSearchText(values);
  return terms.every((term) => text.includes(term));
}
