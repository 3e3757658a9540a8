import { MESSAGES } from '#common';
import { gradeReferenceErrors, gradeValueError } from './grade-rules.js';

describe("a grade's Quran range", () => {
  const memorisation = 'الحفظ الجديد';

  it('may be left out, or run from an ayah to the same or a later one in mushaf order', () => {
    expect(gradeReferenceErrors(memorisation, {})).toEqual([]);
    expect(gradeReferenceErrors(memorisation, { start_reference: '', end_reference: null })).toEqual([]);
    expect(gradeReferenceErrors(memorisation, { start_reference: '78:1', end_reference: '78:40' })).toEqual([]);
    expect(gradeReferenceErrors(memorisation, { start_reference: '78:40', end_reference: '78:40' })).toEqual([]);
    expect(gradeReferenceErrors(memorisation, { start_reference: '1:1', end_reference: '114:6' })).toEqual([]);
  });

  it('names real surahs and ayahs only: surah 1 to 114, the ayah within its surah', () => {
    expect(gradeReferenceErrors(memorisation, { start_reference: '0:1', end_reference: '1:7' })).toEqual([
      { path: 'start_reference', msg: MESSAGES.grades.reference },
    ]);
    expect(gradeReferenceErrors(memorisation, { start_reference: '1:1', end_reference: '1:8' })).toEqual([
      { path: 'end_reference', msg: MESSAGES.grades.reference },
    ]);
    expect(gradeReferenceErrors(memorisation, { start_reference: '115:1', end_reference: '2:300' })).toEqual([
      { path: 'start_reference', msg: MESSAGES.grades.reference },
      { path: 'end_reference', msg: MESSAGES.grades.reference },
    ]);
    expect(gradeReferenceErrors(memorisation, { start_reference: '78', end_reference: '78:40' })).toEqual([
      { path: 'start_reference', msg: MESSAGES.grades.reference },
    ]);
  });

  it('needs both ends, the end not before the start', () => {
    expect(gradeReferenceErrors(memorisation, { start_reference: '78:1' })).toEqual([{ path: 'end_reference', msg: MESSAGES.grades.referenceIncomplete }]);
    expect(gradeReferenceErrors(memorisation, { end_reference: '78:1' })).toEqual([{ path: 'start_reference', msg: MESSAGES.grades.referenceIncomplete }]);
    expect(gradeReferenceErrors(memorisation, { start_reference: '78:2', end_reference: '78:1' })).toEqual([
      { path: 'end_reference', msg: MESSAGES.grades.endBeforeStart },
    ]);
    expect(gradeReferenceErrors(memorisation, { start_reference: '79:1', end_reference: '78:40' })).toEqual([
      { path: 'end_reference', msg: MESSAGES.grades.endBeforeStart },
    ]);
  });

  it('is refused for the courses without Quran', () => {
    for (const course of ['السلوك', 'السيرة النبوية', 'العقيدة', 'الفقه']) {
      expect(gradeReferenceErrors(course, { start_reference: '78:1', end_reference: '78:40' })).toEqual([
        { path: 'start_reference', msg: MESSAGES.grades.noReferenceCourse },
      ]);
      expect(gradeReferenceErrors(course, {})).toEqual([]);
    }
  });
});

describe("a grade's value", () => {
  it('runs from 0 to the maximum', () => {
    expect(gradeValueError(0, 100)).toBeNull();
    expect(gradeValueError(100, 100)).toBeNull();
    expect(gradeValueError(20, 20)).toBeNull();
    expect(gradeValueError(-0.5, 100)).toEqual({ path: 'grade_value', msg: MESSAGES.grades.valueRange });
    expect(gradeValueError(21, 20)).toEqual({ path: 'grade_value', msg: MESSAGES.grades.valueRange });
  });
});
