// Text as it may stand in HTML, in an element or a quoted attribute: the
// one escaper of the server's pages, the mails and the document head.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `&`, `<`, `>`, `"` and `'` as entities, so a value never closes its element or attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
