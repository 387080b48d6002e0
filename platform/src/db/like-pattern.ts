/** `%text%` for ILIKE, with the wildcards a user types matching only themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
