import type {
  uploadBannerEndpoint,
  uploadLogoEndpoint,
  uploadPhotosEndpoint,
} from '@porchlight/core/media/profile-editing.contracts';
import { profileEditingMessages as messages } from '@porchlight/core/media/profile-editing.messages';
import type { FileUploadStatus } from '@porchlight/core/media/profile-editing.schemas';
import { type EndpointResponse, endpointPath } from '@porchlight/core/platform/contract';
import { API_BASE, refreshSession } from '@/lib/api-client';

/** The owner's multipart uploads (spec 1 §7); each names the profile being edited by its vanity name. */
export type UploadEndpoint =
  | typeof uploadBannerEndpoint
  | typeof uploadLogoEndpoint
  | typeof uploadPhotosEndpoint;

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
  endpoint: UploadEndpoint,
  vanityName: string,
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<UploadResult> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, `${API_BASE}${endpointPath(endpoint, undefined, { vanityName })}`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => {
      // spec 1 §8: a network error with no response means the provider API did not answer.
      console.warn('Provider API unresponsive', { path: endpoint.path });
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
        const answer = JSON.parse(request.responseText) as EndpointResponse<UploadEndpoint>;
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
