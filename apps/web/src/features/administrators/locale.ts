/** Texts of /administrators. Sentences the API sends stay in libs/common's MESSAGES; person fields and role names are T's and ROLE_LABELS. */
export const ADMINISTRATORS_T = {
  subtitle: 'حسابات مدراء المجمعات والمشرفين: إضافتها وتعديل بياناتها وتفعيلها',
  addAccount: 'إضافة مدير أو مشرف',
  editAccount: 'تعديل بيانات الحساب',

  // filters and count
  search: 'البحث عن مدير أو مشرف',
  searchPlaceholder: 'الاسم أو البريد الإلكتروني',
  statusAll: 'جميع الحسابات',
  count: (count: number) => `عدد المدراء والمشرفين: ${count}`,

  // card and details
  accountDetails: 'تفاصيل الحساب',
  detailsTitle: (name: string) => `بيانات ${name}`,
  addedAt: 'تاريخ الإضافة',
  noComplex: 'بلا مجمع',
  deleteTitle: 'حذف الحساب نهائيًا',
  deleteConfirm: (name: string) => `سيُحذف حساب «${name}» نهائيًا، ولا يمكن التراجع عن ذلك. هل تريد المتابعة؟`,

  // lists and fallbacks (spec 02 section 8; used when the server sends no sentence)
  empty: 'لا يوجد مدراء مجمعات أو مشرفون مسجلون',
  noMatch: 'لا يوجد حساب يطابق البحث أو الحالة المختارة',
  loadFailed: 'فشل في تحميل مدراء المجمعات',
  saveFailed: 'فشل في حفظ بيانات المدير',
  deleteFailed: 'فشل في حذف المدير',
} as const;
