import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, pdf, submit } from '../applications/intake-fixtures.ts';
import { createUnit } from '../helpers/fixtures.ts';
import { json, sendAs, type TestApp, type TestOrg } from '../helpers/test-app.ts';
import { listedUnit } from '../listings/listing-fixtures.ts';
import { PROPERTY_ADDRESS, PROPERTY_PHONE, reachableProperty } from './reachable-property.ts';
import { appMailingTo, eventually, LocalSmtp, type Received } from './smtp-fixture.ts';

/**
 * The applicant's e-mails as the public site and staff's review make them (decision 052), read back
 * from a real SMTP server: a full link from PUBLIC_URL, the greeting by name, the property's name,
 * address and phone, the unit offered, the decline reason staff chose, and a Reply-To that reaches
 * the property while the From stays the configured sender.
 */
const smtp = new LocalSmtp();
let t: TestApp;
let site: TestOrg;
let maple: number;
let mapleListing: number;
let birch: number;
let birchListing: number;
let birchUnit4B: number;

beforeAll(async () => {
  await smtp.start(0);
  t = await appMailingTo(smtp);
  site = await t.createOrg('site');
  maple = await reachableProperty(t, site.adminToken, {
    name: 'Maple Court',
    email: 'leasing@maple.example',
  });
  mapleListing = (await listedUnit(t, site.adminToken, maple)).id;
  // No e-mail of its own: an answer goes to its managing company.
  birch = await reachableProperty(t, site.adminToken, {
    name: 'Birch Row',
    companyEmail: 'office@birchco.example',
  });
  birchListing = (await listedUnit(t, site.adminToken, birch)).id;
  birchUnit4B = (await createUnit(t, site.adminToken, birch, { unit_number: '4B' })).id;
});

afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

async function apply(listingId: number, email: string, language: 'en' | 'pt' | 'es', head: string) {
  const res = await submit(
    t,
    {
      listing_id: listingId,
      email,
      language,
      members: [member(head, 'HEAD', { employment: '31000' })],
      total_assets: '0',
      preference_ids: [],
      consent: true,
    },
    [{ filename: 'income.pdf', type: 'application/pdf', data: pdf() }],
  );
  expect(res.statusCode, res.body).toBe(201);
  const { reference } = json<{ reference: string }>(res);
  const [row] = await t.database.query<{ id: number }>('SELECT id FROM applications WHERE reference = $1', [
    reference,
  ]);
  return { reference, id: Number(row?.id) };
}

const patch = async (id: number, body: object) => {
  const res = await sendAs(t, site.adminToken, 'PATCH', `/api/applications/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
};

/** The `n`th e-mail (from 1) received for `address`, once it has arrived. */
async function received(address: string, n = 1): Promise<Received['mail']> {
  await eventually(() => smtp.to(address).length >= n);
  return (smtp.to(address)[n - 1] as Received).mail;
}

const replyTo = (mail: Received['mail']) => mail.replyTo?.value.map((a) => a.address);
const from = (mail: Received['mail']) => mail.from?.value.map((a) => a.address);

describe("an applicant's e-mails", () => {
  it('on submission (pt): the greeting by name, the full status link, the property to reach and a Reply-To', async () => {
    const email = 'ana.souza@example.com';
    const { reference } = await apply(mapleListing, email, 'pt', 'Ana Souza');
    const mail = await received(email);
    expect(mail.subject).toBe(`Inscrição ${reference} recebida`);
    const text = mail.text ?? '';
    expect(text).toContain('Olá, Ana Souza,');
    expect(text).toContain('Recebemos sua inscrição para Maple Court.');
    expect(text).toContain(`https://housing.example.org/application-status?reference=${reference}`);
    expect(text).toContain('Para falar com Maple Court:');
    expect(text).toContain(`Endereço: ${PROPERTY_ADDRESS}`);
    expect(text).toContain(`Telefone: ${PROPERTY_PHONE}`);
    expect(text).toContain('E-mail: leasing@maple.example (ou responda a esta mensagem)');
    expect(replyTo(mail)).toEqual(['leasing@maple.example']);
    expect(from(mail)).toEqual(['no-reply@lar.test']);
  });

  it('on decline (en): the reason staff chose, with the name and the property', async () => {
    const email = 'maria.lopez@example.com';
    const { id, reference } = await apply(mapleListing, email, 'en', 'Maria Lopez');
    await patch(id, { status: 'DECLINED', decline_reason: 'HOUSEHOLD_SIZE' });
    const mail = await received(email, 2);
    expect(mail.subject).toBe(`Application ${reference}: declined`);
    const text = mail.text ?? '';
    expect(text).toContain('Hello Maria Lopez,');
    expect(text).toContain(
      "Your application for Maple Court was declined. The household's size does not fit the available units.",
    );
    expect(text).toContain(`https://housing.example.org/application-status?reference=${reference}`);
    expect(text).toContain(`Address: ${PROPERTY_ADDRESS}`);
    expect(text).toContain(`Phone: ${PROPERTY_PHONE}`);
    expect(replyTo(mail)).toEqual(['leasing@maple.example']);
  });

  it('on an offer (es): the unit, the address and phone, and the company e-mail as Reply-To when the property has none', async () => {
    const email = 'jose.garcia@example.com';
    const { id, reference } = await apply(birchListing, email, 'es', 'José García');
    await patch(id, { status: 'WAITLISTED' });
    await patch(id, { status: 'OFFERED', offered_unit_id: birchUnit4B });
    const mail = await received(email, 3);
    expect(mail.subject).toBe(`Solicitud ${reference}: se le ofrece una unidad`);
    const text = mail.text ?? '';
    expect(text).toContain('Hola José García:');
    expect(text).toContain('Se le ofrece una unidad en Birch Row (unidad 4B).');
    expect(text).toContain('Para comunicarse con Birch Row:\nUnidad: 4B\n');
    expect(text).toContain(`Dirección: ${PROPERTY_ADDRESS}`);
    expect(text).toContain(`Teléfono: ${PROPERTY_PHONE}`);
    expect(text).toContain(`https://housing.example.org/application-status?reference=${reference}`);
    expect(replyTo(mail)).toEqual(['office@birchco.example']);
    expect(from(mail)).toEqual(['no-reply@lar.test']);
  });
});
