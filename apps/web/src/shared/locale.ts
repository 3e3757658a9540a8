/**
 * Arabic words of the web interface shared by its screens: the app shell, the request layer, common buttons and
 * person fields. A feature's own texts live in its `locale.ts`; sentences the API sends stay in libs/common.
 */
export const T = {
  parentNationalId: 'رقم هوية ولي الأمر',
  moreFilters: 'عرض كل الفلاتر',
  fewerFilters: 'إخفاء بعض الفلاتر',
  registerStaff: 'تسجيل المعلمين والإداريين',
  appName: 'منصة حلقات التحفيظ',

  // antd's Arabic calendar heads its columns with whole weekday names, which collide in a narrow picker
  shortWeekDays: ['أحد', 'إثنين', 'ثلاثاء', 'أربعاء', 'خميس', 'جمعة', 'سبت'],

  // request layer
  networkError: 'تعذر الاتصال بالخادم، تحقق من الاتصال وحاول مرة أخرى',
  timeoutError: 'انتهت مهلة الطلب، يرجى المحاولة مرة أخرى',
  accessDeniedDefault: 'ليست لديك صلاحية للوصول إلى هذه الصفحة',

  // common words
  loading: 'جاري التحميل...',
  save: 'حفظ',
  cancel: 'إلغاء',
  add: 'إضافة',
  edit: 'تعديل',
  delete: 'حذف',
  actions: 'الإجراءات',
  // the card/table switch of a list (shared/list/ListViewSwitch)
  listView: 'طريقة العرض',
  viewCards: 'بطاقات',
  viewTable: 'جدول',
  yes: 'نعم',
  no: 'لا',
  back: 'رجوع',
  signOut: 'تسجيل الخروج',
  signIn: 'تسجيل الدخول',
  menu: 'القائمة',
  notifications: 'الإشعارات',
  noNotifications: 'لا توجد إشعارات جديدة',
  openMenu: 'فتح القائمة',
  collapseMenu: 'طي القائمة',
  expandMenu: 'توسيع القائمة',
  accountInactiveNote: 'الحساب غير مفعل',
  backToHome: 'العودة إلى الصفحة الرئيسية',
  backToLogin: 'العودة إلى تسجيل الدخول',
  genericError: 'حدث خطأ غير متوقع، يرجى إعادة تحميل الصفحة',
  // the not-found page's title, and the page's h1 for a path the route table does not know
  notFoundTitle: 'الصفحة غير موجودة',
  reload: 'إعادة تحميل الصفحة',
  checkingPermissions: 'جاري التحقق من الصلاحيات...',
  active: 'مفعل',
  inactive: 'معطل',
  activate: 'تفعيل',
  deactivate: 'تعطيل',
  /** The spec's fallback when switching an account on or off fails (teachers, complex managers). */
  toggleFailed: 'فشل في تغيير حالة التفعيل',
  /** Spec 02 section 8 (users), also the privilege editor's user list. */
  usersLoadFailed: 'فشل في تحميل المستخدمين',
  confirmDelete: 'نعم، احذف',
  retry: 'إعادة المحاولة',
  notSet: 'غير محدد',
  close: 'إغلاق',
  clearFilters: 'مسح الفلاتر',
  /** Beside a list's pager: which of its items are shown. */
  pageRange: (from: number, to: number, total: number) => `عرض ${from}–${to} من ${total}`,
  /** The button of a search box. */
  searchButton: 'بحث',
  status: 'الحالة',
  accountType: 'نوع الحساب',
  /** Joins the items of an inline list: teachers' names, address parts, weekdays. */
  listSeparator: '، ',
  managersOnly: 'هذه الصفحة مخصصة للمديرين فقط',

  // complexes, circles and semesters (pickers, cards and details of several screens)
  complex: 'مجمع الحلقات',
  allComplexes: 'كل المجمعات',
  circle: 'الحلقة',
  noSemestersOfCircle: 'لا توجد فصول دراسية لمجمع هذه الحلقة',
  circleNoStudents: 'لا يوجد طلاب مسجلون في هذه الحلقة',
  loadInitialFailed: 'فشل في تحميل البيانات الأولية',
  details: 'التفاصيل',
  dateFrom: 'من تاريخ',
  dateTo: 'إلى تاريخ',
  studentLoadFailed: 'فشل في تحميل بيانات الطالب',
  searchStudents: 'ابحث باسم الطالب أو رقم الهوية',
  student: 'الطالب',
  refresh: 'تحديث',
  allCircles: 'كل الحلقات',
  attendanceRate: 'نسبة الحضور',
  date: 'التاريخ',
  /** Spec 02 and 03 section 8: a record (a database row, a points entry) could not be deleted. */
  deleteRecordFailed: 'فشل في حذف السجل',
  present: 'حاضر',
  absent: 'غائب',
  /** A day, a rate or a total with no attendance marked yet (spec 03: not 0 %). */
  notRecorded: 'لم يُسجَّل',
  /** Spec 03 section 8, wherever attendance is marked. */
  attendanceSaveFailed: 'فشل في حفظ الحضور',
  chooseCircle: 'اختر الحلقة',
  chooseComplexForCircles: 'اختر المجمع لعرض حلقاته',
  enrollmentDate: 'تاريخ الالتحاق',
  chooseComplex: 'اختر مجمع الحلقات',
  semester: 'الفصل الدراسي',
  chooseSemester: 'اختر الفصل الدراسي',
  schoolLevel: 'المرحلة الدراسية',
  chooseSchoolLevel: 'اختر المرحلة الدراسية',
  studentCount: 'عدد الطلاب',
  workingDays: 'أيام الدراسة',
  totalPoints: 'مجموع النقاط',
  teachers: 'المعلمون',
  teacher: 'المعلم',
  description: 'الوصف',
  noTeachers: 'لم يُسند معلم',
  classesLoadFailed: 'فشل في تحميل الحلقات',
  /** A student's grades: the button of a row (comprehensive grading, the teacher's page). */
  grades: 'الدرجات',

  // person fields
  nationalIdLabel: 'رقم الهوية',
  nationalIdPlaceholder: 'أدخل رقم الهوية المكون من 10 أرقام',
  passwordLabel: 'كلمة المرور',
  confirmPasswordLabel: 'تأكيد كلمة المرور',
  /** Spec 02 and 03 section 8: a password could not be changed (the admin's form, one's own profile). */
  passwordChangeFailed: 'فشل في تغيير كلمة المرور',
  /** Spec 02 and 03 section 8: a profile could not be saved (the users' form, one's own profile). */
  profileSaveFailed: 'فشل في تحديث الملف الشخصي',
  /** A teacher's circles (home, profile). */
  classesYouTeach: 'الحلقات التي تدرّسها',
  newPassword: 'كلمة المرور الجديدة',
  confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
  /** Spec 03's rule for a password a person chooses (passwordStrengthError). */
  passwordRule: '6 أحرف أو أكثر، وفيها حرف ورقم على الأقل',
  firstName: 'الاسم الأول',
  secondName: 'اسم الأب',
  thirdName: 'اسم الجد',
  lastName: 'اسم العائلة',
  fullName: 'الاسم الكامل',
  dateOfBirth: 'تاريخ الميلاد',
  phone: 'رقم الجوال',
  phonePlaceholder: '05xxxxxxxx',
  email: 'البريد الإلكتروني',
  neighborhood: 'الحي',
  address: 'العنوان',
  optional: '(اختياري)',
  notes: 'ملاحظات إضافية',
  registeredAt: 'تاريخ التسجيل',
  // a person's details dialog (parents, user management): its button and its title
  fullDetails: 'البيانات الكاملة',
  detailsOf: (name: string) => `بيانات ${name}`,

  // top bars
  navRegistration: 'التسجيل في الحلقات',
  navTeacherRegistration: 'تسجيل المعلمين',
  navAbout: 'عن المنصة',
  navChildren: 'الأبناء',

  // account state and the inactive-account notice
  accountPending: 'قيد المراجعة',
  accountRejected: 'مرفوض',
  accountSuspended: 'موقوف',
  accountInactive: 'غير مفعل',
  inactiveModalTitle: 'حسابك غير مفعل بعد',
  inactiveModalText: 'حسابك قيد المراجعة من الإدارة. يمكنك الآن تصفح صفحة «عن المنصة» وملفك الشخصي فقط، وستُتاح بقية الصفحات بعد تفعيل الحساب.',
  inactiveModalOk: 'حسناً، متابعة التصفح',
  goToAbout: 'الذهاب إلى صفحة عن المنصة',

  // the drawings of the not-found and not-allowed pages
  notFoundImage: 'رسم: صفحة غير موجودة',
  unauthorizedImage: 'رسم: دخول غير مصرح به',
} as const;
