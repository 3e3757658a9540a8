/** Texts of /admin-roots. Sentences the API sends stay in libs/common's MESSAGES; person fields are T's; tiles take the route table's labels. */
export const ADMIN_ROOTS_T = {
  subtitle: 'حسابات مدراء المنصة، وأدوات إدارة النظام',
  tools: 'أدوات إدارة النظام',
  tileHints: {
    '/privilege-management': 'منح المستخدمين صلاحيات إضافية',
    '/user-management': 'الأدوار والحسابات والتفعيل',
    '/database': 'تصفح جداول البيانات وتعديلها',
  } as Readonly<Record<string, string>>,
  fixDatesTitle: 'إصلاح تواريخ الحضور',
  fixDatesHint: 'مواءمة سجلات الحضور مع أيام الدراسة بعد تعديل الفصول',
  fixDatesBusy: 'جارٍ إصلاح التواريخ...',
  fixDatesConfirm:
    'ستُحذف علامات الحضور المسجلة في أيام لم تعد أيام دراسة (عطلة أسبوعية أو إجازة أو خارج تواريخ الفصل)، ويُسجَّل حضور الطلاب الذين رُصدت لهم درجات في يوم دراسي بلا تسجيل حضور. هل تريد المتابعة؟',
  fixDatesRun: 'إصلاح التواريخ',
  fixDatesSummary: (deleted: number, created: number, grades: number) =>
    `حُذفت ${deleted} علامة حضور في أيام ليست أيام دراسة، وأُضيفت ${created} علامة حضور عن ${grades} درجة مرصودة.`,
  fixDatesFailed: 'فشل في إصلاح تواريخ الحضور',
  admins: 'حسابات مدراء المنصة',
  search: 'البحث عن مدير منصة',
  searchPlaceholder: 'الاسم أو رقم الهوية أو البريد',
  addAdmin: 'إضافة مدير منصة',
  editAdmin: 'تعديل بيانات مدير المنصة',
  addedAt: 'تاريخ الإنشاء',
  you: 'حسابك',
  deleteTitle: 'حذف مدير المنصة',
  deleteConfirm: (name: string) => `سيُحذف حساب مدير المنصة «${name}» نهائيًا، ولا يمكن التراجع عن ذلك. هل تريد المتابعة؟`,

  // lists and fallbacks (spec 02 section 8; used when the server sends no sentence)
  empty: 'لا يوجد مدراء منصة يطابقون البحث',
  loadFailed: 'فشل في تحميل مدراء المنصة',
  saveFailed: 'فشل في حفظ البيانات',
  deleteFailed: 'فشل في حذف مدير المنصة',
} as const;
