import { Attendance } from '../attendance/entities/attendance.entity.js';
import { ClassTeacher } from '../classes/entities/class-teacher.entity.js';
import { Enrollment } from '../classes/entities/enrollment.entity.js';
import { SchoolClass } from '../classes/entities/school-class.entity.js';
import { Course } from '../courses/entities/course.entity.js';
import { DailyReportClass } from '../daily-reports/entities/daily-report-class.entity.js';
import { DailyReport } from '../daily-reports/entities/daily-report.entity.js';
import { MailOutbox } from '../mail/entities/mail-outbox.entity.js';
import { PasswordResetRequest } from '../password-reset/entities/password-reset-request.entity.js';
import { Grade } from '../grading/entities/grade.entity.js';
import { StudentGoal } from '../grading/entities/student-goal.entity.js';
import { AuditLog } from '../audit/entities/audit-log.entity.js';
import { PointsEntry } from '../points/entities/points-entry.entity.js';
import { UserPrivilege } from '../privileges/entities/user-privilege.entity.js';
import { School } from '../schools/entities/school.entity.js';
import { Semester } from '../semesters/entities/semester.entity.js';
import { ParentProfile } from '../users/entities/parent-profile.entity.js';
import { ParentStudentLink } from '../users/entities/parent-student-link.entity.js';
import { PendingFamilyLink } from '../users/entities/pending-family-link.entity.js';
import { StaffProfile } from '../users/entities/staff-profile.entity.js';
import { StudentProfile } from '../users/entities/student-profile.entity.js';
import { SyncOperation } from '../sync/entities/sync-operation.entity.js';
import { User } from '../users/entities/user.entity.js';

/** Every table of the schema; the data source and the migration check both read this list. */
export const ENTITIES = [
  User,
  StaffProfile,
  ParentProfile,
  ParentStudentLink,
  PendingFamilyLink,
  UserPrivilege,
  School,
  AuditLog,
  Semester,
  SchoolClass,
  ClassTeacher,
  Enrollment,
  Course,
  StudentProfile,
  Grade,
  StudentGoal,
  Attendance,
  PointsEntry,
  DailyReport,
  DailyReportClass,
  MailOutbox,
  PasswordResetRequest,
  SyncOperation,
];
