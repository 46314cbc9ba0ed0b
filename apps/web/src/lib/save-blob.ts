/**
 * Saves bytes the page fetched itself (with a bearer token a plain link cannot send) as a download
 * named `fileName`, the way a link with `download` would.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
