import { stateName } from '@porchlight/core/geo/us-states';
import { routePath } from '@porchlight/core/platform/route';
import { DEFAULT_COUNTRY } from '@porchlight/core/providers/contact.constants';
import { phoneDigits } from '@porchlight/core/providers/contact.schemas';
import type { AnsweredQuestion } from '@porchlight/core/requests/pricing-questions.rules';
import { toInputForm } from '@porchlight/core/requests/pricing-questions.rules';
import type { RequestUploadResponse } from '@porchlight/core/requests/pricing-request.schemas';
import {
  submitClientHubRequestRoute,
  uploadRequestAttachmentsRoute,
} from '@porchlight/core/requests/requests.routes';
import { API_BASE, callApi } from '@/lib/api-client';
import type { WizardState } from './wizard-state';

export interface SubmitOutcome {
  requestNumber: number;
  /** Some photos were not stored: the request went through without them (spec 2 §8). */
  photosFailed: boolean;
}

/** Sends the photos of a request just made; true when every one was stored. */
async function uploadPhotos(
  vanityName: string,
  request: { requestNumber: number; uploadToken: string },
  photos: readonly File[],
  bearer: string | undefined,
): Promise<boolean> {
  const body = new FormData();
  for (const photo of photos) body.append('attachments[]', photo, photo.name);
  try {
    const response = await fetch(
      `${API_BASE}${routePath(uploadRequestAttachmentsRoute, undefined, { uri: vanityName })}`,
      {
        method: 'POST',
        credentials: 'include',
        headers: {
          accept: 'application/json',
          'x-artifact-type': 'request',
          'x-artifact-number': String(request.requestNumber),
          'x-upload-token': request.uploadToken,
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body,
      },
    );
    if (!response.ok) return false;
    const answer = (await response.json()) as RequestUploadResponse;
    return (
      answer.fileUploadStatus.length === photos.length && answer.fileUploadStatus.every((s) => s.uploaded)
    );
  } catch {
    return false;
  }
}

/**
 * POST client-hub/request/{uri} with type 'paa', then its photos (spec 2 §7). With a hub client's
 * `bearer` the server takes the request as that client's (and reaches a provider not public yet).
 */
export async function submitPricingRequest(
  vanityName: string,
  state: WizardState,
  questions: readonly AnsweredQuestion[],
  photos: readonly File[],
  bearer?: string,
): Promise<SubmitOutcome> {
  const answer = await callApi(
    submitClientHubRequestRoute,
    {
      params: { uri: vanityName },
      body: {
        ...state.contact,
        mobilePhoneNumber: phoneDigits(state.contact.mobilePhoneNumber),
        services: state.services,
        inputForm: toInputForm(questions, state.answers),
        ...state.address,
        stateName: stateName(state.address.stateCode),
        ...DEFAULT_COUNTRY,
        type: 'paa',
        submittedFromUrl: window.location.href,
      },
    },
    { bearer },
  );
  if (!('uploadToken' in answer)) throw new Error('The pricing request was not accepted');
  const photosFailed = photos.length > 0 && !(await uploadPhotos(vanityName, answer, photos, bearer));
  return { requestNumber: answer.requestNumber, photosFailed };
}
