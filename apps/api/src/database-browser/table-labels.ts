/** How the database browser presents a table to a person: its Arabic name and what it holds. */
export interface TableLabel {
  label: string;
  description: string;
}

/**
 * The known tables, in the order the browser lists them (people first, then the academic tables, then the rest).
 * A table missing here is still browsed: it is listed after these under its own name, without a description.
 */
export const TABLE_LABELS: Readonly<Record<string, TableLabel>> = {
  users: { label: 'المستخدمون', description: 'حسابات جميع المستخدمين: الطلاب والمعلمون وأولياء الأمور والمديرون، بأدوارهم وحالات حساباتهم' },
  student_profiles: { label: 'ملفات الطلاب', description: 'موضع حفظ كل طالب في المصحف والهدف الذي يسعى إليه' },
  staff_profiles: { label: 'ملفات المعلمين والإداريين', description: 'تخصصات المعلمين والمشرفين ومديري المجمعات ومؤهلاتهم' },
  parent_profiles: { label: 'ملفات أولياء الأمور', description: 'ما اختاره ولي الأمر عند تسجيله، ومنه رغبته في الدراسة طالبًا' },
  parent_student_links: { label: 'روابط أولياء الأمور بالأبناء', description: 'صلة كل ولي أمر بأبنائه الطلاب ونوع القرابة' },
  pending_family_links: { label: 'روابط عائلية معلقة', description: 'روابط بين ولي أمر وطالب تنتظر أن يسجل أحدهما في المنصة' },
  schools: { label: 'مجمعات الحلقات', description: 'المجمعات التي تستضيف الحلقات، ومديروها وبيانات التواصل معها' },
  semesters: { label: 'الفصول الدراسية', description: 'فصول كل مجمع: النوع والسنة وتاريخا البداية والنهاية وأيام العطلة والإجازات' },
  classes: { label: 'الحلقات', description: 'حلقات التحفيظ في كل مجمع وفصل دراسي، وسعتها وحالتها' },
  class_teachers: { label: 'معلمو الحلقات', description: 'المعلم الأساسي والمعلمون المساعدون في كل حلقة' },
  enrollments: { label: 'تسجيل الطلاب في الحلقات', description: 'التحاق كل طالب بحلقته في الفصل الدراسي وتاريخه' },
  courses: { label: 'المقررات', description: 'المقررات التي يُقيَّم فيها الطلاب في كل حلقة أو فصل دراسي، وأوزانها' },
  grades: { label: 'الدرجات', description: 'درجات الطلاب في المقررات، مع مواضع التسميع من المصحف وتاريخ كل درجة' },
  student_goals: { label: 'أهداف الطلاب', description: 'الأهداف التي يضعها المعلم للطالب: السورة والآية المستهدفتان وحالة الإنجاز' },
  attendance: { label: 'الحضور والغياب', description: 'حضور كل طالب أو غيابه في حلقته في كل يوم دراسي من الفصل، ومن سجله' },
  points: { label: 'نقاط السلوك', description: 'النقاط من 0 إلى 5 التي يمنحها المعلم للطالب في يوم من أيام الفصل، مع ملاحظاته' },
  daily_reports: { label: 'التقارير اليومية', description: 'تقرير كل مجمع عن يوم دراسي: ملاحظاته ومن أعده' },
  daily_report_classes: {
    label: 'تقارير الحلقات اليومية',
    description: 'صف كل حلقة في التقرير اليومي: المعلم والمسجلون والحاضرون والغائبون والصفحات المقروءة والدرس',
  },
  user_privileges: { label: 'صلاحيات المستخدمين', description: 'الصلاحيات الممنوحة لكل مستخدم زيادةً على صلاحيات دوره' },
  password_reset_requests: {
    label: 'طلبات استعادة كلمة المرور',
    description: 'كل طلب لرابط إعادة تعيين كلمة المرور ووقت انتهائه واستخدامه؛ للقراءة فقط، والرموز لا تُعرض',
  },
  mail_outbox: { label: 'صندوق البريد الصادر', description: 'الرسائل التي أرسلتها المنصة أو سجلتها حين لا يكون خادم بريد مضبوطًا؛ للقراءة فقط' },
  sync_operations: {
    label: 'عمليات المزامنة',
    description: 'معرّفات العمليات المرسلة من الأجهزة بعد انقطاع الاتصال التي طُبّقت، ومن أرسلها ونوعها، كي لا تُطبّق مرتين؛ للقراءة فقط',
  },
  audit_log: { label: 'سجل التدقيق', description: 'كل تعديل على البيانات ومن أجراه ومتى؛ للقراءة فقط' },
};
