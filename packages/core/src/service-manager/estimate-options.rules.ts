import type { Totals } from '../billing/totals.rules';
import { totalsOfDocument } from './document-totals.rules';
import type { PricedRequest } from './documents.schemas';

/**
 * Estimate options (issue 36): each option is priced by the estimate's own terms (tax, discount,
 * deposit) over its own items, by the same core totals as any document; the estimate's amounts are
 * the headline option's, so lists and the job keep one total.
 */

interface OptionLike {
  recommended: boolean;
}

/** The option that stands for the estimate: the approved one, else the recommended one, else the first. */
export function headlineOptionIndex(options: readonly (OptionLike & { approved?: boolean })[]): number {
  const approved = options.findIndex((option) => option.approved);
  if (approved >= 0) return approved;
  return Math.max(
    0,
    options.findIndex((option) => option.recommended),
  );
}

/** Each option's totals, in order: the estimate's terms over that option's items. */
export function optionTotalsOf(
  estimate: Omit<PricedRequest, 'items'> & { options: readonly { items: PricedRequest['items'] }[] },
): Totals[] {
  return estimate.options.map((option) => totalsOfDocument({ ...estimate, items: option.items }));
}

/**
 * The items the work is made of, for the job's invoice and its visits' checklists: the estimate's own,
 * or the approved option's (else the headline option's, before the client chose).
 */
export function workItemsOf<Item>(estimate: {
  items: readonly Item[];
  options: readonly (OptionLike & { approved: boolean; items: readonly Item[] })[];
}): readonly Item[] {
  if (estimate.options.length === 0) return estimate.items;
  return estimate.options[headlineOptionIndex(estimate.options)]?.items ?? [];
}
