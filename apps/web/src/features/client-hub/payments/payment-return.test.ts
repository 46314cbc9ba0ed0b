import { describe, expect, it } from 'vitest';
import { paymentReturnOf, paymentReturnUrl, withoutPaymentReturn } from './payment-return';

const hub = 'https://porchlight.test/company/bright-nest-cleaning-co/client-hub';

describe('a redirected payment’s return', () => {
  it('comes back to the invoice, marked as a return', () => {
    expect(paymentReturnUrl(new URL(`${hub}#view-invoice?number=7`), 7, false)).toBe(
      `${hub}#view-invoice?number=7&success=true`,
    );
    expect(paymentReturnUrl(new URL(`${hub}#view-invoice?number=7`), 7, true)).toBe(
      `${hub}#view-invoice?number=7&success=true&autoPay=true`,
    );
  });

  it('finds the intent in the search part or in the hash', () => {
    expect(
      paymentReturnOf(
        new URL(
          `${hub}?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded#view-invoice?number=7&success=true`,
        ),
      ),
    ).toEqual({ paymentIntentId: 'pi_1', autoPay: false });
    expect(
      paymentReturnOf(new URL(`${hub}#view-invoice?number=7&success=true&autoPay=true&payment_intent=pi_2`)),
    ).toEqual({ paymentIntentId: 'pi_2', autoPay: true });
  });

  it('needs success=true and an intent', () => {
    expect(paymentReturnOf(new URL(`${hub}?payment_intent=pi_1#view-invoice?number=7&success=1`))).toBeNull();
    expect(paymentReturnOf(new URL(`${hub}#view-invoice?number=7&success=true`))).toBeNull();
    expect(paymentReturnOf(new URL(`${hub}#view-invoice?number=7`))).toBeNull();
  });

  it('leaves the address without the return’s parameters, the section and number kept', () => {
    expect(
      withoutPaymentReturn(
        new URL(
          `${hub}?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded#view-invoice?number=7&success=true`,
        ),
      ),
    ).toBe(`${hub}#view-invoice?number=7`);
    expect(withoutPaymentReturn(new URL(`${hub}#view-invoice?success=true&autoPay=true`))).toBe(
      `${hub}#view-invoice`,
    );
  });
});
