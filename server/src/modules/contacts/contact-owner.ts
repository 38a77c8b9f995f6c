import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { RecordShape } from '../../lib/record-shape.ts';

/**
 * Management companies and properties both have contacts, with the same rules (contact.service.ts)
 * and the same routes (contact.routes.ts). What differs between them is said once, in an owner:
 * its tables, the contact's answer and what may keep a contact from being deleted.
 */

/** The columns every contacts table has, under these keys. */
export interface ContactColumns {
  id: PgColumn;
  organizationId: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  full_name: PgColumn;
  primary_contact: PgColumn;
}

export type ContactTable = PgTable & ContactColumns;

/** What every contact's answer has. */
export interface ContactAnswer {
  id: number;
  version: number;
  primary_contact: boolean;
}

/** What every contact's body has. */
export interface ContactInput {
  primary_contact: boolean;
}

export interface ContactOwner<Answer extends ContactAnswer> {
  /** The contacts' entity in the audit log. */
  readonly entity: string;
  /** The owner as "… not found" names it. */
  readonly ownerName: string;
  readonly ownerTable: PgTable & { id: PgColumn; organizationId: PgColumn };
  readonly contacts: ContactTable;
  /** The contacts' column that names their owner, and its key (the API's name) in the table. */
  readonly ownerColumn: PgColumn;
  readonly ownerKey: string;
  /**
   * The contact body's fields, each stored in the column of its own name: what an update sets when
   * sent (a field left out stays as stored, decision 037). The owner's file holds them to the table
   * (`EveryFieldHasItsColumn`).
   */
  readonly fields: readonly string[];
  /** The contact's answer, read from `contacts` alone. */
  readonly shape: RecordShape<Answer>;
  ownerOf(contact: Answer): number;
  /** Refuses (409 IN_USE, saying why) to delete a contact other records need. */
  assertDeletable?(q: Queryable, tenant: Tenant, contactId: number): Promise<void>;
}
