/** Texts of /dashboard. Sentences the API sends (the activity titles) stay in libs/common's MESSAGES. */
export const DASHBOARD_T = {
  greeting: (name: string) => `أهلًا، ${name}`,
  today: 'اليوم',
  /** Spec 03 section 8. */
  statsLoadFailed: 'فشل في تحميل الإحصائيات',
  statsTitle: 'ملخص الأرقام',

  // stat cards: the platform's (admin), the complex's (manager, supervisor), one's own (teacher, parent)
  totalStudents: 'إجمالي الطلاب',
  complexStudents: 'طلاب المجمع',
  myStudents: 'طلابي',
  activeTeachers: 'المعلمون النشطون',
  complexTeachers: 'معلمو المجمع',
  totalClasses: 'إجمالي الحلقات',
  complexClasses: 'حلقات المجمع',
  classesITeach: 'الحلقات التي أدرّسها',
  schoolsCount: 'عدد المجمعات',
  myChildren: 'أبنائي المسجلون',

  // advanced tools (admin and complex manager)
  toolsTitle: 'الأدوات المتقدمة',
  databaseTool: 'إدارة قاعدة البيانات',
  databaseToolText: 'عرض جداول قاعدة البيانات وتعديل سجلاتها مباشرة.',
  databaseWarning: 'تنبيه: التعديل المباشر على قاعدة البيانات قد يؤثر على سلامة البيانات، فاستخدمه بحذر.',
  passwordTool: 'إدارة كلمات المرور',
  passwordToolText: 'تعيين كلمات مرور جديدة للمستخدمين.',
  permissionsTool: 'إدارة المستخدمين والصلاحيات',
  permissionsToolText: 'الموافقة على الحسابات وتفعيلها وإدارة صلاحياتها.',
  openTool: 'فتح',

  // recent activity
  activityTitle: 'النشاطات الأخيرة',
  noActivity: 'لا توجد نشاطات حديثة',
} as const;
