import { Injectable } from '@nestjs/common';
import { Brackets, DataSource, type SelectQueryBuilder } from 'typeorm';
import { allows, needsGrants, RULES } from '#common';
import { AccessService } from '../access/access.service.js';
import type { AuthUser } from '../access/auth-user.js';
import { AuditLog } from './entities/audit-log.entity.js';

/** What is about one student in the trail (see {@link AuditReader.historyOf}). */
export interface StudentRows {
  studentId: string;
  /** The tables whose row id is the student's own national ID: their account, their memorisation profile. */
  ownTables: readonly string[];
  /**
   * The tables whose rows belong to the student through their student_id: for each, the ids (as text) of the
   * student's rows the caller may view, as a subquery of the query given, built by the owning module's reader with
   * its own rule.
   */
  rowsIn: Readonly<Record<string, (qb: SelectQueryBuilder<AuditLog>) => string>>;
}

/**
 * Reads of the audit trail for other modules (the dashboard's recent activity, a parent's history of a child). An
 * entry is seen by who may read the whole trail (RULES.audit.view), by who made the change, and by who may view the
 * row it is about under that row's own rule; each method below says which rows it asks about.
 */
@Injectable()
export class AuditReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /**
   * The entries about these tables the caller may see, newest first, under the alias `log` with its columns selected
   * raw (id, action, entity, before, after, created_at), for the caller to join names to and limit. Who may read the
   * audit trail (the admin) sees every entry; anyone else the changes they made themselves, those to accounts the
   * user or student rule lets them view, and those to circles the class rule lets them view. The caller's grants are
   * read first when RULES.audit.view needs them.
   */
  async entriesSeenBy(caller: AuthUser, tables: readonly string[]): Promise<SelectQueryBuilder<AuditLog>> {
    const qb = this.dataSource.getRepository(AuditLog).createQueryBuilder('log').select('log.id', 'id');
    // Each alias through addSelect's own argument, which quotes it: BEFORE is a reserved word in MariaDB.
    for (const column of ['action', 'entity', 'before', 'after', 'created_at']) qb.addSelect(`log.${column}`, column);
    qb.where('log.entity IN (:...seenTables)', { seenTables: [...tables] })
      .orderBy('log.created_at', 'DESC')
      .addOrderBy('log.id', 'DESC');

    if (needsGrants(RULES.audit.view, caller.role)) await this.access.permissions(caller);
    if (allows(RULES.audit.view, caller)) return qb;
    const accounts = this.access.ids(qb, caller, 'user', 'view');
    const students = this.access.ids(qb, caller, 'student', 'view');
    const classes = this.access.ids(qb, caller, 'class', 'view', { asText: true });
    return qb.andWhere(
      `(log.user_id = :seenBy OR (log.entity = 'users' AND (log.entity_id IN ${accounts} OR log.entity_id IN ${students})) OR (log.entity = 'classes' AND log.entity_id IN ${classes}))`,
      { seenBy: caller.id },
    );
  }

  /**
   * The latest `limit` entries about one student, newest first, in one query:
   * - about their account and profile (`ownTables`, the row id is theirs), when the student rule lets the caller view
   *   the student;
   * - about a row of theirs in `rowsIn` (grades, marks...), when its owning module's rule lets the caller view it;
   * - about such a row since deleted, whose recorded fields (an insert's after, a delete's before) name the student,
   *   when the student rule lets the caller view the student: a deleted row has no rule left to ask.
   */
  historyOf(caller: AuthUser, about: StudentRows, limit: number): Promise<AuditLog[]> {
    const qb = this.dataSource.getRepository(AuditLog).createQueryBuilder('log');
    const studentSeen = `:historyStudent IN ${this.access.ids(qb, caller, 'student', 'view')}`;
    const deleted = qb
      .subQuery()
      .select('1')
      .from(AuditLog, 'deletion')
      .where("deletion.entity = log.entity AND deletion.entity_id = log.entity_id AND deletion.action = 'delete'")
      .getQuery();
    const tables = Object.keys(about.rowsIn);
    return qb
      .where(
        new Brackets((seen) => {
          seen.where(
            new Brackets((own) =>
              own
                .where('log.entity IN (:...ownTables)', { ownTables: [...about.ownTables] })
                .andWhere('log.entity_id = :historyStudent')
                .andWhere(studentSeen),
            ),
          );
          for (const [table, ids] of Object.entries(about.rowsIn))
            seen.orWhere(new Brackets((rows) => rows.where(`log.entity = :${table}`, { [table]: table }).andWhere(`log.entity_id IN ${ids(qb)}`)));
          seen.orWhere(
            new Brackets((gone) =>
              gone
                .where('log.entity IN (:...rowTables)', { rowTables: tables })
                .andWhere(new Brackets((named) => named.where('log.after LIKE :named').orWhere('log.before LIKE :named')))
                .andWhere(`EXISTS ${deleted}`)
                .andWhere(studentSeen),
            ),
          );
        }),
      )
      .setParameters({ historyStudent: about.studentId, named: `%"student_id":${JSON.stringify(about.studentId)}%` })
      .orderBy('log.created_at', 'DESC')
      .addOrderBy('log.id', 'DESC')
      .limit(limit)
      .getMany();
  }
}
