/** Texts of /my-grades, a student's own grades. Words of grades shared with other screens are GRADES_T's. */
export const MY_GRADES_T = {
  subtitle: 'درجاتك في كل مقرر كما رصدها معلموك، الأحدث أولًا، مع معدلك الموزون وما حفظته من صفحات.',
  empty: 'لم تُرصد لك درجات بعد',
  loadFailed: 'حدث خطأ في جلب درجاتك',
  gradesTitle: 'درجات المقررات',
} as const;
