import { countedArabic, type CountedNoun } from '#common';

/** Circles counted after a noun ("تعبئة حلقتين"): the genitive. */
const CIRCLES: CountedNoun = { single: 'حلقة', one: 'حلقة واحدة', two: 'حلقتين', few: 'حلقات', many: 'حلقة' };

/** Texts of /daily-reports (spec 03, daily reports). */
export const DAILY_REPORTS_T = {
  subtitle: 'تقرير يومي لكل مجمع: حضور كل حلقة وغيابها والصفحات المقروءة ودرس اليوم',
  // the page checks the role itself (spec 03 section 6)
  notAuthorised: 'غير مصرح: هذه الصفحة للإدارة والمشرفين فقط',
  statistics: 'الإحصائيات',
  hideStatistics: 'إخفاء الإحصائيات',
  newReport: 'تقرير جديد',
  circles: 'عدد الحلقات',
  pagesTaught: 'الصفحات المقروءة',
  reporter: 'معد التقرير',
  viewOf: (date: string) => `عرض تقرير ${date}`,
  editOf: (date: string) => `تعديل تقرير ${date}`,
  deleteOf: (date: string) => `حذف تقرير ${date}`,
  empty: 'لا توجد تقارير في هذه الفترة',
  totalReports: 'عدد التقارير',
  totalPresent: 'إجمالي الحضور',
  totalAbsent: 'إجمالي الغياب',
  avgAttendance: 'متوسط نسبة الحضور',
  // the report dialog
  createTitle: 'تقرير يومي جديد',
  editTitle: 'تعديل التقرير اليومي',
  viewTitle: 'التقرير اليومي',
  reportDate: 'تاريخ التقرير',
  reportNotes: 'ملاحظات التقرير',
  classRows: 'تقارير الحلقات',
  autoFill: 'تعبئة تلقائية',
  addCircle: 'إضافة حلقة',
  removeCircle: 'حذف الحلقة من التقرير',
  chooseTeacher: 'اختر المعلم',
  enrolled: 'المسجلون',
  lessonTopic: 'موضوع الدرس',
  classNotes: 'ملاحظات الحلقة',
  absentComputed: 'الغياب يُحسب تلقائيًا: المسجلون ناقص الحاضرين',
  noRowsTip: 'لا توجد حلقات في التقرير بعد: اضغط «تعبئة تلقائية» لجلب حلقات المجمع وحضور اليوم، أو «إضافة حلقة»',
  existingReport: 'يوجد تقرير لهذا المجمع في هذا التاريخ، افتحه من القائمة وعدّله بدلًا من إنشاء تقرير جديد',
  autoFilled: (count: number) => `تمت تعبئة ${countedArabic(count, CIRCLES)} تلقائيًا`,
  schoolAndDateFirst: 'يجب اختيار المجمع والتاريخ أولًا',
  deleteConfirmTitle: 'حذف التقرير',
  deleteConfirm: (date: string, school: string) => `هل تريد حذف تقرير ${school} ليوم ${date}؟ تُحذف معه تقارير حلقاته.`,
  // section 8
  loadFailed: 'فشل في تحميل التقارير اليومية',
  detailFailed: 'فشل في تحميل تفاصيل التقرير',
  saveFailed: 'فشل في حفظ التقرير',
  deleteFailed: 'فشل في حذف التقرير',
  autoFillFailed: 'فشل في التعبئة التلقائية',
} as const;
