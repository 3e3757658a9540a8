/** Texts of /my-students. The details' own texts are shared/children's (CHILD_DETAIL_T); the fallbacks too. */
export const MY_STUDENTS_T = {
  subtitle: 'تابع حفظ أبنائك وحضورهم في الحلقات، وافتح تفاصيل كل ابن لترى آخر درجاته وسجلات حضوره.',
  empty: 'لا يوجد أبناء مرتبطون بحسابك بعد',
  linkHint: 'اربط أبناءك المسجلين من صفحة الأبناء',
  primary: 'ولي أمر أساسي',
  viewDetails: 'عرض تفاصيل الابن',
  detailsTitle: (name: string) => `تفاصيل الطالب: ${name}`,
} as const;
