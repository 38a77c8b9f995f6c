import { VISIT_STATUSES } from '@lar/contracts/visits';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusFilter } from '../../../components/ChoiceFilter.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { AddressPropertyPicker } from '../../../components/PropertyPicker.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDraftAddressFilters } from '../../../lib/use-address-filters.ts';
import { useQueryId } from '../../../lib/use-query-state.ts';
import { VisitDetail } from '../components/VisitDetail.tsx';
import { VisitsTable } from '../components/VisitsTable.tsx';
import { type VisitFilters, visitFiltersFromQuery, visitFiltersToQuery } from '../filters.ts';
import { VISITS_NS } from '../namespace.ts';

type DraftFilters = Pick<VisitFilters, 'status' | 'from' | 'to'>;

const NO_FILTERS: DraftFilters = { status: '', from: '', to: '' };

/**
 * /visits: the visit requests sent from the public listings, filtered by status, property and the
 * date received (all in the address); a row opens the request (`?visit=12`) to schedule it and
 * record how it went.
 */
export default function VisitsPage() {
  const { t } = useTranslation(VISITS_NS);
  const { filters, draft, setDraft, apply, clear } = useDraftAddressFilters<VisitFilters, DraftFilters>(
    visitFiltersFromQuery,
    visitFiltersToQuery,
    NO_FILTERS,
  );
  const [openId, setOpenId] = useQueryId('visit', { history: 'push' });

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Stack gap="sm">
        <AddressPropertyPicker ns={VISITS_NS} choicesKey={queryKeys.visits.propertyChoices()} />
        <FilterBar t={t} cols={{ base: 1, sm: 3 }} onApply={apply} onClear={clear}>
          <StatusFilter
            t={t}
            statuses={VISIT_STATUSES}
            value={draft.status}
            onChange={(status) => setDraft({ ...draft, status })}
          />
          <DateField
            label={t('filters.from')}
            value={draft.from}
            onChange={(from) => setDraft({ ...draft, from })}
          />
          <DateField label={t('filters.to')} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        </FilterBar>
      </Stack>
      <VisitsTable filters={filters} onOpen={(visit) => setOpenId(visit.id)} />
      <VisitDetail id={openId} onClose={() => setOpenId(null)} />
    </StaffPage>
  );
}
