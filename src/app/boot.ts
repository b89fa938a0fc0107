/** Name of the <meta> holding the entry script's URL (written by the pre-render, read by ./boot.inline.ts). */
export const APP_ENTRY_META = 'app-entry';

/** Name of the <meta> listing the page's other first-view scripts (space-separated URLs). */
export const APP_CHUNKS_META = 'app-chunks';
