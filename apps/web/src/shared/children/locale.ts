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
