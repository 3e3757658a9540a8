import { countedArabic, type CountedNoun } from '#common';

/**
 * Texts of the children manager shared by /parents and /user-management (a parent's children, from staff) and
 * /children (a parent's own). The API's sentences (linked, unlinked, already linked) stay in libs/common's
 * MESSAGES.children.
 */
export const CHILD_LINKS_T = {
  // the dialog and the card button that opens it
  manage: 'إدارة الأبناء',
  childrenTitle: (name: string) => `أبناء ${name}`,

  // linking
  linkTitle: 'ربط طالب',
  chooseStudent: 'اختر الطالب أو ابحث باسمه',
  noAvailableStudents: 'لا يوجد طلاب متاحون للربط',
  relationshipType: 'نوع العلاقة',
  link: 'ربط',

  // the linked children
  childrenEmpty: 'لا يوجد أبناء مرتبطون بهذا الحساب',
  unlink: 'إلغاء الربط',
  unlinkTitle: 'إلغاء ربط الطالب',
  unlinkConfirm: (name: string) => `هل تريد إلغاء ربط «${name}»؟ لن تظهر بياناته في حساب ولي الأمر بعد ذلك.`,
  confirmUnlink: 'نعم، ألغِ الربط',

  // fallbacks (spec 02 section 8 and spec 03; the API sends none of these)
  childrenLoadFailed: 'حدث خطأ في جلب بيانات الأبناء',
  studentsLoadFailed: 'حدث خطأ في جلب بيانات الطلاب',
  linkFailed: 'حدث خطأ في ربط الطالب',
  unlinkFailed: 'حدث خطأ في إلغاء ربط الطالب',
} as const;

// a count of pages: "صفحة واحدة", "صفحتان", "3 صفحات", "11 صفحة"
const PAGES: CountedNoun = { single: 'صفحة', one: 'صفحة واحدة', two: 'صفحتان', few: 'صفحات', many: 'صفحة' };

/**
 * Texts of a linked child's details, shared by /my-students (the details modal) and /children (the profile and
 * grades tabs).
 */
export const CHILD_DETAIL_T = {
  classLevel: 'مرحلة الحلقة',
  course: 'المقرر',
  pages: 'الصفحات',
  pagesCount: (count: number) => countedArabic(count, PAGES),
  latestGrades: 'آخر الدرجات',
  latestAttendance: 'آخر سجلات الحضور',
  noGrades: 'لا توجد درجات مسجلة بعد',
  noAttendance: 'لا توجد سجلات حضور بعد',
  // fallbacks (spec 03 section 8: 'Error fetching student details', 'Error fetching student data')
  studentDetailsFailed: 'حدث خطأ في جلب تفاصيل الطالب',
  studentDataFailed: 'حدث خطأ في جلب بيانات الطالب',
} as const;
