/** Texts of the sign-in and access-denied pages. Sentences the API sends stay in libs/common's MESSAGES. */
export const AUTH_T = {
  appTagline: 'إدارة مجمعات حلقات تحفيظ القرآن الكريم',
  passwordPlaceholder: 'أدخل كلمة المرور',
  forgotPassword: 'نسيت كلمة المرور؟',
  noAccount: 'ليس لديك حساب؟',
  registerNow: 'سجّل الآن',
  loginSubtitle: 'أهلًا بك، سجّل الدخول بحسابك للمتابعة',
  accessDeniedTitle: 'غير مصرح بالدخول',

  // forgot and reset password (spec 03)
  forgotTitle: 'نسيت كلمة المرور',
  forgotSubtitle: 'أدخل بريدك الإلكتروني أو رقم هويتك، وسنرسل رابطًا لاختيار كلمة مرور جديدة إلى بريدك المسجل',
  identifierLabel: 'البريد الإلكتروني أو رقم الهوية',
  identifierPlaceholder: 'name@example.com أو 10 أرقام',
  sendLink: 'إرسال رابط إعادة التعيين',
  sentTitle: 'تحقق من بريدك الإلكتروني',
  sentHint: 'الرابط صالح لمدة 30 دقيقة ولمرة واحدة. إذا لم تجد الرسالة فابحث في مجلد الرسائل غير المرغوب فيها.',
  sendAgain: 'إرسال الرابط مرة أخرى',
  sendFailed: 'فشل في إرسال رابط إعادة تعيين كلمة المرور',
  enteredDataError: 'خطأ في البيانات المدخلة',
  resetTitle: 'إعادة تعيين كلمة المرور',
  resetFor: (name: string) => `اختر كلمة مرور جديدة لحساب ${name}`,
  verifying: 'جارٍ التحقق من الرابط...',
  linkInvalid: 'رابط إعادة التعيين غير صالح',
  requestNewLink: 'طلب رابط جديد',
  savePassword: 'حفظ كلمة المرور',
  resetFailed: 'فشل في إعادة تعيين كلمة المرور',
} as const;
