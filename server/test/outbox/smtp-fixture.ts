import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { expect } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import type { ApplicationNoticeFacts } from '../../src/modules/outbox/application-notices.ts';
import { queueApplicationNotice } from '../../src/modules/outbox/application-notices.ts';
import { type ApplicationRow, insertApplication } from '../applications/application-fixtures.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp, type TestOrg } from '../helpers/test-app.ts';

/**
 * A test app whose mailer sends to `smtp`, from the configured sender, with links from a public
 * URL; it polls the outbox and retries every 100 ms, short enough for a test (production polls
 * every 5 s and waits a minute before the first retry).
 */
export function appMailingTo(smtp: LocalSmtp, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  return buildTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'Lar Housing <no-reply@lar.test>',
    publicUrl: 'https://housing.example.org',
    mailPollMs: 100,
    mailRetryBaseMs: 100,
    ...overrides,
  });
}

/** A message as the local SMTP server received it: the envelope and the parsed mail. */
export interface Received {
  envelopeTo: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 for one test file: it keeps what it receives, and can be told to
 * refuse (a temporary 451 at RCPT), to take its time, or to stop and start again on the same port.
 */
export class LocalSmtp {
  readonly received: Received[] = [];
  /** While set, every recipient is refused with this reply. */
  refuseWith: string | undefined;
  /** How long each message's DATA takes to be accepted. */
  delayMs = 0;
  private server: SMTPServer | undefined;
  port = 0;

  private build(extra: Partial<SMTPServerOptions>): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      // No certificate here: the mailer speaks plain SMTP to it.
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (this.refuseWith === undefined) return callback();
        const error = Object.assign(new Error(this.refuseWith), { responseCode: 451 });
        return callback(error);
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
            this.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
      ...extra,
    });
  }

  /** Listens on `port` (0: any free one). */
  async start(port = this.port, extra: Partial<SMTPServerOptions> = {}): Promise<void> {
    const server = this.build(extra);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The messages received for `address`. */
  to(address: string): Received[] {
    return this.received.filter((r) => r.envelopeTo.includes(address));
  }
}

/** A port nothing listens on (yet): taken from the system, then let go. */
export async function freePort(): Promise<number> {
  const probe = new LocalSmtp();
  await probe.start(0);
  const { port } = probe;
  await probe.stop();
  return port;
}

/** Waits until `check` holds (it throws or returns false until then), for `timeoutMs` at most. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface OutboxRow {
  id: number;
  organization_id: number;
  to_address: string;
  subject: string;
  body_text: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
}

export async function outboxRows(t: Pick<TestApp, 'database'>, where = 'true', params: unknown[] = []) {
  const rows = await t.database.query<OutboxRow>(
    `SELECT id, organization_id, to_address, subject, body_text, sent_at::text, attempts, last_error
       FROM email_outbox WHERE ${where} ORDER BY id`,
    params,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

/**
 * An application written straight into the table and its notice queued in one committed
 * transaction, as the services do; answers the application and the notice's outbox row id.
 */
export async function applicationWithNotice(
  t: TestApp,
  org: TestOrg,
  row: Omit<ApplicationRow, 'propertyId'> & { propertyId?: number },
  kind: Parameters<typeof queueApplicationNotice>[1] = 'RECEIVED',
  more: Partial<ApplicationNoticeFacts> = {},
) {
  const propertyId = row.propertyId ?? (await createProperty(t, org.adminToken, 'Maple Court')).id;
  const application = await insertApplication(t, org.organizationId, { ...row, propertyId });
  const [app] = await t.database.query<{ email: string; language: 'en' | 'pt' | 'es'; head_name: string }>(
    'SELECT email, language, head_name FROM applications WHERE id = $1',
    [application.id],
  );
  if (!app) throw new Error('application not found');
  await t.database.db.transaction((tx) =>
    queueApplicationNotice(
      tx,
      kind,
      {
        organizationId: org.organizationId,
        applicationId: application.id,
        reference: application.reference,
        email: app.email,
        language: app.language,
        propertyId,
        headName: app.head_name,
        ...more,
      },
      t.config,
    ),
  );
  const [outbox] = await t.database.query<{ id: number }>(
    'SELECT max(id) AS id FROM email_outbox WHERE application_id = $1',
    [application.id],
  );
  expect(outbox?.id).toBeDefined();
  return { ...application, email: app.email, outboxId: Number(outbox?.id), propertyId };
}
