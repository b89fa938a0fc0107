/** fontverter ships no types: the one call the Devanagari subset test makes (woff2 → sfnt for HarfBuzz). */
declare module 'fontverter' {
  export function convert(font: Uint8Array, toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2', fromFormat?: string): Promise<Buffer>;
}
