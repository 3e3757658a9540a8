import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { allows, countedArabic, MESSAGES, needsGrants, RULES, type CountedNoun, type Role } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { AuditReader } from '../audit/audit.reader.js';
import { ClassReader } from '../classes/class.reader.js';
import { withClassName } from '../classes/class.queries.js';
import { SchoolReader } from '../schools/school.reader.js';
import { withSchoolName } from '../schools/school.queries.js';
import { UserReader } from '../users/user.reader.js';
import { userQuery, withUserNames } from '../users/user.queries.js';
import { ACTIVITY_TABLES, toActivity, type ActivityRow } from './activity.js';
import type {
  ActivitiesResponseDto,
  DashboardStatsDto,
  DashboardStatsResponseDto,
  NotificationItemDto,
  NotificationsResponseDto,
} from './dto/dashboard.dto.js';

type StatKey = keyof DashboardStatsDto;

/**
 * Which cards each role's dashboard shows (spec 03 section 6): the admin the platform's students, active teachers,
 * circles and complexes; a manager or supervisor those of their complex, with its name; a teacher their students
 * and circles; a parent their children; a student none. The other figures are answered as null. The figures
 * themselves come from the access rules, like every list, so this table only picks the cards.
 */
const CARDS: Readonly<Record<Role, readonly StatKey[]>> = {
  admin: ['students', 'teachers', 'classes', 'schools'],
  administrator: ['students', 'teachers', 'classes', 'schoolName'],
  supervisor: ['students', 'teachers', 'classes', 'schoolName'],
  teacher: ['students', 'classes'],
  parent: ['children'],
  student: [],
};

/** How many recent changes the dashboard lists. */
export const ACTIVITY_LIMIT = 10;

const ACCOUNTS: CountedNoun = { single: 'حساب', one: 'حساب واحد', two: 'حسابان', few: 'حسابات', many: 'حسابًا' };

/** Where pending accounts are approved: the user management screen, filtered to the accounts waiting for approval (the very ones counted here). */
export const APPROVAL_PATH = '/user-management?status=pending';

const REQUESTS: CountedNoun = { single: 'طلب', one: 'طلب واحد', two: 'طلبان', few: 'طلبات', many: 'طلبًا' };

/** Where parents' link requests are confirmed: the approval section of /children, or of /parents for supervisors. */
export const LINK_APPROVAL_PATHS = { children: '/children', parents: '/parents' } as const;

const toCount = (value: unknown): number => Number(value ?? 0);

/**
 * The dashboard's reads. Every figure and row comes from the reader of the module that owns it (users, classes,
 * schools, the audit trail), which limits it by its own access rule, so each figure is exactly what the caller's
 * lists would show. The figures ride on the caller's own row as scalar subqueries: one query whatever the numbers.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly users: UserReader,
    private readonly classes: ClassReader,
    private readonly schools: SchoolReader,
    private readonly audit: AuditReader,
  ) {}

  /** The caller's own row (read raw), for the figures to ride on. */
  private callerRow(caller: AuthUser) {
    return userQuery(this.dataSource.manager, caller.id);
  }

  /** The role's figures in one query: scalar subqueries, each scoped by its resource's rule, beside the caller's row. */
  async stats(caller: AuthUser): Promise<DashboardStatsResponseDto> {
    const qb = this.callerRow(caller);
    this.users.withPeopleCount(qb, caller, 'student', 'students', { activeOnly: true });
    this.users.withPeopleCount(qb, caller, 'teacher', 'teachers', { activeOnly: true });
    this.classes.withCount(qb, caller, 'classes');
    this.schools.withCount(qb, caller, 'schools');
    // A parent's children: the students their rule reaches, switched on or not.
    this.users.withPeopleCount(qb, caller, 'student', 'children', { activeOnly: false });
    this.schools.withFirstName(qb, caller, 'school_name');
    const row = await qb.getRawOne<Record<string, unknown>>();

    const figures: DashboardStatsDto = {
      students: toCount(row?.students),
      teachers: toCount(row?.teachers),
      classes: toCount(row?.classes),
      schools: toCount(row?.schools),
      children: toCount(row?.children),
      schoolName: typeof row?.school_name === 'string' ? row.school_name : null,
    };
    const shown = CARDS[caller.role];
    const stats = Object.fromEntries(
      Object.entries(figures).map(([key, value]) => [key, shown.includes(key as StatKey) ? value : null]),
    ) as unknown as DashboardStatsDto;
    return { stats };
  }

  /**
   * The latest changes the caller may see (the audit reader's rule), newest first, with the names of what each
   * concerns and of who made it, in one query (two when the caller's grants must be read). Only the tables of
   * {@link ACTIVITY_TABLES} are told about.
   */
  async activities(caller: AuthUser): Promise<ActivitiesResponseDto> {
    const qb = await this.audit.entriesSeenBy(caller, ACTIVITY_TABLES);
    withUserNames(qb, 'subject', 'log.entity_id', "log.entity = 'users'");
    withClassName(qb, 'class', 'log.entity_id', "log.entity = 'classes'");
    withSchoolName(qb, 'school', 'log.entity_id', "log.entity = 'schools'");
    withUserNames(qb, 'author', 'log.user_id');
    const rows = await qb.limit(ACTIVITY_LIMIT).getRawMany<ActivityRow>();
    return { activities: rows.map(toActivity) };
  }

  /**
   * The bell: for who may approve accounts (RULES.users.manage: the admin, or a users.manage grant), the pending
   * accounts they may approve, as GET /api/users/pending would list them; for who may confirm parents' link requests
   * (RULES.children.approve), those whose child they may edit, as GET /api/children/pending would list them; nothing
   * for anyone else. One query, two when the caller's grants must be read.
   */
  async notifications(caller: AuthUser): Promise<NotificationsResponseDto> {
    if (needsGrants(RULES.users.manage, caller.role) || needsGrants(RULES.children.approve, caller.role)) await this.access.permissions(caller);
    const accounts = allows(RULES.users.manage, caller);
    const links = allows(RULES.children.approve, caller);
    if (!accounts && !links) return { count: 0, items: [] };
    const qb = this.callerRow(caller);
    if (accounts) this.users.withPendingAccounts(qb, caller, 'accounts');
    if (links) this.users.withPendingChildLinks(qb, caller, 'links');
    const row = await qb.getRawOne<{ accounts?: unknown; links?: unknown }>();
    const items: NotificationItemDto[] = [];
    const pendingAccounts = toCount(row?.accounts);
    if (pendingAccounts > 0) {
      items.push({
        kind: 'pendingAccounts',
        title: MESSAGES.dashboard.pendingAccounts(countedArabic(pendingAccounts, ACCOUNTS)),
        count: pendingAccounts,
        path: APPROVAL_PATH,
      });
    }
    const pendingLinks = toCount(row?.links);
    if (pendingLinks > 0) {
      // Where the caller confirms them: /children for the admin and complex managers, /parents for supervisors.
      const path = allows(RULES.children.view, caller) ? LINK_APPROVAL_PATHS.children : LINK_APPROVAL_PATHS.parents;
      items.push({ kind: 'pendingChildLinks', title: MESSAGES.dashboard.pendingChildLinks(countedArabic(pendingLinks, REQUESTS)), count: pendingLinks, path });
    }
    return { count: pendingAccounts + pendingLinks, items };
  }
}
