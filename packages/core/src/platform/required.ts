/**
 * Values the code knows are there (an index in range, a key it set, the row of an INSERT … RETURNING),
 * narrowed without `!`: each throws an Error naming what was missing. For lists and maps whose values
 * are never undefined.
 */

/** The item at `index`: "No demo reviewer at index 9 (of 8)" when there is none. */
export function itemAt<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No ${what} at index ${index} (of ${items.length})`);
  return item;
}

/** The value for `key`: "No demo account for pro@porchlight.test" when there is none. */
export function entryOf<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`No ${what} for ${String(key)}`);
  return value;
}

/** The row a statement with RETURNING gave back: "offer insert returned no row" when there is none. */
export function returnedRow<T>(rows: readonly T[], statement: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${statement} returned no row`);
  return row;
}
