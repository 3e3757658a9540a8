/** Texts of /password-management. The API's sentences (the password changed, the form's rules) are in MESSAGES. */
export const PASSWORDS_T = {
  subtitle: 'تعيين كلمة مرور جديدة لمستخدم؛ تنتهي جلساته المفتوحة بكلمة المرور القديمة',
  search: 'البحث عن مستخدم',
  searchPlaceholder: 'رقم الهوية أو الاسم أو البريد أو الجوال',
  everyRole: 'جميع الأنواع',
  setPassword: 'تعيين كلمة المرور',
  setPasswordFor: (name: string) => `تعيين كلمة مرور جديدة: ${name}`,
  sessionsEnd: 'سيُطلب من المستخدم تسجيل الدخول من جديد بكلمة المرور الجديدة.',
  usersEmpty: 'لا يوجد مستخدمون يطابقون البحث',
  loadFailed: 'فشل في تحميل قائمة المستخدمين',
} as const;
