/** Texts of /my-attendance, a student's own attendance. */
export const MY_ATTENDANCE_T = {
  subtitle: 'أيام حضورك وغيابك في حلقاتك كما سجلها معلموك، الأحدث أولًا.',
  presentDays: 'أيام حضوري',
  absentDays: 'أيام غيابي',
  marksTitle: 'سجل الحضور',
  loadFailed: 'حدث خطأ في جلب سجل حضورك',
} as const;
