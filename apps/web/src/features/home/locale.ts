/** Texts of /home. Sentences the API sends stay in libs/common's MESSAGES. */
export const HOME_T = {
  welcome: (name: string) => `مرحبًا بك، ${name}`,
  centre: 'المركز',
  pendingBanner: 'حسابك قيد المراجعة من الإدارة، ويمكنك التصفح بشكل محدود حتى يتم تفعيله.',
  shortcutsTitle: 'الوصول السريع',

  // my circles (teachers and students)
  myClasses: 'حلقاتي',
  /** The teacher's heading of the same list (spec 03, home page). */
  noSemester: 'لم يُحدد فصل دراسي',
  noClasses: 'لا توجد حلقات مرتبطة بحسابك بعد',
} as const;
