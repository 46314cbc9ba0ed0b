import type { DocumentType } from '@porchlight/core/service-manager/service-manager.constants';
import { clientHubRequests, requestAttachments } from '@porchlight/db/schema/index';
import type { ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { type MultipartFile, multipart } from './multipart';
import type { People, Role } from './people';

type Db = Parameters<typeof seedProvider>[0];

/** A real PNG of the given size, with EXIF that must not survive the upload. */
export function samplePng(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2277cc' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
    .png()
    .toBuffer();
}

/** A small one-page PDF, as a writer ends it (%%EOF and a newline). */
export const SAMPLE_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** POSTs files as a browser sends them, to a path under /api/v1, as `role`. */
export function postFiles(
  app: FastifyInstance,
  people: People,
  role: Role,
  path: string,
  files: MultipartFile[],
) {
  const body = multipart(files);
  const cookie = role === 'anonymous' ? undefined : people[role].cookie;
  return app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** POST provider/service-manager/attachments/{type}/{number} as `role`. */
export function uploadAttachments(
  app: FastifyInstance,
  people: People,
  input: { role: Role; provider: ProviderRow; type: DocumentType | string; number: number | string },
  files: MultipartFile[],
) {
  const path = `/provider/service-manager/attachments/${input.type}/${input.number}`;
  return postFiles(app, people, input.role, `${path}?vanityName=${input.provider.vanityName}`, files);
}

/**
 * A photo of a pricing request, stored as the request upload stored them before 125 px thumbnails
 * were kept: the WebP photo and its 150 px inbox thumbnail.
 */
export async function seedRequestPhoto(
  db: Db,
  storage: FastifyInstance['storage'],
  input: { providerId: string; requestNumber: number; fileName: string; photo: Buffer },
): Promise<void> {
  const [request] = await db
    .select({ id: clientHubRequests.id })
    .from(clientHubRequests)
    .where(
      and(
        eq(clientHubRequests.providerId, input.providerId),
        eq(clientHubRequests.requestNumber, input.requestNumber),
      ),
    );
  if (!request) throw new Error(`no request #${input.requestNumber}`);
  const key = `requests/${input.providerId}/${input.requestNumber}/${input.fileName}`;
  await storage.save(`${key}.webp`, input.photo);
  await storage.save(`${key}-150.webp`, await sharp(input.photo).resize(150, 150).webp().toBuffer());
  await db.insert(requestAttachments).values({
    requestId: request.id,
    fileName: input.fileName,
    storageKey: `${key}.webp`,
    thumbnailKey: `${key}-150.webp`,
    contentType: 'image/webp',
    bytes: input.photo.length,
  });
}
