/** Texts of /children. The children manager's own texts are shared/children's; the API's stay in MESSAGES. */
export const CHILDREN_T = {
  title: 'الأبناء المرتبطون بحسابك',
  subtitle: 'اربط أبناءك المسجلين في الحلقات بحسابك لتتابع حفظهم وحضورهم، أو ألغِ ربط من لا تتابعه.',

  // the follow-up of one child: picker, statistics and tabs
  followUpTitle: 'متابعة الأبناء',
  chooseChild: 'اختر الابن',
  noValue: 'لا توجد بيانات',
  tabProfile: 'الملف التعريفي',
  tabAttendance: 'الحضور والغياب',
  tabGoals: 'الأهداف',
  tabHistory: 'سجل التغييرات',
  noPoints: 'لا توجد نقاط مسجلة بعد',
  goalTitle: 'عنوان الهدف',
  goalTarget: 'الموضع المستهدف',
  goalTargetOf: (surah: string, ayah: number) => `سورة ${surah}، الآية ${ayah}`,
  targetDate: 'التاريخ المستهدف',
  goalDone: 'مكتمل',
  noGoals: 'لا توجد أهداف مسجلة بعد',
  noHistory: 'لا توجد تغييرات مسجلة بعد',
  historyWhat: 'السجل المعدَّل',
  historyAction: 'نوع التغيير',
  historyAt: 'وقت التغيير',
  entities: {
    users: 'حساب الطالب',
    student_profiles: 'ملف الحفظ',
    grades: 'درجة',
    attendance: 'حضور',
    points: 'نقاط',
    student_goals: 'هدف',
  } as Record<string, string>,

  // staff
  staffTitle: 'صفحة الأبناء لأولياء الأمور',
  staffNote: 'يرى ولي الأمر في هذه الصفحة أبناءه المرتبطين بحسابه، وهو وحده من يربطهم بحسابه أو يلغي ربطهم من هنا.',
  staffParentsLink: 'عرض أبناء أولياء الأمور وإدارة ربطهم من صفحة أولياء الأمور',
} as const;
