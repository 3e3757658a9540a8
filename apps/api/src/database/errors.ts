// Driver errors by meaning. Lives here because the codes differ per dialect.

/** The driver's error code, on a TypeORM QueryFailedError (driverError) or on the driver's own error. */
function driverCode(error: unknown): unknown {
  return (error as { code?: unknown; driverError?: { code?: unknown } })?.driverError?.code ?? (error as { code?: unknown })?.code;
}

/**
 * True when a driver error is a unique-key violation: SQLite's SQLITE_CONSTRAINT_PRIMARYKEY/UNIQUE or MySQL's
 * ER_DUP_ENTRY.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = driverCode(error);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * True when a driver error is a foreign-key violation: SQLite's SQLITE_CONSTRAINT_FOREIGNKEY, or MySQL's
 * ER_NO_REFERENCED_ROW(_2) (a row points at nothing) and ER_ROW_IS_REFERENCED(_2) (a row others point at).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = driverCode(error);
  return (
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    code === 'ER_NO_REFERENCED_ROW' ||
    code === 'ER_NO_REFERENCED_ROW_2' ||
    code === 'ER_ROW_IS_REFERENCED' ||
    code === 'ER_ROW_IS_REFERENCED_2'
  );
}

/**
 * True when the database chose this transaction as a deadlock's victim and rolled it back (MySQL's
 * ER_LOCK_DEADLOCK): the transaction may simply run again. SQLite runs one transaction at a time and never deadlocks.
 */
export function isDeadlock(error: unknown): boolean {
  return driverCode(error) === 'ER_LOCK_DEADLOCK';
}
