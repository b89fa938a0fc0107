/** The key management team page's own words (the members come from the API; part 1 §2.9). */
export const keyTeamText = {
  loading: 'Loading our distinguished team members...',
  portrait: (name: string) => `Portrait of ${name}`,
  photoUnavailable: (name: string) => `${name} (photo unavailable)`,
  /** Extras of member id 2 (part 1 §2.9). */
  member2Tagline: 'Veteran | Visionary Leader | Client Strategist',
  member2Quote: 'Trust in the Process, and the results Follows…',
  showDetailsAs: 'Show details as',
  bullets: 'Bullet points',
  paragraphs: 'Paragraphs',
} as const;
