import { MESSAGES } from '#common';
import { DailyReport } from '../../daily-reports/entities/daily-report.entity.js';
import { dailyReportsIn, managedSchools, ownSchool } from './predicates.js';
import { all, defineRule, none } from './rule.js';

/**
 * Daily reports belong to a complex: the admin reaches all; a manager those of their complexes; a supervisor their
 * complex's (spec 03: the administration and supervisors only). Teachers, parents and students reach none.
 */
export const dailyReportRule = defineRule({
  table: DailyReport,
  notFound: MESSAGES.dailyReports.notFound,
  grants: {
    admin: all,
    administrator: (q) => [dailyReportsIn(q, managedSchools(q))],
    supervisor: (q) => [dailyReportsIn(q, ownSchool(q))],
    teacher: none,
    parent: none,
    student: none,
  },
});
