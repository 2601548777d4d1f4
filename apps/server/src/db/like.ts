/** A user's search term made literal inside a LIKE pattern: `%`, `_` and `\` match themselves. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);
