/** `%text%` for ILIKE with the user's own %, _ and \ taken literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
