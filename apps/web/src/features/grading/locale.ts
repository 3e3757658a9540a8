import { countedArabic, type CountedNoun } from '#common';

// "طالب واحد", "طالبان", "5 طلاب", "12 طالبًا"
const STUDENTS: CountedNoun = { single: 'طالب', one: 'طالب واحد', two: 'طالبان', few: 'طلاب', many: 'طالبًا' };

/** Texts of /grading (the grades average viewer). The grade marks and a grade's range have theirs in shared/grades. */
export const GRADING_T = {
  subtitle: 'اختر المجمع والفصل الدراسي والحلقة، ثم الطالب لعرض معدله ودرجاته في كل مقرر',

  // before the choices are made
  chooseComplexFirst: 'اختر المجمع لعرض فصوله الدراسية',
  chooseSemesterFirst: 'اختر الفصل الدراسي أولًا',
  chooseCircleHint: 'اختر المجمع والفصل الدراسي والحلقة لعرض طلابها',
  noCircles: 'لا توجد حلقات في هذا الفصل الدراسي لهذا المجمع',

  // the student list
  studentsTitle: 'قائمة طلاب الحلقة',
  studentsTotal: (count: number) => `المجموع: ${count === 0 ? 'لا يوجد طلاب' : countedArabic(count, STUDENTS)}`,
  searchStudent: 'ابحث باسم الطالب أو هويته',
  noStudents: 'لا يوجد طلاب مسجلون في الحلقة',
  noMatch: 'لا يوجد طالب يطابق البحث',
  chooseStudent: 'اختر طالبًا من القائمة لعرض درجاته',

  // the student's detail
  detailTitle: (name: string) => `درجات ${name} في الفصل`,
  courseBar: (course: string) => `متوسط ${course}`,
  noGradesInSemester: 'لم تُرصد للطالب درجات في هذا الفصل الدراسي بعد',

  // fallbacks (spec 03 section 8; the API sends none of these)
  loadFailed: 'فشل في تحميل بيانات الطلاب',
} as const;
