import { SURAHS, TOTAL_AYAHS, TOTAL_PAGES, gradedRange, loadQuranText, pageOfAyah, QuranText, type QuranWord } from './index.js';

/** The words' texts, for comparing a run of words at a glance. */
const texts = (words: QuranWord[]) => words.map((word) => word.text);

describe('the Quran text, word by word', () => {
  let quran: QuranText;
  beforeAll(async () => {
    quran = await loadQuranText();
  });

  it('loads the table once', async () => {
    expect(await loadQuranText()).toBe(quran);
  });

  it('holds 6,236 ayahs and 77,428 words, none empty', () => {
    const words = quran.rangeWords({ start: { surahId: 1, ayah: 1 }, end: { surahId: 114, ayah: 6 } });
    expect(words).toHaveLength(77_428);
    expect(words.every((word) => word.text.trim().length > 0 && !word.text.includes(' '))).toBe(true);
    expect(new Set(words.map((word) => `${word.surahId}:${word.ayah}`)).size).toBe(TOTAL_AYAHS);
    expect(SURAHS.reduce((sum, surah) => sum + surah.ayahCount, 0)).toBe(TOTAL_AYAHS);
  });

  it('numbers the words of an ayah from 1, in the Uthmani spelling of the source', () => {
    expect(quran.ayahWords(1, 1)).toEqual([
      { surahId: 1, ayah: 1, word: 1, text: 'بِسۡمِ' },
      { surahId: 1, ayah: 1, word: 2, text: 'ٱللَّهِ' },
      { surahId: 1, ayah: 1, word: 3, text: 'ٱلرَّحۡمَٰنِ' },
      { surahId: 1, ayah: 1, word: 4, text: 'ٱلرَّحِيمِ' },
    ]);
    expect(texts(quran.ayahWords(112, 1))).toEqual(['قُلۡ', 'هُوَ', 'ٱللَّهُ', 'أَحَدٌ']);
    expect(quran.wordCount(2, 255)).toBe(50);
    expect(quran.wordCount(2, 282)).toBe(128);
    expect(quran.word({ surahId: 2, ayah: 255, word: 1 }).text).toBe('ٱللَّهُ');
    // The mark of a quarter hizb is part of the ayah's first word, not a word of its own.
    expect(quran.word({ surahId: 2, ayah: 26, word: 1 }).text).toBe('۞إِنَّ');
  });

  it('keeps the marks in the order of the source, which is not Unicode NFC: compare texts without normalising', () => {
    const allah = quran.word({ surahId: 1, ayah: 1, word: 2 }).text;
    expect([...allah].map((char) => char.codePointAt(0)!.toString(16))).toEqual(['671', '644', '644', '651', '64e', '647', '650']); // shadda, then fatha
    expect(allah.normalize('NFC')).not.toBe(allah);
  });

  it('keeps the fourth word of 2:72 one word although the source draws it with a thin space', () => {
    expect(quran.word({ surahId: 2, ayah: 72, word: 4 }).text).toBe('فَٱدَّـٰرَ\u2009ٰٔتُمۡ');
    expect(quran.wordCount(2, 72)).toBe(10);
  });

  it('gives the words of page 1: the whole of Al-Fatiha', () => {
    const words = quran.pageWords(1);
    expect(words).toHaveLength(29);
    expect(words[0]).toEqual({ surahId: 1, ayah: 1, word: 1, text: 'بِسۡمِ' });
    expect(words.at(-1)).toEqual({ surahId: 1, ayah: 7, word: 9, text: 'ٱلضَّآلِّينَ' });
  });

  it('gives the words of page 604: Al-Ikhlas, Al-Falaq and An-Nas', () => {
    const words = quran.pageWords(604);
    expect(words).toHaveLength(58);
    expect(new Set(words.map((word) => word.surahId))).toEqual(new Set([112, 113, 114]));
    expect(words[0]).toEqual({ surahId: 112, ayah: 1, word: 1, text: 'قُلۡ' });
    expect(words.at(-1)).toEqual({ surahId: 114, ayah: 6, word: 3, text: 'وَٱلنَّاسِ' });
  });

  it('puts every word on the page that holds its ayah, each once', () => {
    let total = 0;
    for (let page = 1; page <= TOTAL_PAGES; page++) {
      const words = quran.pageWords(page);
      expect(words.length).toBeGreaterThan(0);
      expect(words.every((word) => pageOfAyah(word.surahId, word.ayah) === page)).toBe(true);
      total += words.length;
    }
    expect(total).toBe(77_428);
  });

  it('gives the words of a range across an ayah and a surah boundary', () => {
    const range = gradedRange({ start_reference: '78:40', end_reference: '79:1' });
    const words = quran.rangeWords(range!);
    expect(words).toHaveLength(15 + 2);
    expect(words[14]).toEqual({ surahId: 78, ayah: 40, word: 15, text: 'تُرَٰبَۢا' });
    expect(words.slice(15)).toEqual([
      { surahId: 79, ayah: 1, word: 1, text: 'وَٱلنَّـٰزِعَٰتِ' },
      { surahId: 79, ayah: 1, word: 2, text: 'غَرۡقٗا' },
    ]);
    expect(quran.rangeWords({ start: { surahId: 78, ayah: 1 }, end: { surahId: 78, ayah: 40 } })[0]).toEqual({
      surahId: 78,
      ayah: 1,
      word: 1,
      text: 'عَمَّ',
    });
  });

  it.each([
    { surahId: 1, ayah: 1, word: 0 },
    { surahId: 1, ayah: 1, word: 5 },
    { surahId: 1, ayah: 1, word: 1.5 },
    { surahId: 1, ayah: 1, word: Number.NaN },
    { surahId: 1, ayah: 8, word: 1 },
    { surahId: 115, ayah: 1, word: 1 },
    { surahId: 0, ayah: 1, word: 1 },
  ])('refuses the word address %p', (address) => {
    expect(() => quran.word(address)).toThrow(RangeError);
    expect(quran.isValidWordAddress(address)).toBe(false);
  });

  it('accepts the first and last words of an ayah, and refuses no address', () => {
    expect(quran.isValidWordAddress({ surahId: 1, ayah: 1, word: 1 })).toBe(true);
    expect(quran.isValidWordAddress({ surahId: 1, ayah: 1, word: 4 })).toBe(true);
    expect(quran.isValidWordAddress(null)).toBe(false);
    expect(() => quran.word({ surahId: 1, ayah: 1, word: 5 })).toThrow(/1 to 4 in 1:1/);
  });

  it('refuses ayahs, pages and ranges that do not exist', () => {
    expect(() => quran.ayahWords(1, 8)).toThrow(RangeError);
    expect(() => quran.ayahWords(2, 0)).toThrow(RangeError);
    expect(() => quran.pageWords(0)).toThrow(RangeError);
    expect(() => quran.pageWords(605)).toThrow(RangeError);
    expect(() => quran.pageWords(1.5)).toThrow(RangeError);
    expect(() => quran.rangeWords({ start: { surahId: 79, ayah: 1 }, end: { surahId: 78, ayah: 40 } })).toThrow(/before it starts/);
    expect(() => quran.rangeWords({ start: { surahId: 78, ayah: 1 }, end: { surahId: 78, ayah: 41 } })).toThrow(RangeError);
  });

  it('refuses a table of the wrong size', () => {
    expect(() => new QuranText(['بِسۡمِ'])).toThrow(/6236 ayahs/);
  });
});
