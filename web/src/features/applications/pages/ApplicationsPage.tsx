import { APPLICATION_STATUSES } from '@lar/contracts/applications';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, StatusFilter } from '../../../components/ChoiceFilter.tsx';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { AddressPropertyPicker } from '../../../components/PropertyPicker.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDraftAddressFilters } from '../../../lib/use-address-filters.ts';
import { useQueryId } from '../../../lib/use-query-state.ts';
import { usePreferenceChoices } from '../api.ts';
import { ApplicationDetail } from '../components/ApplicationDetail.tsx';
import { ApplicationsTable } from '../components/ApplicationsTable.tsx';
import {
  applicationFiltersFromQuery,
  applicationFiltersToQuery,
  applicationListQuery,
  type DraftFilters,
} from '../filters.ts';
import { APPLICATIONS_NS } from '../namespace.ts';

const NO_FILTERS: DraftFilters = { status: '', preferenceId: null, flagged: '', q: '' };

/**
 * /applications: applications from the public site, filtered by property, status, claimed
 * preference, duplicate flag and a piece of the reference, name or e-mail (all in the address); a
 * row opens the application (`?application=12`) with its household, verdict and decisions.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation(APPLICATIONS_NS);
  const { filters, draft, setDraft, apply, clear } = useDraftAddressFilters(
    applicationFiltersFromQuery,
    applicationFiltersToQuery,
    NO_FILTERS,
  );
  const [openId, setOpenId] = useQueryId('application', { history: 'push' });
  const preferences = usePreferenceChoices(filters.propertyId);

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Stack gap="sm">
        <Group align="flex-end" justify="space-between" gap="sm" wrap="wrap">
          <AddressPropertyPicker ns={APPLICATIONS_NS} choicesKey={queryKeys.applications.propertyChoices()} />
          <ExportMenu
            path="/api/applications/export"
            query={applicationListQuery(filters)}
            fallbackName="applications"
          />
        </Group>
        <FilterBar t={t} cols={{ base: 1, sm: 2, md: 4 }} onApply={apply} onClear={clear}>
          <TextInput
            label={t('filters.q')}
            placeholder={t('filters.qPlaceholder')}
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.currentTarget.value })}
          />
          <StatusFilter
            t={t}
            statuses={APPLICATION_STATUSES}
            value={draft.status}
            onChange={(status) => setDraft({ ...draft, status })}
          />
          <Select
            label={t('filters.preference')}
            placeholder={
              filters.propertyId === null ? t('filters.choosePropertyFirst') : t('filters.anyPreference')
            }
            disabled={filters.propertyId === null}
            clearable
            value={draft.preferenceId === null ? null : String(draft.preferenceId)}
            onChange={(value) => setDraft({ ...draft, preferenceId: value ? Number(value) : null })}
            data={(preferences.data ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.rank}. ${p.name}`,
            }))}
          />
          <ChoiceFilter
            label={t('filters.flagged')}
            placeholder={t('filters.anyFlag')}
            value={draft.flagged}
            onChange={(flagged) => setDraft({ ...draft, flagged })}
            choices={[
              { value: 'true', label: t('filters.flaggedOnly') },
              { value: 'false', label: t('filters.notFlagged') },
            ]}
          />
        </FilterBar>
      </Stack>
      <ApplicationsTable filters={filters} onOpen={(a) => setOpenId(a.id)} />
      <ApplicationDetail id={openId} onClose={() => setOpenId(null)} />
    </StaffPage>
  );
}
