/**
 * Texts of the course panel shared by /classes, /semesters, /class-courses and /my-classes. The API's own sentences (course
 * added, updated, deleted) stay in libs/common's MESSAGES.courses.
 */
export const COURSES_T = {
  // summary and total
  courseCount: (count: number) => `عدد المقررات: ${count}`,
  percentageSum: (total: number) => `مجموع النسب: ${total}%`,
  surahCount: (count: number) => `تتطلب تحديد السورة: ${count}`,
  weightsComplete: (total: number) => `مجموع النسب ${total}% — مكتمل`,
  weightsIncomplete: (total: number) => `غير مكتمل — مجموع النسب ${total}%، ويجب أن يكون 100% لصحة التقييم`,
  weightsMissing: (amount: number) => `ينقص ${amount}% للوصول إلى 100%`,
  weightsExcess: (amount: number) => `يزيد ${amount}% على 100%`,

  // card
  expectedPoints: (points: number) => `النقاط المتوقعة: ${points}`,
  requiresSurah: 'يتطلب السورة والآيات',
  otherSemester: 'هذا المقرر تابع لفصل دراسي آخر',
  noDescription: 'لا يوجد وصف',

  // form
  addCourse: 'إضافة مقرر',
  editCourse: 'تعديل المقرر',
  courseName: 'اسم المقرر',
  courseNamePlaceholder: 'مثال: الحفظ الجديد',
  percentage: 'النسبة',
  percentagePlaceholder: 'مثال: 40',
  percentageHint: 'الحد الأدنى 1%، والحد الأقصى 100%',
  descriptionPlaceholder: 'ما يُقيَّم في هذا المقرر وكيف',
  requiresSurahField: 'يتطلب تحديد السورة والآيات عند رصد الدرجات',

  // delete
  deleteCourseTitle: 'حذف المقرر',
  deleteCourseConfirm: (name: string) => `سيُحذف المقرر «${name}» وجميع الدرجات المرصودة له، ولا يمكن التراجع عن ذلك. هل تريد المتابعة؟`,

  // default courses
  createDefaults: 'إنشاء المقررات الافتراضية',
  defaultsCreated: (created: number, total: number) => `تم إنشاء ${created} من ${total} مقررات`,

  // a circle's courses in a dialog (/classes, and the teacher's /my-classes)
  circleCoursesTitle: (name: string) => `مقررات ${name}`,
  noSemesters: 'لا توجد فصول دراسية في مجمع هذه الحلقة، أضف فصلًا دراسيًا أولًا',
  complexCourses: 'مقررات المجمع في هذا الفصل الدراسي',
  circleCourses: 'مقررات خاصة بهذه الحلقة',
  teacherNote: 'تُرصد درجات طلاب الحلقة في مقررات المجمع ومقرراتها الخاصة معًا، ويضبطها مدير المجمع.',
  circleWithoutSemester: 'هذه الحلقة غير مرتبطة بفصل دراسي، فلا مقررات لها بعد.',

  // empty states and fallbacks (the API sends none of these)
  classEmpty: 'لا توجد مقررات لهذه الحلقة في هذا الفصل الدراسي',
  schoolEmpty: 'لا توجد مقررات لهذا الفصل الدراسي',
  loadFailed: 'فشل في تحميل المقررات',
  saveFailed: 'حدث خطأ في حفظ المقرر',
  deleteFailed: 'حدث خطأ في حذف المقرر',
  defaultsFailed: 'حدث خطأ في إنشاء المقررات الافتراضية',
} as const;
