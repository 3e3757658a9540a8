/** Texts of the sign-in and access-denied pages. Sentences the API sends stay in libs/common's MESSAGES. */
export const AUTH_T = {
  appTagline: 'إدارة مجمعات حلقات تحفيظ القرآن الكريم',
  passwordPlaceholder: 'أدخل كلمة المرور',
  forgotPassword: 'نسيت كلمة المرور؟',
  noAccount: 'ليس لديك حساب؟',
  registerNow: 'سجّل الآن',
  loginSubtitle: 'أهلًا بك، سجّل الدخول بحسابك للمتابعة',
  accessDeniedTitle: 'غير مصرح بالدخول',
} as const;
