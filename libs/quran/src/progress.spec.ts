import fc from 'fast-check';
import {
  MEMORISATION_ORDER,
  SURAHS,
  TOTAL_PAGES,
  compareMemorisation,
  memorisationProgress,
  memorisedAyahCount,
  memorisedPageSet,
  type QuranPosition,
} from './index.js';

const anyPosition: fc.Arbitrary<QuranPosition> = fc
  .integer({ min: 1, max: 114 })
  .chain((surahId) => fc.integer({ min: 1, max: SURAHS[surahId - 1].ayahCount }).map((ayah) => ({ surahId, ayah })));

const at = (surahId: number, ayah: number): QuranPosition => ({ surahId, ayah });

// Fatiha (7), every surah from Nas back to Naziat (79..114), and the first ayah of Naba.
const AYAHS_TO_NABA_1 = 7 + SURAHS.filter((surah) => surah.id >= 79).reduce((sum, surah) => sum + surah.ayahCount, 0) + 1;

describe('memorisedAyahCount', () => {
  it("counts the ayahs before the position in the memorisation order, and the position's own", () => {
    expect([null, at(1, 1), at(1, 7), at(114, 6), at(113, 1), at(2, 286)].map(memorisedAyahCount)).toEqual([0, 1, 7, 13, 14, 6236]);
    expect(memorisedAyahCount(at(78, 1))).toBe(AYAHS_TO_NABA_1);
    expect(() => memorisedAyahCount(at(114, 7))).toThrow(RangeError);
  });
});

describe('memorisationProgress', () => {
  it('is all zeros without a position', () => {
    const empty = { memorisedAyahs: 0, memorisedPages: 0, totalPages: 604, percentage: 0, memorisedJuz: 0, completeJuz: [] };
    expect(memorisationProgress(null)).toEqual(empty);
    expect(memorisationProgress(undefined)).toEqual(empty);
    expect(memorisedPageSet(null).size).toBe(0);
  });

  it('counts Fatiha alone as page 1', () => {
    expect(memorisationProgress(at(1, 1))).toMatchObject({ memorisedPages: 1, percentage: 0.2, memorisedJuz: 0 });
    expect([...memorisedPageSet(at(1, 7))]).toEqual([1]);
  });

  it('counts a page shared by several short surahs once', () => {
    // Nas, Falaq and Ikhlas all sit on page 604.
    expect([...memorisedPageSet(at(114, 1))].sort((a, b) => a - b)).toEqual([1, 604]);
    expect(memorisationProgress(at(113, 5)).memorisedPages).toBe(2);
    expect(memorisationProgress(at(112, 4)).memorisedPages).toBe(2);
    // Masad, Nasr and Kafirun share page 603.
    expect(memorisationProgress(at(111, 1)).memorisedPages).toBe(3);
    expect(memorisationProgress(at(109, 6)).memorisedPages).toBe(3);
  });

  it('counts the pages of the current surah up to the ayah', () => {
    // Naba 78:1 opens page 582; Naziat (79) starts on 583 where Naba ends.
    expect(memorisationProgress(at(78, 1))).toEqual({
      memorisedAyahs: AYAHS_TO_NABA_1,
      memorisedPages: 24,
      totalPages: 604,
      percentage: 4,
      memorisedJuz: 1,
      completeJuz: [30],
    });
    expect(memorisationProgress(at(78, 40)).memorisedPages).toBe(24);
    expect(memorisationProgress(at(77, 50)).memorisedPages).toBe(26);
    // Mulk 67:1 is on page 562 but page 563 holds only later ayahs of Mulk.
    expect(memorisationProgress(at(67, 1)).memorisedPages).toBe(1 + (604 - 564 + 1) + 1);
    expect(memorisationProgress(at(67, 1)).completeJuz).toEqual([30]);
    expect(memorisationProgress(at(67, 30)).memorisedPages).toBe(1 + (604 - 562 + 1));
    expect(memorisationProgress(at(67, 30)).completeJuz).toEqual([29, 30]);
  });

  it('leaves Baqara for last', () => {
    const allButBaqara = memorisationProgress(at(3, 200));
    expect(allButBaqara.memorisedPages).toBe(604 - 48);
    expect(allButBaqara.percentage).toBe(92.1);
    expect(allButBaqara.memorisedJuz).toBe(27);
    expect(allButBaqara.completeJuz[0]).toBe(4);
    expect(memorisationProgress(at(2, 1)).memorisedPages).toBe(604 - 47);
    expect(memorisationProgress(at(2, 286))).toEqual({
      memorisedAyahs: 6236,
      memorisedPages: 604,
      totalPages: 604,
      percentage: 100,
      memorisedJuz: 30,
      completeJuz: Array.from({ length: 30 }, (_, i) => i + 1),
    });
  });

  it('rejects an out-of-range position', () => {
    expect(() => memorisationProgress(at(115, 1))).toThrow(RangeError);
    expect(() => memorisationProgress(at(1, 8))).toThrow(RangeError);
  });

  it('never decreases along the whole memorisation path and ends at 604', () => {
    let previous = 0;
    for (const surahId of MEMORISATION_ORDER) {
      for (let ayah = 1; ayah <= SURAHS[surahId - 1].ayahCount; ayah++) {
        const pages = memorisationProgress(at(surahId, ayah)).memorisedPages;
        expect(pages).toBeGreaterThanOrEqual(previous);
        previous = pages;
      }
    }
    expect(previous).toBe(TOTAL_PAGES);
  });

  it('is monotonic in memorisation order and within 0..604 (property)', () => {
    fc.assert(
      fc.property(anyPosition, anyPosition, (a, b) => {
        const [earlier, later] = compareMemorisation(a, b) <= 0 ? [a, b] : [b, a];
        const before = memorisedPageSet(earlier);
        const after = memorisedPageSet(later);
        for (const page of before) expect(after.has(page)).toBe(true);
        const progress = memorisationProgress(later);
        expect(progress.memorisedPages).toBeGreaterThanOrEqual(before.size);
        expect(progress.memorisedPages).toBeGreaterThanOrEqual(1);
        expect(progress.memorisedPages).toBeLessThanOrEqual(TOTAL_PAGES);
        expect(progress.percentage).toBeGreaterThanOrEqual(0);
        expect(progress.percentage).toBeLessThanOrEqual(100);
        for (const page of after) expect(page >= 1 && page <= TOTAL_PAGES).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
