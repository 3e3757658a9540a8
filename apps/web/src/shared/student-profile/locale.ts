/**
 * Texts of the student profile dialog (spec 03 section 2) and its review map, opened from /classes, /students and
 * the grading screens. The API's sentences stay in libs/common's MESSAGES (grades, goals).
 */
export const PROFILE_T = {
  openProfile: 'الملف الدراسي',
  openProfileOf: (name: string) => `الملف الدراسي: ${name}`,

  // quick actions
  quickActions: 'إجراءات سريعة',
  reviewFollowUp: 'متابعة المراجعة',
  recordAttendance: 'تسجيل الحضور',
  recordAttendanceOf: (name: string) => `تسجيل الحضور: ${name}`,
  attendanceRecords: 'سجلات الحضور',
  pointsRecords: 'سجل النقاط',
  attendanceRecordsOf: (name: string) => `سجلات الحضور: ${name}`,
  attendanceRecordsEmpty: 'لم يُسجَّل للطالب حضور ولا غياب في هذه الحلقة خلال فصلها الدراسي بعد',
  attendancePercentage: (percentage: number) => `نسبة الحضور في الأيام المسجلة: ${percentage}%`,
  editAttendanceOf: (date: string) => `تعديل حضور يوم ${date}`,
  noSemesterForDaily: 'هذه الحلقة غير مرتبطة بفصل دراسي، فلا يُسجَّل لطلابها حضور ولا نقاط حتى يربطها مدير المجمع بفصل.',

  // summary tiles
  summary: 'ملخص الطالب',
  pagesPercentage: (percentage: number) => `${percentage}% من المصحف`,
  averageGrade: 'متوسط الدرجات',
  noAverage: 'لا توجد درجات بعد',
  gradesCount: 'عدد الدرجات',
  inThisSemester: 'في فصل هذه الحلقة',
  goalStatus: 'حالة الهدف',

  // goal
  editGoal: 'تعديل الهدف',
  setGoal: 'تحديد هدف',
  goalPercentage: (percentage: number) => `أُنجز ${percentage}% من صفحات الهدف`,

  // grades
  addGradeHint: 'اختر المقرر لرصد درجة جديدة فيه؛ النسبة بجانبه وزنه في المعدل',
  circleCourses: 'مقررات الحلقة',
  complexCourses: 'مقررات المجمع لهذا الفصل',
  gradesSection: 'درجات الفصل الدراسي',
  gradesEmpty: 'لم تُرصد للطالب درجات في هذه الحلقة خلال فصلها الدراسي بعد',
  lastMemorisation: 'آخر درجة حفظ',
  noMemorisationGrade: 'لم تُرصد درجة حفظ أو مراجعة بعد',

  // failures (spec 03 section 8)
  loadFailed: 'فشل في تحميل ملف الطالب',
  attendanceRecordsFailed: 'فشل في جلب سجلات الحضور',

  // the review map
  reviewTitle: (name: string) => `متابعة المراجعة: ${name}`,
  reviewLoadFailed: 'فشل في تحميل خريطة المراجعة',
  reviewIntro: 'لون كل صفحة بحسب عمر آخر درجة تشمل مقطعًا منها، والصفحات المخططة لم تُراجع منذ أكثر من شهر. الأجزاء مرتبة من الثلاثين إلى الأول بترتيب الحفظ.',
  reviewAsOf: (date: string) => `محسوبة حتى ${date}`,
  reviewEmpty: 'لم يُسجَّل للطالب حفظ ولا درجات بمقاطع بعد، فكل صفحات المصحف تظهر غير محفوظة.',
  legend: 'دليل الألوان وعدد الصفحات',
  legendCount: (label: string, count: number) => `${label}: ${count}`,
  juzMap: 'خريطة الأجزاء',
  juz: (juz: number) => `الجزء ${juz}`,
  juzPages: (start: number, end: number) => `الصفحات ${start}–${end}`,
  juzMemorised: 'فيه محفوظ',
  juzNotMemorised: 'غير محفوظ',
  juzRecent: 'روجع خلال شهر',
  page: (page: number, colour: string) => `صفحة ${page}: ${colour}`,
  // a page's colour in a word (the legend says the ages)
  colours: {
    new: 'جديد',
    recent: 'حديث',
    light_red: 'يحتاج مراجعة',
    red: 'متأخر',
    dark_red: 'منقطع',
    not_memorised: 'غير محفوظة',
  },
} as const;
