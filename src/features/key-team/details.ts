/** Cleans member details on load: unify line breaks, drop blank lines and stray spaces, trim. */
export function cleanDetails(details: string): string {
  return details
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Bullet mode: sentences, split at full stops (followed by a space or the end) and line breaks.
 * A Hindi sentence ends with the danda (।), so it is a full stop too (Hindi details from the API: ADD-14.hindi-bullets).
 */
export function toBullets(details: string): string[] {
  return cleanDetails(details)
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.।])\s+/))
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== '.' && s !== '।');
}

/** Paragraph mode: one paragraph per line. */
export function toParagraphs(details: string): string[] {
  const cleaned = cleanDetails(details);
  return cleaned === '' ? [] : cleaned.split('\n');
}
