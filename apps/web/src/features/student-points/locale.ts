/** Texts of /student-points (spec 03, the student points page). */
export const STUDENT_POINTS_T = {
  subtitle: 'نقاط السلوك التي أعطاك إياها معلموك في حلقاتك',
  studentsOnly: 'غير مصرح: هذه الصفحة مخصصة للطلاب فقط',
  totalPoints: 'مجموع نقاطي',
  average: 'متوسط النقاط',
  entries: 'عدد السجلات',
  allSemesters: 'كل الفصول',
  empty: 'لم تُسجَّل لك نقاط بعد',
  emptyFiltered: 'لا توجد نقاط تطابق هذا التصفية',
} as const;
