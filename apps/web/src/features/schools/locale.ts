/** Texts of /schools (complexes). Sentences the API sends stay in libs/common's MESSAGES. */
export const SCHOOLS_T = {
  schoolsSubtitle: 'إضافة مجمعات الحلقات وتعديلها وتفعيلها',
  schoolsReadOnlySubtitle: 'بيانات مجمعات الحلقات المرتبطة بحسابك',
  addSchool: 'إضافة مجمع حلقات',
  editSchool: 'تعديل مجمع الحلقات',
  schoolName: 'اسم المجمع',
  city: 'المدينة',
  region: 'المنطقة',
  establishedDate: 'تاريخ التأسيس',
  administrator: 'مدير المجمع',
  chooseAdministrator: 'اختر مدير المجمع',
  noAdministrator: 'لم يُحدد مدير',
  deleteSchoolTitle: 'حذف مجمع الحلقات',
  schoolAdded: 'تمت إضافة مجمع الحلقات',
  schoolUpdated: 'تم تحديث مجمع الحلقات',
  schoolActivated: 'تم تفعيل مجمع الحلقات',
  schoolDeactivated: 'تم تعطيل مجمع الحلقات',

  // list and fallbacks (the API sends none of these)
  schoolsEmpty: 'لا توجد مجمع حلقات مسجلة',
  schoolsLoadFailed: 'فشل في تحميل مجمع الحلقات',
  schoolAddFailed: 'فشل في إضافة مجمع الحلقات',
  schoolUpdateFailed: 'فشل في تحديث مجمع الحلقات',
  schoolToggleFailed: 'فشل في تغيير حالة مجمع الحلقات',
  schoolDeleteFailed: 'حدث خطأ في حذف مجمع الحلقات',
  schoolDeleteConfirm:
    'سيتم تعطيل مجمع الحلقات ومنع إضافة حلقات أو طلاب جدد إليه، وستضاف عبارة (محذوف) إلى اسمه. لا يمكن الحذف إذا كانت فيه حلقات أو طلاب مسجلون. هل تريد المتابعة؟',
} as const;
