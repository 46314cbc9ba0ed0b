import { AI_RELOAD_DELAY_MS } from '@porchlight/core/media/profile-editing.constants';
import { profileEditingMessages as messages } from '@porchlight/core/media/profile-editing.messages';
import type {
  AboutRequest,
  AboutResponse,
  BannerSettingsRequest,
  BannerSettingsResponse,
  FileUploadResponse,
  FileUploadStatus,
  LogoSettingsRequest,
  LogoSettingsResponse,
  RevisedImageRequest,
} from '@porchlight/core/media/profile-editing.schemas';
import { API_BASE, api, refreshSession } from '@/lib/api-client';

/** The owner's editing calls (spec 1 §7); each names the profile being edited by its vanity name. */

const PROFILE = '/provider/profile';
const forProfile = (path: string, vanityName: string) =>
  `${PROFILE}${path}?vanityName=${encodeURIComponent(vanityName)}`;

export const profileEditingApi = {
  bannerSettings: (vanityName: string, body: BannerSettingsRequest) =>
    api.patch<BannerSettingsResponse>(forProfile('/banner/settings', vanityName), body),
  logoSettings: (vanityName: string, body: LogoSettingsRequest) =>
    api.patch<LogoSettingsResponse>(forProfile('/profilepic/settings', vanityName), body),
  bannerImage: (vanityName: string, body: RevisedImageRequest) =>
    api.patch<{ bannerImage: string }>(forProfile('/banner/image', vanityName), body),
  logoImage: (vanityName: string, body: RevisedImageRequest) =>
    api.patch<{ profilePic: string }>(forProfile('/profilepic/image', vanityName), body),
  about: (vanityName: string, body: AboutRequest) =>
    api.patch<AboutResponse>(forProfile('/about', vanityName), body),
  deletePhoto: (vanityName: string, friendlyImageName: string) =>
    api.delete(forProfile(`/photo/delete/${encodeURIComponent(friendlyImageName)}`, vanityName)),
  generateBanner: (vanityName: string, roughInput: string) =>
    api.post<{ bannerImage: string }>(forProfile('/ai-generate-banner-image', vanityName), { roughInput }),
  generateLogo: (vanityName: string) =>
    api.get<{ profilePic: string }>(forProfile('/ai-generate-profile-pic', vanityName)),
};

export type UploadTarget = 'banner' | 'profilepic' | 'photo';

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
  target: UploadTarget,
  vanityName: string,
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<UploadResult> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${forProfile(`/${target}/upload`, vanityName)}`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => {
      // spec 1 §8: a network error with no response means the provider API did not answer.
      console.warn('Provider API unresponsive', { target });
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
        const answer = JSON.parse(request.responseText) as FileUploadResponse;
        onProgress?.(1);
        resolve({ ok: true, statuses: answer.fileUploadStatus });
      } catch {
        resolve({ ok: false, status: request.status, message: messages.networkError });
      }
    };
    request.send(body);
  });
}

/** Banner, logo and AI results reload the page after a short pause, so the toast can be read. */
export function reloadSoon(delayMs: number = AI_RELOAD_DELAY_MS): void {
  window.setTimeout(() => window.location.reload(), delayMs);
}

/** Media URLs: the profile may hand over a storage key or a ready /media/ URL. */
export function mediaUrl(value: string): string {
  return /^(?:\/|https?:|data:|blob:)/.test(value) ? value : `/media/${value}`;
}
