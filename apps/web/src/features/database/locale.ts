/** Texts of /database and /database/table/:tableName. The API's sentences (saved, deleted, refusals) are in MESSAGES. */
export const DATABASE_T = {
  // the tables
  warningTitle: 'تنبيه: أنت تعدّل البيانات الخام مباشرة',
  warning:
    'التعديل هنا لا يمر بقواعد الشاشات المخصصة، وقد يفسد البيانات أو يقطع الروابط بينها. لا تضف أو تعدّل أو تحذف إلا ما تعرف أثره؛ وكل تعديل يُسجَّل باسمك في سجل التدقيق.',
  searchTables: 'البحث في الجداول',
  searchTablesPlaceholder: 'اسم الجدول أو وصفه',
  refreshData: 'تحديث البيانات',
  tablesEmpty: 'لا توجد جداول',
  noTablesMatch: 'لا توجد جداول تطابق البحث',
  noDescription: 'جدول لا وصف له بعد',
  readOnlyTable: 'للقراءة فقط',

  // one table
  backToTables: 'العودة إلى الجداول',
  searchRecords: 'البحث في السجلات',
  searchRecordsPlaceholder: 'نص في أي حقل نصي، أو رقم',
  addRecord: 'إضافة سجل',
  editRecord: 'تعديل السجل',
  deleteRecordTitle: 'حذف السجل',
  deleteConfirm: 'هل أنت متأكد من حذف هذا السجل؟ لا يمكن التراجع عن هذا الإجراء.',
  rowActions: 'إجراءات السجل',
  editRowLabel: (key: string) => `تعديل السجل ${key}`,
  deleteRowLabel: (key: string) => `حذف السجل ${key}`,
  paging: 'التنقل بين صفحات الجدول',
  previousPage: 'السابق',
  nextPage: 'التالي',
  pageOf: (page: number, pages: number) => `صفحة ${page} من ${pages}`,
  recordCount: (count: number) => `عدد السجلات: ${count}`,
  recordsEmpty: 'لا توجد سجلات في هذا الجدول',
  noRecordsMatch: 'لا توجد سجلات تطابق البحث',
  /** What a grid shows for an empty value, and in place of a password. */
  nullValue: '-',
  masked: '********',
  invalidJson: 'صيغة JSON غير صحيحة',
  readOnlyKey: 'المفتاح الأساسي لا يُعدَّل',

  // fallbacks when the server gives no sentence (spec 02 section 8)
  tablesLoadFailed: 'فشل في تحميل جداول قاعدة البيانات',
  recordsLoadFailed: 'فشل في تحميل بيانات الجدول',
  addFailed: 'فشل في إضافة السجل',
  updateFailed: 'فشل في تحديث السجل',
} as const;
