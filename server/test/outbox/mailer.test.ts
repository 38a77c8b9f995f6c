import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueApplicationNotice } from '../../src/modules/outbox/application-notices.ts';
import { insertApplication } from '../applications/application-fixtures.ts';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import type { TestApp, TestOrg } from '../helpers/test-app.ts';
import { applicationWithNotice, appMailingTo, eventually, LocalSmtp, outboxRows } from './smtp-fixture.ts';

/**
 * The app's own mailer (started with the app when SMTP_URL is set) sends the outbox's committed
 * notices to a real SMTP server that this file starts, and retries the ones it refused.
 */
const smtp = new LocalSmtp();
let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  await smtp.start(0);
  t = await appMailingTo(smtp);
  org = await t.createOrg('mailer');
});

afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

const sentAt = async (id: number) => (await outboxRows(t, 'id = $1', [id]))[0]?.sent_at ?? null;

describe('the mailer', () => {
  it("sends a notice after commit, to the applicant, in the applicant's language, and marks it sent", async () => {
    const application = await applicationWithNotice(
      t,
      org,
      { language: 'pt', headName: 'Ana Souza' },
      'RECEIVED',
    );
    t.app.deps.mailer?.nudge();
    await eventually(() => smtp.to(application.email).length === 1);
    const [message] = smtp.to(application.email);
    expect(message?.mail.subject).toBe(`Inscrição ${application.reference} recebida`);
    expect(message?.mail.from?.value).toEqual([{ name: 'Lar Housing', address: 'no-reply@lar.test' }]);
    const body = message?.mail.text ?? '';
    expect(body).toContain('Olá, Ana Souza,');
    expect(body).toContain('Recebemos sua inscrição para Maple Court.');
    expect(body).toContain(`Sua referência: ${application.reference}`);
    expect(body).toContain('Próximos passos');
    expect(body).toContain(
      `https://housing.example.org/application-status?reference=${application.reference}`,
    );
    await eventually(async () => (await sentAt(application.outboxId)) !== null);
    const [row] = await outboxRows(t, 'id = $1', [application.outboxId]);
    expect(row).toMatchObject({ attempts: 0, last_error: null });
  });

  it('sends a decline with its reason and an offer with its unit, in Spanish', async () => {
    const declined = await applicationWithNotice(t, org, { language: 'es', status: 'DECLINED' }, 'DECLINED', {
      declineReason: 'INCOME_ABOVE_LIMIT',
    });
    const property = await createProperty(t, org.adminToken, 'Maple Court');
    const unit = await createUnit(t, org.adminToken, property.id, { unit_number: '4B' });
    const offered = await applicationWithNotice(
      t,
      org,
      { language: 'es', propertyId: property.id },
      'OFFERED',
      { unitId: unit.id },
    );
    t.app.deps.mailer?.nudge();
    await eventually(() => smtp.to(declined.email).length === 1 && smtp.to(offered.email).length === 1);
    expect(smtp.to(declined.email)[0]?.mail.subject).toBe(`Solicitud ${declined.reference}: rechazada`);
    expect(smtp.to(declined.email)[0]?.mail.text).toContain('Los ingresos del hogar superan el límite');
    expect(smtp.to(offered.email)[0]?.mail.text).toContain(
      'Se le ofrece una unidad en Maple Court (unidad 4B).',
    );
  });

  it('never sends a notice whose transaction rolled back', async () => {
    const property = await createProperty(t, org.adminToken);
    const application = await insertApplication(t, org.organizationId, { propertyId: property.id });
    const email = 'rolled-back@example.com';
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueApplicationNotice(
          tx,
          'WITHDRAWN',
          {
            organizationId: org.organizationId,
            applicationId: application.id,
            reference: application.reference,
            email,
            language: 'en',
            propertyId: property.id,
          },
          t.config,
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // A later notice is sent, so a pass ran after the rolled-back one would have been there.
    const later = await applicationWithNotice(t, org, { propertyId: property.id });
    t.app.deps.mailer?.nudge();
    await eventually(() => smtp.to(later.email).length === 1);
    expect(smtp.to(email)).toEqual([]);
    expect(await outboxRows(t, 'to_address = $1', [email])).toEqual([]);
  });

  it('keeps a refused e-mail unsent with its attempts and error, and sends it once the server takes it', async () => {
    smtp.refuseWith = 'Mailbox busy, try later';
    const application = await applicationWithNotice(t, org, { language: 'en' });
    t.app.deps.mailer?.nudge();
    await eventually(
      async () => ((await outboxRows(t, 'id = $1', [application.outboxId]))[0]?.attempts ?? 0) >= 2,
    );
    const [refused] = await outboxRows(t, 'id = $1', [application.outboxId]);
    expect(refused?.sent_at).toBeNull();
    expect(refused?.last_error).toContain('Mailbox busy');
    expect(smtp.to(application.email)).toEqual([]);

    smtp.refuseWith = undefined;
    await eventually(async () => (await sentAt(application.outboxId)) !== null);
    expect(smtp.to(application.email)).toHaveLength(1);
    expect(smtp.to(application.email)[0]?.mail.subject).toBe(`Application ${application.reference} received`);
  });
});
