/** Texts of /attendance (spec 03, the attendance screen and section 8's messages). */
export const ATTENDANCE_T = {
  subtitle: 'اختر الحلقة والفصل الدراسي، ثم اضغط خانة اليوم لتسجيل حضور الطالب أو غيابه',
  chooseCircleFirst: 'اختر الحلقة لعرض سجل حضور طلابها',
  noCircles: 'لا توجد حلقات يمكنك تسجيل حضورها',
  noWorkingDays: 'لا توجد أيام دراسية في هذا الفصل',
  month: 'الشهر',
  presentDays: 'الحضور',
  absentDays: 'الغياب',
  cellLabel: (name: string, day: string, status: string) => `${name}، ${day}: ${status}`,
  markAllPresent: 'تحضير الباقين',
  markDay: 'يوم التحضير',
  markAllPresentOf: (day: string) => `تحضير كل من لم يُسجَّل يوم ${day}`,
  readOnly: 'تعرض هذه الصفحة السجل فقط؛ التسجيل لمعلمي الحلقة ومدير المجمع',
  presentOf: (present: number, recorded: number) => `حضر ${present} من ${recorded}`,
  // section 8's messages
  loadFailed: 'فشل في تحميل بيانات الحضور',
} as const;
