import fc from 'fast-check';
import { SURAHS, goalChartSections, goalProgress, goalStatus, type GradedRange, type QuranPosition } from './index.js';

const anyPosition: fc.Arbitrary<QuranPosition> = fc
  .integer({ min: 1, max: 114 })
  .chain((surahId) => fc.integer({ min: 1, max: SURAHS[surahId - 1].ayahCount }).map((ayah) => ({ surahId, ayah })));
const anyGrade: fc.Arbitrary<GradedRange> = fc.record({
  start_reference: anyPosition.map(({ surahId, ayah }) => `${surahId}:${ayah}`),
  end_reference: anyPosition.map(({ surahId, ayah }) => `${surahId}:${ayah}`),
});

const at = (surahId: number, ayah: number): QuranPosition => ({ surahId, ayah });

describe('goalStatus', () => {
  it('is achieved at or beyond the target ayah in the same surah', () => {
    expect(goalStatus(at(114, 6), at(114, 6))).toBe('achieved');
    expect(goalStatus(at(67, 30), at(67, 10))).toBe('achieved');
    expect(goalStatus(at(1, 7), at(1, 3))).toBe('achieved');
    expect(goalStatus(at(2, 286), at(2, 286))).toBe('achieved');
  });

  it('is in progress before the target ayah in the same surah', () => {
    expect(goalStatus(at(114, 5), at(114, 6))).toBe('in_progress');
    expect(goalStatus(at(2, 1), at(2, 286))).toBe('in_progress');
  });

  it('is exceeded when the memorised surah comes later in memorisation order', () => {
    expect(goalStatus(at(113, 1), at(114, 6))).toBe('exceeded');
    expect(goalStatus(at(2, 1), at(3, 200))).toBe('exceeded');
    expect(goalStatus(at(114, 1), at(1, 7))).toBe('exceeded');
  });

  it('is in progress when the memorised surah comes earlier, or nothing is memorised', () => {
    expect(goalStatus(at(1, 7), at(114, 1))).toBe('in_progress');
    expect(goalStatus(at(3, 1), at(2, 1))).toBe('in_progress');
    expect(goalStatus(null, at(1, 1))).toBe('in_progress');
  });

  it('rejects out-of-range positions', () => {
    expect(() => goalStatus(at(1, 1), at(115, 1))).toThrow(RangeError);
    expect(() => goalStatus(at(1, 9), at(2, 1))).toThrow(RangeError);
  });
});

describe('goalProgress', () => {
  it('has no goal figures without a target', () => {
    expect(goalProgress({ memorised: at(78, 1) })).toEqual({
      status: null,
      memorisedPages: 24,
      targetPages: 0,
      goalPages: 0,
      gradedGoalPages: 0,
      ungradedGoalPages: 0,
      percentage: null,
      gradedPercentage: null,
    });
  });

  it('counts the pages between the memorised position and the target', () => {
    // Target Naba 78:1 is pages 1 and 582..604 (24); Nas memorised is pages 1 and 604.
    expect(goalProgress({ memorised: at(114, 6), target: at(78, 1) })).toEqual({
      status: 'in_progress',
      memorisedPages: 2,
      targetPages: 24,
      goalPages: 22,
      gradedGoalPages: 0,
      ungradedGoalPages: 22,
      percentage: 8.3,
      gradedPercentage: 8.3,
    });
  });

  it('splits goal pages into graded and ungraded', () => {
    const progress = goalProgress({
      memorised: null,
      target: at(78, 1),
      grades: [
        { start_reference: '112:1', end_reference: '114:6' }, // page 604
        { start_reference: '2:1', end_reference: '2:5' }, // page 2: outside the goal
        { start_reference: '79:1', end_reference: '78:40' }, // backwards: pages 583, 584 once swapped
        { start_reference: null, end_reference: '1:1' }, // no range
        { start_reference: 'bad', end_reference: '1:7' }, // no range
      ],
    });
    expect(progress).toMatchObject({ targetPages: 24, goalPages: 24, gradedGoalPages: 2, ungradedGoalPages: 22, percentage: 0 });
    expect(progress.gradedPercentage).toBe(8.3);
  });

  it('does not count memorised pages as graded goal pages', () => {
    const progress = goalProgress({ memorised: at(114, 6), target: at(112, 4), grades: [{ start_reference: '1:1', end_reference: '1:7' }] });
    expect(progress).toMatchObject({ status: 'in_progress', goalPages: 0, gradedGoalPages: 0, percentage: 100, gradedPercentage: 100 });
  });

  it('is 100 % once achieved or exceeded', () => {
    expect(goalProgress({ memorised: at(67, 30), target: at(67, 30) })).toMatchObject({ status: 'achieved', percentage: 100, goalPages: 0 });
    expect(goalProgress({ memorised: at(2, 1), target: at(78, 1) })).toMatchObject({ status: 'exceeded', percentage: 100, goalPages: 0 });
  });

  it('keeps goal percentages within 0..100 and the pages consistent (property)', () => {
    fc.assert(
      fc.property(fc.option(anyPosition, { nil: null }), anyPosition, fc.array(anyGrade, { maxLength: 5 }), (memorised, target, grades) => {
        const progress = goalProgress({ memorised, target, grades });
        for (const percentage of [progress.percentage, progress.gradedPercentage]) {
          expect(percentage).not.toBeNull();
          expect(percentage!).toBeGreaterThanOrEqual(0);
          expect(percentage!).toBeLessThanOrEqual(100);
        }
        expect(progress.gradedPercentage!).toBeGreaterThanOrEqual(progress.percentage!);
        expect(progress.gradedGoalPages + progress.ungradedGoalPages).toBe(progress.goalPages);
        expect(progress.goalPages).toBeLessThanOrEqual(progress.targetPages);
        if (progress.status !== 'in_progress') {
          expect(progress.percentage).toBe(100);
          expect(progress.goalPages).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('goalChartSections', () => {
  it('is empty with no data, never the demonstration 50/10 pages', () => {
    expect(goalChartSections(goalProgress({}))).toEqual([]);
    expect(goalChartSections(goalProgress({ memorised: null, target: null, grades: [] }))).toEqual([]);
  });

  it('draws memorised green, graded goal blue, ungraded goal red, leaving out empty sections', () => {
    expect(goalChartSections({ memorisedPages: 2, targetPages: 24, gradedGoalPages: 1, ungradedGoalPages: 21 })).toEqual([
      { key: 'memorised', colour: 'green', pages: 2, percentage: 8.3 },
      { key: 'graded_goal', colour: 'blue', pages: 1, percentage: 4.2 },
      { key: 'ungraded_goal', colour: 'red', pages: 21, percentage: 87.5 },
    ]);
    expect(goalChartSections(goalProgress({ target: at(114, 6) })).map((section) => [section.key, section.pages])).toEqual([['ungraded_goal', 2]]);
  });

  it("tells the centre's story: with a target the memorised share is the goal percentage; without one it is of the 604 pages", () => {
    // Al-Fil fully graded but not memorised: the ring is blue and says so; the memorised share is the 0 % in its middle.
    const graded = goalProgress({ target: at(105, 5), grades: [{ start_reference: '105:1', end_reference: '105:5' }] });
    expect(graded.percentage).toBe(0);
    expect(goalChartSections(graded).find((section) => section.key === 'memorised')).toBeUndefined();
    const halfway = goalProgress({ memorised: at(105, 5), target: at(88, 26) });
    expect(goalChartSections(halfway)[0]).toEqual(expect.objectContaining({ key: 'memorised', percentage: halfway.percentage }));
    // No target: 24 pages of the mushaf, not a full ring.
    expect(goalChartSections(goalProgress({ memorised: at(78, 1) }))).toEqual([{ key: 'memorised', colour: 'green', pages: 24, percentage: 4 }]);
  });
});
