/** A LIKE pattern matching `text` itself, its % and _ taken literally (with ILIKE: in any case). */
export const exactPattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A LIKE pattern matching values that contain `text`, its own % and _ taken literally. */
export const likePattern = (text: string) => `%${exactPattern(text)}%`;
