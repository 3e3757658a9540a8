import {
  DEFAULT_MAX_GRADE,
  POINTS_GRADES,
  attendanceBand,
  attendanceRate,
  averageGradeBand,
  completionBand,
  courseAverage,
  coursePercentageBadgeBand,
  expectedPoints,
  gradeBarBand,
  gradePercentage,
  gridAttendanceBand,
  isPointsValue,
  pointsGrade,
  pointsGridTotalBand,
  pointsLabel,
  pointsReportTotalBand,
  pointsValueBand,
  weightedCourseTotal,
  type BandColour,
} from './scores.js';

const grade = (grade_value: number, max_grade?: number | null) => ({ grade_value, max_grade });

describe('gradePercentage and courseAverage', () => {
  it('scales by max_grade, 100 when it is missing or not positive', () => {
    expect(DEFAULT_MAX_GRADE).toBe(100);
    expect(gradePercentage(grade(45, 50))).toBe(90);
    expect(gradePercentage(grade(73))).toBe(73);
    expect(gradePercentage(grade(73, null))).toBe(73);
    expect(gradePercentage(grade(73, 0))).toBe(73);
  });

  it('limits one grade to 0..100 and skips non-numbers', () => {
    expect(gradePercentage(grade(120))).toBe(100);
    expect(gradePercentage(grade(-5))).toBe(0);
    expect(gradePercentage(grade(Number.NaN))).toBeNull();
    expect(gradePercentage({ grade_value: '80' as unknown as number })).toBeNull();
  });

  it('averages a course, null when it has no grade', () => {
    expect(courseAverage([grade(90), grade(80)])).toBe(85);
    expect(courseAverage([grade(9, 10), grade(Number.NaN)])).toBe(90);
    expect(courseAverage([])).toBeNull();
  });
});

describe('weightedCourseTotal', () => {
  it('weights course means by percentage over the graded courses only', () => {
    // (85 x 40 + 100 x 25 + 80 x 10) / (40 + 25 + 10) = 6700 / 75 = 89.33; the ungraded 25 % course is left out.
    const total = weightedCourseTotal([
      { percentage: 40, grades: [grade(90), grade(80)] },
      { percentage: 25, grades: [grade(100)] },
      { percentage: 25, grades: [] },
      { percentage: 10, grades: [grade(8, 10)] },
    ]);
    expect(total).toBe(89.3);
  });

  it('is the plain weighted mean when every course is graded', () => {
    expect(
      weightedCourseTotal([
        { percentage: 40, grades: [grade(100)] },
        { percentage: 25, grades: [grade(80)] },
        { percentage: 25, grades: [grade(60)] },
        { percentage: 10, grades: [grade(50)] },
      ]),
    ).toBe(40 + 20 + 15 + 5);
  });

  it('rounds to one decimal', () => {
    expect(weightedCourseTotal([{ percentage: 100, grades: [grade(2, 3)] }])).toBe(66.7);
    expect(
      weightedCourseTotal([
        { percentage: 50, grades: [grade(1, 3)] },
        { percentage: 50, grades: [grade(0)] },
      ]),
    ).toBe(16.7);
  });

  it('uses the plain mean when every graded course weighs 0', () => {
    expect(
      weightedCourseTotal([
        { percentage: 0, grades: [grade(90)] },
        { percentage: 0, grades: [grade(70)] },
      ]),
    ).toBe(80);
  });

  it('is null without any grade', () => {
    expect(weightedCourseTotal([])).toBeNull();
    expect(weightedCourseTotal([{ percentage: 40, grades: [] }])).toBeNull();
  });
});

describe('attendanceRate', () => {
  it('is present over recorded days, rounded', () => {
    expect(attendanceRate(17, 20)).toBe(85);
    expect(attendanceRate(2, 3)).toBe(67);
    expect(attendanceRate(1, 3)).toBe(33);
    expect(attendanceRate(1, 8)).toBe(13);
    expect(attendanceRate(0, 5)).toBe(0);
    expect(attendanceRate(5, 5)).toBe(100);
  });

  it('is null with nothing recorded and never above 100', () => {
    expect(attendanceRate(0, 0)).toBeNull();
    expect(attendanceRate(3, 2)).toBe(100);
  });
});

describe('points labels', () => {
  it.each([
    [5, 'ممتاز', 'excellent'],
    [4.9, 'ممتاز -', 'excellent_minus'],
    [4.5, 'ممتاز -', 'excellent_minus'],
    [4.4, 'جيد جداً', 'very_good'],
    [4, 'جيد جداً', 'very_good'],
    [3.5, 'جيد جداً -', 'very_good_minus'],
    [3, 'جيد', 'good'],
    [2.5, 'جيد -', 'good_minus'],
    [2, 'مقبول', 'acceptable'],
    [1.5, 'ضعيف', 'weak'],
    [1, 'ضعيف', 'weak'],
    [0.5, 'ضعيف جداً', 'very_weak'],
    [0, 'ضعيف جداً', 'very_weak'],
    [Number.NaN, 'ضعيف جداً', 'very_weak'],
  ])('%p points is %p', (points, label, key) => {
    expect(pointsLabel(points)).toBe(label);
    expect(pointsGrade(points).key).toBe(key);
  });

  it('lists nine bands from highest to lowest', () => {
    expect(POINTS_GRADES).toHaveLength(9);
    const mins = POINTS_GRADES.map((band) => band.min);
    expect([...mins].sort((a, b) => b - a)).toEqual(mins);
  });
});

describe('isPointsValue', () => {
  it.each([0, 0.5, 1, 2.5, 4.5, 5])('%p is a points value', (value) => {
    expect(isPointsValue(value)).toBe(true);
  });

  it.each([5.5, -0.5, 2.25, 0.1, 6, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined])('%p is not', (value) => {
    expect(isPointsValue(value)).toBe(false);
  });
});

describe('expectedPoints', () => {
  it('is the percentage x 100 / 100, rounded', () => {
    expect(expectedPoints(40)).toBe(40);
    expect(expectedPoints(33.5)).toBe(34);
    expect(expectedPoints(12.4)).toBe(12);
    expect(expectedPoints(0)).toBe(0);
  });
});

type BandCase = [number, BandColour];
const bands: [string, (value: number) => BandColour, BandCase[]][] = [
  [
    'completionBand',
    completionBand,
    [
      [100, 'green'],
      [90, 'green'],
      [89.9, 'blue'],
      [70, 'blue'],
      [69.9, 'yellow'],
      [50, 'yellow'],
      [49.9, 'orange'],
      [30, 'orange'],
      [29.9, 'red'],
      [0, 'red'],
    ],
  ],
  [
    'averageGradeBand',
    averageGradeBand,
    [
      [90, 'green'],
      [89.9, 'blue'],
      [80, 'blue'],
      [79.9, 'yellow'],
      [70, 'yellow'],
      [69.9, 'orange'],
      [60, 'orange'],
      [59.9, 'red'],
    ],
  ],
  [
    'gradeBarBand',
    gradeBarBand,
    [
      [90, 'green'],
      [89.9, 'yellow'],
      [75, 'yellow'],
      [74.9, 'orange'],
      [50, 'orange'],
      [49.9, 'red'],
    ],
  ],
  [
    'attendanceBand',
    attendanceBand,
    [
      [100, 'green'],
      [95, 'green'],
      [94.9, 'yellow'],
      [85, 'yellow'],
      [84.9, 'orange'],
      [75, 'orange'],
      [74.9, 'red'],
    ],
  ],
  [
    'gridAttendanceBand',
    gridAttendanceBand,
    [
      [80, 'green'],
      [79.9, 'yellow'],
      [60, 'yellow'],
      [59.9, 'red'],
      [0, 'red'],
    ],
  ],
  [
    'pointsValueBand',
    pointsValueBand,
    [
      [5, 'green'],
      [4.5, 'green'],
      [4, 'blue'],
      [3.5, 'blue'],
      [3, 'yellow'],
      [2.5, 'yellow'],
      [2, 'orange'],
      [1.5, 'orange'],
      [1, 'red'],
      [0, 'red'],
    ],
  ],
  [
    'pointsGridTotalBand',
    pointsGridTotalBand,
    [
      [150, 'green'],
      [20, 'green'],
      [19.5, 'yellow'],
      [15, 'yellow'],
      [14.5, 'orange'],
      [10, 'orange'],
      [9.5, 'red'],
    ],
  ],
  [
    'pointsReportTotalBand',
    pointsReportTotalBand,
    [
      [50, 'green'],
      [49.5, 'yellow'],
      [30, 'yellow'],
      [29.5, 'orange'],
      [15, 'orange'],
      [14.5, 'red'],
    ],
  ],
  [
    'coursePercentageBadgeBand',
    coursePercentageBadgeBand,
    [
      [40, 'blue'],
      [30, 'blue'],
      [29.9, 'yellow'],
      [20, 'yellow'],
      [19.9, 'red'],
      [10, 'red'],
    ],
  ],
];

describe.each(bands)('%s', (_name, band, cases) => {
  it.each(cases)('%p is %p', (value, colour) => {
    expect(band(value)).toBe(colour);
  });

  it('is red for NaN', () => {
    expect(band(Number.NaN)).toBe('red');
  });
});
