import type { AuditEntry } from '@lar/contracts/audit';
import { useQuery } from '@tanstack/react-query';
import { apiPage } from '../../lib/api.ts';

export const historyKeys = {
  all: ['record-history'] as const,
  record: (entity: string, id: number) => [...historyKeys.all, entity, id] as const,
};

const HISTORY_PAGE = 50;

/** Admin only: the newest changes of one record. */
export function useRecordHistory(entity: string, id: number, enabled: boolean) {
  return useQuery({
    queryKey: historyKeys.record(entity, id),
    queryFn: ({ signal }) =>
      apiPage<AuditEntry>(
        '/api/audit-log',
        { limit: HISTORY_PAGE, offset: 0 },
        { signal, query: { entity, entity_id: id } },
      ),
    enabled,
  });
}
