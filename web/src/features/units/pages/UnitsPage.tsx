import type { Unit } from '@lar/contracts/units';
import { Alert, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormListTabs, useFormListTabs } from '../../../components/FormListTabs.tsx';
import { ListLoadError } from '../../../components/ListLoadError.tsx';
import { SearchSelect, searchOptionsQuery } from '../../../components/SearchSelect.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryId } from '../../../lib/use-query-state.ts';
import { searchProperties, useChosenProperty } from '../api.ts';
import { UnitForm } from '../components/UnitForm.tsx';
import { UnitsTable } from '../components/UnitsTable.tsx';
import { UNITS_NS } from '../namespace.ts';

export default function UnitsPage() {
  const { t } = useTranslation(UNITS_NS);
  const tabs = useFormListTabs<Unit>();
  const { editing } = tabs;
  const [propertyId, setPropertyId] = useQueryId('property');
  const chosen = useChosenProperty(propertyId);
  const property =
    propertyId === null ? null : { value: propertyId, label: chosen.data?.label ?? `#${propertyId}` };
  // The selector's first load; the New Unit tab is disabled until it arrives.
  const properties = useQuery(searchOptionsQuery(queryKeys.units.propertyChoices(), searchProperties, ''));
  // Sub-users read units; creating and editing them is for main accounts (decision 017).
  const canWrite = useCan('write_records');

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <SearchSelect
            label={t('property.label')}
            placeholder={t('property.placeholder')}
            maw={480}
            queryKey={queryKeys.units.propertyChoices()}
            search={searchProperties}
            value={propertyId}
            selected={chosen.data ?? null}
            noResultsText={t('property.none')}
            loadErrorText={t('errors.loadProperties')}
            onChange={(_value, option) => {
              setPropertyId(option?.value ?? null);
              // A unit being edited belongs to the property that was chosen before.
              if (editing) tabs.showList();
            }}
          />
          {properties.isError && (
            <ListLoadError
              title={t('errors.loadProperties')}
              error={properties.error}
              onRetry={() => void properties.refetch()}
            />
          )}
        </Stack>
      </Paper>

      <FormListTabs
        state={tabs}
        t={t}
        formIcon={<IconPlus size={16} aria-hidden />}
        formDisabled={!properties.isSuccess}
        formHidden={!canWrite}
        form={
          <UnitForm
            key={editing?.id ?? 'new'}
            unit={editing}
            propertyId={property?.value ?? null}
            propertyName={property?.label ?? null}
            onSaved={tabs.showList}
            onCancel={tabs.showList}
          />
        }
        list={
          property ? (
            <UnitsTable propertyId={property.value} onEdit={tabs.edit} />
          ) : (
            <Alert color="blue" variant="light">
              {t('selectPrompt')}
            </Alert>
          )
        }
      />
    </StaffPage>
  );
}
