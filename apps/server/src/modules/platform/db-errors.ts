/** PostgreSQL's error of a failed statement, possibly wrapped by Drizzle (a few causes deep). */
function databaseErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** A unique index refused the row (PostgreSQL 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = databaseErrorOf(error);
  return found?.code === '23505' && (!constraint || found.constraint === constraint);
}

/** A foreign key refused the change (PostgreSQL 23503): the row is still referenced, or its parent is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23503';
}

/** An exclusion constraint refused the row (PostgreSQL 23P01): it overlaps one already there. */
export function isExclusionViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23P01';
}
