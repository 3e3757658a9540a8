import fc from 'fast-check';
import {
  DEFAULT_WEEKEND_DAYS,
  POINTS_GRID_DAYS,
  addDays,
  calendarToday,
  datesBetween,
  daysBetween,
  defaultSemester,
  fromDayNumber,
  isSemesterWorkingDay,
  isWorkingDayOfAny,
  latestWorkingDay,
  isWorkingDay,
  isoWeekday,
  lastWorkingDays,
  semesterContains,
  semesterDates,
  semesterDisplayName,
  semesterEnglishName,
  semesterTimeState,
  semesterTotalDays,
  semesterWorkingDays,
  toDayNumber,
  weekdayName,
  workingDaysBetween,
  type SemesterCalendar,
} from './calendar.js';
import type { SemesterType } from './levels.js';

// 2024-03-10 is a Sunday, 2024-03-16 a Saturday: one school week with Friday 15 and Saturday 16 off.
const week: SemesterCalendar = { start_date: '2024-03-10', end_date: '2024-03-16' };

describe('day numbers', () => {
  it('counts days from 1970-01-01 and back', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('2024-03-11')).toBe(19793);
    expect(fromDayNumber(19793)).toBe('2024-03-11');
    expect(fromDayNumber(-1)).toBe('1969-12-31');
  });

  it.each(['2023-02-29', '2024-13-01', '2024-1-1', '', '11/03/2024', '2024-03-11T00:00:00Z'])('rejects %p with a RangeError', (text) => {
    expect(() => toDayNumber(text)).toThrow(RangeError);
    expect(() => toDayNumber(text)).toThrow(/YYYY-MM-DD/);
  });

  it('adds and subtracts days across month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(daysBetween('2024-03-01', '2024-03-31')).toBe(30);
    expect(daysBetween('2024-03-31', '2024-03-01')).toBe(-30);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('numbers weekdays 1 = Monday to 7 = Sunday', () => {
    expect(isoWeekday('2024-03-11')).toBe(1);
    expect(isoWeekday('2024-03-15')).toBe(5);
    expect(isoWeekday('2024-03-16')).toBe(6);
    expect(isoWeekday('2024-03-17')).toBe(7);
    expect(isoWeekday('1970-01-01')).toBe(4);
    expect(isoWeekday('1969-12-29')).toBe(1);
  });
});

describe('semester days', () => {
  it('counts both ends', () => {
    expect(semesterTotalDays(week)).toBe(7);
    expect(semesterDates(week)).toEqual(['2024-03-10', '2024-03-11', '2024-03-12', '2024-03-13', '2024-03-14', '2024-03-15', '2024-03-16']);
    expect(semesterTotalDays({ start_date: '2024-03-10', end_date: '2024-03-10' })).toBe(1);
    expect(semesterTotalDays({ start_date: '2024-09-01', end_date: '2025-01-15' })).toBe(137);
  });

  it('is empty when the end is before the start', () => {
    const backwards = { start_date: '2024-03-16', end_date: '2024-03-10' };
    expect(semesterTotalDays(backwards)).toBe(0);
    expect(semesterDates(backwards)).toEqual([]);
    expect(semesterWorkingDays(backwards)).toEqual([]);
  });

  it('excludes Friday and Saturday by default', () => {
    expect(DEFAULT_WEEKEND_DAYS).toEqual([5, 6]);
    expect(semesterWorkingDays(week)).toEqual(['2024-03-10', '2024-03-11', '2024-03-12', '2024-03-13', '2024-03-14']);
    expect(semesterWorkingDays({ ...week, weekend_days: null })).toHaveLength(5);
  });

  it('follows the semester weekend days, an empty list meaning none', () => {
    expect(semesterWorkingDays({ ...week, weekend_days: [] })).toHaveLength(7);
    expect(semesterWorkingDays({ ...week, weekend_days: [6, 7] })).toEqual(['2024-03-11', '2024-03-12', '2024-03-13', '2024-03-14', '2024-03-15']);
    expect(semesterWorkingDays({ ...week, weekend_days: [0, 8, 5.5] })).toHaveLength(7);
  });

  it('excludes holidays once, ignores those on weekends, outside the semester or unreadable', () => {
    expect(semesterWorkingDays({ ...week, vacation_days: ['2024-03-12'] })).toEqual(['2024-03-10', '2024-03-11', '2024-03-13', '2024-03-14']);
    expect(semesterWorkingDays({ ...week, vacation_days: ['2024-03-12', '2024-03-12'] })).toHaveLength(4);
    expect(semesterWorkingDays({ ...week, vacation_days: ['2024-03-15'] })).toHaveLength(5);
    expect(semesterWorkingDays({ ...week, vacation_days: ['2024-04-01', 'soon', '2024-02-30'] })).toHaveLength(5);
  });

  it('tells a single working day', () => {
    expect(isWorkingDay('2024-03-14')).toBe(true);
    expect(isWorkingDay('2024-03-15')).toBe(false);
    expect(isWorkingDay('2024-03-14', { vacation_days: ['2024-03-14'] })).toBe(false);
    expect(isWorkingDay('2024-03-15', { weekend_days: [7] })).toBe(true);
  });

  it('tells a working day of a semester: inside its dates, not a weekend day or a holiday', () => {
    const semester = { ...week, vacation_days: ['2024-03-12'] };
    expect(isSemesterWorkingDay('2024-03-10', semester)).toBe(true);
    expect(isSemesterWorkingDay('2024-03-14', semester)).toBe(true);
    // A holiday, Friday and Saturday, the days either side of the semester, and what is not a date.
    for (const day of ['2024-03-12', '2024-03-15', '2024-03-16', '2024-03-09', '2024-03-17', '2024-02-30', 'soon', null]) {
      expect(isSemesterWorkingDay(day, semester)).toBe(false);
    }
  });

  it("tells a complex's working day: one of its semesters holds it as a working day", () => {
    const summer = { start_date: '2024-03-17', end_date: '2024-03-23', weekend_days: [5], vacation_days: [] };
    expect(isWorkingDayOfAny('2024-03-14', [week, summer])).toBe(true);
    // Saturday is a weekend day of the first semester's week, outside the summer one; Saturday 23 is the summer's.
    expect(isWorkingDayOfAny('2024-03-16', [week, summer])).toBe(false);
    expect(isWorkingDayOfAny('2024-03-23', [week, summer])).toBe(true);
    expect(isWorkingDayOfAny('2024-03-22', [week, summer])).toBe(false);
    expect(isWorkingDayOfAny('2024-03-14', [])).toBe(false);
  });

  it('opens a dated form on the latest working day up to today', () => {
    // Friday 15 March: Thursday; after the semester, its last working day; before it, none.
    expect(latestWorkingDay([week], '2024-03-15')).toBe('2024-03-14');
    expect(latestWorkingDay([week], '2024-03-13')).toBe('2024-03-13');
    expect(latestWorkingDay([week], '2024-04-20')).toBe('2024-03-14');
    expect(latestWorkingDay([week], '2024-03-01')).toBeNull();
    expect(latestWorkingDay([{ ...week, vacation_days: ['2024-03-14'] }], '2024-03-15')).toBe('2024-03-13');
    expect(latestWorkingDay([week, { start_date: '2024-03-17', end_date: '2024-03-30' }], '2024-03-19')).toBe('2024-03-19');
    expect(latestWorkingDay([], '2024-03-19')).toBeNull();
  });

  it('names the weekday in Arabic', () => {
    expect(weekdayName('2024-03-10')).toBe('الأحد');
    expect(weekdayName('2024-03-11')).toBe('الاثنين');
    expect(weekdayName('2024-03-14')).toBe('الخميس');
    expect(weekdayName('2024-03-15')).toBe('الجمعة');
  });

  it('never has more working days than days (property)', () => {
    const date = fc.integer({ min: toDayNumber('2020-01-01'), max: toDayNumber('2050-12-31') });
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: -3, max: 400 }),
        fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }), { nil: null }),
        fc.array(fc.integer({ min: -10, max: 410 }), { maxLength: 30 }),
        (start, length, weekend, vacationOffsets) => {
          const semester: SemesterCalendar = {
            start_date: fromDayNumber(start),
            end_date: fromDayNumber(start + length),
            weekend_days: weekend,
            vacation_days: vacationOffsets.map((offset) => fromDayNumber(start + offset)),
          };
          const total = semesterTotalDays(semester);
          const working = semesterWorkingDays(semester);
          expect(total).toBe(Math.max(0, length + 1));
          expect(working.length).toBeLessThanOrEqual(total);
          const weekendSet = new Set(weekend ?? DEFAULT_WEEKEND_DAYS);
          const restDays = semesterDates(semester).filter((day) => weekendSet.has(isoWeekday(day)) || semester.vacation_days!.includes(day));
          expect(working.length).toBe(total - restDays.length);
        },
      ),
    );
  });
});

describe('semesterTimeState', () => {
  it.each([
    ['2024-03-08', { state: 'upcoming', days: 2, progress: 0, remainingWorkingDays: 5 }],
    ['2024-03-09', { state: 'upcoming', days: 1, progress: 0, remainingWorkingDays: 5 }],
    ['2024-03-10', { state: 'current', days: 7, progress: 0, remainingWorkingDays: 5 }],
    ['2024-03-13', { state: 'current', days: 4, progress: 43, remainingWorkingDays: 2 }],
    ['2024-03-14', { state: 'current', days: 3, progress: 57, remainingWorkingDays: 1 }],
    ['2024-03-16', { state: 'current', days: 1, progress: 86, remainingWorkingDays: 0 }],
    ['2024-03-17', { state: 'ended', days: 1, progress: 100, remainingWorkingDays: 0 }],
    ['2024-04-16', { state: 'ended', days: 31, progress: 100, remainingWorkingDays: 0 }],
  ])('on %s', (today, expected) => {
    expect(semesterTimeState(week, today)).toEqual(expected);
  });

  it('counts holidays out of the remaining working days', () => {
    expect(semesterTimeState({ ...week, vacation_days: ['2024-03-14'] }, '2024-03-13').remainingWorkingDays).toBe(1);
  });

  it('rejects an invalid today', () => {
    expect(() => semesterTimeState(week, '2024-03-32')).toThrow(RangeError);
  });
});

describe('defaultSemester', () => {
  const first = { id: 1, start_date: '2024-01-07', end_date: '2024-03-28' };
  const second = { id: 2, start_date: '2024-04-07', end_date: '2024-06-27' };
  const overlapping = { id: 3, start_date: '2024-04-01', end_date: '2024-12-31' };

  it('picks the semester containing today, ends included', () => {
    expect(defaultSemester([first, second], '2024-05-01')?.id).toBe(2);
    expect(defaultSemester([first, second], '2024-04-07')?.id).toBe(2);
    expect(defaultSemester([first, second], '2024-03-28')?.id).toBe(1);
    expect(semesterContains(second, '2024-06-28')).toBe(false);
  });

  it('takes the first containing one in list order when several do', () => {
    expect(defaultSemester([first, overlapping, second], '2024-05-01')?.id).toBe(3);
  });

  it('falls back to the first, or null for none', () => {
    expect(defaultSemester([second, first], '2024-03-31')?.id).toBe(2);
    expect(defaultSemester([], '2024-03-31')).toBeNull();
  });
});

describe('lastWorkingDays', () => {
  it('ends at the given day, included, and skips the weekend', () => {
    expect(lastWorkingDays('2024-03-14', 3)).toEqual(['2024-03-12', '2024-03-13', '2024-03-14']);
    expect(lastWorkingDays('2024-03-16', 2)).toEqual(['2024-03-13', '2024-03-14']);
    expect(lastWorkingDays('2024-03-17', 2)).toEqual(['2024-03-14', '2024-03-17']);
  });

  it('gives the 30 working days of the points grid by default', () => {
    const days = lastWorkingDays('2024-03-14');
    expect(POINTS_GRID_DAYS).toBe(30);
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2024-03-14');
    expect(days[0]).toBe('2024-02-04'); // six Sunday-to-Thursday weeks
    expect(days).toEqual(workingDaysBetween(days[0], '2024-03-14'));
    expect(days.some((day) => isoWeekday(day) >= 5 && isoWeekday(day) <= 6)).toBe(false);
  });

  it('skips holidays and stops at the semester start', () => {
    expect(lastWorkingDays('2024-03-14', 3, { vacation_days: ['2024-03-13'] })).toEqual(['2024-03-11', '2024-03-12', '2024-03-14']);
    expect(lastWorkingDays('2024-03-14', 30, { from: '2024-03-11' })).toEqual(['2024-03-11', '2024-03-12', '2024-03-13', '2024-03-14']);
  });

  it('gives nothing when every weekday is off', () => {
    expect(lastWorkingDays('2024-03-14', 30, { weekend_days: [1, 2, 3, 4, 5, 6, 7] })).toEqual([]);
  });
});

describe('datesBetween / workingDaysBetween', () => {
  it('lists inclusive ranges', () => {
    expect(datesBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(workingDaysBetween('2024-03-14', '2024-03-17')).toEqual(['2024-03-14', '2024-03-17']);
  });
});

describe('semester names', () => {
  it('builds the Arabic display name', () => {
    expect(semesterDisplayName('first', 2024)).toBe('الفصل الأول 2024');
    expect(semesterDisplayName('second', 2025)).toBe('الفصل الثاني 2025');
    expect(semesterDisplayName('summer', 2026)).toBe('الفصل الصيفي 2026');
  });

  it('builds the English form the API stores', () => {
    expect(semesterEnglishName('first', 2024)).toBe('Semester first 2024');
    expect(semesterEnglishName('second', 2025)).toBe('Semester second 2025');
    expect(semesterEnglishName('summer', 2026)).toBe('Semester summer 2026');
  });

  it('rejects an unknown type', () => {
    expect(() => semesterDisplayName('winter' as SemesterType, 2024)).toThrow(RangeError);
    expect(() => semesterEnglishName('toString' as SemesterType, 2024)).toThrow(RangeError);
  });
});

describe('calendarToday', () => {
  it("turns over at midnight in Riyadh (UTC+3), whatever the machine's zone", () => {
    expect(calendarToday(new Date('2026-11-23T20:59:59Z'))).toBe('2026-11-23');
    expect(calendarToday(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
    expect(calendarToday(new Date('2026-11-23T21:00:00Z'), 'UTC')).toBe('2026-11-23');
  });
});
