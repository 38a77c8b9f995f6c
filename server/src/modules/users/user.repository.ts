import type { MainUser } from '@lar/contracts/auth';
import type { PagingQuery } from '@lar/contracts/paging';
import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { type JsonPage, pagedJson } from '../../lib/paged-list.ts';
import { recordShape } from '../../lib/record-shape.ts';

/** A main account as the API answers it: never its password hash. */
export const mainUserShape = recordShape<MainUser>({
  id: users.id,
  username: users.username,
  is_admin: users.isAdmin,
  created_at: jsonTimestamp(users.createdAt),
});

/** The organization's main accounts, by username. */
export const listUsers = (q: Queryable, tenant: Tenant, page: PagingQuery): Promise<JsonPage> =>
  pagedJson({
    q,
    from: users,
    where: tenant.where(users),
    orderBy: [asc(users.username), asc(users.id)],
    json: mainUserShape.jsonColumn,
    page,
  });
