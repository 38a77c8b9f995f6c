import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredMail } from './smtp-mailbox.ts';

/**
 * What the app e-mailed, as the browser tests' SMTP server received it (smtp-mailbox.ts): the
 * tests read a notice from the recipient's mailbox, as the recipient would, not from the outbox.
 */

export type { StoredMail };

function mailDir(): string {
  const dir = process.env.LAR_E2E_MAIL_DIR;
  if (!dir) throw new Error('LAR_E2E_MAIL_DIR is not set: run the tests with e2e/playwright.config.ts');
  return dir;
}

/** Every message received for `address` so far, oldest first. */
export function messagesTo(address: string): StoredMail[] {
  const dir = mailDir();
  const wanted = address.toLowerCase();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMail)
    .filter((mail) => mail.to.includes(wanted));
}

/**
 * Waits for the `count`-th message to `address` (the first by default) whose subject or text holds
 * `matching` when given, and answers it; fails after `timeoutMs`.
 */
export async function waitForMail(
  address: string,
  options: { matching?: string | RegExp; count?: number; timeoutMs?: number } = {},
): Promise<StoredMail> {
  const { matching, count = 1, timeoutMs = 20_000 } = options;
  const holds = (mail: StoredMail) =>
    matching === undefined ||
    (typeof matching === 'string'
      ? mail.subject.includes(matching) || mail.text.includes(matching)
      : matching.test(mail.subject) || matching.test(mail.text));
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = messagesTo(address).filter(holds);
    const mail = found[count - 1];
    if (mail) return mail;
    if (Date.now() > until)
      throw new Error(`no e-mail ${count} to ${address} within ${timeoutMs} ms (${found.length} found)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The resident portal sign-in link of a message, as a path for the browser (`/resident/sign-in#token=…`). */
export function signInLinkOf(mail: StoredMail): string {
  const token = /\/resident\/sign-in#token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`the e-mail "${mail.subject}" holds no sign-in link`);
  return `/resident/sign-in#token=${token}`;
}

/** The 6-digit sign-in code of a message. */
export function signInCodeOf(mail: StoredMail): string {
  const code = /: ([0-9]{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`the e-mail "${mail.subject}" holds no sign-in code`);
  return code;
}
