import type { Queryable } from '../../db/client.ts';
import { notFound, versionConflict } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Actor } from '../auth/actor.ts';

/** "3 properties", "1 property": for refusal messages. */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

interface ContactRow {
  id: number;
  version: number;
}

/**
 * What the contact rules need from a repository of one kind of contact (a company's or a
 * property's); `parent` is the company or property the contacts belong to.
 */
export interface ContactStore<Row extends ContactRow, Input extends { primary_contact: boolean }> {
  /** Locks the parent row for the transaction; false when it does not exist. */
  lockParent(parentId: number): Promise<boolean>;
  parentOf(row: Row): number;
  findContact(contactId: number): Promise<Row | undefined>;
  insertContact(parentId: number, input: Input): Promise<Row>;
  updateContact(contactId: number, version: number, input: Input): Promise<Row | undefined>;
  clearOtherPrimaries(parentId: number, exceptId?: number): Promise<Row[]>;
}

/**
 * Contacts of companies and of properties share their rules: at most one primary contact per
 * parent (saving one clears the flag on the others, each such change audited on its own), updates
 * carry the version they started from, and every change is audited in the same transaction. The
 * parent row is locked first, so two contacts cannot both become its primary at once.
 */
export class ContactRules<Row extends ContactRow, Input extends { primary_contact: boolean }> {
  constructor(
    private readonly q: Queryable,
    private readonly actor: Actor,
    private readonly entity: string,
    private readonly store: ContactStore<Row, Input>,
    private readonly parentNotFound: () => Error,
  ) {}

  async create(parentId: number, input: Input): Promise<Row> {
    if (!(await this.store.lockParent(parentId))) throw this.parentNotFound();
    if (input.primary_contact) await this.demoteOthers(parentId);
    const row = await this.store.insertContact(parentId, input);
    await recordAudit(this.q, this.actor, {
      action: 'create',
      entity: this.entity,
      entityId: row.id,
      after: row,
    });
    return row;
  }

  async update(contactId: number, version: number, input: Input): Promise<Row> {
    const found = await this.store.findContact(contactId);
    if (!found) throw notFound('Contact');
    await this.store.lockParent(this.store.parentOf(found));
    const before = await this.store.findContact(contactId);
    if (!before) throw notFound('Contact');
    if (before.version !== version) throw versionConflict();
    if (input.primary_contact) await this.demoteOthers(this.store.parentOf(before), contactId);
    const after = await this.store.updateContact(contactId, version, input);
    if (!after) throw versionConflict();
    await recordAudit(this.q, this.actor, {
      action: 'update',
      entity: this.entity,
      entityId: contactId,
      before,
      after,
    });
    return after;
  }

  private async demoteOthers(parentId: number, exceptId?: number): Promise<void> {
    for (const after of await this.store.clearOtherPrimaries(parentId, exceptId)) {
      await recordAudit(this.q, this.actor, {
        action: 'update',
        entity: this.entity,
        entityId: after.id,
        before: { ...after, primary_contact: true, version: after.version - 1 },
        after,
      });
    }
  }
}
