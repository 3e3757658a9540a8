/** Texts of /points-management (spec 03, points management, and section 8's messages). */
export const POINTS_MANAGEMENT_T = {
  subtitle: 'نقاط السلوك اليومية لطلاب الحلقة في آخر 30 يومًا دراسيًا؛ اضغط خانة اليوم لإعطاء النقاط أو تعديلها أو حذفها',
  noCircles: 'لا توجد حلقات يمكنك عرض نقاطها',
  chooseCircle: 'اختر الحلقة لعرض نقاط طلابها',
  noDays: 'لم يبدأ هذا الفصل الدراسي بعد، فلا أيام دراسية لعرض نقاطها',
  readOnly: 'تعرض هذه الصفحة النقاط فقط؛ إعطاؤها لمعلمي الحلقة ومدير المجمع',
  cellLabel: (name: string, day: string, points: string) => `${name}، ${day}: ${points}`,
  empty: 'بلا نقاط',
  add: 'إضافة نقاط',
  averageTotal: 'متوسط المجموع',
  loadFailed: 'فشل في تحميل بيانات النقاط',
} as const;
