/** Texts of /points-reports (spec 03, points reports). */
export const POINTS_REPORTS_T = {
  subtitle: 'مجموع نقاط كل طالب وعدد أيامها ومتوسطها بين تاريخين، مع تفاصيل سجلاته',
  from: 'من تاريخ',
  to: 'إلى تاريخ',
  show: 'عرض التقرير',
  search: 'ابحث باسم الطالب أو رقم الهوية',
  days: 'عدد الأيام',
  average: 'المتوسط',
  details: 'التفاصيل',
  empty: 'لا توجد نقاط مسجلة في هذه الفترة',
  pickDates: 'اختر تاريخ البداية والنهاية لعرض التقرير',
  loadFailed: 'فشل في تحميل تقرير النقاط',
} as const;
