/** An e-mail's text as the outbox keeps it: its subject and its plain-text body. */
export interface EmailText {
  subject: string;
  body: string;
}

/** An e-mail's words before they are laid out: its subject and its paragraphs. */
export interface EmailWords {
  subject: string;
  paragraphs: readonly string[];
}

/** The plain-text e-mail of `words`: a blank line between paragraphs and a line end after the last. */
export function plainTextEmail({ subject, paragraphs }: EmailWords): EmailText {
  return { subject, body: `${paragraphs.join('\n\n')}\n` };
}

/**
 * A page of the site that an e-mailed link opens: a full address under PUBLIC_URL, else the path
 * alone (decision 054).
 */
export function emailedLink(siteUrl: string | undefined, path: string): string {
  return `${siteUrl ?? ''}${path}`;
}

/** A page's link carrying its token after `#`, so the token never reaches a server log. */
export function tokenLink(siteUrl: string | undefined, path: string, token: string): string {
  return `${emailedLink(siteUrl, path)}#token=${encodeURIComponent(token)}`;
}
