/** `text` as a regular expression that matches it literally (a label, a title, a path from a step's words). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
