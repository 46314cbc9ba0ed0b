/** A stored number (10 US digits) as carriers write it: +1 and the digits (E.164). */
export function toE164(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}
