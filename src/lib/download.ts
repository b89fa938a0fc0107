import { DOWNLOAD_TIMEOUT_MS } from '@/config/timings';
import { deadline } from './deadline';

/** The first bytes of every PDF file. */
const PDF_MAGIC = '%PDF-';

/**
 * Whether an answer is a PDF: its content type says so and its bytes start with %PDF-.
 * @internal A test seam (tests/lib/download.test.ts).
 */
export async function isPdf(contentType: string | null, blob: Blob): Promise<boolean> {
  if (!/^application\/pdf\b/i.test(contentType?.trim() ?? '')) return false;
  const head = new Uint8Array(await blob.slice(0, PDF_MAGIC.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_MAGIC;
}

/**
 * Downloads a PDF (not a JSON API call): GETs it within DOWNLOAD_TIMEOUT_MS and
 * saves it under `fileName` through an object URL and a temporary <a download>,
 * but only when the answer really is a PDF (content type and %PDF- bytes): an
 * HTML error page answered 200 is never saved as a .pdf. Rejects on a network
 * failure, a timeout, a non-2xx answer or anything but a PDF, so the caller shows
 * its failure state. Browser only (call from handlers).
 */
export async function downloadFile(url: string, fileName: string, signal?: AbortSignal): Promise<void> {
  const time = deadline(DOWNLOAD_TIMEOUT_MS, signal);
  let blob: Blob;
  try {
    const response = await globalThis.fetch(url, { signal: time.signal });
    if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
    blob = await response.blob();
    if (!(await isPdf(response.headers.get('content-type'), blob))) {
      throw new Error(`GET ${url}: not a PDF (${response.headers.get('content-type') ?? 'no content type'})`);
    }
  } finally {
    time.clear();
  }
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled, so the browser has read the blob.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
