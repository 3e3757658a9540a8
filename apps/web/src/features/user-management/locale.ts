import { countedArabic, type CountedNoun } from '#common';

/** Accounts counted as the subject or object of a short phrase ("3 حسابات"). */
const ACCOUNTS: CountedNoun = { single: 'حساب', one: 'حساب واحد', two: 'حسابان', few: 'حسابات', many: 'حسابًا' };
/** Accounts counted after a preposition or a noun ("اعتماد حسابين"). */
const ACCOUNTS_GENITIVE: CountedNoun = { ...ACCOUNTS, two: 'حسابين' };

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
  statusPending: (count: number | undefined) => (count === undefined ? 'بانتظار الاعتماد' : `بانتظار الاعتماد (${count})`),
  emailAll: 'كل عناوين البريد',
  emailDuplicate: 'البريد المكرر',
  emailUnique: 'البريد غير المكرر',
  total: 'إجمالي المستخدمين',
  matching: 'المطابقون للفلاتر',
  duplicates: 'حسابات ببريد مكرر',
  pending: 'بانتظار الاعتماد',

  // card, front
  level: (level: number) => `مستوى الدور ${level} من 5`,
  circles: 'الحلقات',
  ownAccount: 'هذا حسابك',
  /** A parent's registration request to study as a student too (registerSelf), with the level they chose. */
  studyRequest: 'طلب الدراسة طالبًا',
  showActions: 'البريد والإجراءات',

  // approvals (card front, table row, approval bar)
  approve: 'اعتماد',
  reject: 'رفض',
  select: 'اختيار',
  selectForApproval: (name: string) => `اختيار ${name} للاعتماد`,
  approveTitle: 'اعتماد الحساب',
  approveConfirm: (name: string, role: string) => `هل تعتمد حساب «${name}» (${role})؟ سيُفعّل ويدخل المنصة بصلاحيات دوره كاملة.`,
  rejectTitle: 'رفض طلب التسجيل',
  rejectConfirm: (name: string) => `هل ترفض طلب تسجيل «${name}»؟ يبقى حسابه معطلًا ويُبلَّغ بالرفض عند دخوله.`,
  approvalBar: 'اعتماد الحسابات المنتظرة',
  selectAllPending: (count: number) => `اختيار كل المنتظرين المعروضين (${count})`,
  selectedCount: (count: number) => (count === 0 ? 'لم يُختر حساب بعد' : `المختار: ${countedArabic(count, ACCOUNTS)}`),
  approveSelected: 'اعتماد المختار',
  approveManyTitle: 'اعتماد الحسابات المختارة',
  approveManyConfirm: (count: number) => `هل تعتمد ${countedArabic(count, ACCOUNTS_GENITIVE)}؟ تُفعَّل كلها معًا، أو لا يُفعَّل أي منها إن تغيّر أحدها.`,
  approveFailed: 'فشل في اعتماد الحساب',
  rejectFailed: 'فشل في رفض طلب التسجيل',

  // table view
  moreActions: (name: string) => `إجراءات ${name}`,

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
