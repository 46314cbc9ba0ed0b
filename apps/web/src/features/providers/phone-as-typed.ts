import { PHONE_DIGITS } from '@porchlight/core/providers/contact.constants';

/** '512555' → '(512) 555', '5125550199' → '(512) 555-0199': the (999) 999-9999 mask as the digits come. */
export function formatPhoneAsTyped(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  const area = `(${digits.slice(0, 3)}`;
  if (digits.length <= 3) return area;
  const exchange = `${area}) ${digits.slice(3, 6)}`;
  if (digits.length <= 6) return exchange;
  return `${exchange}-${digits.slice(6)}`;
}
