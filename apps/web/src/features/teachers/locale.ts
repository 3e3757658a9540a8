/** Texts of /teachers. Sentences the API sends stay in libs/common's MESSAGES; person fields are T's. */
export const TEACHERS_T = {
  subtitle: 'إضافة المعلمين وتعديل بياناتهم وتفعيل حساباتهم وإسناد الحلقات إليهم',
  readOnlySubtitle: 'معلمو الحلقات وبياناتهم والحلقات التي يدرّسونها',
  addTeacher: 'إضافة معلم',
  editTeacher: 'تعديل بيانات المعلم',

  // filters
  teacherStatus: 'حالة المعلم',
  everyStatus: 'جميع الحالات',
  teacherCount: (count: number) => `عدد المعلمين: ${count}`,

  // card
  specialization: 'التخصص العلمي',
  qualifications: 'المؤهلات العلمية',
  classesTaught: 'الحلقات التي يدرّسها',
  noClasses: 'لا يدرّس أي حلقة حالياً',
  primaryTeacher: 'معلم أساسي',
  assistantTeacher: 'معلم مساعد',
  inactiveClass: 'معطلة',
  deleteTeacherTitle: 'حذف المعلم',
  deleteConfirm: (name: string) => `سيُحذف حساب المعلم «${name}» نهائيًا ويُلغى إسناد حلقاته إليه، ولا يمكن التراجع عن ذلك. هل تريد المتابعة؟`,

  // form
  assignedClasses: 'الحلقات المسندة إليه',
  assignedClassesNote: 'تُسند الحلقة الجديدة إليه معلمًا أساسيًا إن لم يكن لها معلم أساسي، وإلا فمعلمًا مساعدًا.',
  classesNeedComplex: 'اختر مجمع الحلقات لعرض حلقاته',
  complexHasNoClasses: 'لم تُضف حلقات إلى هذا المجمع بعد',

  // lists and fallbacks (spec 02 section 8; used when the server sends no sentence)
  teachersEmpty: 'لا يوجد معلمون مسجلون بعد',
  teachersNoMatch: 'لا يوجد معلمون يطابقون الفلاتر المختارة',
  teachersLoadFailed: 'فشل في تحميل المعلمين',
  teacherAddFailed: 'فشل في إضافة المعلم',
  teacherUpdateFailed: 'فشل في تحديث بيانات المعلم',
  teacherDeleteFailed: 'فشل في حذف المعلم',
} as const;
