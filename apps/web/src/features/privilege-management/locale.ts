/**
 * Texts of /privilege-management (the privilege editor). The labels of the categories and actions are libs/common's
 * (PRIVILEGE_CATEGORY_LABELS, PRIVILEGE_ACTION_LABELS), the role names its ROLE_LABELS.
 */
export const PRIVILEGES_T = {
  subtitle: 'منح مستخدم صلاحيات تُضاف إلى صلاحيات دوره',
  user: 'المستخدم',
  userPlaceholder: 'ابحث بالاسم أو رقم الهوية أو نوع الحساب',
  noUserChosen: 'اختر مستخدماً لعرض صلاحياته وتعديلها',
  noUsers: 'لا يوجد مستخدمون',
  grants: 'الصلاحيات',
  howItWorks:
    'ما يُمنح هنا يُضاف إلى صلاحيات الدور ولا ينقص منها (صلاحيات الدور معلَّمة وثابتة)، ويسري على طلبات المستخدم التالية فوراً؛ أما الصفحات الجديدة فتظهر في قائمته بعد تحديث الصفحة أو تسجيل الدخول من جديد.',
  fromRole: 'من الدور',
  fromAll: 'ضمن «كل الصلاحيات»',
  keptGrants: 'صلاحيات ممنوحة أخرى تبقى كما هي',
  roleHoldsAll: (role: string) => `${role} يملك جميع الصلاحيات بحكم دوره، فلا حاجة إلى منحه صلاحيات إضافية.`,
  saved: 'تم حفظ الصلاحيات',

  // fallbacks (spec 03 section 8, the privileges editor)
  privilegesLoadFailed: 'فشل في تحميل صلاحيات المستخدم',
  saveFailed: 'فشل في حفظ الصلاحيات',
} as const;
