import type { PagingQuery } from '@lar/contracts/paging';
import type { AppDeps } from '../../deps.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import type { Actor } from '../auth/actor.ts';
import { listUsers } from './user.repository.ts';

/** The organization's main accounts, as administration reads them. */
export class UserService {
  constructor(private readonly deps: AppDeps) {}

  list(actor: Actor, page: PagingQuery): Promise<JsonPage> {
    return listUsers(this.deps.database.db, actor.tenant, page);
  }
}
