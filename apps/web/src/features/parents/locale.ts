/** Texts of /parents. Sentences the API sends stay in libs/common's MESSAGES; person fields are T's. */
export const PARENTS_T = {
  subtitle: 'حسابات أولياء الأمور وبياناتهم، وأبناؤهم المرتبطون بهم',

  // filters and counts
  search: 'البحث عن ولي أمر',
  searchPlaceholder: 'الاسم أو الهوية أو البريد أو الجوال',
  status: 'حالة ولي الأمر',
  statusAll: 'كل أولياء الأمور',
  statusActive: 'المفعلون',
  statusInactive: 'المعطلون',

  // card
  childrenCount: 'عدد الأبناء',
  deleteTitle: 'حذف ولي الأمر نهائيًا',
  deleteConfirm: (name: string) => `سيُحذف حساب «${name}» نهائيًا ويُلغى ربطه بأبنائه، وتبقى حسابات الأبناء كما هي. لا يمكن التراجع عن ذلك، فهل تريد المتابعة؟`,

  // profile form
  editProfile: 'تعديل بيانات ولي الأمر',

  // lists and fallbacks (spec 02 section 8; the API sends none of these)
  parentsEmpty: 'لا يوجد أولياء أمور مسجلون',
  parentsNoMatch: 'لا يوجد ولي أمر يطابق البحث أو الحالة المختارة',
  loadFailed: 'حدث خطأ في جلب بيانات أولياء الأمور',
  toggleFailed: 'حدث خطأ في تغيير حالة ولي الأمر',
  deleteFailed: 'حدث خطأ في حذف ولي الأمر',
  profileFailed: 'حدث خطأ في تحديث الملف الشخصي',
} as const;
