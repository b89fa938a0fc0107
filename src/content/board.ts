/** The board of directors page's own words (the members come from the API; part 1 §2.8). */
export const boardText = {
  loading: 'Loading our distinguished board members...',
  portrait: (name: string) => `Portrait of ${name}`,
  photoUnavailable: (name: string) => `${name} (photo unavailable)`,
} as const;
