/** The services page's own words (the services themselves come from the API). */
export const servicesText = {
  loading: 'Loading services...',
  listHeading: 'Services we offer',
} as const;
