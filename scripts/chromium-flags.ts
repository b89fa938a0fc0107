/**
 * The flags every headless Chromium started here shares (the acceptance suite, the bench, the asset
 * scripts): no sandbox (root in CI), no GPU, no QUIC, and none of the browser's own background traffic
 * (first-run, component updates, sync), so a run reaches nothing but the pages it opens.
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
