import { Init1795271457852 } from './1795271457852-Init.js';
import { UserSearchText1795382669477 } from './1795382669477-UserSearchText.js';
import { AuditLog1795384986223 } from './1795384986223-AuditLog.js';
import { Academic1795450827707 } from './1795450827707-Academic.js';
import { StudentProfiles1795453384100 } from './1795453384100-StudentProfiles.js';
import { UserSessions1795456870700 } from './1795456870700-UserSessions.js';
import { Grading1795463625825 } from './1795463625825-Grading.js';
import { AttendancePoints1795482470434 } from './1795482470434-AttendancePoints.js';
import { DailyReports1795635276347 } from './1795635276347-DailyReports.js';
import { PasswordReset1795636311755 } from './1795636311755-PasswordReset.js';
import { UsersBySchoolAndRole1795657129618 } from './1795657129618-UsersBySchoolAndRole.js';
import { ChildLinkStatus1795755168659 } from './1795755168659-ChildLinkStatus.js';
import { SessionVersion1795755254324 } from './1795755254324-SessionVersion.js';
import { SyncOperations1795789277453 } from './1795789277453-SyncOperations.js';

/** SQLite migrations in the order they run. Append new ones at the end; never reorder. */
export const SQLITE_MIGRATIONS: Function[] = [
  Init1795271457852,
  UserSearchText1795382669477,
  AuditLog1795384986223,
  Academic1795450827707,
  StudentProfiles1795453384100,
  UserSessions1795456870700,
  Grading1795463625825,
  AttendancePoints1795482470434,
  DailyReports1795635276347,
  PasswordReset1795636311755,
  UsersBySchoolAndRole1795657129618,
  ChildLinkStatus1795755168659,
  SessionVersion1795755254324,
  SyncOperations1795789277453,
];
