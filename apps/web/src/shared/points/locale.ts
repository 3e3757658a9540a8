/** Words of the behaviour points screens and dialogs (spec 03: points management, reports, the student's page). */
export const POINTS_T = {
  points: 'النقاط',
  pointsOutOfFive: (points: number) => `${points} من 5`,
  pointsOption: (points: number, label: string) => `${points} — ${label}`,
  total: 'المجموع',
  period: 'الفترة',
  give: 'إعطاء نقاط',
  giveTitle: (name: string) => `إعطاء نقاط: ${name}`,
  editTitle: (name: string) => `تعديل النقاط: ${name}`,
  deleteTitle: 'حذف سجل النقاط',
  deleteConfirm: (name: string, date: string) => `سيُحذف سجل نقاط ${name} ليوم ${date}. هل تريد المتابعة؟`,
  valueRequired: 'يرجى اختيار النقاط',
  label: 'التقدير',
  recordsOf: (name: string) => `سجل نقاط ${name}`,
  noEntries: 'لا توجد نقاط مسجلة',
  // section 8's failures
  giveFailed: 'فشل في إعطاء النقاط',
  updateFailed: 'فشل في تحديث النقاط',
  loadFailed: 'فشل في جلب سجلات النقاط',
} as const;
