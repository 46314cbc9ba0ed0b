/** A subcategory's checkbox in Add Services "from a category" (spec 2 §4: 0 none, 1 partial, 2 all). */
export type SelectionState = 0 | 1 | 2;

export function selectionState(
  services: readonly { u: string }[],
  chosen: ReadonlySet<string>,
): SelectionState {
  const picked = services.filter((service) => chosen.has(service.u)).length;
  if (picked === 0) return 0;
  return picked === services.length ? 2 : 1;
}

/** Ticking a subcategory chooses all its services; ticking it when all are chosen clears them. */
export function toggleAll(services: readonly { u: string }[], chosen: ReadonlySet<string>): Set<string> {
  const next = new Set(chosen);
  const all = selectionState(services, chosen) === 2;
  for (const service of services) {
    if (all) next.delete(service.u);
    else next.add(service.u);
  }
  return next;
}

/** Offer, category and subcategory names compare trimmed and in any case (spec 2 §5 "Add category"). */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
