/** An Arabic counted noun: the word alone, with "one", the dual, the plural (3..10) and the accusative (11..99). */
interface CountedNoun {
  single: string;
  one: string;
  two: string;
  few: string;
  many: string;
}

/**
 * `count` with its noun as Arabic says it: 1 and 2 have their own words, 3..10 take the plural, 11..99 the
 * accusative singular, and 100 and up ending in 00..02 the genitive singular ("بعد 12 يومًا", "100 يوم").
 */
function counted(count: number, noun: CountedNoun): string {
  if (count === 1) return noun.one;
  if (count === 2) return noun.two;
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} ${noun.few}`;
  if (lastTwo >= 11) return `${count} ${noun.many}`;
  return `${count} ${noun.single}`;
}

// The dual's case follows the sentence: "بعد يومين" after a preposition, "يتبقى يومان" as a subject.
const DAYS_AFTER_PREPOSITION: CountedNoun = { single: 'يوم', one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا' };
const DAYS_AS_SUBJECT: CountedNoun = { ...DAYS_AFTER_PREPOSITION, two: 'يومان' };
const HOLIDAYS: CountedNoun = { single: 'إجازة', one: 'إجازة واحدة', two: 'إجازتان', few: 'إجازات', many: 'إجازة' };

/** Texts of /semesters. Sentences the API sends stay in libs/common's MESSAGES. */
export const SEMESTERS_T = {
  notAuthorisedTitle: 'غير مصرح لك بالدخول',
  managersOnly: 'هذه الصفحة مخصصة للمديرين فقط',
  subtitle: 'الفصول الدراسية لكل مجمع: مواعيدها وأيام العمل فيها ومقرراتها',

  // choosing a complex
  complex: 'مجمع الحلقات',
  chooseComplex: 'اختر مجمع الحلقات',
  chooseComplexFirst: 'اختر مجمع الحلقات أولًا لعرض فصوله الدراسية',
  chooseComplexToAdd: 'اختر مجمع الحلقات أولًا لإضافة فصل إليه',

  // cards
  addSemester: 'إضافة فصل دراسي',
  editSemester: 'تعديل الفصل الدراسي',
  coursesAndDetails: 'المقررات والتفاصيل',
  startDate: 'تاريخ البداية',
  endDate: 'تاريخ النهاية',
  totalDays: 'مجموع الأيام',
  workingDays: 'أيام الدراسة',
  weekendDays: 'أيام العطلة الأسبوعية',
  noWeekendDays: 'لا توجد',
  holidays: 'الإجازات',
  holidayCount: (count: number) => (count === 0 ? 'لا توجد إجازات' : counted(count, HOLIDAYS)),
  upcoming: 'قادم',
  current: 'جارٍ',
  ended: 'منتهٍ',
  startsIn: (days: number) => `يبدأ بعد ${counted(days, DAYS_AFTER_PREPOSITION)}`,
  daysRemaining: (days: number) => `يتبقى ${counted(days, DAYS_AS_SUBJECT)}`,
  endedAgo: (days: number) => `انتهى منذ ${counted(days, DAYS_AFTER_PREPOSITION)}`,
  remainingWorkingDays: 'أيام الدراسة المتبقية',
  progressLabel: 'نسبة ما مضى من الفصل',

  // ISO weekdays 1 (Monday) ... 7 (Sunday), the numbering of weekend_days
  weekdays: ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'],
  listSeparator: '، ',

  // details drawer
  semesterDetails: 'تفاصيل الفصل الدراسي',
  detailsHeading: 'بيانات الفصل',
  coursesHeading: 'مقررات المجمع في هذا الفصل',
  semesterType: 'نوع الفصل',
  year: 'السنة',

  // form
  typeLabel: 'نوع الفصل',
  yearLabel: 'السنة الدراسية',
  weekendLabel: 'أيام العطلة الأسبوعية',
  vacationLabel: 'أيام الإجازات',
  vacationPlaceholder: 'اختر يوم الإجازة',
  vacationPickDatesFirst: 'حدد تاريخي البداية والنهاية أولًا لإضافة الإجازات',
  addVacation: 'إضافة الإجازة',
  removeVacation: (date: string) => `إزالة إجازة ${date}`,
  noVacations: 'لم تُضف إجازات',
  defaultCoursesNote: (courses: string) =>
    `سيُنشأ للفصل الجديد أربعة مقررات افتراضية لمجمعه: ${courses}. يمكنك تعديلها أو حذفها بعد الحفظ.`,
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
