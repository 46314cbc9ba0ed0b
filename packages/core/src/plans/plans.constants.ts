/** A subscription's state as the processor reports it (Stripe's names); `free` when there is none. */
export const PLAN_STATUSES = ['free', 'active', 'past_due', 'canceled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** How an item of the Plans page is held now. */
export const PLAN_ITEM_STATES = ['paid', 'complimentary', 'trial', 'none'] as const;
export type PlanItemState = (typeof PLAN_ITEM_STATES)[number];

/** How far the owner may move the built-in processor's test clock at once. */
export const MAX_CLOCK_DAYS = 62;
