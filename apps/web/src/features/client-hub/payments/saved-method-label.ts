import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { PaymentMethod } from '@porchlight/core/payments/payments.schemas';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

const brandNames: Partial<Record<string, string>> = messages.cardBrands;

/** A saved method as the client recognises it: 'Visa •••• 4242, expires 12/30'. */
export function savedMethodLabel(method: PaymentMethod): string {
  if (method.card) {
    const { brand, last4, expMonth, expYear } = method.card;
    return messages.savedCard(
      brandNames[brand] ?? messages.cardBrands.unknown,
      last4,
      `${twoDigits(expMonth)}/${twoDigits(expYear)}`,
    );
  }
  if (method.us_bank_account) {
    const { bankName, last4 } = method.us_bank_account;
    return messages.savedBankAccount(bankName, last4);
  }
  return method.type;
}
