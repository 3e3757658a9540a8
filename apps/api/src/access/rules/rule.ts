import type { EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Role } from '#common';
import type { AuthUser } from '../auth-user.js';

/** What a caller wants to do with a row. Edits and deletes may reach fewer rows than views. */
export const ACCESS_ACTIONS = ['view', 'edit', 'delete'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/**
 * One set of row ids, as SQL that can follow `IN`: a subquery `(SELECT ...)` or a bound list `(:...p)`; null is
 * the empty set. Id sets are built on the caller's own query, so they cost no round trip of their own.
 */
export type IdSet = string | null;

/** Every row: the admin's answer. Only the access service reads it; callers never branch on it. */
export const ALL = Symbol('all rows');

/** A role's answer for one resource and action: every row, or the union of some id sets (none: nothing). */
export type Grant = typeof ALL | readonly IdSet[];

/** What a rule builds its id sets with. */
export interface RuleQuery {
  readonly caller: AuthUser;
  readonly action: AccessAction;
  /** A subquery over `entity` under a fresh alias; whatever it binds lands on the outer query. */
  from<T extends ObjectLiteral>(entity: EntityTarget<T>): [SelectQueryBuilder<T>, string];
  /** Binds one value on the outer query and returns its placeholder. */
  param(value: unknown): string;
  /** Binds a list of values as an id set, `(:...p)`; null when the list is empty. */
  list(values: readonly unknown[]): IdSet;
}

/** A resource's rows are those of one table, keyed by `id`. */
export type Table<Id extends string | number> = new () => { id: Id };

/**
 * The row-level rule of one resource: for each role, the rows it may view, edit or delete, as a predicate over the
 * table's ids. Every role is listed, so a new role cannot slip through without an answer.
 */
export interface ResourceRule<Id extends string | number> {
  /** The table whose `id` the id sets hold. */
  readonly table: Table<Id>;
  /** The 404 message for a row outside the caller's scope, the same as for a missing one. */
  readonly notFound: string;
  readonly grants: Readonly<Record<Role, (q: RuleQuery) => Grant>>;
}

/** Declares a rule; the id type comes from the table. */
export function defineRule<Id extends string | number>(rule: ResourceRule<Id>): ResourceRule<Id> {
  return rule;
}

/** For roles that reach nothing of a resource. */
export const none = (): Grant => [];

/** For roles that reach every row. */
export const all = (): Grant => ALL;

/** Limits a grant to reading: edits and deletes reach nothing. */
export const viewOnly =
  (grant: (q: RuleQuery) => Grant) =>
  (q: RuleQuery): Grant =>
    q.action === 'view' ? grant(q) : [];
