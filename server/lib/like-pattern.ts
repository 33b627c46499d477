/**
 * A LIKE / ILIKE pattern that finds `text` anywhere, with LIKE's own wildcards (`%`, `_`)
 * and its escape character taken as plain characters: a search for "50%" finds "50%".
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
