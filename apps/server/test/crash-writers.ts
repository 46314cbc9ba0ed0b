import type { PricingForms } from '@porchlight/core/providers/profile.schemas';
import { pricingQuestionsFor, toInputForm } from '@porchlight/core/requests/pricing-questions.rules';
import sharp from 'sharp';
import type { ServerProcess } from '../../../scripts/lib/server-process';
import { type MultipartFile, multipart } from './multipart';

/**
 * The writes a kill -9 interrupts: each writer loops until the server dies (or `stop` is set), and
 * keeps what the server acknowledged with a 2xx, which must all be there after a restart.
 */

export interface Writing {
  stopped: boolean;
  /** How many writes are left to try; unlimited when absent. */
  remaining?: number;
}

/** One of our calls, with the session and client address of the one who makes it. */
export function caller(server: ServerProcess, headers: Record<string, string> = {}) {
  return (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) =>
    fetch(`${server.url}/api/v1${url}`, {
      method,
      headers: {
        ...headers,
        ...extra,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

export const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** One file posted as a browser's file input sends it. */
function upload(url: string, file: MultipartFile, headers: Record<string, string>): Promise<Response> {
  const body = multipart([file]);
  return fetch(url, {
    method: 'POST',
    headers: { ...body.headers, ...headers },
    body: new Uint8Array(body.payload),
  });
}

/** Runs `write` until the server stops answering (the kill) or `writing.stopped`; network errors end it. */
async function loop(writing: Writing, write: (n: number) => Promise<boolean>): Promise<void> {
  for (let n = 0; !writing.stopped; n++) {
    if (writing.remaining !== undefined && writing.remaining-- <= 0) return;
    const more = await write(n).catch(() => false);
    if (!more) return;
  }
}

/** A JPEG of its own colour, so no two uploads are the same file. */
export function distinctJpeg(seed: number): Promise<Buffer> {
  const channel = (shift: number) => (seed * 37 + shift) % 256;
  return sharp({
    create: {
      width: 240,
      height: 180,
      channels: 3,
      background: { r: channel(11), g: channel(101), b: channel(199) },
    },
  })
    .jpeg()
    .toBuffer();
}

/** The headline of every review these writers send, to find them afterwards. */
export const CRASH_HEADLINE = 'Written while the server died';

export interface ReviewAck {
  reviewNumber: number;
  vanityNameLc: string;
  rating: number;
}

/** A reviewer rates one company after another (each company once), with the rating 1-5 in turn. */
export function writeReviews(
  server: ServerProcess,
  reviewer: { cookie: string; companies: string[] },
  writing: Writing,
  acks: ReviewAck[],
): Promise<void> {
  const call = caller(server, { cookie: reviewer.cookie });
  return loop(writing, async () => {
    const vanityNameLc = reviewer.companies.shift();
    if (!vanityNameLc) return false;
    const rating = 1 + (acks.length % 5);
    const response = await call('POST', `/provider/profile/reviews/${vanityNameLc}`, {
      rating,
      attributes: [6],
      headline: CRASH_HEADLINE,
      review: 'They came on time and did what they said they would.',
      relationship: 'c',
      visibility: 'p',
    });
    if (response.status !== 201) return response.status < 500;
    acks.push({ reviewNumber: (await response.json()).reviewNumber, vanityNameLc, rating });
    return true;
  });
}

export interface PhotoAck {
  fileName: string;
}

/** The owner adds gallery photos one after another, each a new file. */
export function writePhotos(
  server: ServerProcess,
  owner: { cookie: string; vanityName: string; prefix: string },
  writing: Writing,
  acks: PhotoAck[],
): Promise<void> {
  return loop(writing, async (n) => {
    const fileName = `${owner.prefix}-n${n}.jpg`;
    const response = await upload(
      `${server.url}/api/v1/provider/profile/photo/upload?vanityName=${owner.vanityName}`,
      { name: fileName, data: await distinctJpeg(n) },
      { cookie: owner.cookie },
    );
    if (!response.ok) return response.status < 500;
    const [status] = (await response.json()).fileUploadStatus as { success: boolean }[];
    if (status?.success) acks.push({ fileName });
    return true;
  });
}

export interface RequestAck {
  requestNumber: number;
  /** The attachment the server took, if it answered before the kill. */
  attachment?: string;
}

/** Answers every question of the company's first priced service as a visitor would. */
export function pricingRequest(forms: PricingForms, firstName: string) {
  const [offer] = forms;
  if (!offer) throw new Error('The company has no pricing forms');
  const { questions } = pricingQuestionsFor(forms, [offer.name]);
  const answers = Object.fromEntries(
    questions.map((question) => [question.name, question.options?.[0]?.value ?? 'Two floors, one dog']),
  );
  return {
    firstName,
    lastName: 'Crash',
    preferredContactMethod: 'email',
    email: `${firstName.toLowerCase()}@example.com`,
    mobilePhoneNumber: '',
    services: [offer.name],
    inputForm: toInputForm(questions, answers),
    address: '100 Congress Ave',
    address2: '',
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
    type: 'paa',
  };
}

/** Visitors send pricing requests, each from an address of its own, with a photo after each. */
export function writeRequests(
  server: ServerProcess,
  company: { vanityName: string; forms: PricingForms; prefix: string },
  writing: Writing,
  acks: RequestAck[],
): Promise<void> {
  return loop(writing, async (n) => {
    // Behind the loopback proxy each visitor has an address, so the per-address limit is theirs.
    const visitor = { 'x-forwarded-for': `10.9.${Math.floor(n / 250)}.${n % 250}` };
    const call = caller(server);
    const sent = await call(
      'POST',
      `/client-hub/request/${company.vanityName}`,
      pricingRequest(company.forms, `${company.prefix}n${n}`),
      visitor,
    );
    if (!sent.ok) return sent.status < 500;
    const { requestNumber, uploadToken } = await sent.json();
    const ack: RequestAck = { requestNumber };
    acks.push(ack);
    const attachment = `${company.prefix}-n${n}.jpg`;
    const uploaded = await upload(
      `${server.url}/api/v1/client-hub/request/upload?uri=${company.vanityName}`,
      { field: 'attachments[]', name: attachment, data: await distinctJpeg(1000 + n) },
      { ...visitor, 'x-artifact-number': String(requestNumber), 'x-upload-token': uploadToken },
    );
    if (!uploaded.ok) return uploaded.status < 500;
    const [status] = (await uploaded.json()).fileUploadStatus as { uploaded: boolean }[];
    if (status?.uploaded) ack.attachment = attachment;
    return true;
  });
}

/** A crash test's call answered: its JSON body, or the status and body as the failure. */
export async function okJson(response: Response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}
