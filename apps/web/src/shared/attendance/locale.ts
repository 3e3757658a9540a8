/** Texts that both attendance screens say (/attendance and /student/:studentId/attendance). */
export const ATTENDANCE_SHARED_T = {
  pastSemester: 'هذا الفصل ليس الفصل الحالي للحلقة، فيُعرض سجله دون تسجيل',
} as const;
