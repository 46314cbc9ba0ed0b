import { profileEditingMessages as messages } from '@porchlight/core/media/profile-editing.messages';
import type {
  uploadBannerRoute,
  uploadLogoRoute,
  uploadPhotosRoute,
} from '@porchlight/core/media/profile-editing.routes';
import type { FileUploadStatus } from '@porchlight/core/media/profile-editing.schemas';
import type { EndpointResponse } from '@porchlight/core/platform/contract';
import type { EndpointOf } from '@porchlight/core/platform/endpoints';
import { routePath } from '@porchlight/core/platform/route';
import { API_BASE, refreshSession } from '@/lib/api-client';

/** The owner's multipart uploads (spec 1 §7); each names the profile being edited by its vanity name. */
export type UploadRoute = typeof uploadBannerRoute | typeof uploadLogoRoute | typeof uploadPhotosRoute;

export type UploadResult =
  | { ok: true; statuses: FileUploadStatus[] }
  /** The request itself failed: spec 1 §8 says what to show. */
  | { ok: false; status: number; message: string };

/**
 * Uploads files with progress (fetch cannot report upload progress, XMLHttpRequest can). A 401
 * refreshes the session and asks for the file again; another status shows its status text; no
 * answer at all is the network error (spec 1 §8).
 */
export function uploadFiles(
  route: UploadRoute,
  vanityName: string,
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<UploadResult> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(route.method, `${API_BASE}${routePath(route, undefined, { vanityName })}`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => {
      // spec 1 §8: a network error with no response means the provider API did not answer.
      console.warn('Provider API unresponsive', { path: route.path });
      resolve({ ok: false, status: 0, message: messages.networkError });
    };
    request.onload = async () => {
      if (request.status === 401) {
        await refreshSession();
        resolve({ ok: false, status: 401, message: messages.uploadSessionExpired });
        return;
      }
      if (request.status < 200 || request.status >= 300) {
        resolve({
          ok: false,
          status: request.status,
          message: request.statusText || `Error ${request.status}`,
        });
        return;
      }
      try {
        const answer = JSON.parse(request.responseText) as EndpointResponse<EndpointOf<UploadRoute>>;
        onProgress?.(1);
        resolve({ ok: true, statuses: answer.fileUploadStatus });
      } catch {
        resolve({ ok: false, status: request.status, message: messages.networkError });
      }
    };
    request.send(body);
  });
}

/** Media URLs: the profile may hand over a storage key or a ready /media/ URL. */
export function mediaUrl(value: string): string {
  return /^(?:\/|https?:|data:|blob:)/.test(value) ? value : `/media/${value}`;
}
