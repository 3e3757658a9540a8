import fc from 'fast-check';
import {
  JUZ_COUNT,
  JUZ_STARTS,
  MEMORISATION_ORDER,
  PAGE_STARTS,
  QURAN_DATA_CREDIT,
  SURAHS,
  SURAH_COUNT,
  TOTAL_AYAHS,
  TOTAL_PAGES,
  assertPosition,
  nextPosition,
  rangeReach,
  compareMemorisation,
  compareMushaf,
  formatReference,
  getSurah,
  isBefore,
  isValidPosition,
  juzOfAyah,
  juzOfPage,
  juzPages,
  memorisationIndex,
  pageOfAyah,
  pageEnd,
  pageStart,
  parseReference,
  surahPosition,
  toPosition,
  tryParseReference,
  type QuranPosition,
} from './index.js';

/** Any real ayah. */
const anyPosition: fc.Arbitrary<QuranPosition> = fc
  .integer({ min: 1, max: 114 })
  .chain((surahId) => fc.integer({ min: 1, max: SURAHS[surahId - 1].ayahCount }).map((ayah) => ({ surahId, ayah })));

describe('reference data', () => {
  it('has 114 surahs, 604 pages, 30 juz and 6236 ayahs', () => {
    expect(SURAHS).toHaveLength(SURAH_COUNT);
    expect(PAGE_STARTS).toHaveLength(TOTAL_PAGES);
    expect(JUZ_STARTS).toHaveLength(JUZ_COUNT);
    expect(SURAHS.reduce((sum, surah) => sum + surah.ayahCount, 0)).toBe(6236);
    expect(TOTAL_AYAHS).toBe(6236);
  });

  it('numbers surahs 1..114 in mushaf order with consistent page spans', () => {
    SURAHS.forEach((surah, index) => {
      expect(surah.id).toBe(index + 1);
      expect(surah.totalPages).toBe(surah.endPage - surah.startPage + 1);
      expect(surah.name.length).toBeGreaterThan(0);
    });
  });

  it('knows the spec surahs', () => {
    expect(getSurah(1).name).toBe('الفاتحة');
    expect(getSurah(1).ayahCount).toBe(7);
    expect(getSurah(2).name).toBe('البقرة');
    expect(getSurah(2).ayahCount).toBe(286);
    expect(getSurah(114).ayahCount).toBe(6);
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 50],
    [4, 77],
    [18, 293],
    [36, 440],
    [67, 562],
    [78, 582],
    [114, 604],
  ])('surah %p starts on page %p', (surahId, page) => {
    expect(getSurah(surahId).startPage).toBe(page);
    expect(pageOfAyah(surahId, 1)).toBe(page);
  });

  it('has the real juz starts, not the 20-page approximation', () => {
    expect(JUZ_STARTS.map((juz) => juz.startPage).slice(0, 12)).toEqual([1, 22, 42, 62, 82, 102, 121, 142, 162, 182, 201, 222]);
    expect(juzPages(2)).toEqual({ juz: 2, startPage: 22, endPage: 41 });
    expect(juzPages(30)).toEqual({ juz: 30, startPage: 582, endPage: 604 });
    expect(juzOfPage(582)).toBe(30);
    expect(juzOfPage(581)).toBe(29);
    expect(juzOfPage(1)).toBe(1);
    expect(juzOfPage(121)).toBe(7);
    expect(juzOfPage(120)).toBe(6);
  });

  it('puts each juz start on its recorded page', () => {
    for (const juz of JUZ_STARTS) {
      expect(pageOfAyah(juz.startSurah, juz.startAyah)).toBe(juz.startPage);
      expect(juzOfAyah(juz.startSurah, juz.startAyah)).toBe(juz.juz);
    }
    expect(juzOfAyah(2, 141)).toBe(1);
    expect(juzOfAyah(2, 142)).toBe(2);
    expect(juzOfAyah(3, 92)).toBe(3);
    expect(juzOfAyah(3, 93)).toBe(4);
    expect(juzOfAyah(114, 6)).toBe(30);
  });

  it('splits the 604 pages among the 30 juz without gap or overlap', () => {
    let next = 1;
    for (let juz = 1; juz <= JUZ_COUNT; juz++) {
      const pages = juzPages(juz);
      expect(pages.startPage).toBe(next);
      expect(pages.endPage).toBeGreaterThanOrEqual(pages.startPage);
      next = pages.endPage + 1;
    }
    expect(next).toBe(TOTAL_PAGES + 1);
  });

  it('maps every ayah to one page, never going backwards and never skipping a page', () => {
    let previous = 1;
    let count = 0;
    const seen = new Set<number>();
    for (const surah of SURAHS) {
      for (let ayah = 1; ayah <= surah.ayahCount; ayah++) {
        const page = pageOfAyah(surah.id, ayah);
        expect(page === previous || page === previous + 1).toBe(true);
        seen.add(page);
        previous = page;
        count++;
      }
      expect(pageOfAyah(surah.id, surah.ayahCount)).toBe(surah.endPage);
    }
    expect(count).toBe(6236);
    expect(seen.size).toBe(TOTAL_PAGES);
  });

  it('maps each page start to its own page', () => {
    for (let page = 1; page <= TOTAL_PAGES; page++) {
      const start = pageStart(page);
      expect(pageOfAyah(start.surahId, start.ayah)).toBe(page);
      if (page > 1) expect(compareMushaf(pageStart(page - 1), start)).toBeLessThan(0);
    }
  });

  it('credits Tanzil', () => {
    expect(QURAN_DATA_CREDIT).toBe('Quran metadata from the Tanzil Project (tanzil.net), CC BY 3.0');
  });
});

describe('lookups', () => {
  it.each([0, 115, -1, 1.5, Number.NaN])('rejects surah id %p with a RangeError', (id) => {
    expect(() => getSurah(id)).toThrow(RangeError);
    expect(() => getSurah(id)).toThrow(/1 to 114/);
  });

  it('rejects an ayah outside the surah', () => {
    expect(() => assertPosition({ surahId: 1, ayah: 8 })).toThrow(/1 to 7 in surah 1/);
    expect(() => assertPosition({ surahId: 2, ayah: 0 })).toThrow(RangeError);
    expect(() => assertPosition({ surahId: 2, ayah: 2.5 })).toThrow(RangeError);
    expect(() => pageOfAyah(114, 7)).toThrow(RangeError);
    expect(() => pageOfAyah(115, 1)).toThrow(RangeError);
    expect(assertPosition({ surahId: 2, ayah: 286 })).toEqual({ surahId: 2, ayah: 286 });
    expect(isValidPosition({ surahId: 2, ayah: 287 })).toBe(false);
    expect(isValidPosition(null)).toBe(false);
  });

  it('rejects pages and juz out of range', () => {
    expect(() => pageStart(0)).toThrow(RangeError);
    expect(() => pageStart(605)).toThrow(RangeError);
    expect(() => juzOfPage(605)).toThrow(RangeError);
    expect(() => juzPages(31)).toThrow(RangeError);
    expect(() => juzPages(0)).toThrow(RangeError);
  });

  it('builds a position from nullable columns', () => {
    expect(toPosition(2, 255)).toEqual({ surahId: 2, ayah: 255 });
    expect(toPosition(null, 255)).toBeNull();
    expect(toPosition(2, undefined)).toBeNull();
    expect(() => toPosition(2, 300)).toThrow(RangeError);
  });
});

describe('memorisation order', () => {
  it('starts with Fatiha, then Nas backwards, ending with Baqara', () => {
    expect(MEMORISATION_ORDER).toHaveLength(114);
    expect(MEMORISATION_ORDER.slice(0, 4)).toEqual([1, 114, 113, 112]);
    expect(MEMORISATION_ORDER.slice(-3)).toEqual([4, 3, 2]);
    expect([...MEMORISATION_ORDER].sort((a, b) => a - b)).toEqual(SURAHS.map((surah) => surah.id));
    MEMORISATION_ORDER.forEach((id, index) => expect(memorisationIndex(id)).toBe(index));
  });

  it('compares surahs', () => {
    expect(isBefore(1, 114)).toBe(true);
    expect(isBefore(114, 1)).toBe(false);
    expect(isBefore(114, 113)).toBe(true);
    expect(isBefore(3, 2)).toBe(true);
    expect(isBefore(2, 3)).toBe(false);
    expect(isBefore(5, 5)).toBe(false);
    expect(() => isBefore(0, 5)).toThrow(RangeError);
  });

  it('compares positions by surah order, then ayah', () => {
    expect(compareMemorisation({ surahId: 114, ayah: 6 }, { surahId: 113, ayah: 1 })).toBeLessThan(0);
    expect(compareMemorisation({ surahId: 2, ayah: 1 }, { surahId: 3, ayah: 200 })).toBeGreaterThan(0);
    expect(compareMemorisation({ surahId: 2, ayah: 5 }, { surahId: 2, ayah: 6 })).toBeLessThan(0);
    expect(compareMemorisation({ surahId: 2, ayah: 5 }, { surahId: 2, ayah: 5 })).toBe(0);
  });

  it('gives the next ayah to memorise: the same surah, then the next surah in memorisation order, none after Baqara', () => {
    expect(nextPosition({ surahId: 105, ayah: 4 })).toEqual({ surahId: 105, ayah: 5 });
    expect(nextPosition({ surahId: 105, ayah: 5 })).toEqual({ surahId: 104, ayah: 1 });
    expect(nextPosition({ surahId: 1, ayah: 7 })).toEqual({ surahId: 114, ayah: 1 });
    expect(nextPosition({ surahId: 3, ayah: 200 })).toEqual({ surahId: 2, ayah: 1 });
    expect(nextPosition({ surahId: 2, ayah: 286 })).toBeNull();
  });

  it("tells how far a grade's range reaches on the memorisation path", () => {
    expect(rangeReach({ start_reference: '105:1', end_reference: '105:5' })).toEqual({ surahId: 105, ayah: 5 });
    // Reciting backwards names the same ayahs.
    expect(rangeReach({ start_reference: '105:5', end_reference: '105:1' })).toEqual({ surahId: 105, ayah: 5 });
    // Over several surahs in mushaf order, the surah memorised last is the earliest one, to the end of what it covers.
    expect(rangeReach({ start_reference: '112:3', end_reference: '114:6' })).toEqual({ surahId: 112, ayah: 4 });
    expect(rangeReach({ start_reference: '1:1', end_reference: '2:5' })).toEqual({ surahId: 2, ayah: 5 });
    expect(rangeReach({ start_reference: null, end_reference: '105:5' })).toBeNull();
  });
});

describe('pages of ayahs', () => {
  it('finds the exact page', () => {
    expect(pageOfAyah(1, 7)).toBe(1);
    expect(pageOfAyah(2, 5)).toBe(2);
    expect(pageOfAyah(2, 6)).toBe(3);
    expect(pageOfAyah(2, 255)).toBe(42);
    expect(pageOfAyah(2, 256)).toBe(42);
    expect(pageOfAyah(2, 257)).toBe(43);
    expect(pageOfAyah(18, 110)).toBe(304);
    expect(pageOfAyah(112, 4)).toBe(604);
  });

  it('ends each page on the ayah before the next page starts', () => {
    expect(pageEnd(1)).toEqual({ surahId: 1, ayah: 7 });
    expect(pageEnd(2)).toEqual({ surahId: 2, ayah: 5 });
    expect(pageEnd(42)).toEqual({ surahId: 2, ayah: 256 });
    expect(pageEnd(604)).toEqual({ surahId: 114, ayah: 6 });
    for (let page = 1; page <= TOTAL_PAGES; page++) {
      const end = pageEnd(page);
      expect(pageOfAyah(end.surahId, end.ayah)).toBe(page);
      expect(compareMushaf(pageStart(page), end)).toBeLessThanOrEqual(0);
    }
    expect(() => pageEnd(0)).toThrow(RangeError);
    expect(() => pageEnd(605)).toThrow(RangeError);
  });

  it('gives a fractional position linear by ayah, one decimal', () => {
    expect(surahPosition(1, 7)).toBe(1);
    expect(surahPosition(1, 1)).toBe(1);
    expect(surahPosition(2, 286)).toBe(49);
    expect(surahPosition(2, 143)).toBe(25.5); // 2 + 143/286 x 47
    expect(surahPosition(2, 1)).toBe(2.2); // 2 + 47/286
    expect(surahPosition(3, 100)).toBe(63); // 50 + 100/200 x 26
    expect(surahPosition(114, 3)).toBe(604);
    expect(() => surahPosition(2, 287)).toThrow(RangeError);
  });

  it('stays within the surah pages (property)', () => {
    fc.assert(
      fc.property(anyPosition, ({ surahId, ayah }) => {
        const surah = getSurah(surahId);
        const position = surahPosition(surahId, ayah);
        expect(position).toBeGreaterThanOrEqual(surah.startPage);
        expect(position).toBeLessThanOrEqual(surah.endPage);
        expect(Math.round(position * 10)).toBeCloseTo(position * 10, 8);
      }),
    );
  });
});

describe('references', () => {
  it('parses surah:ayah', () => {
    expect(parseReference('2:255')).toEqual({ surahId: 2, ayah: 255 });
    expect(parseReference(' 114:6 ')).toEqual({ surahId: 114, ayah: 6 });
    expect(tryParseReference('1:1')).toEqual({ surahId: 1, ayah: 1 });
  });

  it.each(['', '2', '2:', ':5', '2:0', '0:1', '115:1', '1:8', '2:287', '02:5', '2:05', '2:5:1', '2.5:1', '-2:5', 'a:b', '٢:٢٥٥', '2 :5', '2: 5', '1000:1'])(
    'rejects %p',
    (text) => {
      expect(() => parseReference(text)).toThrow(RangeError);
      expect(tryParseReference(text)).toBeNull();
    },
  );

  it('rejects non-text', () => {
    expect(() => parseReference(255 as unknown as string)).toThrow(RangeError);
    expect(tryParseReference(null)).toBeNull();
    expect(tryParseReference(undefined)).toBeNull();
  });

  it('formats a position and refuses one that does not exist', () => {
    expect(formatReference({ surahId: 2, ayah: 255 })).toBe('2:255');
    expect(() => formatReference({ surahId: 1, ayah: 8 })).toThrow(RangeError);
    expect(() => formatReference({ surahId: 0, ayah: 1 })).toThrow(RangeError);
  });

  it('round-trips every position (property)', () => {
    fc.assert(
      fc.property(anyPosition, (position) => {
        expect(parseReference(formatReference(position))).toEqual(position);
      }),
    );
  });
});
