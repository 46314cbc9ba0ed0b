import type { RequestUploadResponse } from '@porchlight/core/requests/pricing-request.schemas';
import type { UploadedFile } from './read-uploads';

export type FileUploadStatus = RequestUploadResponse['fileUploadStatus'];

/**
 * A multipart upload's files one at a time, each answering for itself: one too large, past the room
 * left, or refused by `add` never fails the others. `room` is how many more files the owner takes
 * (files past it are refused before they are decoded; `add` is what enforces the limit); `add` checks
 * and keeps one file and answers its refusal, or null once it is kept.
 */
export async function eachUploadedFile(
  files: AsyncIterable<UploadedFile>,
  room: number,
  refusals: { tooLarge: string; full: string },
  add: (file: { name: string; data: Buffer }) => Promise<string | null>,
): Promise<FileUploadStatus> {
  const outcomes: FileUploadStatus = [];
  let left = room;
  for await (const file of files) {
    const refusal =
      file.kind === 'too-large'
        ? refusals.tooLarge
        : file.kind === 'too-many' || left <= 0
          ? refusals.full
          : await add(file);
    if (refusal === null) left -= 1;
    outcomes.push(
      refusal === null
        ? { fileName: file.name, uploaded: true }
        : { fileName: file.name, uploaded: false, message: refusal },
    );
  }
  return outcomes;
}
