import { REORDER_BASE } from './offers.constants';

/** The reorder call's body: every offer in displayed order, from 1000 up by 1 (spec 2 §7, §9). */
export function reorderNumbers(
  offerNumbers: readonly number[],
): { offerNumber: number; orderNumber: number }[] {
  return offerNumbers.map((offerNumber, index) => ({ offerNumber, orderNumber: REORDER_BASE + index }));
}

/**
 * Moves one offer a place up or down among the offers of its own group (category), leaving the
 * others where they are; the list is unchanged when there is no such place.
 */
export function moveInGroup<T>(
  items: readonly T[],
  index: number,
  offset: -1 | 1,
  groupOf: (item: T) => string,
): T[] {
  const item = items[index];
  if (item === undefined) return [...items];
  const group = groupOf(item);
  let target = index + offset;
  while (target >= 0 && target < items.length && groupOf(items[target] as T) !== group) target += offset;
  const other = items[target];
  if (other === undefined) return [...items];
  const next = [...items];
  next[index] = other;
  next[target] = item;
  return next;
}
