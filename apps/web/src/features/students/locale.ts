/** Texts of /students. Sentences the API sends stay in libs/common's MESSAGES. */
export const STUDENTS_T = {
  subtitle: 'إضافة الطلاب وتعديل ملفاتهم ومتابعة حفظهم وتفعيل حساباتهم',
  readOnlySubtitle: 'الطلاب المرتبطون بحسابك ومقدار حفظهم',
  addStudent: 'إضافة طالب جديد',
  editStudent: 'تعديل ملف الطالب',

  // filters
  search: 'البحث',
  searchPlaceholder: 'ابحث بالاسم أو رقم الهوية',
  status: 'حالة الطالب',
  statusAll: 'كل الحالات',
  shownCount: (shown: number, total: number) => `الطلاب المعروضون: ${shown} من ${total}`,

  // card
  noComplex: 'الطالب غير مسجل في مجمع حلقات، ولا يمكن تفعيله قبل تسجيله في مجمع',
  noCircle: 'غير مسجل في حلقة',
  viewInfo: 'عرض البيانات',
  editFile: 'تعديل الملف',
  memorisationPlan: 'خطة الحفظ',
  suspend: 'إيقاف',

  // memorisation progress
  progress: 'مقدار الحفظ',
  memorisedAyahs: 'الآيات المحفوظة',
  memorisedPages: 'الصفحات المحفوظة',
  pagesOf: (pages: number, total: number) => `${pages} من ${total}`,
  reachedPosition: 'آخر المحفوظ',
  target: 'الهدف',
  position: (surah: string, ayah: number) => `سورة ${surah}، الآية ${ayah}`,
  nothingMemorised: 'لم يُسجَّل له حفظ بعد',
  noTarget: 'لم يُحدَّد هدف بعد',

  // status and delete
  activated: 'تم تفعيل الطالب',
  suspended: 'تم إيقاف الطالب',
  suspendTitle: 'إيقاف الطالب',
  suspendConfirm: (name: string) => `هل أنت متأكد من إيقاف «${name}»؟ سيُمنع الطالب من الدخول إلى المنصة حتى يُعاد تفعيله.`,
  confirmSuspend: 'نعم، أوقفه',
  cannotActivateTitle: 'لا يمكن تفعيل الطالب',
  understood: 'حسنًا',
  deleteTitle: 'حذف الطالب نهائيًا',
  deleteConfirm: (name: string) =>
    `سيُحذف «${name}» نهائيًا مع حسابه وسجلات حضوره وتسجيله في الحلقات، ولا يمكن التراجع عن ذلك. هل تريد المتابعة؟`,

  // the student form
  chooseComplexForCircles: 'اختر المجمع لعرض حلقاته',
  notes: 'ملاحظات',
  nationalIdLocked: 'لا يتغير رقم الهوية بعد التسجيل',
  activateTooTitle: 'تفعيل الطالب أيضًا؟',
  activateTooText: 'سُجِّل الطالب الآن في مجمع وحلقة. هل تريد تفعيل حسابه أيضًا؟ إن اخترت «لا» يبقى معطلًا.',
  activateToo: 'نعم، فعّله',
  keepInactive: 'لا، أبقه معطلًا',

  // the memorisation plan
  planTitle: (name: string) => `خطة الحفظ: ${name}`,
  memorisedNow: 'المحفوظ حاليًا',
  targetSection: 'الهدف المطلوب',
  surah: 'السورة',
  ayah: 'الآية',
  chooseSurah: 'اختر السورة',
  chooseAyah: 'اختر الآية',
  chooseSurahFirst: 'اختر السورة أولًا',
  planHint: 'يحفظ الطلاب الفاتحة ثم من سورة الناس صعودًا إلى البقرة؛ اترك السورة فارغة إن لم يبدأ الحفظ بعد.',
  planSaved: 'تم حفظ خطة الحفظ بنجاح',

  // details
  detailsTitle: 'بيانات الطالب',

  // lists and fallbacks (spec 02 section 8; the API sends none of these)
  studentsEmpty: 'لا يوجد طلاب مسجلون',
  studentsNoMatch: 'لا يوجد طلاب يطابقون البحث أو الفلاتر المختارة',
  loadFailed: 'حدث خطأ في تحميل بيانات الطلاب',
  saveFailed: 'حدث خطأ في حفظ بيانات الطالب',
  toggleFailed: 'حدث خطأ في تغيير حالة الطالب',
  deleteFailed: 'حدث خطأ في حذف الطالب',
  progressFailed: 'حدث خطأ في حفظ تقدم الحفظ',
} as const;
