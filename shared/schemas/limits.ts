// Limits shared by the forms' client checks and the server's enforcement.
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT = '.pdf,application/pdf';
/**
 * A PDF's first bytes: the browser's quick hint before sending. The server
 * decides by parsing the whole file (server/forms/apply/pdf-check.ts).
 */
export const PDF_MAGIC = '%PDF-';
export const MAX_JSON_BYTES = 32 * 1024;
/** Name of the honeypot field: hidden from people, filled by bots. */
export const HONEYPOT_FIELD = 'website';
