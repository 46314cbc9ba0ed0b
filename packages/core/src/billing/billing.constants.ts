/**
 * Money units and limits of estimates and invoices (docs/decisions.md "Service Manager and money").
 * Every amount is a whole number of US cents; quantities and percentages are scaled to integers too,
 * so no total is ever computed in floating point.
 */

/** Quantities carry up to 2 decimals: 1.25 hours is stored as 125 hundredths. */
export const QUANTITY_SCALE = 100;
/** Percentages (tax, discount, deposit) carry up to 3 decimals: 8.25% is stored as 8,250 thousandths. */
export const PERCENT_SCALE = 1000;
/** 100% in thousandths of a percent. */
export const WHOLE_PERCENT = 100 * PERCENT_SCALE;

/** $1,000,000.00 a unit: with the quantity and item limits every sum stays a safe integer. */
export const MAX_RATE_CENTS = 100_000_000;
export const MAX_QUANTITY = 100_000;
export const MAX_ITEMS = 100;
/** A fixed discount, deposit or recorded payment: $100,000,000.00 at most. */
export const MAX_AMOUNT_CENTS = 10_000_000_000;

/** What a discount is taken from (spec 3 §3 "discount (name, applyTo)"). */
export const DISCOUNT_APPLY_TO = ['taxable', 'non-taxable', 'other'] as const;
export type DiscountApplyTo = (typeof DISCOUNT_APPLY_TO)[number];

/** Billing interval codes (spec 3 §9): week, month, year. */
export const BILLING_CYCLES = ['w', 'm', 'y'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Currency USD, en-US format (spec 3 §9). */
export const CURRENCY = 'USD';
export const MONEY_LOCALE = 'en-US';
