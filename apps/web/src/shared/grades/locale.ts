import { countedArabic, type CountedNoun } from '#common';

// a count of grades: "درجة واحدة", "درجتان", "5 درجات", "12 درجة"
const GRADES: CountedNoun = { single: 'درجة', one: 'درجة واحدة', two: 'درجتان', few: 'درجات', many: 'درجة' };

/**
 * Texts of the grade pieces several screens share (the student profile, comprehensive grading, the teacher's
 * page): the add/edit grade form and a grade's range. The API's own sentences stay in libs/common's MESSAGES.grades.
 */
export const GRADES_T = {
  addTitle: (course: string) => `رصد درجة: ${course}`,
  editTitle: (course: string) => `تعديل درجة: ${course}`,
  gradeValue: 'الدرجة',
  gradeHint: (max: number) => `من 0 إلى ${max}`,
  gradePlaceholder: 'أدخل الدرجة',
  maxGrade: 'الدرجة العظمى',
  gradeDate: 'تاريخ التسميع',
  start: 'بداية المقطع',
  end: 'نهاية المقطع',
  startSurah: 'سورة البداية',
  startAyah: 'آية البداية',
  endSurah: 'سورة النهاية',
  endAyah: 'آية النهاية',
  rangeHint: 'اختيار سورة البداية يملأ النهاية بآخر آية منها؛ اترك المقطع فارغًا إن لم يكن للدرجة مقطع.',
  notesPlaceholder: 'ملاحظات المعلم على التسميع',
  range: (start: string, end: string) => `من ${start} إلى ${end}`,
  // a reference on its own line: "An-Naba 1"
  reference: (surah: string, ayah: number) => `${surah} ${ayah}`,
  saveFailed: 'فشل في حفظ الدرجة',
  // said after a new-memorisation grade moved the student's memorised position
  positionMoved: (position: string) => `تقدّم موضع حفظ الطالب إلى ${position}`,
  continuesHint: 'يبدأ المقطع بعد آخر ما سُمِّع في هذا المقرر أو حُفظ؛ عدّله إن لزم.',
  deleteFailed: 'فشل في حذف الدرجة',
  deleteTitle: 'حذف الدرجة',
  deleteConfirm: (course: string, date: string) => `هل تريد حذف درجة «${course}» المرصودة يوم ${date}؟ لا يمكن التراجع عن ذلك.`,

  // the student grades modal (StudentGradesModal: comprehensive grading, the teacher's page)
  studentGradesTitle: (name: string) => `درجات الطالب: ${name}`,
  weightedTotal: 'المعدل الموزون',
  outOf100: (value: string) => `${value} من 100`,
  gradeOutOf: (value: number, max: number) => `${value} من ${max}`,
  gradesCount: (count: number) => (count === 0 ? 'لا توجد درجات' : countedArabic(count, GRADES)),
  courseWeight: (percentage: number) => `الوزن ${percentage}%`,
  courseAverage: 'متوسط المقرر',
  // told apart when the complex's semester and the circle each have a course of the same name
  complexCourse: 'مقرر المجمع',
  circleCourse: 'مقرر الحلقة',
  noGradesYet: 'لم تُرصد درجات في هذا المقرر بعد',
  showAllGrades: (count: number) => `عرض كل الدرجات (${count})`,
  showLatestGrades: 'عرض أحدث الدرجات فقط',
  notGraded: 'لا درجات',
  addGrade: 'رصد درجة',
  editGradeOf: (course: string, date: string) => `تعديل درجة ${course} يوم ${date}`,
  deleteGradeOf: (course: string, date: string) => `حذف درجة ${course} يوم ${date}`,
  otherCourse: 'مقرر ليس من مقررات الحلقة في هذا الفصل، فلا تُرصد فيه درجات جديدة',
  noCourses: 'لا توجد مقررات لهذه الحلقة في هذا الفصل الدراسي، فلا يمكن رصد درجات بعد',
  studentGradesLoadFailed: 'فشل في تحميل درجات الطالب',
} as const;
