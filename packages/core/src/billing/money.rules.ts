import { CURRENCY, MONEY_LOCALE, PERCENT_SCALE, QUANTITY_SCALE } from './billing.constants';

/**
 * Integer money arithmetic. Products go through BigInt, so a tax rate times a large taxable base
 * never loses a cent to floating point; results are whole cents, rounded half away from zero.
 */

function requireInteger(value: number, name: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
  return BigInt(value);
}

/** value × multiplier ÷ divisor, rounded half away from zero (2.5 → 3, −2.5 → −3). */
export function multiplyAndDivide(value: number, multiplier: number, divisor: number): number {
  const product = requireInteger(value, 'value') * requireInteger(multiplier, 'multiplier');
  const by = requireInteger(divisor, 'divisor');
  if (by <= 0n) throw new RangeError('divisor must be positive');
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  let quotient = magnitude / by;
  if ((magnitude % by) * 2n >= by) quotient += 1n;
  const result = Number(negative ? -quotient : quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount out of range');
  return result;
}

/** A decimal with at most `scale`'s decimals as an integer count of 1/scale; null when it has more. */
function toScaled(value: number, scale: number): number | null {
  if (!Number.isFinite(value)) return null;
  const scaled = Math.round(value * scale);
  // 1.15 * 100 is 114.99999999999999: accept binary noise, refuse a real third decimal.
  return Math.abs(value * scale - scaled) < 1e-6 ? scaled : null;
}

/** 1.25 → 125 hundredths; null for more than 2 decimals. */
export function quantityToHundredths(quantity: number): number | null {
  return toScaled(quantity, QUANTITY_SCALE);
}

export function hundredthsToQuantity(hundredths: number): number {
  return hundredths / QUANTITY_SCALE;
}

/** 8.25 (%) → 8250 thousandths of a percent; null for more than 3 decimals. */
export function percentToThousandths(percent: number): number | null {
  return toScaled(percent, PERCENT_SCALE);
}

export function thousandthsToPercent(thousandths: number): number {
  return thousandths / PERCENT_SCALE;
}

/** 12.5 (dollars, as a form's amount field gives them) → 1250 cents; null for a fraction of a cent. */
export function centsOfDollars(dollars: number): number | null {
  return toScaled(dollars, 100);
}

const usd = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: CURRENCY });

/** 123456 → '$1,234.56'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
