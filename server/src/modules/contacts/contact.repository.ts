import type { NameListQuery } from '@lar/contracts/paging';
import { eq, ne, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { selectRow } from '../../db/tenant-rows.ts';
import { sentFields } from '../../lib/field-columns.ts';
import { containsText, nameOrder } from '../../lib/list-query.ts';
import { type JsonPage, pagedJson } from '../../lib/paged-list.ts';
import type { ContactAnswer, ContactInput, ContactOwner, ContactTable } from './contact-owner.ts';

/**
 * Both contacts tables keep the API's names as their keys, so a body goes into either as it is. The
 * table is only known as a `ContactTable` here, which Drizzle cannot check a body against: the
 * contract's schema already has, and the owner's table holds every key of its contacts' body.
 */
const insertValue = (values: object) => values as PgInsertValue<ContactTable>;
const setValues = (values: object) => values as PgUpdateSetSource<ContactTable>;

/** One owner's contacts, scoped to the caller's organization. */
export class ContactRepository<Answer extends ContactAnswer, Input extends ContactInput> {
  private readonly contacts: ContactTable;

  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
    private readonly owner: ContactOwner<Answer>,
  ) {
    this.contacts = owner.contacts;
  }

  list(ownerId: number, query: NameListQuery): Promise<JsonPage> {
    const { contacts } = this;
    return pagedJson({
      q: this.q,
      from: contacts,
      where: this.tenant.where(
        contacts,
        eq(this.owner.ownerColumn, ownerId),
        containsText(contacts.full_name, query.q),
      ),
      orderBy: nameOrder(contacts.full_name, contacts.id, query.sort),
      json: this.owner.shape.jsonColumn,
      page: query,
    });
  }

  /** Whether the owner exists; `lock` keeps it (and so its contacts' primary flag) until the transaction ends. */
  async ownerExists(ownerId: number, lock = false): Promise<boolean> {
    const { ownerTable } = this.owner;
    const query = this.q
      .select({ id: ownerTable.id })
      .from(ownerTable)
      .where(this.tenant.where(ownerTable, eq(ownerTable.id, ownerId)))
      .$dynamic();
    const rows = await (lock ? query.for('update') : query);
    return rows.length > 0;
  }

  /** The contact's answer; `lock` keeps its row until the transaction ends. */
  async find(contactId: number, lock = false): Promise<Answer | undefined> {
    const query = selectRow(this.q, this.tenant, this.contacts, this.owner.shape.columns, contactId);
    return this.owner.shape.readFirst(await (lock ? query.for('update') : query));
  }

  /** The owner's primary contacts other than `exceptId` (one at most), locked. */
  async otherPrimaries(ownerId: number, exceptId?: number): Promise<Answer[]> {
    const rows = await this.q
      .select(this.owner.shape.columns)
      .from(this.contacts)
      .where(
        this.tenant.where(
          this.contacts,
          eq(this.owner.ownerColumn, ownerId),
          eq(this.contacts.primary_contact, true),
          exceptId === undefined ? undefined : ne(this.contacts.id, exceptId),
        ),
      )
      .for('update');
    return rows.map((row) => this.owner.shape.read(row));
  }

  /** Inserts the contact; its id. */
  async insert(ownerId: number, input: Input): Promise<number> {
    const values = this.tenant.values({ ...input, [this.owner.ownerKey]: ownerId });
    const [row] = await this.q
      .insert(this.contacts)
      .values(insertValue(values))
      .returning({ id: this.contacts.id });
    return (row as { id: number }).id;
  }

  /**
   * Updates the contact at `version`, setting the body's fields sent (a field left out stays as
   * stored); false when that is no longer its version.
   */
  async update(contactId: number, version: number, changes: Partial<Input>): Promise<boolean> {
    const sent = sentFields(this.owner.fields, changes);
    const rows = await this.q
      .update(this.contacts)
      .set(setValues({ ...sent, version: version + 1, updatedAt: new Date() }))
      .where(
        this.tenant.where(this.contacts, eq(this.contacts.id, contactId), eq(this.contacts.version, version)),
      )
      .returning({ id: this.contacts.id });
    return rows.length > 0;
  }

  async clearPrimary(contactId: number): Promise<void> {
    await this.q
      .update(this.contacts)
      .set(
        setValues({
          primary_contact: false,
          version: sql`${this.contacts.version} + 1`,
          updatedAt: new Date(),
        }),
      )
      .where(this.tenant.where(this.contacts, eq(this.contacts.id, contactId)));
  }

  async delete(contactId: number): Promise<void> {
    await this.q
      .delete(this.contacts)
      .where(this.tenant.where(this.contacts, eq(this.contacts.id, contactId)));
  }
}
