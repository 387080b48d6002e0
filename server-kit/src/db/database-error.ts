/** The subset of a PostgreSQL error that both pg and PGlite expose. */
export interface DatabaseError extends Error {
  code: string;
  detail?: string;
  constraint?: string;
}

function isDatabaseError(value: unknown): value is DatabaseError {
  return (
    value instanceof Error &&
    typeof (value as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((value as unknown as { code: string }).code)
  );
}

/** Drizzle wraps driver errors; the SQLSTATE lives somewhere down the cause chain. */
export function findDatabaseError(error: unknown): DatabaseError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (isDatabaseError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
