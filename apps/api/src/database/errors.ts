/**
 * True when a driver error is a unique-key violation: SQLite's SQLITE_CONSTRAINT_PRIMARYKEY/UNIQUE or MySQL's
 * ER_DUP_ENTRY. Lives here because the codes differ per dialect.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; driverError?: { code?: unknown } })?.driverError?.code ?? (error as { code?: unknown })?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
