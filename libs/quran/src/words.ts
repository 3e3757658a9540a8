import { pageEnd, pageStart } from './pages.js';
import type { PositionRange } from './ranges.js';
import { SURAHS, TOTAL_AYAHS, assertPosition, compareMushaf, getSurah, isValidPosition, type QuranPosition } from './surahs.js';

/** A word of the mushaf: its ayah, and its place in that ayah counted from 1 (1:1 word 2 is ٱللَّهِ). */
export interface WordAddress extends QuranPosition {
  word: number;
}

/** A word with its address and its Uthmani text. */
export interface QuranWord extends WordAddress {
  text: string;
}

/** Mushaf-order index (0 for 1:1) of each surah's first ayah, so an ayah's index is one addition away. */
const FIRST_AYAH_INDEX: readonly number[] = SURAHS.reduce<number[]>((starts, surah, index) => {
  starts.push(index === 0 ? 0 : starts[index - 1] + SURAHS[index - 1].ayahCount);
  return starts;
}, []);

function isWordIndex(word: unknown, wordCount: number): word is number {
  return typeof word === 'number' && Number.isInteger(word) && word >= 1 && word <= wordCount;
}

/**
 * The text of the mushaf, word by word. Words are what the text separates with a space: the marks printed at the
 * start of an ayah (۞ for a quarter hizb) belong to its first word, and a sajdah mark ۩ to the word before it. The
 * text is the source's, code point for code point: it is not Unicode NFC (a shadda comes before its vowel, آ is ا and
 * a madda), so compare texts as they are, never normalised. Get one with {@link loadQuranText}; every method checks
 * its address and throws a RangeError for one that does not exist.
 */
export class QuranText {
  /** @param ayahTexts one string per ayah in mushaf order, words separated by single spaces (tables/ayah-texts.ts). */
  constructor(private readonly ayahTexts: readonly string[]) {
    if (ayahTexts.length !== TOTAL_AYAHS) throw new RangeError(`The Quran text must hold ${TOTAL_AYAHS} ayahs, got ${ayahTexts.length}`);
  }

  /**
   * The words of an ayah, in order.
   * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
   */
  ayahWords(surahId: number, ayah: number): QuranWord[] {
    assertPosition({ surahId, ayah });
    return this.ayahTexts[FIRST_AYAH_INDEX[surahId - 1] + ayah - 1].split(' ').map((text, index) => ({ surahId, ayah, word: index + 1, text }));
  }

  /**
   * How many words an ayah has.
   * @throws RangeError for an id outside 1..114 or an ayah outside 1..ayahCount.
   */
  wordCount(surahId: number, ayah: number): number {
    return this.ayahWords(surahId, ayah).length;
  }

  /** True when `address` names a real word: a real ayah and a word index 1..that ayah's word count. */
  isValidWordAddress(address: WordAddress | null | undefined): address is WordAddress {
    return isValidPosition(address) && isWordIndex(address.word, this.wordCount(address.surahId, address.ayah));
  }

  /**
   * The word at an address.
   * @throws RangeError for an ayah that does not exist or a word index outside 1..the ayah's word count.
   */
  word(address: WordAddress): QuranWord {
    const words = this.ayahWords(address.surahId, address.ayah);
    if (!isWordIndex(address.word, words.length)) {
      throw new RangeError(`Word must be an integer from 1 to ${words.length} in ${address.surahId}:${address.ayah}, got ${String(address.word)}`);
    }
    return words[address.word - 1];
  }

  /**
   * The words of every ayah from `range.start` to `range.end` in mushaf order, both included (as {@link gradedRange}
   * gives a grade's range).
   * @throws RangeError for an ayah that does not exist, or an end before the start.
   */
  rangeWords(range: PositionRange): QuranWord[] {
    const { start, end } = range;
    assertPosition(start);
    assertPosition(end);
    if (compareMushaf(start, end) > 0)
      throw new RangeError(`A range must not end (${end.surahId}:${end.ayah}) before it starts (${start.surahId}:${start.ayah})`);
    const words: QuranWord[] = [];
    for (let surahId = start.surahId; surahId <= end.surahId; surahId++) {
      const firstAyah = surahId === start.surahId ? start.ayah : 1;
      const lastAyah = surahId === end.surahId ? end.ayah : getSurah(surahId).ayahCount;
      for (let ayah = firstAyah; ayah <= lastAyah; ayah++) words.push(...this.ayahWords(surahId, ayah));
    }
    return words;
  }

  /**
   * The words printed on a page of the 604-page mushaf: those of its ayahs, from {@link pageStart} to {@link pageEnd}.
   * @throws RangeError for a page outside 1..604.
   */
  pageWords(page: number): QuranWord[] {
    return this.rangeWords({ start: pageStart(page), end: pageEnd(page) });
  }
}

let loading: Promise<QuranText> | undefined;

/**
 * The mushaf's text (1.3 MB), loaded on first use and kept. It is the one way to the table: the import is dynamic so
 * that the web puts the table in a chunk of its own, fetched only by a screen that shows the mushaf, and the API reads
 * it only when a request needs words. A failed load (the network, in the browser) is forgotten, so the next call tries
 * again.
 */
export function loadQuranText(): Promise<QuranText> {
  loading ??= import('./tables/ayah-texts.js').then(
    (table) => new QuranText(table.AYAH_TEXTS),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
