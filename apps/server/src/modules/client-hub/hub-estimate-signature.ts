import { estimateSignatureMessages as messages } from '@porchlight/core/client-hub/estimate-signature.messages';
import {
  SIGNATURE_PNG_BOX,
  SIGNATURE_PNG_MAX_BYTES,
} from '@porchlight/core/client-hub/estimate-signature.rules';
import sharp from 'sharp';
import { AppError } from '../platform/app-error';

/** A signature as kept: the typed name, and the drawing (PNG, ≤ 600×200, ≤ 64 kB) when the client drew one. */
export interface Signature {
  signerName: string;
  signatureKind: 'typed' | 'drawn';
  signaturePng: Buffer | null;
}

const refused = (field: 'signerName' | 'signaturePng', message: string) =>
  new AppError('badRequest', message, { [field]: message });

/** A drawing that is one colour all over (blank, or cleared) carries no signature. */
async function drawnPng(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    const image = sharp(bytes);
    if ((await image.metadata()).format !== 'png') throw refused('signaturePng', messages.drawingInvalid);
    const { channels } = await image.stats();
    if (channels.every((channel) => channel.min === channel.max))
      throw refused('signaturePng', messages.drawingRequired);
    const png = await image
      .resize(SIGNATURE_PNG_BOX.width, SIGNATURE_PNG_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    if (png.length > SIGNATURE_PNG_MAX_BYTES) throw refused('signaturePng', messages.drawingInvalid);
    return png;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused('signaturePng', messages.drawingInvalid);
  }
}

/**
 * The client's signature from the approval's body (core's schema trimmed the name): required when the
 * provider asks for one; a drawing comes with the typed name.
 */
export async function signatureOf(
  body: { signerName?: string; signaturePng?: string },
  required: boolean,
): Promise<Signature | null> {
  if (!body.signerName) {
    if (required || body.signaturePng) throw refused('signerName', messages.nameRequired);
    return null;
  }
  if (!body.signaturePng) return { signerName: body.signerName, signatureKind: 'typed', signaturePng: null };
  return {
    signerName: body.signerName,
    signatureKind: 'drawn',
    signaturePng: await drawnPng(body.signaturePng),
  };
}
