/**
 * The SELECT that reads the rows an UPDATE or DELETE statement is about to touch: the statement's own WHERE (and
 * any ORDER BY / LIMIT after it) over the same table, with the parameters that WHERE uses. Used by the audit
 * subscriber on the statements TypeORM generates for `update(criteria)` and `delete(criteria)`, whose events carry
 * no criteria.
 */
export interface RowsQuery {
  kind: 'update' | 'delete';
  /** The table as the statement names it (unquoted, without a schema). */
  table: string;
  /** Everything from the top-level WHERE on; empty when the statement has none (every row). */
  where: string;
  parameters: unknown[];
}

const NAME = String.raw`(?:\`[^\`]+\`|"[^"]+"|[\w$]+)`;
const HEAD = new RegExp(String.raw`^\s*(INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(${NAME}(?:\.${NAME})*)`, 'i');
const KINDS = { INSERT: 'insert', UPDATE: 'update', DELETE: 'delete' } as const;

/** A write statement's kind and table (unquoted, without a schema); null for anything else (SELECT, BEGIN...). */
export function writeStatementOf(sql: string): { kind: 'insert' | 'update' | 'delete'; table: string; head: string } | null {
  const head = HEAD.exec(sql);
  if (!head) return null;
  const kind = KINDS[head[1].slice(0, 6).toUpperCase() as keyof typeof KINDS];
  const table = (head[2].match(new RegExp(NAME, 'g')) ?? [head[2]]).pop()!.replace(/^[`"]|[`"]$/g, '');
  return { kind, table, head: head[0] };
}

/**
 * Splits a TypeORM-generated `UPDATE t SET ... WHERE ...` or `DELETE FROM t WHERE ...` into the table, its WHERE
 * tail and the parameters of that tail: the placeholders (`?`) before the WHERE belong to the SET list. Quoted
 * strings and identifiers and parenthesised sub-expressions are skipped while looking, so a `?` or a `WHERE` inside
 * them does not count. Null for any other statement.
 */
export function rowsQueryOf(sql: string, parameters: readonly unknown[] = []): RowsQuery | null {
  const statement = writeStatementOf(sql);
  if (!statement || statement.kind === 'insert') return null;
  const { kind, table } = statement;

  let placeholders = 0;
  let depth = 0;
  let where = -1;
  for (let i = statement.head.length; i < sql.length; i += 1) {
    const char = sql[i];
    if (char === "'" || char === '"' || char === '`') {
      // Skip the quoted text; a doubled quote or a backslash escape stays inside it.
      let j = i + 1;
      while (j < sql.length && !(sql[j] === char && sql[j + 1] !== char)) j += sql[j] === char || sql[j] === '\\' ? 2 : 1;
      i = j;
    } else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '?') placeholders += 1;
    else if (depth === 0 && /[Ww]/.test(char) && /^WHERE\b/i.test(sql.slice(i, i + 6)) && /\s/.test(sql[i - 1] ?? ' ')) {
      where = i;
      break;
    }
  }
  // Without a WHERE every placeholder was the SET list's, and every row is touched.
  return { kind, table, where: where < 0 ? '' : sql.slice(where), parameters: parameters.slice(placeholders) };
}
