import type { Logger, QueryRunner } from 'typeorm';

/**
 * A TypeORM logger that counts the queries it sees, so a test can assert a query budget per request.
 * Errors still reach the console; ordinary queries are only counted.
 */
export class QueryCounter implements Logger {
  private count = 0;

  /** Number of queries since the last {@link reset}. */
  get queries(): number {
    return this.count;
  }

  reset(): void {
    this.count = 0;
  }

  logQuery(query: string, _parameters?: unknown[], _runner?: QueryRunner): void {
    // Transaction brackets are bookkeeping, not work a budget should count.
    if (!/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(query.trim())) this.count += 1;
  }

  logQueryError(error: string | Error, query: string): void {
    this.count += 1;
    console.error('query failed:', error instanceof Error ? error.message : error, query);
  }

  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') console.warn(message);
  }
}
