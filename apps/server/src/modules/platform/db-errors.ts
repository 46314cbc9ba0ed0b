/** A unique index refused the row (PostgreSQL 23505), possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505' && (!constraint || candidate.constraint === constraint)) return true;
    current = candidate.cause;
  }
  return false;
}

/** A foreign key refused the change (PostgreSQL 23503): the row is still referenced, or its parent is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: string; cause?: unknown };
    if (candidate.code === '23503') return true;
    current = candidate.cause;
  }
  return false;
}
