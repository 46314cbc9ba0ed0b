import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_APPLY_TO,
  MAX_AMOUNT_CENTS,
  MAX_ITEMS,
  MAX_QUANTITY,
  MAX_RATE_CENTS,
  QUANTITY_SCALE,
  WHOLE_PERCENT,
} from './billing.constants';
import { type Adjustment, type BillableLine, computeTotals, type TotalsInput } from './totals.rules';

const line: fc.Arbitrary<BillableLine> = fc.record({
  rateCents: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: MAX_RATE_CENTS })),
  quantityHundredths: fc.oneof(
    fc.integer({ min: 1, max: 1_000 }),
    fc.integer({ min: 1, max: MAX_QUANTITY * QUANTITY_SCALE }),
  ),
  taxable: fc.boolean(),
});

const adjustment: fc.Arbitrary<Adjustment> = fc.oneof(
  fc.record({
    type: fc.constant('percent' as const),
    thousandths: fc.integer({ min: 0, max: WHOLE_PERCENT }),
  }),
  fc.record({
    type: fc.constant('fixed' as const),
    amountCents: fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }),
  }),
);

const input: fc.Arbitrary<TotalsInput> = fc.record({
  lines: fc.array(line, { maxLength: MAX_ITEMS }),
  taxThousandths: fc.integer({ min: 0, max: WHOLE_PERCENT }),
  discount: fc.option(
    fc
      .tuple(adjustment, fc.constantFrom(...DISCOUNT_APPLY_TO))
      .map(([terms, applyTo]) => ({ ...terms, applyTo })),
  ),
  deposit: fc.option(adjustment),
  amountPaidCents: fc.integer({ min: 0, max: MAX_AMOUNT_CENTS }),
});

/** An input and the same input with its lines in another order. */
const inputAndShuffled = input.chain((original) =>
  fc
    .shuffledSubarray([...original.lines], {
      minLength: original.lines.length,
      maxLength: original.lines.length,
    })
    .map((lines) => [original, { ...original, lines }] as const),
);

const { lineTotals: _lines, ...sums } = computeTotals({
  lines: [],
  taxThousandths: 0,
  discount: null,
  deposit: null,
});
const amountKeys = Object.keys(sums) as (keyof typeof sums)[];

describe('computeTotals: properties', () => {
  it('every output is a whole number of cents', () => {
    fc.assert(
      fc.property(input, (value) => {
        const totals = computeTotals(value);
        for (const amount of [...totals.lineTotals, ...amountKeys.map((key) => totals[key])])
          expect(Number.isSafeInteger(amount)).toBe(true);
      }),
    );
  });

  it('no total drifts by a cent whatever the order of the items', () => {
    fc.assert(
      fc.property(inputAndShuffled, ([original, shuffled]) => {
        const { lineTotals: _a, ...a } = computeTotals(original);
        const { lineTotals: _b, ...b } = computeTotals(shuffled);
        expect(b).toEqual(a);
      }),
    );
  });

  it('total = subtotal − discount + tax, exactly, and the subtotal is the sum of the lines', () => {
    fc.assert(
      fc.property(input, (value) => {
        const totals = computeTotals(value);
        expect(totals.total).toBe(totals.subtotal - totals.discountAmount + totals.tax);
        expect(totals.subtotal).toBe(totals.lineTotals.reduce((sum, amount) => sum + amount, 0));
        expect(totals.subtotal).toBe(totals.taxableSubtotal + totals.nonTaxableSubtotal);
      }),
    );
  });

  it('the discount never exceeds its base, and the total is never negative', () => {
    fc.assert(
      fc.property(input, (value) => {
        const totals = computeTotals(value);
        const base = {
          taxable: totals.taxableSubtotal,
          'non-taxable': totals.nonTaxableSubtotal,
          other: totals.subtotal,
        }[value.discount?.applyTo ?? 'other'];
        expect(totals.discountAmount).toBeGreaterThanOrEqual(0);
        expect(totals.discountAmount).toBeLessThanOrEqual(value.discount ? base : 0);
        expect(totals.taxBase).toBeGreaterThanOrEqual(0);
        expect(totals.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the amount due and the deposit due are never negative; the deposit never exceeds the total', () => {
    fc.assert(
      fc.property(input, (value) => {
        const totals = computeTotals(value);
        expect(totals.amountDue).toBeGreaterThanOrEqual(0);
        expect(totals.amountDue).toBe(Math.max(0, totals.total - totals.amountPaid));
        expect(totals.depositDue).toBeGreaterThanOrEqual(0);
        expect(totals.depositAmount).toBeLessThanOrEqual(totals.total);
      }),
    );
  });

  it('each line is rate × quantity within half a cent', () => {
    fc.assert(
      fc.property(line, (value) => {
        const [amount] = computeTotals({
          lines: [value],
          taxThousandths: 0,
          discount: null,
          deposit: null,
        }).lineTotals;
        const exact = (value.rateCents * value.quantityHundredths) / QUANTITY_SCALE;
        expect(Math.abs(amount! - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('computeTotals: worked examples', () => {
  const lines: BillableLine[] = [
    { rateCents: 4_999, quantityHundredths: 150, taxable: true }, // $49.99 × 1.5 = $74.985 → $74.99
    { rateCents: 12_000, quantityHundredths: 100, taxable: false }, // $120.00
  ];

  it('rounds each line half away from zero and taxes the taxable lines', () => {
    const totals = computeTotals({ lines, taxThousandths: 8_250, discount: null, deposit: null });
    expect(totals.lineTotals).toEqual([7_499, 12_000]);
    expect(totals).toMatchObject({ subtotal: 19_499, taxableSubtotal: 7_499, tax: 619, total: 20_118 });
  });

  it('a taxable discount lowers the tax base; an "other" discount does not', () => {
    const taxable = computeTotals({
      lines,
      taxThousandths: 10_000,
      discount: { type: 'percent', thousandths: 10_000, applyTo: 'taxable' },
      deposit: null,
    });
    expect(taxable).toMatchObject({ discountAmount: 750, taxBase: 6_749, tax: 675, total: 19_424 });
    const other = computeTotals({
      lines,
      taxThousandths: 10_000,
      discount: { type: 'fixed', amountCents: 1_000, applyTo: 'other' },
      deposit: null,
    });
    expect(other).toMatchObject({ discountAmount: 1_000, taxBase: 7_499, tax: 750, total: 19_249 });
  });

  it('a fixed discount larger than its base stops at the base', () => {
    const totals = computeTotals({
      lines,
      taxThousandths: 0,
      discount: { type: 'fixed', amountCents: 50_000, applyTo: 'non-taxable' },
      deposit: null,
    });
    expect(totals).toMatchObject({ discountAmount: 12_000, total: 7_499 });
  });

  it('a deposit is a share of the total; payments lower what is due, never below zero', () => {
    const totals = computeTotals({
      lines,
      taxThousandths: 0,
      discount: null,
      deposit: { type: 'percent', thousandths: 25_000 },
      amountPaidCents: 30_000,
    });
    expect(totals).toMatchObject({ total: 19_499, depositAmount: 4_875, amountDue: 0, depositDue: 0 });
  });
});
