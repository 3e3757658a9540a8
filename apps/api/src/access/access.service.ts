import { Injectable } from '@nestjs/common';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import {
  admitsByRoleOrPrivilege,
  hasLimitedAccess,
  MESSAGES,
  needsGrants,
  type AccessRule,
  type Permissions,
  type PrivilegeAction,
  type PrivilegeCategory,
} from '#common';
import { ApiError } from '../common/api-error.js';
import { UserPrivilege } from '../privileges/entities/user-privilege.entity.js';
import type { AuthUser } from './auth-user.js';
import { RESOURCE_RULES, type Resource, type ResourceId } from './rules/registry.js';
import { ALL, type AccessAction, type IdSet, type RuleQuery } from './rules/rule.js';

export type { AccessAction } from './rules/rule.js';
export type { Resource } from './rules/registry.js';

/**
 * Row-level access, in one place: which rows of a resource a caller may view, edit or delete, answered by the rule
 * files under rules/ as id sets that run inside the caller's own query. Lists are filtered with {@link scope}; a
 * single object outside the caller's scope answers 404 with the resource's not-found message, exactly like a
 * missing one ({@link require}). It also loads a caller's stored grants, once per request.
 */
@Injectable()
export class AccessService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Limits `qb` to the rows of `resource` the caller may act on: adds `alias.id IN (...)` built from the rule, or
   * nothing for a caller who reaches every row. No ids are fetched; the query keeps its round trip count.
   */
  scope<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, caller: AuthUser, resource: Resource, action: AccessAction): SelectQueryBuilder<T> {
    const condition = this.condition(qb, `${alias}.id`, caller, resource, action);
    return condition === null ? qb : qb.andWhere(condition);
  }

  /**
   * The ids of `resource` the caller may act on, as a subquery of `qb` to follow `IN`: for a module that matches
   * another resource's ids without reading its table (an audit entry's row, a goal's student). `asText` selects them
   * as text on both dialects, to compare with a text column such as audit_log.entity_id.
   */
  ids(qb: SelectQueryBuilder<ObjectLiteral>, caller: AuthUser, resource: Resource, action: AccessAction, { asText = false } = {}): string {
    const alias = `${resource}_ids`;
    const rows = qb
      .subQuery()
      .select(asText ? `CAST(${alias}.id AS CHAR)` : `${alias}.id`)
      .from(RESOURCE_RULES[resource].table, alias);
    return this.scope(rows, alias, caller, resource, action).getQuery();
  }

  /** Which of `ids` exist and are inside the caller's scope, in one query however many ids are asked about. */
  async check<R extends Resource>(caller: AuthUser, resource: R, action: AccessAction, ids: readonly ResourceId<R>[]): Promise<Set<ResourceId<R>>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const qb = this.dataSource
      .createQueryBuilder(RESOURCE_RULES[resource].table, 'target')
      .select('target.id', 'id')
      .where('target.id IN (:...ids)', { ids: unique });
    const rows = await this.scope(qb, 'target', caller, resource, action).getRawMany<{ id: string | number }>();
    const found = new Set(rows.map((row) => String(row.id)));
    return new Set(unique.filter((id) => found.has(String(id))));
  }

  /**
   * The row `qb` finds (under `alias`) when it is inside the caller's scope of `resource`; otherwise 404 with the
   * resource's not-found message, as {@link require} answers. The check and the read in one query.
   */
  async one<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, caller: AuthUser, resource: Resource, action: AccessAction): Promise<T> {
    const row = await this.scope(qb, alias, caller, resource, action).getOne();
    if (!row) throw ApiError.notFound(RESOURCE_RULES[resource].notFound);
    return row;
  }

  /** {@link one} for a query read raw (columns selected by name, joined from other tables). */
  async oneRaw<R>(qb: SelectQueryBuilder<ObjectLiteral>, alias: string, caller: AuthUser, resource: Resource, action: AccessAction): Promise<R> {
    const row = await this.scope(qb, alias, caller, resource, action).getRawOne<R>();
    if (!row) throw ApiError.notFound(RESOURCE_RULES[resource].notFound);
    return row;
  }

  /** Answers 404 with the resource's not-found message unless every id exists and is inside the caller's scope. */
  async require<R extends Resource>(caller: AuthUser, resource: R, action: AccessAction, ids: readonly ResourceId<R>[]): Promise<void> {
    const allowed = await this.check(caller, resource, action, ids);
    if (allowed.size < new Set(ids).size) throw ApiError.notFound(RESOURCE_RULES[resource].notFound);
  }

  /**
   * Refuses (403) a caller whom an operation's rule does not admit: a limited account unless the rule allows it (with
   * the inactive-account sentence), then the role list admits, or else the privilege with the caller's grants (read
   * only when needed). The access guard asks it for every handler; the sync endpoint for each kind of operation.
   */
  async requireRule(caller: AuthUser, rule: AccessRule): Promise<void> {
    if (rule.public) return;
    if (hasLimitedAccess(caller) && !rule.allowLimited) throw ApiError.forbidden(MESSAGES.auth.accountInactive);
    if (needsGrants(rule, caller.role)) await this.permissions(caller);
    if (!admitsByRoleOrPrivilege(rule, caller)) throw ApiError.forbidden(rule.forbidden ?? MESSAGES.errors.forbidden);
  }

  /** The caller's own stored grants, loaded at most once per request and kept on the caller. */
  async permissions(caller: AuthUser): Promise<Permissions> {
    caller.permissions ??= await this.grantsOf(caller.id);
    return caller.permissions;
  }

  /** A user's stored grants, grouped by category: the one loader of grants. */
  async grantsOf(userId: string): Promise<Permissions> {
    const rows = await this.dataSource.getRepository(UserPrivilege).find({ where: { user_id: userId }, order: { id: 'ASC' } });
    const grouped: Partial<Record<PrivilegeCategory, PrivilegeAction[]>> = {};
    for (const row of rows) (grouped[row.category] ??= []).push(row.action);
    return grouped;
  }

  /** The SQL condition on `column`, or null when the caller reaches every row. */
  private condition(qb: SelectQueryBuilder<ObjectLiteral>, column: string, caller: AuthUser, resource: Resource, action: AccessAction): string | null {
    const grant = RESOURCE_RULES[resource].grants[caller.role](ruleQuery(qb, caller, action));
    if (grant === ALL) return null;
    const sets = grant.filter((set): set is string => set !== null);
    if (sets.length === 0) return '1 = 0';
    return `(${sets.map((set) => `${column} IN ${set}`).join(' OR ')})`;
  }
}

/** The rules' view of the outer query: subqueries and parameters bound to it, aliases that cannot clash. */
function ruleQuery(outer: SelectQueryBuilder<ObjectLiteral>, caller: AuthUser, action: AccessAction): RuleQuery {
  let aliases = 0;
  let params = 0;
  // Names not taken yet on this query, so a second scope on it (or the caller's own parameters) cannot collide.
  const param = (value: unknown) => {
    let name: string;
    do name = `access_p${params++}`;
    while (outer.hasParameter(name));
    outer.setParameter(name, value);
    return `:${name}`;
  };
  return {
    caller,
    action,
    from(entity) {
      const alias = `access_t${aliases++}`;
      return [outer.subQuery().from(entity, alias), alias];
    },
    param,
    list(values): IdSet {
      return values.length === 0 ? null : `(:...${param([...values]).slice(1)})`;
    },
  };
}
