import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { allows, countedArabic, MESSAGES, needsGrants, RULES, type CountedNoun, type Role } from '#common';
import { AccessService, type Resource } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
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

/** Where pending accounts are approved: the user management screen, filtered to accounts not switched on. */
export const APPROVAL_PATH = '/user-management?is_active=false';

const REQUESTS: CountedNoun = { single: 'طلب', one: 'طلب واحد', two: 'طلبان', few: 'طلبات', many: 'طلبًا' };

/** Where parents' link requests are confirmed: the approval section of /children, or of /parents for supervisors. */
export const LINK_APPROVAL_PATHS = { children: '/children', parents: '/parents' } as const;

const toCount = (value: unknown): number => Number(value ?? 0);

/**
 * The dashboard's reads. They go over other modules' tables by table name, read-only, and every row set is limited
 * by the access rules (AccessService), so each figure is exactly what the caller's lists would show.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The role's figures in one query: scalar subqueries, each scoped by its resource's rule, beside the caller's row. */
  async stats(caller: AuthUser): Promise<DashboardStatsResponseDto> {
    const qb = this.dataSource.createQueryBuilder().select('me.id', 'me_id').from('users', 'me').where('me.id = :dashMe', { dashMe: caller.id });
    const scoped =
      (table: string, alias: string, resource: Resource, select: string, filter?: (sub: SelectQueryBuilder<any>) => void) => (sub: SelectQueryBuilder<any>) => {
        sub.select(select).from(table, alias);
        filter?.(sub);
        return this.access.scope(sub, alias, caller, resource, 'view');
      };
    qb.addSelect(
      scoped('users', 'st', 'student', 'COUNT(*)', (sub) =>
        sub.where('st.role = :dashStudent AND st.is_active = :dashOn', { dashStudent: 'student', dashOn: true }),
      ),
      'students',
    );
    qb.addSelect(
      scoped('users', 'te', 'teacher', 'COUNT(*)', (sub) =>
        sub.where('te.role = :dashTeacher AND te.is_active = :dashOn', { dashTeacher: 'teacher', dashOn: true }),
      ),
      'teachers',
    );
    qb.addSelect(scoped('classes', 'cl', 'class', 'COUNT(*)'), 'classes');
    qb.addSelect(scoped('schools', 'sc', 'school', 'COUNT(*)'), 'schools');
    // A parent's children: the students their rule reaches, switched on or not.
    qb.addSelect(
      scoped('users', 'ch', 'student', 'COUNT(*)', (sub) => sub.where('ch.role = :dashStudent', { dashStudent: 'student' })),
      'children',
    );
    qb.addSelect(scoped('schools', 'sn', 'school', 'MIN(sn.name)'), 'school_name');
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
   * The latest changes the caller may see, newest first, in one query (two when the caller's grants must be read):
   * who may read the audit trail (RULES.audit.view: the admin) sees every change; anyone else the changes they made
   * themselves, those to accounts their account rules reach (a manager's complex's people and its students' parents,
   * a teacher's students, a parent's children, oneself) and those to circles they may see. Only the tables of
   * {@link ACTIVITY_TABLES} are told about.
   */
  async activities(caller: AuthUser): Promise<ActivitiesResponseDto> {
    const qb = this.dataSource.createQueryBuilder().select('log.id', 'id');
    // Each alias through addSelect's own argument, which quotes it: BEFORE is a reserved word in MariaDB.
    for (const [selection, alias] of [
      ['log.action', 'action'],
      ['log.entity', 'entity'],
      ['log.before', 'before'],
      ['log.after', 'after'],
      ['log.created_at', 'created_at'],
      ['subject.first_name', 'subject_first'],
      ['subject.last_name', 'subject_last'],
      ['subject.role', 'subject_role'],
      ['cls.name', 'class_name'],
      ['sch.name', 'school_name'],
      ['author.first_name', 'author_first'],
      ['author.last_name', 'author_last'],
    ] as const)
      qb.addSelect(selection, alias);
    qb.from('audit_log', 'log')
      .leftJoin('users', 'subject', "log.entity = 'users' AND subject.id = log.entity_id")
      .leftJoin('classes', 'cls', "log.entity = 'classes' AND CAST(cls.id AS CHAR) = log.entity_id")
      .leftJoin('schools', 'sch', "log.entity = 'schools' AND CAST(sch.id AS CHAR) = log.entity_id")
      .leftJoin('users', 'author', 'author.id = log.user_id')
      .where('log.entity IN (:...dashTables)', { dashTables: [...ACTIVITY_TABLES] });

    if (needsGrants(RULES.audit.view, caller.role)) await this.access.permissions(caller);
    if (!allows(RULES.audit.view, caller)) {
      const ids = (table: string, alias: string, resource: Resource, select: string) => {
        const sub = qb.subQuery().select(select).from(table, alias);
        return this.access.scope(sub, alias, caller, resource, 'view').getQuery();
      };
      const accounts = ids('users', 'vu', 'user', 'vu.id');
      const students = ids('users', 'vs', 'student', 'vs.id');
      const classes = ids('classes', 'vc', 'class', 'CAST(vc.id AS CHAR)');
      qb.andWhere(
        `(log.user_id = :dashMe OR (log.entity = 'users' AND (log.entity_id IN ${accounts} OR log.entity_id IN ${students})) OR (log.entity = 'classes' AND log.entity_id IN ${classes}))`,
        { dashMe: caller.id },
      );
    }
    const rows = await qb.orderBy('log.created_at', 'DESC').addOrderBy('log.id', 'DESC').limit(ACTIVITY_LIMIT).getRawMany<ActivityRow>();
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
    const qb = this.dataSource.createQueryBuilder().select('me.id', 'me_id').from('users', 'me').where('me.id = :dashMe', { dashMe: caller.id });
    if (accounts) {
      qb.addSelect(
        (sub) =>
          this.access.scope(
            sub.select('COUNT(*)').from('users', 'pu').where('pu.account_status = :dashPending', { dashPending: 'pending_activation' }),
            'pu',
            caller,
            'user',
            'edit',
          ),
        'accounts',
      );
    }
    if (links) {
      qb.addSelect(
        (sub) =>
          this.access.scope(
            sub
              .select('COUNT(*)')
              .from('parent_student_links', 'pl')
              .innerJoin('users', 'pls', 'pls.id = pl.student_id')
              .where('pl.status = :dashLinkPending', { dashLinkPending: 'pending' }),
            'pls',
            caller,
            'student',
            'edit',
          ),
        'links',
      );
    }
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
