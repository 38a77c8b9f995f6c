import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The browser tests' SMTP server (started by playwright.config.ts before the app, which sends to it
 * through SMTP_URL): it takes every message and writes it, parsed, as one JSON file in
 * LAR_E2E_MAIL_DIR, where the tests read it (`mailbox.ts`). A file is written under another name
 * and renamed, so a test never reads half of one.
 */

export interface StoredMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  receivedAt: string;
}

const dir = process.env.LAR_E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!dir || !Number.isInteger(port) || port <= 0)
  throw new Error('LAR_E2E_MAIL_DIR and E2E_SMTP_PORT must be set');
mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  // No certificate here: the app speaks plain SMTP to it on 127.0.0.1.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const stored: StoredMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: new Date().toISOString(),
        };
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(6, '0')}.json`;
        const partial = path.join(dir, `.${name}.partial`);
        writeFileSync(partial, JSON.stringify(stored));
        renameSync(partial, path.join(dir, name));
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
