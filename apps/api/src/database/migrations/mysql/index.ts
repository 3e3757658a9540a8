import { Init1795271460671 } from './1795271460671-Init.js';
import { UserSearchText1795382674773 } from './1795382674773-UserSearchText.js';
import { AuditLog1795384993895 } from './1795384993895-AuditLog.js';
import { Academic1795450829207 } from './1795450829207-Academic.js';
import { StudentProfiles1795453385851 } from './1795453385851-StudentProfiles.js';
import { UserSessions1795456872212 } from './1795456872212-UserSessions.js';
import { Grading1795463639286 } from './1795463639286-Grading.js';
import { AttendancePoints1795482478403 } from './1795482478403-AttendancePoints.js';
import { DailyReports1795635279463 } from './1795635279463-DailyReports.js';
import { PasswordReset1795636314795 } from './1795636314795-PasswordReset.js';
import { UsersBySchoolAndRole1795657132120 } from './1795657132120-UsersBySchoolAndRole.js';
import { ChildLinkStatus1795755171234 } from './1795755171234-ChildLinkStatus.js';
import { SessionVersion1795755257161 } from './1795755257161-SessionVersion.js';
import { SyncOperations1795789279120 } from './1795789279120-SyncOperations.js';

/** MySQL/MariaDB migrations in the order they run. Append new ones at the end; never reorder. */
export const MYSQL_MIGRATIONS: Function[] = [
  Init1795271460671,
  UserSearchText1795382674773,
  AuditLog1795384993895,
  Academic1795450829207,
  StudentProfiles1795453385851,
  UserSessions1795456872212,
  Grading1795463639286,
  AttendancePoints1795482478403,
  DailyReports1795635279463,
  PasswordReset1795636314795,
  UsersBySchoolAndRole1795657132120,
  ChildLinkStatus1795755171234,
  SessionVersion1795755257161,
  SyncOperations1795789279120,
];
