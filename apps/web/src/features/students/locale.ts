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
  suspend: 'إيقاف',

  // status and delete
  activated: 'تم تفعيل الطالب',
  suspended: 'تم إيقاف الطالب',
  suspendTitle: 'إيقاف الطالب',
  suspendConfirm: (name: string) => `هل أنت متأكد من إيقاف «${name}»؟ سيُمنع الطالب من الدخول إلى المنصة حتى يُعاد تفعيله.`,
  confirmSuspend: 'نعم، أوقفه',
  cannotActivateTitle: 'لا يمكن تفعيل الطالب',
  understood: 'حسنًا',
  deleteTitle: 'حذف الطالب نهائيًا',
  deleteConfirm: (name: string) => `سيُحذف «${name}» نهائيًا مع حسابه وسجلات حضوره وتسجيله في الحلقات، ولا يمكن التراجع عن ذلك. هل تريد المتابعة؟`,

  // the student form
  notes: 'ملاحظات',
  nationalIdLocked: 'لا يتغير رقم الهوية بعد التسجيل',
  activateTooTitle: 'تفعيل الطالب أيضًا؟',
  activateTooText: 'سُجِّل الطالب الآن في مجمع وحلقة. هل تريد تفعيل حسابه أيضًا؟ إن اخترت «لا» يبقى معطلًا.',
  activateToo: 'نعم، فعّله',
  keepInactive: 'لا، أبقه معطلًا',

  // details
  detailsTitle: 'بيانات الطالب',

  // lists and fallbacks (spec 02 section 8; the API sends none of these)
  studentsEmpty: 'لا يوجد طلاب مسجلون',
  studentsNoMatch: 'لا يوجد طلاب يطابقون البحث أو الفلاتر المختارة',
  loadFailed: 'حدث خطأ في تحميل بيانات الطلاب',
  saveFailed: 'حدث خطأ في حفظ بيانات الطالب',
  toggleFailed: 'حدث خطأ في تغيير حالة الطالب',
  deleteFailed: 'حدث خطأ في حذف الطالب',
} as const;
