/** Contact page copy (ours: the spec does not word the map's placeholder). */
export const mapCopy = {
  loadMap: 'Load map',
  openInMaps: 'Open in maps',
  newTab: ' (opens in a new tab)',
  /** Shown before the map loads: nothing is fetched from the maps site until the visitor asks (or has accepted non-essential cookies). */
  notice: 'The map comes from Google Maps, which may set cookies. It loads only when you ask for it.',
  frameTitle: (label: string) => `Map: ${label}`,
} as const;
