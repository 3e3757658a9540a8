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

  // a parent's request waiting for the child's complex (the API's sentences stay in MESSAGES.children)
  requestsTitle: 'طلبات ربط بانتظار تأكيد المجمع',
  waiting: 'بانتظار تأكيد المجمع',
  requestTitle: 'طلب ربط طالب',
  requestNote: 'ستظهر بيانات الطالب ومتابعته هنا بعد أن يؤكد مجمعه الربط.',
  requestedOn: 'تاريخ الطلب',
  cancelRequest: 'إلغاء الطلب',
  cancelRequestTitle: 'إلغاء طلب الربط',
  cancelRequestConfirm: (studentId: string) => `هل تريد إلغاء طلب ربط الطالب صاحب رقم الهوية ${studentId}؟`,
  confirmCancelRequest: 'نعم، ألغِ الطلب',
  requestCancelled: 'تم إلغاء طلب الربط',

  // the complex's side: confirming or refusing parents' requests
  approvalsTitle: 'طلبات ربط الأبناء بانتظار التأكيد',
  approvalsNote:
    'طلب ولي الأمر ربط هؤلاء الطلاب بحسابه ولم يسمّه الطالب عند تسجيله: تأكّد من صلة القرابة قبل التأكيد، فبعده يطّلع ولي الأمر على بيانات الطالب ودرجاته وحضوره.',
  approvalsEmpty: 'لا توجد طلبات ربط بانتظار التأكيد',
  parent: 'ولي الأمر',
  parentPhone: 'جوال ولي الأمر',
  approve: 'تأكيد الربط',
  reject: 'رفض الطلب',
  approveTitle: 'تأكيد ربط الطالب بولي الأمر',
  approveConfirm: (student: string, parent: string) => `هل تؤكد أن «${parent}» ولي أمر «${student}»؟ سيطّلع بعدها على بيانات الطالب ودرجاته وحضوره.`,
  confirmApprove: 'نعم، أكّد الربط',
  rejectTitle: 'رفض طلب الربط',
  rejectConfirm: (student: string, parent: string) => `هل تريد رفض طلب «${parent}» ربط «${student}» بحسابه؟ يُحذف الطلب ولا يطّلع على شيء من بيانات الطالب.`,
  confirmReject: 'نعم، ارفض الطلب',

  // fallbacks (spec 02 section 8 and spec 03; the API sends none of these)
  childrenLoadFailed: 'حدث خطأ في جلب بيانات الأبناء',
  studentsLoadFailed: 'حدث خطأ في جلب بيانات الطلاب',
  linkFailed: 'حدث خطأ في ربط الطالب',
  unlinkFailed: 'حدث خطأ في إلغاء ربط الطالب',
  requestsLoadFailed: 'حدث خطأ في جلب طلبات الربط',
  decideFailed: 'حدث خطأ في حفظ القرار على طلب الربط',
} as const;

// a count of pages: "صفحة واحدة", "صفحتان", "3 صفحات", "11 صفحة"
const PAGES: CountedNoun = { single: 'صفحة', one: 'صفحة واحدة', two: 'صفحتان', few: 'صفحات', many: 'صفحة' };

/**
 * Texts of a linked child's details: the profile, grades and attendance tabs of /children, and a student's own
 * attendance on /my-attendance.
 */
export const CHILD_DETAIL_T = {
  classLevel: 'مرحلة الحلقة',
  course: 'المقرر',
  pages: 'الصفحات',
  pagesCount: (count: number) => countedArabic(count, PAGES),
  noGrades: 'لا توجد درجات مسجلة بعد',
  noAttendance: 'لا توجد سجلات حضور بعد',
  // fallback (spec 03 section 8: 'Error fetching student data')
  studentDataFailed: 'حدث خطأ في جلب بيانات الطالب',
} as const;
