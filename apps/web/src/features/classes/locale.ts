import { countedArabic, type CountedNoun } from '#common';

/** Seats as the subject of a sentence ("يتبقى مقعدان"). */
const SEATS: CountedNoun = { single: 'مقعد', one: 'مقعد واحد', two: 'مقعدان', few: 'مقاعد', many: 'مقعدًا' };

/** Texts of /classes (circles). Sentences the API sends stay in libs/common's MESSAGES. */
export const CLASSES_T = {
  subtitle: 'إضافة حلقات التحفيظ وتعديلها وإسناد معلميها ومتابعة طلابها ومقرراتها',
  readOnlySubtitle: 'الحلقات المرتبطة بحسابك وطلابها ومقرراتها',
  addClass: 'إضافة حلقة جديدة',
  editClass: 'تعديل الحلقة',

  // filters
  allSemesters: 'كل الفصول الدراسية',
  chooseComplexFirst: 'اختر المجمع أولًا',
  statusAll: 'الكل',
  statusActive: 'المفعلة',
  statusInactive: 'المعطلة',
  shownCount: (shown: number, total: number) => `الحلقات المعروضة: ${shown} من ${total}`,

  // card
  maxStudents: 'الحد الأقصى للطلاب',
  unlimited: 'سعة غير محدودة',
  primary: 'أساسي',
  assistant: 'مساعد',
  moreTeachers: (count: number) => (count === 1 ? '+1 آخر' : `+${count} آخرون`),
  students: 'الطلاب',
  courses: 'المقررات',
  deleteClassTitle: 'حذف الحلقة',
  deleteConfirm: (name: string) => `هل تريد حذف «${name}» نهائيًا؟ لا يمكن حذف حلقة فيها طلاب مسجلون أو درجات أو سجلات حضور، ويمكنك تعطيلها بدلًا من ذلك.`,
  classActivated: 'تم تفعيل الحلقة',
  classDeactivated: 'تم تعطيل الحلقة',

  // form
  className: 'اسم الحلقة',
  chooseComplex: 'اختر المجمع',
  maxStudentsHint: 'من 1 إلى 50، واتركه فارغًا لسعة غير محدودة',
  classCode: 'رمز الحلقة',
  classStatus: 'حالة الحلقة',
  classTeachers: 'معلمو الحلقة',
  teachersNote: 'المعلم الأساسي له الصلاحية الكاملة على الحلقة، والمعلمون المساعدون صلاحياتهم محدودة.',
  teachersNeedComplex: 'اختر المجمع لعرض معلميه',
  teachersEmpty: 'لا يوجد معلمون مسجلون في هذا المجمع',
  makePrimary: 'اجعله الأساسي',
  teacherKeptHint: 'لا يظهر هنا إلا المعلمون المفعلون، ومن كان في الحلقة وعُطّل حسابه يبقى فيها حتى تزيله',

  // students
  studentsTitle: (name: string) => `طلاب ${name}`,
  searchStudents: 'ابحث باسم الطالب',
  studentsNoMatch: 'لا يوجد طالب بهذا الاسم',
  viewFile: 'عرض الملف',
  studentFile: 'ملف الطالب',
  addStudents: 'إضافة طلاب إلى الحلقة',
  chooseStudents: 'اختر طالبًا أو أكثر من طلاب المجمع',
  noCandidates: 'كل طلاب المجمع في هذه الحلقة',
  /** A student to choose: their name, and the circle they would leave. */
  candidate: (name: string, circle: string | null, active: boolean) => `${name} — ${circle ? `في ${circle}` : 'بلا حلقة'}${active ? '' : ' (غير مفعل)'}`,
  seatsLeft: (seats: number) => `يتبقى في الحلقة ${countedArabic(seats, SEATS)}. من كان في حلقة أخرى ينتقل إلى هذه.`,
  seatsUnlimited: 'سعة الحلقة غير محدودة. من كان في حلقة أخرى ينتقل إلى هذه.',
  addChosen: (count: number) => (count > 0 ? `إضافة المختارين (${count})` : 'إضافة المختارين'),

  // lists and fallbacks (spec 02 section 8; the API sends none of these)
  classesEmpty: 'لا توجد حلقات مسجلة',
  classesNoMatch: 'لا توجد حلقات تطابق الفلاتر المختارة',
  classAddFailed: 'فشل في إضافة الحلقة',
  classUpdateFailed: 'فشل في تحديث الحلقة',
  classDeleteFailed: 'فشل في حذف الحلقة',
  classToggleFailed: 'فشل في تغيير حالة الحلقة',
  studentsLoadFailed: 'فشل في تحميل طلاب الحلقة',
  addStudentsFailed: 'فشل في إضافة الطلاب إلى الحلقة',
} as const;
