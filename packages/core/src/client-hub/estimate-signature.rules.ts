import { z } from 'zod';
import { formatCents } from '../billing/money.rules';
import type { Estimate } from '../service-manager/estimates.schemas';
import { estimateSignatureMessages as messages } from './estimate-signature.messages';

/** The signer's name: trimmed, 1-100 characters (a name of only spaces is no signature). */
export const SIGNER_NAME_MAX_LENGTH = 100;
/** A drawn signature as the hub sends it: a PNG data URL; the server shrinks it to 600×200 and keeps ≤ 64 kB. */
export const SIGNATURE_DATA_URL_MAX_LENGTH = 400_000;
export const SIGNATURE_PNG_MAX_BYTES = 65_536;
export const SIGNATURE_PNG_BOX = { width: 600, height: 200 } as const;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const signerNameSchema = z
  .string({ error: messages.nameRequired })
  .trim()
  .min(1, messages.nameRequired)
  .max(SIGNER_NAME_MAX_LENGTH, messages.nameTooLong(SIGNER_NAME_MAX_LENGTH));

export const signatureDataUrlSchema = z
  .string({ error: messages.drawingInvalid })
  .min(1, messages.drawingRequired)
  .max(SIGNATURE_DATA_URL_MAX_LENGTH, messages.drawingInvalid)
  .regex(PNG_DATA_URL, messages.drawingInvalid);

/** What the client agrees to by signing: the estimate, the provider, the option chosen and its total. */
export function signatureAgreement(
  estimate: Pick<Estimate, 'estimateNumber' | 'options' | 'total'>,
  providerName: string,
  optionPosition: number | null | undefined,
): string {
  const option = estimate.options.find((each) => each.position === optionPosition);
  return messages.agreement({
    estimateNumber: estimate.estimateNumber,
    providerName,
    optionName: option?.name ?? null,
    total: formatCents(option?.total ?? estimate.total),
  });
}
