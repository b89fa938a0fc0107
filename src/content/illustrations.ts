/**
 * The drawn illustrations (scripts/assets/illustrations.ts): one SVG each, light and
 * dark in the same file (its own prefers-color-scheme rule). The alt text is empty where
 * the picture only decorates text that says the same.
 */
export interface IllustrationRef {
  src: string;
  width: number;
  height: number;
  /** Empty: decorative. */
  alt: string;
}

export const illustrations = {
  claims: { src: '/images/illustrations/claims.svg', width: 480, height: 400, alt: '' },
  notFound: { src: '/images/illustrations/not-found.svg', width: 480, height: 360, alt: '' },
  partner: { src: '/images/illustrations/partner.svg', width: 560, height: 460, alt: '' },
  // The claims page's claim types, one scene each beside the type's title (the title says what it is).
  'claims-motor': { src: '/images/illustrations/claims-motor.svg', width: 320, height: 200, alt: '' },
  'claims-health': { src: '/images/illustrations/claims-health.svg', width: 320, height: 200, alt: '' },
  'claims-life': { src: '/images/illustrations/claims-life.svg', width: 320, height: 200, alt: '' },
  'claims-property-marine': { src: '/images/illustrations/claims-property-marine.svg', width: 320, height: 200, alt: '' },
  'claims-liability': { src: '/images/illustrations/claims-liability.svg', width: 320, height: 200, alt: '' },
} as const satisfies Record<string, IllustrationRef>;

export type IllustrationName = keyof typeof illustrations;
