import { countedArabic, type CountedNoun } from '#common';

// The dual's case follows the sentence: "بعد يومين" after a preposition, "يتبقى يومان" as a subject.
const DAYS_AFTER_PREPOSITION: CountedNoun = { single: 'يوم', one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا' };
const DAYS_AS_SUBJECT: CountedNoun = { ...DAYS_AFTER_PREPOSITION, two: 'يومان' };
const HOLIDAYS: CountedNoun = { single: 'إجازة', one: 'إجازة واحدة', two: 'إجازتان', few: 'إجازات', many: 'إجازة' };

/** Texts of /semesters. Sentences the API sends stay in libs/common's MESSAGES. */
export const SEMESTERS_T = {
  notAuthorisedTitle: 'غير مصرح لك بالدخول',
  subtitle: 'الفصول الدراسية لكل مجمع: مواعيدها وأيام العمل فيها ومقرراتها',

  // choosing a complex
  chooseComplexFirst: 'اختر مجمع الحلقات أولًا لعرض فصوله الدراسية',
  chooseComplexToAdd: 'اختر مجمع الحلقات أولًا لإضافة فصل إليه',

  // cards
  addSemester: 'إضافة فصل دراسي',
  editSemester: 'تعديل الفصل الدراسي',
  coursesAndDetails: 'المقررات والتفاصيل',
  startDate: 'تاريخ البداية',
  endDate: 'تاريخ النهاية',
  totalDays: 'مجموع الأيام',
  weekendDays: 'أيام العطلة الأسبوعية',
  noWeekendDays: 'لا توجد',
  holidays: 'الإجازات',
  holidayCount: (count: number) => (count === 0 ? 'لا توجد إجازات' : countedArabic(count, HOLIDAYS)),
  upcoming: 'قادم',
  current: 'جارٍ',
  ended: 'منتهٍ',
  startsIn: (days: number) => `يبدأ بعد ${countedArabic(days, DAYS_AFTER_PREPOSITION)}`,
  daysRemaining: (days: number) => `يتبقى ${countedArabic(days, DAYS_AS_SUBJECT)}`,
  endedAgo: (days: number) => `انتهى منذ ${countedArabic(days, DAYS_AFTER_PREPOSITION)}`,
  remainingWorkingDays: 'أيام الدراسة المتبقية',
  progressLabel: 'نسبة ما مضى من الفصل',

  // ISO weekdays 1 (Monday) ... 7 (Sunday), the numbering of weekend_days
  weekdays: ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'],

  // details drawer
  semesterDetails: 'تفاصيل الفصل الدراسي',
  detailsHeading: 'بيانات الفصل',
  coursesHeading: 'مقررات المجمع في هذا الفصل',
  semesterType: 'نوع الفصل',
  year: 'السنة',

  // form
  yearLabel: 'السنة الدراسية',
  vacationLabel: 'أيام الإجازات',
  vacationPlaceholder: 'اختر يوم الإجازة',
  vacationPickDatesFirst: 'حدد تاريخي البداية والنهاية أولًا لإضافة الإجازات',
  addVacation: 'إضافة الإجازة',
  removeVacation: (date: string) => `إزالة إجازة ${date}`,
  noVacations: 'لم تُضف إجازات',
  defaultCoursesNote: (courses: string) => `سيُنشأ للفصل الجديد أربعة مقررات افتراضية لمجمعه: ${courses}. يمكنك تعديلها أو حذفها بعد الحفظ.`,
  courseWithWeight: (name: string, percentage: number) => `${name} (${percentage}٪)`,
  calendarSummary: 'حساب الأيام',

  // fallbacks and confirmations (the API sends its own sentences when it can)
  semestersEmpty: 'لا توجد فصول دراسية لهذا المجمع بعد',
  semestersLoadFailed: 'حدث خطأ في تحميل الفصول الدراسية',
  semesterAddFailed: 'حدث خطأ في إضافة الفصل الدراسي',
  semesterSaveFailed: 'حدث خطأ في حفظ الفصل الدراسي',
  semesterDeleteFailed: 'حدث خطأ في حذف الفصل الدراسي',
  deleteSemesterTitle: 'حذف الفصل الدراسي',
  semesterDeleteConfirm: (name: string) =>
    `سيُحذف «${name}» نهائيًا مع جميع مقرراته ودرجات الطلاب فيها، وتبقى حلقاته دون فصل دراسي. لا يمكن التراجع عن ذلك. هل تريد المتابعة؟`,
} as const;
