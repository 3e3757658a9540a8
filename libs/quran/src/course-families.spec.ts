import { DEFAULT_COURSES } from '../../common/src/course-weights.js';
import { carriesQuranReference, courseFamily, isNewMemorisationCourse, isQuranMemorisationCourse, normaliseArabic } from './index.js';

describe('normaliseArabic', () => {
  it('strips tashkeel, tatweel and marks, and unifies letter forms', () => {
    expect(normaliseArabic('القُرْآنِ')).toBe('القران');
    expect(normaliseArabic('مـــراجعة')).toBe('مراجعه');
    expect(normaliseArabic('إسلام أحكام')).toBe('اسلام احكام');
    expect(normaliseArabic('ٱلْحَمْدُ')).toBe('الحمد');
    expect(normaliseArabic('مستوى')).toBe('مستوي');
    expect(normaliseArabic('  حفظ \u200F  جزء ')).toBe('حفظ جزء');
  });
});

describe('course families', () => {
  it.each([
    'حفظ القرآن الكريم',
    'الحفظ الجديد',
    'المراجعة الصغرى',
    'المراجعة الكبرى',
    'تلاوة وتجويد',
    'التسميع',
    'تثبيت المحفوظ',
    'القرآن الكريم',
    'القران',
    'مُرَاجَعَة',
    'القـــرآن',
    'مراجعه',
  ])('%p is a Quran-memorisation course', (name) => {
    expect(courseFamily(name)).toBe('quran');
    expect(isQuranMemorisationCourse(name)).toBe(true);
    expect(carriesQuranReference(name)).toBe(true);
  });

  it.each(['السلوك', 'سلوك', 'السيرة النبوية', 'السيره', 'العقيدة', 'التوحيد', 'الفقه', 'فِقْه العبادات', 'حفظ متن العقيدة'])(
    '%p carries no Quran reference',
    (name) => {
      expect(courseFamily(name)).toBe('no_reference');
      expect(carriesQuranReference(name)).toBe(false);
      expect(isQuranMemorisationCourse(name)).toBe(false);
    },
  );

  it.each(['الرياضيات', 'اللغة العربية', '', '   ', null, undefined])('%p is neither', (name) => {
    expect(courseFamily(name)).toBe('other');
    expect(isQuranMemorisationCourse(name)).toBe(false);
    expect(carriesQuranReference(name)).toBe(true);
  });

  it('agrees with the default courses requires_surah flags', () => {
    for (const course of DEFAULT_COURSES) expect(isQuranMemorisationCourse(course.name)).toBe(course.requires_surah);
  });
});

describe('new memorisation courses', () => {
  it('are the Quran courses named for memorisation, not for review', () => {
    for (const name of ['الحفظ الجديد', 'حفظ القرآن الكريم', 'الحِفْظ', 'حفظ جزء عم']) expect(isNewMemorisationCourse(name)).toBe(true);
    for (const name of ['المراجعة الصغرى', 'مراجعة الحفظ', 'تثبيت المحفوظ', 'تسميع الحفظ', 'تلاوة وتجويد', 'حفظ متن العقيدة', 'السلوك', '', null]) {
      expect(isNewMemorisationCourse(name)).toBe(false);
    }
    expect(DEFAULT_COURSES.filter((course) => isNewMemorisationCourse(course.name)).map((course) => course.key)).toEqual(['new_memorisation']);
  });
});
