import { describe, expect, it } from 'vitest';
import { crmSuite, type Row } from '../helpers/crm.ts';
import { expectForbidden, expectNotFound, json, tableSnapshot } from '../helpers/test-app.ts';
import { type ContactOwnerCase, OWNERS } from './contact-owners.ts';

const s = crmSuite('cta', 'ctb');

/** The contacts of companies and of properties follow one set of rules: each test runs for both. */
describe.each(OWNERS)('contacts of a $label', (owner: ContactOwnerCase) => {
  const newOwner = (token = s.orgA.adminToken) => owner.createOwner(s, token);
  const contactsOf = (ownerId: number) => owner.contactsPath(ownerId);
  const addContact = async (token: string, ownerId: number, body: Record<string, unknown> = {}) =>
    s.created(await s.call(token, 'POST', contactsOf(ownerId), { full_name: 'Some Contact', ...body }));
  const list = async (ownerId: number, query = '') =>
    json<Row[]>(await s.call(s.orgA.adminToken, 'GET', `${contactsOf(ownerId)}${query}`));

  it('adds, lists, edits and deletes contacts with the original API fields', async () => {
    const ownerId = await newOwner();
    const { body, expected, second, edit, editExpected } = owner.spec;
    const contact = await s.created(await s.call(s.orgA.adminToken, 'POST', contactsOf(ownerId), body));
    expect(contact).toMatchObject({ [owner.ownerKey]: ownerId, ...expected, version: 1 });
    const other = await addContact(s.orgA.adminToken, ownerId, { full_name: second.name });
    expect(other).toMatchObject(second.defaults);

    const listed = await s.call(s.orgA.adminToken, 'GET', contactsOf(ownerId));
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(json<Row[]>(listed).map((r) => r.full_name)).toEqual(owner.spec.sortedNames);
    expect((await list(ownerId, `?q=${second.piece}&sort=-name`)).map((r) => r.full_name)).toEqual([
      second.name,
    ]);
    expect((await list(ownerId, `?q=${owner.spec.piece}`)).map((r) => r.id)).toEqual([contact.id]);

    // Making the second primary clears the first.
    const edited = await s.call(s.orgA.adminToken, 'PUT', owner.contactPath(other.id), {
      full_name: second.name,
      ...edit,
      primary_contact: true,
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited)).toMatchObject({ ...editExpected, primary_contact: true, version: 2 });
    expect((await list(ownerId)).filter((r) => r.primary_contact).map((r) => r.id)).toEqual([other.id]);

    const stale = await s.call(s.orgA.adminToken, 'PUT', owner.contactPath(other.id), {
      full_name: 'Stale',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'VERSION_CONFLICT' });

    const deleted = await s.call(s.orgA.adminToken, 'DELETE', owner.contactPath(contact.id));
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toMatchObject({ success: true });
    expect((await s.call(s.orgA.adminToken, 'DELETE', owner.contactPath(contact.id))).statusCode).toBe(404);
    expect((await list(ownerId)).map((r) => r.id)).toEqual([other.id]);
    expect((await s.auditRows(owner.entity, contact.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    expect((await s.auditRows(owner.entity, other.id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('keeps at most one primary contact per owner: a new primary clears the old one', async () => {
    const ownerId = await newOwner();
    const first = await addContact(s.orgA.adminToken, ownerId, { primary_contact: true });
    const second = await addContact(s.orgA.adminToken, ownerId, { primary_contact: true });
    const primaries = async () => (await list(ownerId)).filter((r) => r.primary_contact).map((r) => r.id);
    expect(await primaries()).toEqual([second.id]);
    const demoted = (await list(ownerId)).find((r) => r.id === first.id);
    expect(demoted).toMatchObject({ primary_contact: false, version: 2 });
    const audit = await s.auditRows(owner.entity, first.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ primary_contact: true, version: 1 }),
      after: expect.objectContaining({ primary_contact: false, version: 2 }),
    });

    // Editing the first back to primary clears the second.
    const res = await s.call(s.orgA.adminToken, 'PUT', owner.contactPath(first.id), {
      full_name: String(first.full_name),
      primary_contact: true,
      version: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await primaries()).toEqual([first.id]);

    // An owner's primary does not touch another owner's.
    await addContact(s.orgA.adminToken, await newOwner(), { primary_contact: true });
    expect(await primaries()).toEqual([first.id]);
  });

  it.each(owner.invalid)('refuses %s with its field error', async (_label, override, field, code) => {
    const ownerId = await newOwner();
    const before = await tableSnapshot(s.t.database);
    const res = await s.call(s.orgA.adminToken, 'POST', contactsOf(ownerId), {
      full_name: 'Valid Name',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ field, code })]),
    });
    expect(await tableSnapshot(s.t.database)).toEqual(before);
  });

  it('refuses a stale contact update with 409', async () => {
    const contact = await addContact(s.orgA.adminToken, await newOwner());
    const put = (full_name: string, version: number) =>
      s.call(s.orgA.adminToken, 'PUT', owner.contactPath(contact.id), { full_name, version });
    expect((await put('First Edit', 1)).statusCode).toBe(200);
    const stale = await put('Second Edit', 1);
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'VERSION_CONFLICT' });
  });

  it('answers 404 for contacts of an owner that does not exist', async () => {
    expect((await s.call(s.orgA.adminToken, 'GET', contactsOf(999999))).statusCode).toBe(404);
    const post = await s.call(s.orgA.adminToken, 'POST', contactsOf(999999), { full_name: 'X' });
    expect(post.statusCode).toBe(404);
    const put = await s.call(s.orgA.adminToken, 'PUT', owner.contactPath(999999), {
      full_name: 'X',
      version: 1,
    });
    expect(put.statusCode).toBe(404);
  });

  it("answers 404 to every contact route for another organization's owner and contacts", async () => {
    const ownerB = await newOwner(s.orgB.adminToken);
    const contactB = await addContact(s.orgB.adminToken, ownerB, { full_name: 'B Contact' });
    await expectNotFound(s.t.database, [
      () => s.call(s.orgA.adminToken, 'GET', contactsOf(ownerB)),
      () => s.call(s.orgA.adminToken, 'POST', contactsOf(ownerB), { full_name: 'Spy' }),
      () => s.call(s.orgA.adminToken, 'PUT', owner.contactPath(contactB.id), { full_name: 'X', version: 1 }),
      () => s.call(s.orgA.adminToken, 'DELETE', owner.contactPath(contactB.id)),
    ]);
  });

  it('lets a non-admin main account use every contact route, and a sub-user read only', async () => {
    const plain = await s.t.createPlainUser(s.orgA);
    const ownerId = await newOwner(plain.token);
    const contact = await addContact(plain.token, ownerId, { full_name: 'Plain Contact' });
    const putContact = await s.call(plain.token, 'PUT', owner.contactPath(contact.id), {
      full_name: 'Edited',
      version: contact.version,
    });
    expect(putContact.statusCode).toBe(200);

    const sub = await s.t.createSubuser(s.orgA);
    expect((await s.call(sub.token, 'GET', contactsOf(ownerId))).statusCode).toBe(200);
    await expectForbidden(s.t.database, [
      () => s.call(sub.token, 'POST', contactsOf(ownerId), { full_name: 'Sub Contact' }),
      () => s.call(sub.token, 'PUT', owner.contactPath(contact.id), { full_name: 'Sub', version: 2 }),
      () => s.call(sub.token, 'DELETE', owner.contactPath(contact.id)),
    ]);
    expect((await s.call(plain.token, 'DELETE', owner.contactPath(contact.id))).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await s.t.app.inject({ method: 'GET', url: contactsOf(1) })).statusCode).toBe(401);
  });
});

describe('contacts of a company', () => {
  it('refuses to delete a contact that a property uses as its company contact', async () => {
    const manager = await s.createManager(s.orgA.adminToken);
    const contact = await s.createManagerContact(s.orgA.adminToken, manager.id);
    await s.createProperty(s.orgA.adminToken, manager.id, contact.id);
    const before = await tableSnapshot(s.t.database);
    const res = await s.call(s.orgA.adminToken, 'DELETE', `/api/property-management/contact/${contact.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ code: 'IN_USE', detail: expect.stringContaining('1 property') });
    expect(await tableSnapshot(s.t.database)).toEqual(before);
  });
});
