/**
 * School levels (spec 01 section 3). The Arabic labels are also the stored values, so the list is the whole
 * vocabulary of `users.school_level`.
 */
export const SCHOOL_LEVELS = [
  'لم يلتحق بالمدرسة',
  'روضة',
  'الصف الأول الابتدائي',
  'الصف الثاني الابتدائي',
  'الصف الثالث الابتدائي',
  'الصف الرابع الابتدائي',
  'الصف الخامس الابتدائي',
  'الصف السادس الابتدائي',
  'الصف الأول المتوسط',
  'الصف الثاني المتوسط',
  'الصف الثالث المتوسط',
  'الصف الأول الثانوي',
  'الصف الثاني الثانوي',
  'الصف الثالث الثانوي',
  'جامعي',
  'خريج',
  'دراسات عليا',
  'موظف',
  'غير محدد',
] as const;

/** One school level. */
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

/** Levels a parent may pick when registering themself as a student too, with their Arabic labels. */
export const SELF_SCHOOL_LEVELS = {
  grade10: 'الصف الأول الثانوي',
  grade11: 'الصف الثاني الثانوي',
  grade12: 'الصف الثالث الثانوي',
  university: 'جامعي',
  graduate: 'خريج',
  master: 'ماجستير',
  phd: 'دكتوراه',
  employee: 'موظف',
} as const;

/** One self-registration level code. */
export type SelfSchoolLevel = keyof typeof SELF_SCHOOL_LEVELS;

/** Semester types with their Arabic names. */
export const SEMESTER_TYPES = { first: 'الأول', second: 'الثاني', summer: 'الصيفي' } as const;
/** One semester type. */
export type SemesterType = keyof typeof SEMESTER_TYPES;

/** Parent-child relationship types with their Arabic names. */
export const RELATIONSHIP_TYPES = { parent: 'ولي أمر', guardian: 'وصي', relative: 'قريب' } as const;
/** One relationship type. */
export type RelationshipType = keyof typeof RELATIONSHIP_TYPES;
