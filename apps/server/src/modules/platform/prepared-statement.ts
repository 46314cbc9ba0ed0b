/** What drizzle's `.prepare(name)` returns: its SQL is fixed once built. */
interface Prepared {
  getQuery(): { sql: string };
}

/** Each statement name's SQL, process-wide: one name, one text (PostgreSQL keeps them per connection). */
const sqlByName = new Map<string, string>();

/**
 * A query of a hot path as a named prepared statement, built on first use by the repository that owns it
 * (so once per executor: the pool's repositories once per process, a unit of work's with its
 * transaction), then only executed: drizzle builds its SQL once instead of per call, and PostgreSQL parses
 * it once per connection. Values go in through `sql.placeholder(…)`. pg refuses a name reused for other
 * SQL on a connection, and only when both meet there; this refuses it at once, whichever connection.
 */
export function preparedStatement<T extends Prepared>(name: string, prepare: (name: string) => T): () => T {
  let statement: T | undefined;
  return () => {
    if (statement) return statement;
    const built = prepare(name);
    const text = built.getQuery().sql;
    const known = sqlByName.get(name);
    if (known !== undefined && known !== text)
      throw new Error(`The prepared statement name '${name}' is already used for other SQL`);
    sqlByName.set(name, text);
    statement = built;
    return built;
  };
}

/**
 * A family of statements that differ only by a key from a fixed set (a list's sort column and order,
 * validated by its schema): each prepared on first use, under the family's name and its key.
 */
export function preparedStatements<Key extends string, T extends Prepared>(
  name: string,
  prepare: (key: Key, name: string) => T,
): (key: Key) => T {
  const byKey = new Map<Key, () => T>();
  return (key) => {
    let statement = byKey.get(key);
    if (!statement) {
      statement = preparedStatement(`${name}_${key}`, (fullName) => prepare(key, fullName));
      byKey.set(key, statement);
    }
    return statement();
  };
}
