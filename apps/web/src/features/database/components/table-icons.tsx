import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  IdcardOutlined,
  LinkOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';

/**
 * The icon of each table the spec names (users, students, teachers, parents, schools, classes, courses, grades,
 * attendance, semesters, administrators), by our table names: students, teachers and parents are users with a
 * profile table each. grades and attendance are listed ahead of their tables. Hidden from screen readers: each
 * stands beside the table's name.
 */
const ICONS: Readonly<Record<string, ReactNode>> = {
  users: <UserOutlined aria-hidden />,
  student_profiles: <ReadOutlined aria-hidden />,
  staff_profiles: <SolutionOutlined aria-hidden />,
  parent_profiles: <TeamOutlined aria-hidden />,
  parent_student_links: <UsergroupAddOutlined aria-hidden />,
  pending_family_links: <ClockCircleOutlined aria-hidden />,
  schools: <BankOutlined aria-hidden />,
  semesters: <CalendarOutlined aria-hidden />,
  classes: <AppstoreOutlined aria-hidden />,
  class_teachers: <IdcardOutlined aria-hidden />,
  enrollments: <LinkOutlined aria-hidden />,
  courses: <BookOutlined aria-hidden />,
  grades: <CheckSquareOutlined aria-hidden />,
  attendance: <ScheduleOutlined aria-hidden />,
  administrators: <CrownOutlined aria-hidden />,
  user_privileges: <SafetyCertificateOutlined aria-hidden />,
  audit_log: <AuditOutlined aria-hidden />,
};

/** A table's icon; a table the list does not know gets the generic one. */
export function tableIcon(name: string): ReactNode {
  return ICONS[name] ?? <TableOutlined aria-hidden />;
}
