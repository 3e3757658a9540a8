// Generated once from ../shared/data/quran (Tanzil Quran Metadata v1.0, tanzil.net, CC BY 3.0); see NOTICE.md.
// Edit only together with the reference data: the tests in quran-data.spec.ts pin it to the printed mushaf.

/** Where one of the 30 juz begins. */
export interface JuzStart {
  /** 1..30. */
  readonly juz: number;
  readonly startSurah: number;
  readonly startAyah: number;
  /** Page holding the juz's first ayah (which is not always the page's first ayah). */
  readonly startPage: number;
}

/** The 30 juz starts of the printed mushaf (not the spec's 20-page approximation). */
export const JUZ_STARTS: readonly JuzStart[] = [
  { juz: 1, startSurah: 1, startAyah: 1, startPage: 1 },
  { juz: 2, startSurah: 2, startAyah: 142, startPage: 22 },
  { juz: 3, startSurah: 2, startAyah: 253, startPage: 42 },
  { juz: 4, startSurah: 3, startAyah: 93, startPage: 62 },
  { juz: 5, startSurah: 4, startAyah: 24, startPage: 82 },
  { juz: 6, startSurah: 4, startAyah: 148, startPage: 102 },
  { juz: 7, startSurah: 5, startAyah: 82, startPage: 121 },
  { juz: 8, startSurah: 6, startAyah: 111, startPage: 142 },
  { juz: 9, startSurah: 7, startAyah: 88, startPage: 162 },
  { juz: 10, startSurah: 8, startAyah: 41, startPage: 182 },
  { juz: 11, startSurah: 9, startAyah: 93, startPage: 201 },
  { juz: 12, startSurah: 11, startAyah: 6, startPage: 222 },
  { juz: 13, startSurah: 12, startAyah: 53, startPage: 242 },
  { juz: 14, startSurah: 15, startAyah: 1, startPage: 262 },
  { juz: 15, startSurah: 17, startAyah: 1, startPage: 282 },
  { juz: 16, startSurah: 18, startAyah: 75, startPage: 302 },
  { juz: 17, startSurah: 21, startAyah: 1, startPage: 322 },
  { juz: 18, startSurah: 23, startAyah: 1, startPage: 342 },
  { juz: 19, startSurah: 25, startAyah: 21, startPage: 362 },
  { juz: 20, startSurah: 27, startAyah: 56, startPage: 382 },
  { juz: 21, startSurah: 29, startAyah: 46, startPage: 402 },
  { juz: 22, startSurah: 33, startAyah: 31, startPage: 422 },
  { juz: 23, startSurah: 36, startAyah: 28, startPage: 442 },
  { juz: 24, startSurah: 39, startAyah: 32, startPage: 462 },
  { juz: 25, startSurah: 41, startAyah: 47, startPage: 482 },
  { juz: 26, startSurah: 46, startAyah: 1, startPage: 502 },
  { juz: 27, startSurah: 51, startAyah: 31, startPage: 522 },
  { juz: 28, startSurah: 58, startAyah: 1, startPage: 542 },
  { juz: 29, startSurah: 67, startAyah: 1, startPage: 562 },
  { juz: 30, startSurah: 78, startAyah: 1, startPage: 582 },
];
