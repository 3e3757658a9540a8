/** Texts of /points-reports (spec 03, points reports). */
export const POINTS_REPORTS_T = {
  subtitle: 'مجموع نقاط كل طالب وعدد أيامها ومتوسطها بين تاريخين، مع تفاصيل سجلاته',
  show: 'عرض التقرير',
  days: 'عدد الأيام',
  average: 'المتوسط',
  empty: 'لا توجد نقاط مسجلة في هذه الفترة',
  pickDates: 'اختر تاريخ البداية والنهاية لعرض التقرير',
  loadFailed: 'فشل في تحميل تقرير النقاط',
} as const;
