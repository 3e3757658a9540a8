import {
  classTeacherNamesForCard,
  classTeachersToStore,
  courseExpectedPoints,
  coursePercentageColour,
  isCoursePercentage,
  isSemesterYear,
  semesterCalendarErrors,
  toggleClassTeacher,
  type ClassTeacherSelection,
} from './academic.js';
import { MESSAGES } from './messages.js';

describe('the class teachers rule (spec 01 section 4)', () => {
  const none: ClassTeacherSelection = { teacher_ids: [], primary_teacher_id: null };
  const tick = (selection: ClassTeacherSelection, id: string) => toggleClassTeacher(selection, id, true);
  const untick = (selection: ClassTeacherSelection, id: string) => toggleClassTeacher(selection, id, false);

  it('the first teacher ticked becomes primary; later ones are assistants', () => {
    const one = tick(none, 'a');
    expect(one).toEqual({ teacher_ids: ['a'], primary_teacher_id: 'a' });
    expect(tick(tick(one, 'b'), 'c')).toEqual({ teacher_ids: ['a', 'b', 'c'], primary_teacher_id: 'a' });
  });

  it('unticking the primary promotes the first remaining teacher; with none left there is no primary', () => {
    const three = tick(tick(tick(none, 'a'), 'b'), 'c');
    expect(untick(three, 'a')).toEqual({ teacher_ids: ['b', 'c'], primary_teacher_id: 'b' });
    expect(untick(three, 'b')).toEqual({ teacher_ids: ['a', 'c'], primary_teacher_id: 'a' });
    expect(untick(untick(untick(three, 'a'), 'b'), 'c')).toEqual(none);
  });

  it('ticking a teacher twice keeps one entry; unticking an unknown one changes nothing', () => {
    const one = tick(none, 'a');
    expect(tick(one, 'a')).toEqual(one);
    expect(untick(one, 'z')).toEqual(one);
  });

  it('what the API stores: repeats dropped, the named or else the first teacher primary, a stranger refused', () => {
    expect(classTeachersToStore(['a', 'b', 'a'], 'b')).toEqual({
      teachers: [
        { teacher_id: 'a', role: 'assistant' },
        { teacher_id: 'b', role: 'primary' },
      ],
      errors: [],
    });
    expect(classTeachersToStore(['a', 'b'], null).teachers[0]).toEqual({ teacher_id: 'a', role: 'primary' });
    expect(classTeachersToStore([], undefined)).toEqual({ teachers: [], errors: [] });
    expect(classTeachersToStore(['a'], 'c').errors).toEqual([{ path: 'primary_teacher_id', msg: MESSAGES.classes.primaryNotAmongTeachers }]);
    expect(classTeachersToStore([], 'c').errors).toHaveLength(1);
  });

  it('a card shows two names of two words each and how many more', () => {
    expect(classTeacherNamesForCard([])).toEqual({ shown: [], more: 0 });
    expect(classTeacherNamesForCard(['  أحمد   محمد علي الزهراني '])).toEqual({ shown: ['أحمد محمد'], more: 0 });
    expect(classTeacherNamesForCard(['أحمد محمد علي', 'سالم', 'خالد عمر', 'بدر ناصر'])).toEqual({ shown: ['أحمد محمد', 'سالم'], more: 2 });
  });
});

describe('the semester calendar rules (spec 02 section 5)', () => {
  const base = { start_date: '2026-08-23', end_date: '2027-01-07', weekend_days: [5, 6], vacation_days: [] as string[] };

  it('accepts a good calendar, a one-day semester and holidays on both ends', () => {
    expect(semesterCalendarErrors(base)).toEqual([]);
    expect(semesterCalendarErrors({ ...base, end_date: base.start_date })).toEqual([]);
    expect(semesterCalendarErrors({ ...base, vacation_days: ['2026-08-23', '2027-01-07'] })).toEqual([]);
    expect(semesterCalendarErrors({ ...base, weekend_days: [], vacation_days: null })).toEqual([]);
  });

  it('the end may not come before the start', () => {
    expect(semesterCalendarErrors({ ...base, end_date: '2026-08-22' })).toEqual([{ path: 'end_date', msg: MESSAGES.semesters.endBeforeStart }]);
  });

  it('holidays lie inside the semester, once each, and are real dates', () => {
    expect(semesterCalendarErrors({ ...base, vacation_days: ['2026-08-22'] })).toEqual([{ path: 'vacation_days.0', msg: MESSAGES.semesters.vacationOutside }]);
    expect(semesterCalendarErrors({ ...base, vacation_days: ['2027-01-08'] })).toEqual([{ path: 'vacation_days.0', msg: MESSAGES.semesters.vacationOutside }]);
    expect(semesterCalendarErrors({ ...base, vacation_days: ['2026-09-23', '2026-10-01', '2026-09-23'] })).toEqual([
      { path: 'vacation_days.2', msg: MESSAGES.semesters.vacationDuplicate },
    ]);
    expect(semesterCalendarErrors({ ...base, vacation_days: ['2026-02-30'] })).toEqual([{ path: 'vacation_days.0', msg: MESSAGES.validation.invalidDate }]);
  });

  it('weekend days are ISO weekdays 1 to 7 without repeats', () => {
    expect(semesterCalendarErrors({ ...base, weekend_days: [1, 7] })).toEqual([]);
    for (const weekend_days of [[0], [8], [5, 5], [1.5]]) {
      expect(semesterCalendarErrors({ ...base, weekend_days })).toEqual([{ path: 'weekend_days', msg: MESSAGES.semesters.weekendDays }]);
    }
  });

  it('years run from 2020 to 2050', () => {
    expect([2019, 2020, 2050, 2051, 2030.5, '2030'].map(isSemesterYear)).toEqual([false, true, true, false, false, false]);
  });
});

describe('course weights on the forms and cards (spec 02 sections 4 and 5)', () => {
  it('percentages are numbers from 0 to 100 in tenths', () => {
    expect([0, 0.1, 33.3, 99.9, 100].every(isCoursePercentage)).toBe(true);
    expect([-0.1, 100.1, 33.33, Number.NaN, Infinity, '40', null].some(isCoursePercentage)).toBe(false);
  });

  it('badge colours: 30 and up blue, 20 and up yellow, else red', () => {
    expect([100, 30, 29.9, 20, 19.9, 0].map(coursePercentageColour)).toEqual(['blue', 'blue', 'gold', 'gold', 'red', 'red']);
  });

  it('expected points: the percentage times 100 over 100, rounded', () => {
    expect([40, 12.5, 12.4, 0].map(courseExpectedPoints)).toEqual([40, 13, 12, 0]);
  });
});
