import type { Candidate } from '@lar/contracts/candidates';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { candidates } from '../../db/schema/candidates.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { pagedRows } from '../../lib/paged-list.ts';
import { literal } from '../../lib/prepared-queries.ts';
import { NameSearch, nameSearchWords } from './candidate-name-search.repository.ts';
import { candidateShape, maskedCandidateShape, withCurrentOccupancy } from './candidate-shape.ts';

/** One candidate's reads and its delete, and the look-up by name. Lists: candidate-list.repository.ts. */
export class CandidateRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  private selectOne(shape: typeof candidateShape, id: number) {
    return withCurrentOccupancy(this.q.select(shape.columns).from(candidates).$dynamic(), this.tenant).where(
      this.tenant.where(candidates, eq(candidates.id, id)),
    );
  }

  /** The candidate's answer as JSON text, document number in full; undefined when not this organization's. */
  async findJson(id: number): Promise<string | undefined> {
    return candidateShape.textOfFirst(await this.selectOne(candidateShape, id));
  }

  /** The candidate as the audit log keeps it (`maskedCandidateShape`), its row locked until the transaction ends. */
  async findForUpdate(id: number): Promise<Candidate | undefined> {
    return maskedCandidateShape.readFirst(
      await this.selectOne(maskedCandidateShape, id).for('update', { of: candidates }),
    );
  }

  async delete(id: number): Promise<void> {
    await this.q.delete(candidates).where(this.tenant.where(candidates, eq(candidates.id, id)));
  }

  /** Ids and names for choosing a tenant, by the same name search as the list. */
  async lookup(term: string | undefined, limit: number, offset: number) {
    const words = nameSearchWords(term);
    const where = this.tenant.where(
      candidates,
      ...new NameSearch(this.q, this.tenant, words, literal).conditions(candidates.id),
    );
    const matches = () => this.q.select({ id: candidates.id }).from(candidates).where(where).$dynamic();
    const { rows, total } = await pagedRows(this.q, offset, matches, (totalOf) =>
      this.q
        .select({ id: candidates.id, full_name: candidates.fullName, total: totalOf })
        .from(candidates)
        .where(where)
        .orderBy(asc(candidates.searchName), asc(candidates.id))
        .limit(limit)
        .offset(offset),
    );
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }
}
