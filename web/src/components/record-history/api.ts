import type { AuditEntity, AuditEntry } from '@lar/contracts/audit';
import type { PageSize } from '@lar/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { apiPage } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The newest changes shown; one of the page sizes the server keeps a plan for. */
const HISTORY_PAGE: PageSize = 50;

/** Admin only: the newest changes of one record. */
export function useRecordHistory(entity: AuditEntity, id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.history.record(entity, id),
    queryFn: ({ signal }) =>
      apiPage<AuditEntry>(
        '/api/audit-log',
        { limit: HISTORY_PAGE, offset: 0 },
        { signal, query: { entity, entity_id: id } },
      ),
    enabled,
  });
}
