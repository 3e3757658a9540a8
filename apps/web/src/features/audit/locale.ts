/** Texts of /audit-log (the audit trail). Words several screens share (add, edit, delete, person fields) are in T. */
export const AUDIT_T = {
  subtitle: 'كل تعديل على البيانات: من أجراه ومتى، وقيم الحقول قبل التعديل وبعده',
  loadFailed: 'فشل في تحميل سجل التدقيق',
  empty: 'لا توجد عمليات مسجلة تطابق البحث',

  // columns and filters
  time: 'الوقت',
  actor: 'المنفّذ',
  operation: 'العملية',
  record: 'السجل',
  recordId: 'المعرّف',
  changedFields: 'الحقول',
  details: 'التفاصيل',
  show: 'عرض',
  dateFrom: 'من تاريخ',
  dateTo: 'إلى تاريخ',
  actorId: 'هوية المنفّذ',
  anyRecord: 'كل السجلات',
  anyOperation: 'كل العمليات',
  /** Who made a write nobody signed in for: a self-registration, the first start. */
  noActor: 'دون تسجيل دخول',
  rows: (from: number, to: number, total: number) => `${from}-${to} من ${total}`,

  // the entry's drawer
  entryTitle: 'تفاصيل العملية',
  field: 'الحقل',
  before: 'قبل',
  after: 'بعد',
  changed: 'تغيّر',
  redacted: 'قيمة سرية محجوبة',
  noValue: '—',
  noFields: 'لا توجد حقول',

  /** The tables, by name, as the trail's readers know them. */
  entities: {
    users: 'حساب مستخدم',
    user_privileges: 'صلاحية مستخدم',
    staff_profiles: 'ملف موظف',
    parent_profiles: 'ملف ولي أمر',
    parent_student_links: 'ربط ولي أمر بطالب',
    pending_family_links: 'ربط عائلي بانتظار التسجيل',
  } as Record<string, string>,

  /** Field names of those tables that the shared words (T) do not already name. */
  fields: {
    id: 'رقم السجل',
    name: 'التسمية',
    is_active: 'حالة التفعيل',
    account_status: 'وضع الحساب',
    role: 'نوع الحساب',
    school_id: 'رقم المجمع',
    administrator_id: 'هوية مدير المجمع',
    established_date: 'تاريخ إنشاء المجمع',
    date_of_birth: 'الميلاد',
    school_level: 'الصف الدراسي',
    notes: 'ملاحظات الحساب',
    user_id: 'هوية صاحب السجل',
    category: 'فئة الصلاحية',
    action: 'الإجراء المسموح',
    granted_by: 'هوية مانح الصلاحية',
    parent_id: 'هوية ولي الأمر',
    student_id: 'هوية الطالب',
    relationship_type: 'صلة القرابة',
    is_primary: 'ولي الأمر الأساسي',
    specialization: 'تخصص المعلم',
    qualifications: 'مؤهلات الموظف',
    self_school_level: 'مرحلة ولي الأمر الدراسية',
  } as Record<string, string>,
} as const;
