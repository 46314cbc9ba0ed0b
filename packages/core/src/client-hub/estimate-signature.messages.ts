/**
 * Signing an estimate in the hub (issue 36; the spec is silent, docs/decisions.md "Estimate signatures"):
 * what the client reads before signing and what a bad signature is told.
 */
export const estimateSignatureMessages = {
  nameRequired: 'Type your full name to sign.',
  nameTooLong: (max: number) => `Your name can be at most ${max} characters.`,
  drawingRequired: 'Draw your signature in the box, or choose Type.',
  drawingInvalid: 'Your drawn signature could not be read. Clear it and draw it again.',
  signatureRequired: (provider: string) => `${provider} asks you to sign to approve this estimate.`,
  /** What the client agrees to, shown above the signature and printed on the signed PDF. */
  agreement: (input: {
    estimateNumber: number;
    providerName: string;
    optionName: string | null;
    total: string;
  }) =>
    `By signing, I approve estimate #${input.estimateNumber} from ${input.providerName}` +
    `${input.optionName ? ` (option ${input.optionName})` : ''} for ${input.total}, ` +
    'and I agree to its items, prices and terms. My typed or drawn signature is my electronic signature.',
  signed: 'Estimate signed and approved',
  /** The provider's estimate dialog, on an approved estimate. */
  newVersionNotice: (version: number) =>
    `The client approved version ${version}. Saving a change makes version ${version + 1}, a draft to send again; ` +
    `version ${version} stays as approved and can still be downloaded.`,
};
