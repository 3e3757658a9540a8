/**
 * Texts of /user-management. Sentences the API sends stay in libs/common's MESSAGES, role names in its ROLE_LABELS;
 * person fields, complexes and circles are T's, the children manager's CHILD_LINKS_T.
 */
export const USERS_T = {
  subtitle: 'كل حسابات المنصة: أدوارها ومجمعاتها وحلقاتها، وتفعيلها وبياناتها',

  // filters and counts
  search: 'البحث بالاسم أو البريد',
  searchPlaceholder: 'اكتب جزءًا من الاسم أو البريد الإلكتروني',
  allRoles: 'كل الأدوار',
  statusAll: 'كل الحسابات',
  statusActive: 'الحسابات المفعلة',
  statusInactive: 'الحسابات المعطلة',
  emailAll: 'كل عناوين البريد',
  emailDuplicate: 'البريد المكرر',
  emailUnique: 'البريد غير المكرر',
  total: 'إجمالي المستخدمين',
  matching: 'المطابقون للفلاتر',
  duplicates: 'حسابات ببريد مكرر',

  // card, front
  level: (level: number) => `مستوى الدور ${level} من 5`,
  circles: 'الحلقات',
  ownAccount: 'هذا حسابك',
  /** A parent's registration request to study as a student too (registerSelf), with the level they chose. */
  studyRequest: 'طلب الدراسة طالبًا',
  showActions: 'البريد والإجراءات',

  // card, back
  noEmail: 'لا يوجد بريد إلكتروني',
  sharedEmail: 'هذا البريد مستخدم في حساب آخر أيضًا',
  editProfile: 'تعديل الملف الشخصي',
  editRole: 'تعديل الدور',
  deleteTitle: 'حذف المستخدم نهائيًا',
  deleteConfirm: (name: string) => `سيُحذف حساب «${name}» نهائيًا مع ما يتبعه من تسجيل في الحلقات وروابط الأبناء، ولا يمكن التراجع عن ذلك. هل تريد المتابعة؟`,

  // role edit
  roleTitle: (name: string) => `تعديل دور ${name}`,
  noComplexForRole: 'لا يتبع هذا الدور مجمعًا',
  noCircleForRole: 'لا يتبع هذا الدور حلقة',
  teacherKeepsCircles: 'يُضاف المعلم إلى الحلقة المختارة، وتبقى حلقاته الأخرى في المجمع نفسه',

  // details
  childrenCount: 'عدد الأبناء المرتبطين',

  // lists and fallbacks (spec 02 section 8; the API sends none of these)
  usersEmpty: 'لا توجد حسابات بعد',
  usersNoMatch: 'لا يوجد مستخدم يطابق البحث أو الفلاتر المختارة',
  deleteFailed: 'فشل في حذف المستخدم',
  roleFailed: 'فشل في تحديث الصلاحية',
  unknownError: 'خطأ غير معروف',
} as const;
