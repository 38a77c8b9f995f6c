import type { Attachment } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, sendAs, type TestApp, type TestOrg } from '../helpers/test-app.ts';
import { listedUnit } from '../listings/listing-fixtures.ts';
import {
  type ContentLine,
  calendarProperty,
  eventProperty,
  readCalendar,
  unescapeText,
} from '../outbox/ics-reader.ts';
import { PROPERTY_ADDRESS, PROPERTY_PHONE, reachableProperty } from '../outbox/reachable-property.ts';
import { appMailingTo, eventually, LocalSmtp, outboxRows, type Received } from '../outbox/smtp-fixture.ts';

/**
 * A visitor's e-mails when staff confirm, move or cancel a visit (decision 052), read back from a
 * real SMTP server: the greeting, the time in the visitor's language, the property to reach, the
 * listing's full link, and visit.ics as RFC 5545 and RFC 5546 (iTIP) ask: one UID for the visit's
 * life, a SEQUENCE that grows with each change, DTSTART/DTEND in UTC, METHOD REQUEST then CANCEL.
 */
const smtp = new LocalSmtp();
let t: TestApp;
let site: TestOrg;
let unitId: number;
// Semicolon and comma: both must be escaped in SUMMARY (RFC 5545 section 3.3.11).
const PROPERTY = 'Residencial São João; Fase II, Bloco C';

beforeAll(async () => {
  await smtp.start(0);
  t = await appMailingTo(smtp, { timeZone: 'America/New_York' });
  site = await t.createOrg('site');
  const property = await reachableProperty(t, site.adminToken, {
    name: PROPERTY,
    email: 'visitas@saojoao.example',
  });
  unitId = (await listedUnit(t, site.adminToken, property, { unit_number: '12B' })).id;
});

afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

/** A visit asked for on the public site; answers its id. */
async function requestVisit(name: string, email: string, language: 'en' | 'pt' | 'es') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/visit-requests',
    payload: { listing_id: unitId, name, email, preferred_times: ['2026-12-02T15:00:00-05:00'], language },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [visit] = json<Array<{ id: number; email: string }>>(
    await sendAs(t, site.adminToken, 'GET', '/api/visit-requests?limit=1'),
  );
  expect(visit?.email).toBe(email);
  return visit?.id as number;
}

const patch = async (id: number, body: object) => {
  const res = await sendAs(t, site.adminToken, 'PATCH', `/api/visit-requests/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
};

async function received(address: string, n: number): Promise<Received['mail']> {
  await eventually(() => smtp.to(address).length >= n);
  return (smtp.to(address)[n - 1] as Received).mail;
}

/** The e-mail's one attachment, visit.ics, read as iCalendar; its content type names the METHOD. */
function calendarOf(mail: Received['mail']): ContentLine[] {
  expect(mail.attachments).toHaveLength(1);
  const ics = mail.attachments[0] as Attachment;
  expect(ics.filename).toBe('visit.ics');
  expect(ics.contentType).toBe('text/calendar');
  const lines = readCalendar(ics.content.toString('utf8'));
  const type = ics.headers.get('content-type') as { params: Record<string, string> };
  expect(type.params.method).toBe(calendarProperty(lines, 'METHOD'));
  return lines;
}

const field = (lines: ContentLine[], name: string) => eventProperty(lines, name).value;

describe("a visitor's e-mails", () => {
  it('confirm (pt), move and cancel a visit, each with visit.ics of the same UID and a growing SEQUENCE', async () => {
    const email = 'ana.souza@example.com';
    const id = await requestVisit('Ana Souza', email, 'pt');
    await patch(id, { status: 'SCHEDULED', scheduled_at: '2026-12-02T15:00:00-05:00' });
    const confirmed = await received(email, 1);
    expect(confirmed.subject).toContain(`Visita confirmada: ${PROPERTY}`);
    const text = confirmed.text ?? '';
    expect(text).toContain('Olá, Ana Souza,');
    expect(text).toMatch(
      new RegExp(
        `Sua visita a ${PROPERTY} \\(unidade 12B\\) está confirmada para 2 de dezembro de 2026.*15:00`,
      ),
    );
    expect(text).toContain(`Página do apartamento: https://housing.example.org/apartments/${unitId}`);
    expect(text).toContain(`Endereço: ${PROPERTY_ADDRESS}`);
    expect(text).toContain(`Telefone: ${PROPERTY_PHONE}`);
    expect(confirmed.replyTo?.value.map((a) => a.address)).toEqual(['visitas@saojoao.example']);
    expect(confirmed.from?.value.map((a) => a.address)).toEqual(['no-reply@lar.test']);

    const first = calendarOf(confirmed);
    expect(calendarProperty(first, 'METHOD')).toBe('REQUEST');
    const uid = field(first, 'UID');
    expect(uid).toMatch(/^visit-\d+-\d+-\d+@lar\.test$/);
    expect(field(first, 'DTSTART')).toBe('20261202T200000Z');
    expect(field(first, 'DTEND')).toBe('20261202T203000Z');
    expect(unescapeText(field(first, 'SUMMARY'))).toBe(`Visita: ${PROPERTY} (unidade 12B)`);
    expect(field(first, 'SUMMARY')).toContain('São João\\; Fase II\\, Bloco C');
    expect(unescapeText(field(first, 'LOCATION'))).toBe(PROPERTY_ADDRESS);
    expect(field(first, 'URL')).toBe(`https://housing.example.org/apartments/${unitId}`);
    expect(eventProperty(first, 'ORGANIZER')).toMatchObject({
      value: 'mailto:visitas@saojoao.example',
      params: { CN: PROPERTY },
    });
    expect(eventProperty(first, 'ATTENDEE')).toMatchObject({
      value: `mailto:${email}`,
      params: { CN: 'Ana Souza' },
    });
    expect(field(first, 'STATUS')).toBe('CONFIRMED');

    await patch(id, { status: 'SCHEDULED', scheduled_at: '2026-12-03T10:30:00-05:00' });
    const moved = await received(email, 2);
    expect(moved.subject).toContain(`Visita remarcada: ${PROPERTY}`);
    expect(moved.text).toContain('3 de dezembro de 2026');
    const second = calendarOf(moved);
    expect(calendarProperty(second, 'METHOD')).toBe('REQUEST');
    expect(field(second, 'UID')).toBe(uid);
    expect(Number(field(second, 'SEQUENCE'))).toBeGreaterThan(Number(field(first, 'SEQUENCE')));
    expect(field(second, 'DTSTART')).toBe('20261203T153000Z');
    expect(field(second, 'DTEND')).toBe('20261203T160000Z');

    await patch(id, { status: 'CANCELLED' });
    const cancelled = await received(email, 3);
    expect(cancelled.subject).toContain(`Visita cancelada: ${PROPERTY}`);
    const third = calendarOf(cancelled);
    expect(calendarProperty(third, 'METHOD')).toBe('CANCEL');
    expect(field(third, 'UID')).toBe(uid);
    expect(Number(field(third, 'SEQUENCE'))).toBeGreaterThan(Number(field(second, 'SEQUENCE')));
    expect(field(third, 'DTSTART')).toBe('20261203T153000Z');
    expect(field(third, 'STATUS')).toBe('CANCELLED');
  });

  it('confirm a visit in English and say nothing when it is marked done', async () => {
    const email = 'sam.lee@example.com';
    const id = await requestVisit('Sam Lee', email, 'en');
    await patch(id, { status: 'SCHEDULED', scheduled_at: '2026-12-04T09:00:00-05:00' });
    const mail = await received(email, 1);
    expect(mail.text).toContain('Hello Sam Lee,');
    expect(mail.text).toMatch(/is confirmed for December 4, 2026.*9:00\sAM/);
    expect(mail.text).toContain(`Phone: ${PROPERTY_PHONE}`);
    expect(field(calendarOf(mail), 'DTSTART')).toBe('20261204T140000Z');
    await patch(id, { status: 'DONE' });
    const rows = await outboxRows(t, 'to_address = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it('tell a visitor (es) their request was cancelled before it had a time, with no calendar file', async () => {
    const email = 'lucia.perez@example.com';
    const id = await requestVisit('Lucía Pérez', email, 'es');
    await patch(id, { status: 'CANCELLED' });
    const mail = await received(email, 1);
    expect(mail.subject).toBe(`Solicitud de visita cancelada: ${PROPERTY}`);
    expect(mail.text).toContain('Hola Lucía Pérez:');
    expect(mail.text).toContain(`Su solicitud para visitar ${PROPERTY} (unidad 12B) fue cancelada.`);
    expect(mail.text).toContain(`Teléfono: ${PROPERTY_PHONE}`);
    expect(mail.attachments).toEqual([]);
  });
});
