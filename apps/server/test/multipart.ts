import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  name: string;
  data: Buffer;
  /** Declared content type; the server must not trust it. */
  type?: string;
  field?: string;
}

/** A multipart/form-data body for `inject`, the way a browser sends a file input. */
export function multipart(files: MultipartFile[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----porchlight${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
