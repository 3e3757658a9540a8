/** Texts of /comprehensive-grading. The student grades modal has its own, in shared/grades. */
export const COMPREHENSIVE_T = {
  subtitle: 'متوسط درجات طلاب كل حلقة في الفصل الدراسي وحضورهم ونقاطهم، مع درجات كل طالب مفصلة',

  // before the choices are made
  chooseComplex: 'اختر مجمع الحلقات لعرض التقييم الشامل لحلقاته',
  noSemesters: 'لا توجد فصول دراسية في هذا المجمع بعد',
  noCircles: 'لا توجد حلقات في هذا الفصل الدراسي',

  // circle tabs and the table
  circleTab: (name: string, count: number) => `${name} (${count})`,
  student: 'اسم الطالب',
  averageGrade: 'المعدل',
  absentDays: 'أيام الغياب',
  totalDays: 'الأيام المسجلة',
  noStudents: 'لا يوجد طلاب في هذه الحلقة',
  attendanceNote: 'لم يُسجَّل حضور ولا نقاط لطلاب هذه الحلقة في هذا الفصل بعد، فتظهر نسبة الحضور «لم يُسجَّل» والنقاط صفرًا.',

  // fallbacks (spec 03 section 8; the API sends none of these)
} as const;
