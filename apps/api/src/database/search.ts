import type { ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { searchTerms, toSearchText } from '#common';

/**
 * Arabic-normalised search, the database side. A searchable table has a `search_text` column (declared with
 * `SearchTextColumn` in columns.ts) holding `toSearchText` of its searchable fields; the search-text subscriber
 * keeps it on every write; {@link matchesSearch} filters a list on it. Both databases run the same plain
 * `LIKE ... ESCAPE '!'` on a stored column: no function is applied per row.
 */

/** Size of a search_text column: a user's four names (4 × 100), ID (10), e-mail (255), phone (20) and spaces fit. */
export const SEARCH_TEXT_LENGTH = 700;

/** What a table's search text is made of: the column that keeps it and the fields it joins, in order. */
export interface SearchTextDefinition {
  column: string;
  sources: readonly string[];
}

const DEFINITIONS = new Map<Function, SearchTextDefinition>();

/** Records that `target`'s `column` keeps the search text of `sources` (called by `SearchTextColumn`). */
export function registerSearchText(target: Function, column: string, sources: readonly string[]): void {
  DEFINITIONS.set(target, { column, sources });
}

/** The search-text definition of an entity class (or of the nearest class it extends that has one). */
export function searchTextDefinition(target: unknown): SearchTextDefinition | undefined {
  for (let cls = target; typeof cls === 'function' && cls !== Function.prototype; cls = Object.getPrototypeOf(cls)) {
    const found = DEFINITIONS.get(cls as Function);
    if (found) return found;
  }
  return undefined;
}

/** The search text of a row: its source fields, normalised and joined, cut to the column size. */
export function computeSearchText(definition: SearchTextDefinition, row: Record<string, unknown>): string {
  const values = definition.sources.map((source) => {
    const value = row[source];
    if (value === null || value === undefined) return null;
    if (typeof value === 'string' || typeof value === 'number') return value;
    throw new Error(`search_text: ${source} must be a plain value to be searchable, not ${typeof value}`);
  });
  return toSearchText(values).slice(0, SEARCH_TEXT_LENGTH);
}

/** Escapes the LIKE wildcards `%` and `_` and the escape character `!` itself (used with `ESCAPE '!'`). */
export function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, '!$&');
}

/**
 * Narrows `qb` to the rows whose `alias.search_text` contains every word of `query` after `normalizeArabic`
 * (`احمد الزهراني` finds `أحمد محمد علي الزهراني`; `احمد` finds `أحمد`; a national ID, e-mail or phone fragment
 * finds its owner). An empty or blank query adds nothing. Wildcards in the query are matched literally.
 *
 * The match is `LIKE '%word%'` on the stored column, the same SQL on SQLite and MySQL. A pattern with a leading
 * wildcard is answered by scanning that one column (or its index), never by computing a function per row.
 */
export function matchesSearch<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  query: string | null | undefined,
  column = 'search_text',
): SelectQueryBuilder<T> {
  const prefix = `${alias}_${column}`.replace(/\W/g, '_');
  searchTerms(query).forEach((term, index) => {
    const name = `${prefix}_${index}`;
    qb.andWhere(`${alias}.${column} LIKE :${name} ESCAPE '!'`, { [name]: `%${escapeLike(term)}%` });
  });
  return qb;
}

/**
 * Fills the search text of every existing row of `table` (for the migration that adds the column, and for any
 * later migration that changes the rules). Reads the rows once and writes them in batches of 500.
 */
export async function backfillSearchText(queryRunner: QueryRunner, table: string, definition: SearchTextDefinition, key = 'id'): Promise<void> {
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  const columns = [...new Set([key, ...definition.sources])];
  const rows: Record<string, unknown>[] = await queryRunner.query(`SELECT ${columns.map(q).join(', ')} FROM ${q(table)}`);
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const cases = batch.map(() => 'WHEN ? THEN ?').join(' ');
    const params = batch.flatMap((row) => [row[key], computeSearchText(definition, row)]);
    const ids = batch.map((row) => row[key]);
    await queryRunner.query(
      `UPDATE ${q(table)} SET ${q(definition.column)} = CASE ${q(key)} ${cases} END WHERE ${q(key)} IN (${ids.map(() => '?').join(', ')})`,
      [...params, ...ids],
    );
  }
}
