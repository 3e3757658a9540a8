/** Texts of /class-courses (the courses of a circle for a semester). The course panel has its own, in shared/courses. */
export const CLASS_COURSES_T = {
  subtitle: 'اختر المجمع ثم الحلقة والفصل الدراسي لإدارة مقررات الحلقة ونسبها',

  // selectors

  // details
  showDetails: 'عرض التفاصيل',
  hideDetails: 'إخفاء التفاصيل',
  level: 'المرحلة',
  semesterPeriod: 'مدة الفصل',
  period: (start: string, end: string) => `من ${start} إلى ${end}`,

  // before the choices are made
  chooseSchoolFirst: 'اختر مجمع الحلقات أولًا لعرض حلقاته وفصوله الدراسية',
  chooseClassAndSemester: 'اختر الحلقة والفصل الدراسي لعرض مقررات الحلقة',
  noClasses: 'لا توجد حلقات في هذا المجمع',
  noSemesters: 'لا توجد فصول دراسية لهذا المجمع، أضف فصلًا دراسيًا من صفحة الفصول الدراسية أولًا',

  // fallbacks (the API sends none of these)
  schoolsLoadFailed: 'فشل في تحميل المجمعات',
  semestersLoadFailed: 'فشل في تحميل الفصول الدراسية',

  // other roles
  notAuthorised: 'غير مصرح لك بالوصول',
} as const;
