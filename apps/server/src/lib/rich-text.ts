export const sanitizeRichText = (html: string) => html;
