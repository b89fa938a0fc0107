/**
 * Downloads a file (not a JSON API call): GETs it as a blob and saves it under
 * `fileName` through an object URL and a temporary <a download>. Rejects on a
 * network failure or a non-2xx answer. Browser only (call from handlers).
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await globalThis.fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const blob = await response.blob();
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
