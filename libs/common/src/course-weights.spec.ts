import { COURSE_WEIGHTS_TARGET, DEFAULT_COURSES, courseWeightsState, courseWeightsTotal, isCourseWeightsComplete } from './course-weights.js';

const weights = (...percentages: number[]) => percentages.map((percentage) => ({ percentage }));

describe('DEFAULT_COURSES', () => {
  it('are the four spec courses 40/25/25/10, the first three graded on a Quran range', () => {
    expect(DEFAULT_COURSES.map((course) => course.percentage)).toEqual([40, 25, 25, 10]);
    expect(DEFAULT_COURSES.map((course) => course.requires_surah)).toEqual([true, true, true, false]);
    expect(DEFAULT_COURSES.map((course) => course.name)).toEqual(['الحفظ الجديد', 'المراجعة الصغرى', 'المراجعة الكبرى', 'السلوك']);
    expect(courseWeightsState(DEFAULT_COURSES)).toEqual({ total: 100, complete: true, remaining: 0 });
  });
});

describe('course weights total', () => {
  it('is exact where binary floating point is not', () => {
    expect(33.4 + 33.3 + 33.3).not.toBe(100);
    expect(40.1 + 25.1 + 25.1 + 9.7).not.toBe(100);
    expect(courseWeightsTotal(weights(33.4, 33.3, 33.3))).toBe(100);
    expect(isCourseWeightsComplete(weights(33.4, 33.3, 33.3))).toBe(true);
    expect(isCourseWeightsComplete(weights(33.3, 33.3, 33.4))).toBe(true);
    expect(isCourseWeightsComplete(weights(40.1, 25.1, 25.1, 9.7))).toBe(true);
    expect(isCourseWeightsComplete(Array.from({ length: 1000 }, () => ({ percentage: 0.1 })))).toBe(true);
    expect(isCourseWeightsComplete(weights(99.99, 0.01))).toBe(true);
  });

  it('is complete only at exactly 100', () => {
    expect(COURSE_WEIGHTS_TARGET).toBe(100);
    expect(courseWeightsState(weights(40, 25, 25))).toEqual({ total: 90, complete: false, remaining: 10 });
    expect(courseWeightsState(weights(60, 50))).toEqual({ total: 110, complete: false, remaining: -10 });
    expect(courseWeightsState(weights(33.333, 33.333, 33.333))).toEqual({ total: 99.999, complete: false, remaining: 0.001 });
    expect(courseWeightsState(weights(99.9))).toEqual({ total: 99.9, complete: false, remaining: 0.1 });
    expect(courseWeightsState([])).toEqual({ total: 0, complete: false, remaining: 100 });
  });

  it('counts a non-numeric weight as 0', () => {
    expect(courseWeightsTotal([{ percentage: Number.NaN }, { percentage: 100 }])).toBe(100);
  });
});
