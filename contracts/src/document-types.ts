/**
 * The kinds of document an applicant or a resident may send: PDF, JPEG or PNG, recognised by
 * their first bytes, not their names. Plain code, so the public application form checks a file
 * against the same list without shipping a schema module.
 */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
