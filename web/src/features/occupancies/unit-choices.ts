import type { Occupancy } from '@lar/contracts/occupancies';
import type { Unit } from '@lar/contracts/units';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_LIMIT, type SearchOption, type SearchOptions } from '../../components/SearchSelect.tsx';
import { apiPage } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { unitLabel } from './api.ts';
import { OCCUPANCIES_NS } from './namespace.ts';

/** Who holds an occupied unit: its ACTIVE occupancy, else the PENDING one (the same rule as the vacant filter). */
type Holder = Pick<Occupancy, 'tenant_name' | 'status' | 'start_date' | 'end_date'>;

/** A unit's latest occupancies (the list runs newest start first), enough to find the current one. */
const HOLDER_LOOKUP_LIMIT = 10;

async function holderOf(unitId: number, signal: AbortSignal): Promise<Holder | null> {
  const page = await apiPage<Occupancy>(
    '/api/occupancies',
    { limit: HOLDER_LOOKUP_LIMIT, offset: 0 },
    { signal, query: { unit_id: String(unitId) } },
  );
  return (
    page.items.find((o) => o.status === 'ACTIVE') ?? page.items.find((o) => o.status === 'PENDING') ?? null
  );
}

function searchUnitPage(term: string, vacant: boolean, signal: AbortSignal): Promise<Unit[]> {
  const query: Record<string, string> = { q: term, ...(vacant ? { vacant: 'true' } : {}) };
  return apiPage<Unit>('/api/units', { limit: SEARCH_LIMIT, offset: 0 }, { signal, query }).then(
    (p) => p.items,
  );
}

/**
 * The units a new placement may go to. By default only the vacant ones (no ACTIVE or PENDING
 * occupancy), since the server refuses a second current occupancy of a unit; with `includeOccupied`
 * every unit, each occupied one named with who holds it and until when, so a manager planning a
 * move-in after a known move-out can still find it.
 */
export function useUnitChoices(includeOccupied: boolean): {
  queryKey: readonly unknown[];
  search: SearchOptions;
} {
  const { t, i18n } = useTranslation(OCCUPANCIES_NS);
  const language = i18n.language;
  return useMemo(() => {
    const label = (unit: Unit) => unitLabel(unit.unit_number, unit.property_name, unit.id);
    const occupiedLabel = (unit: Unit, holder: Holder | null): string => {
      const name = label(unit);
      if (!holder) return t('form.unitOccupied', { unit: name });
      if (holder.status === 'PENDING')
        return t('form.unitPending', {
          unit: name,
          tenant: holder.tenant_name,
          date: formatDate(holder.start_date, language),
        });
      if (holder.end_date)
        return t('form.unitOccupiedUntil', {
          unit: name,
          tenant: holder.tenant_name,
          date: formatDate(holder.end_date, language),
        });
      return t('form.unitOccupiedBy', { unit: name, tenant: holder.tenant_name });
    };
    const search: SearchOptions = async (term, signal) => {
      if (!includeOccupied) {
        return (await searchUnitPage(term, true, signal)).map((u) => ({ value: u.id, label: label(u) }));
      }
      // Both pages run in the same order and the vacant units are among all, so each vacant unit of
      // the first page of all is on the first page of the vacant ones: what is missing there is occupied.
      const [all, vacant] = await Promise.all([
        searchUnitPage(term, false, signal),
        searchUnitPage(term, true, signal),
      ]);
      const vacantIds = new Set(vacant.map((u) => u.id));
      return Promise.all(
        all.map(async (u): Promise<SearchOption> => {
          if (vacantIds.has(u.id)) return { value: u.id, label: label(u) };
          return { value: u.id, label: occupiedLabel(u, await holderOf(u.id, signal)) };
        }),
      );
    };
    const scope = includeOccupied ? 'with-occupied' : 'vacant';
    return { queryKey: [...queryKeys.occupancies.unitChoices(), scope, language], search };
  }, [includeOccupied, t, language]);
}
