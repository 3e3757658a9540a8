import { addDays } from '../../common/src/calendar.js';
import { REVIEW_COLOURS, REVIEW_LEGEND, formatReference, isGreenReviewColour, pageStart, reviewColourForAge, reviewMap, type ReviewGrade } from './index.js';

const today = '2024-03-31';
const daysAgo = (days: number) => addDays(today, -days);
/** A grade whose range starts on the first ayah of `first` and ends on the first ayah of `last`. */
const onPages = (first: number, last: number, grade_date: string | null): ReviewGrade => ({
  start_reference: formatReference(pageStart(first)),
  end_reference: formatReference(pageStart(last)),
  grade_date,
});

describe('reviewColourForAge', () => {
  it.each([
    [0, 'new'],
    [7, 'new'],
    [8, 'recent'],
    [30, 'recent'],
    [31, 'light_red'],
    [60, 'light_red'],
    [61, 'red'],
    [180, 'red'],
    [181, 'dark_red'],
    [5000, 'dark_red'],
    [-3, 'new'],
  ])('%p days old is %p', (days, colour) => {
    expect(reviewColourForAge(days)).toBe(colour);
  });

  it('calls only new and recent green', () => {
    expect(REVIEW_COLOURS.filter(isGreenReviewColour)).toEqual(['new', 'recent']);
  });
});

describe('REVIEW_LEGEND', () => {
  it('labels every colour in Arabic, freshest first', () => {
    expect(REVIEW_LEGEND.map((entry) => entry.token)).toEqual(['new', 'recent', 'light_red', 'red', 'dark_red', 'not_memorised']);
    for (const entry of REVIEW_LEGEND) expect(entry.label).toMatch(/[\u0600-\u06FF]/);
    expect(REVIEW_LEGEND.find((entry) => entry.token === 'not_memorised')?.label).toBe('غير محفوظ');
  });
});

describe('reviewMap', () => {
  const grades: ReviewGrade[] = [
    onPages(10, 10, daysAgo(7)),
    onPages(11, 11, daysAgo(8)),
    onPages(12, 12, daysAgo(30)),
    onPages(13, 13, daysAgo(31)),
    onPages(14, 14, daysAgo(60)),
    onPages(15, 15, daysAgo(61)),
    onPages(16, 16, daysAgo(180)),
    onPages(17, 17, daysAgo(181)),
    onPages(18, 18, addDays(today, 2)),
    onPages(20, 21, daysAgo(200)),
    onPages(20, 20, daysAgo(3)),
    { start_reference: '112:1', end_reference: '114:6', grade_date: daysAgo(7) },
    { start_reference: '2:30', end_reference: '2:30', grade_date: null },
    { start_reference: '2:30', end_reference: '2:30', grade_date: '31/03/2024' },
    { start_reference: '2:300', end_reference: '2:301', grade_date: today },
    { start_reference: null, end_reference: null, grade_date: today },
  ];
  const map = reviewMap({ today, grades, memorised: { surahId: 114, ayah: 6 } });

  it('colours each page by the age of its latest covering grade', () => {
    expect(map.pages).toHaveLength(604);
    expect(map.pages.slice(9, 21)).toEqual([
      'new', // page 10, 7 days
      'recent', // 11, 8 days
      'recent', // 12, 30 days
      'light_red', // 13, 31 days
      'light_red', // 14, 60 days
      'red', // 15, 61 days
      'red', // 16, 180 days
      'dark_red', // 17, 181 days
      'new', // 18, dated after today
      'not_memorised', // 19, no grade
      'new', // 20, 200 and 3 days: the latest wins
      'dark_red', // 21, 200 days
    ]);
    expect(map.pages[603]).toBe('new');
  });

  it('lets the latest grade win whatever the order of the rows', () => {
    const reversed = reviewMap({ today, grades: [...grades].reverse(), memorised: { surahId: 114, ayah: 6 } });
    expect(reversed.pages).toEqual(map.pages);
  });

  it('marks memorised pages without a grade dark red and others not memorised', () => {
    expect(map.pages[0]).toBe('dark_red'); // Fatiha: memorised, never graded
    expect(map.pages[1]).toBe('not_memorised'); // grades with no date or a bad range are skipped
    expect(map.pages[602]).toBe('not_memorised');
  });

  it('sums the pages per colour', () => {
    expect(map.summary).toEqual({ new: 4, recent: 2, light_red: 2, red: 2, dark_red: 3, not_memorised: 591 });
    expect(Object.values(map.summary).reduce((sum, count) => sum + count, 0)).toBe(604);
  });

  it('marks a juz memorised when a page is not "not memorised", recent when a page is green', () => {
    expect(map.juz).toHaveLength(30);
    expect(map.juz[0]).toEqual({ juz: 1, startPage: 1, endPage: 21, memorised: true, recent: true });
    expect(map.juz[1]).toEqual({ juz: 2, startPage: 22, endPage: 41, memorised: false, recent: false });
    expect(map.juz[28]).toMatchObject({ juz: 29, memorised: false, recent: false });
    expect(map.juz[29]).toMatchObject({ juz: 30, memorised: true, recent: true });
  });

  it('does not call a juz recent for old or never-reviewed pages', () => {
    const old = reviewMap({ today, grades: [onPages(30, 30, daysAgo(31))], memorised: { surahId: 1, ayah: 7 } });
    expect(old.juz[0]).toMatchObject({ memorised: true, recent: false });
    expect(old.juz[1]).toMatchObject({ memorised: true, recent: false });
    expect(old.pages[29]).toBe('light_red');
  });

  it('is all "not memorised" with no grade and no position', () => {
    const empty = reviewMap({ today, grades: [] });
    expect(empty.summary).toEqual({ new: 0, recent: 0, light_red: 0, red: 0, dark_red: 0, not_memorised: 604 });
    expect(empty.juz.some((juz) => juz.memorised || juz.recent)).toBe(false);
  });

  it('follows the memorisation rule for unreviewed pages', () => {
    const naba = reviewMap({ today, grades: [], memorised: { surahId: 78, ayah: 1 } });
    expect(naba.summary.dark_red).toBe(24);
    expect(naba.pages[581]).toBe('dark_red');
    expect(naba.pages[580]).toBe('not_memorised');
  });

  it('rejects an invalid today', () => {
    expect(() => reviewMap({ today: '2024-02-30', grades: [] })).toThrow(RangeError);
  });
});
