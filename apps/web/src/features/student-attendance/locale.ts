/** Texts of /student/:studentId/attendance (spec 03, the student absence table). */
export const STUDENT_ATTENDANCE_T = {
  titleOf: (name: string) => `سجل حضور ${name}`,
  subtitle: 'اضغط يومًا دراسيًا لتسجيل حضور الطالب أو غيابه فيه',
  noCircle: 'الطالب غير مسجل في حلقة، فلا يُسجَّل له حضور',
  dayOff: 'ليس يوم دراسة',
  summary: (present: number, absent: number, unrecorded: number) => `حاضر ${present} · غائب ${absent} · لم يُسجَّل ${unrecorded}`,
  markDay: (date: string, status: string) => `${date}: ${status}`,
  legend: 'دلالة ألوان الأيام',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  // section 8
} as const;
