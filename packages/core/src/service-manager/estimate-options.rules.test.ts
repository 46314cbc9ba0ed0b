import { describe, expect, it } from 'vitest';
import { headlineOptionIndex, optionTotalsOf, workItemsOf } from './estimate-options.rules';
import { estimateRequestSchema } from './estimates.schemas';
import { serviceManagerMessages as messages } from './service-manager.messages';

const clientId = '00000000-0000-4000-8000-000000000000';
const item = (name: string, rate: number, quantity = 1) => ({ name, rate, quantity, tax: true });
const threeOptions = {
  clientId,
  taxPercent: 8.25,
  discount: { type: 'percent', percent: 10, name: 'Spring' },
  deposit: { type: 'percent', percent: 25 },
  options: [
    { name: 'Good', items: [item('Repair', 10_000)] },
    { name: 'Better', recommended: true, items: [item('Repair', 10_000), item('Filter', 2_999, 2)] },
    { name: 'Best', items: [item('New unit', 450_000)] },
  ],
};

describe('estimate options', () => {
  it("prices each option by the estimate's terms, in integer cents", () => {
    const totals = optionTotalsOf(estimateRequestSchema.parse(threeOptions));
    // Better: 100.00 + 59.98 = 159.98; less 10% = 143.98 (15.998 → 16.00 off); tax 8.25% of 143.98 = 11.88.
    expect(
      totals.map(({ subtotal, discountAmount, tax, total, depositAmount }) => [
        subtotal,
        discountAmount,
        tax,
        total,
        depositAmount,
      ]),
    ).toEqual([
      [10_000, 1_000, 743, 9_743, 2_436],
      [15_998, 1_600, 1_188, 15_586, 3_897],
      [450_000, 45_000, 33_413, 438_413, 109_603],
    ]);
  });

  it('the headline option: approved, else recommended, else the first', () => {
    expect(headlineOptionIndex([{ recommended: false }, { recommended: false }])).toBe(0);
    expect(headlineOptionIndex([{ recommended: false }, { recommended: true }])).toBe(1);
    expect(
      headlineOptionIndex([
        { recommended: false, approved: true },
        { recommended: true, approved: false },
      ]),
    ).toBe(0);
    const options = [
      { recommended: true, approved: false, items: ['a'] },
      { recommended: false, approved: true, items: ['b', 'c'] },
    ];
    expect(workItemsOf({ items: [], options })).toEqual(['b', 'c']);
    expect(workItemsOf({ items: ['x'], options: [] })).toEqual(['x']);
  });

  it('refuses one option, more than four, an empty option, items beside options and two recommended', () => {
    const refusal = (change: object) =>
      estimateRequestSchema.safeParse({ ...threeOptions, ...change }).error?.issues.map((i) => i.message);
    const countMessage = messages.optionsCount(2, 4);
    expect(refusal({ options: threeOptions.options.slice(0, 1) })).toEqual([countMessage]);
    expect(refusal({ options: [...threeOptions.options, ...threeOptions.options] })).toEqual([countMessage]);
    expect(refusal({ options: [{ name: 'Good', items: [] }, threeOptions.options[1]] })).toEqual([
      messages.optionItemsRequired,
    ]);
    expect(refusal({ items: [item('Loose', 100)] })).toEqual([messages.itemsInOptions]);
    expect(
      refusal({ options: threeOptions.options.map((option) => ({ ...option, recommended: true })) }),
    ).toEqual([messages.oneRecommended]);
    expect(
      refusal({ options: [{ ...threeOptions.options[0], name: '  ' }, threeOptions.options[1]] }),
    ).toEqual([messages.optionNameRequired]);
    expect(refusal({})).toBeUndefined();
  });
});
