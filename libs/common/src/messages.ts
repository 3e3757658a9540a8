/**
 * The Arabic sentences the API sends, grouped by domain: validation messages (spec 01 section 5) and the errors
 * and confirmations of the error catalogue. The web shows them as they come and reuses them in its forms; texts only
 * the screens use live in the web's locale files. English identifiers, Arabic values; a unit test fails on a key the
 * API never uses and on two keys with the same text.
 */
export const MESSAGES = {
  validation: {
    required: 'يرجى تعبئة هذا الحقل',
    nationalId: 'رقم الهوية يجب أن يكون مكونًا من 10 أرقام',
    mobile: 'رقم الجوال يجب أن يكون 10 أرقام ويبدأ بـ 05',
    mobileRequired: 'يرجى تعبئة رقم الجوال',
    email: 'صيغة البريد الإلكتروني غير صحيحة',
    childId: 'رقم الهوية يجب أن يكون 10 أرقام',
    selfSchoolLevelRequired: 'يرجى اختيار المرحلة الدراسية',
    dateOfBirthRequired: 'يرجى إدخال تاريخ الميلاد',
    parentId: 'رقم هوية ولي الأمر يجب أن يكون 10 أرقام',
    passwordMin: 'كلمة المرور يجب أن تكون 6 أحرف أو أكثر',
    schoolRequired: 'يرجى اختيار مجمع الحلقات',
    invalidChoice: 'القيمة المختارة غير صحيحة',
    invalidDate: 'تاريخ غير صحيح',
    invalidBoolean: 'يجب أن تكون القيمة نعم أو لا',
    invalidNumber: 'يجب أن تكون القيمة رقمًا صحيحًا',
    tooLong: (max: number) => `يجب ألا يزيد النص على ${max} حرفًا`,
    unknownField: 'حقل غير معروف',
    invalidBody: 'صيغة البيانات المرسلة غير صحيحة',
    tooDeep: 'البيانات المرسلة متداخلة بأكثر من المستويات المسموح بها',
    invalidCharacters: 'يحتوي النص على رموز غير مسموح بها',
    failed: 'البيانات المدخلة غير صحيحة',
  },
  auth: {
    loginFailed: 'بيانات الدخول غير صحيحة',
    pendingReview: 'حسابك قيد المراجعة من الإدارة',
    accountRejected: 'تم رفض طلب تسجيلك، يرجى التواصل مع الإدارة',
    accountInactive: 'حسابك غير مفعل، لا يمكنك الوصول إلى هذه الصفحة حتى تعتمده الإدارة',
    tooManyAttempts: (minutes: number) => `محاولات دخول كثيرة، يرجى المحاولة بعد ${minutes} دقيقة`,
    unauthenticated: 'يرجى تسجيل الدخول أولًا',
    sessionExpired: 'انتهت الجلسة، يرجى تسجيل الدخول من جديد',
  },
  errors: {
    forbidden: 'ليست لديك صلاحية لهذا الإجراء',
    notFound: 'المورد المطلوب غير موجود',
    routeNotFound: 'المسار المطلوب غير موجود',
    internal: 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقًا',
    conflict: 'تعارض مع بيانات موجودة',
    databaseDown: 'قاعدة البيانات غير متاحة حاليًا',
    unsupportedMediaType: 'يجب إرسال البيانات بصيغة JSON وبترميز UTF-8',
    payloadTooLarge: 'حجم البيانات المرسلة أكبر من المسموح به',
    headersTooLarge: 'ترويسات الطلب أكبر من المسموح به',
    requestTimeout: 'استغرق إرسال الطلب وقتًا أطول من المسموح به',
  },
  registration: {
    nationalIdTaken: 'رقم الهوية مسجل مسبقًا',
    pending: 'تم استلام طلب التسجيل، وسيتم تفعيل حسابك بعد مراجعة الإدارة',
  },
  users: {
    notFound: 'المستخدم غير موجود',
    notPending: 'هذا الحساب ليس بانتظار الموافقة',
    cannotChangeOwnAccount: 'لا يمكنك تعطيل حسابك بنفسك',
    approved: 'تم اعتماد الحساب وتفعيله',
    rejected: 'تم رفض طلب التسجيل',
    activated: 'تم تفعيل الحساب',
    deactivated: 'تم تعطيل الحساب',
  },
  schools: {
    notFound: 'مجمع الحلقات غير موجود',
    administratorNotFound: 'مدير المجمع المختار غير موجود',
    deletedSuffix: '(محذوف)',
    saved: 'تم حفظ مجمع الحلقات',
    deleted: 'تم حذف مجمع الحلقات',
    hasDependants: 'لا يمكن حذف مجمع الحلقات لوجود حلقات أو طلاب مسجلين فيه',
  },
} as const;
