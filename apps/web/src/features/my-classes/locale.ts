/** Texts of /my-classes (the teacher's page). The student grades modal and the course list have theirs in shared/. */
export const MY_CLASSES_T = {
  subtitle: 'الحلقات التي تدرّسها: طلابها ودرجاتهم وتفاصيلها ومقرراتها',
  classesEmpty: 'لا توجد حلقات مسندة إليك حاليًا',

  // card buttons
  students: 'طلاب الحلقة',
  details: 'تفاصيل الحلقة',
  courses: 'المقررات ونسبها',
  attendance: 'حضور الحلقة',

  // the students
  studentsOf: (name: string) => `طلاب ${name}`,
  studentsEmpty: 'لا يوجد طلاب في حلقتك بعد',
  noMatch: 'لا يوجد طالب بهذا الاسم أو الرقم',
  profile: 'الملف',
  noSemester: 'هذه الحلقة غير مرتبطة بفصل دراسي، فلا يمكن رصد درجات لطلابها حتى يربطها مدير المجمع بفصل.',

  // details and courses
  detailsOf: (name: string) => `تفاصيل ${name}`,
  capacity: 'السعة',
  unlimited: 'غير محدودة',
  classCode: 'الرمز',
  yourRole: 'دورك في الحلقة',
  roleInCircle: (primary: boolean) => (primary ? 'المعلم الأساسي للحلقة' : 'معلم مساعد في الحلقة'),

  // fallbacks (spec 03 section 8; the API sends none of these)
  classesLoadFailed: 'حدث خطأ في جلب بيانات الحلقات',
  classDetailsFailed: 'حدث خطأ في جلب تفاصيل الحلقة',
} as const;
