/** Texts of /children. The children manager's own texts are shared/children's; the API's stay in MESSAGES. */
export const CHILDREN_T = {
  title: 'الأبناء المرتبطون بحسابك',
  subtitle: 'اربط أبناءك المسجلين في الحلقات بحسابك لتتابع حفظهم وحضورهم، أو ألغِ ربط من لا تتابعه.',

  // staff
  staffTitle: 'صفحة الأبناء لأولياء الأمور',
  staffNote: 'يرى ولي الأمر في هذه الصفحة أبناءه المرتبطين بحسابه، وهو وحده من يربطهم بحسابه أو يلغي ربطهم من هنا.',
  staffParentsLink: 'عرض أبناء أولياء الأمور وإدارة ربطهم من صفحة أولياء الأمور',
} as const;
