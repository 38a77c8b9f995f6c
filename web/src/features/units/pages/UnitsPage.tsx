import { Alert, Checkbox, Group, Paper, Stack } from '@mantine/core';
import { IconBolt, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompanyFilterChip, useCompanyFilter } from '../../../components/CompanyFilterChip.tsx';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { FormListTabs, useFormListTabs } from '../../../components/FormListTabs.tsx';
import { QueryLoadError } from '../../../components/ListLoadError.tsx';
import { PropertyPicker, searchProperties, useChosenProperty } from '../../../components/PropertyPicker.tsx';
import { searchOptionsQuery } from '../../../components/SearchSelect.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryId, useQueryUpdate } from '../../../lib/use-query-state.ts';
import { useUnit } from '../api.ts';
import { ListingEditor } from '../components/ListingEditor.tsx';
import { UnitForm } from '../components/UnitForm.tsx';
import { UnitsTable } from '../components/UnitsTable.tsx';
import { UtilityAllowancesEditor } from '../components/UtilityAllowancesEditor.tsx';
import { UNITS_NS } from '../namespace.ts';

/**
 * /units: the units of the chosen property (`?property=12`), or the vacant ones (`?vacant=1`, of every
 * property without a chosen one), the unit being edited (`?edit=5`) and
 * the tab are in the address.
 */
export default function UnitsPage() {
  const { t } = useTranslation(UNITS_NS);
  // The chosen property's utility allowances are its third tab (`?tab=allowances`).
  const tabs = useFormListTabs('allowances');
  const [propertyId] = useQueryId('property');
  const [params] = useSearchParams();
  const vacant = params.get('vacant') === '1';
  // A dashboard tile's management company (`?company=3`, decision 072).
  const companyId = useCompanyFilter();
  const updateQuery = useQueryUpdate();
  const chosen = useChosenProperty(queryKeys.units.propertyChoices(), propertyId);
  const property =
    propertyId === null ? null : { value: propertyId, label: chosen.data?.label ?? `#${propertyId}` };
  // The selector's first load; the New Unit tab is disabled until it arrives.
  const properties = useQuery(searchOptionsQuery(queryKeys.units.propertyChoices(), searchProperties, ''));
  // Sub-users read units; creating and editing them is for main accounts (decision 017).
  const canWrite = useCan('write_records');
  // The unit whose listing is open (`?listing=5`) and its number, known when opened from its row.
  const [listingId, setListingId] = useQueryId('listing', { history: 'push' });
  const [listingName, setListingName] = useState<string | null>(null);

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <PropertyPicker
              ns={UNITS_NS}
              maw={480}
              style={{ flex: '1 1 280px' }}
              queryKey={queryKeys.units.propertyChoices()}
              value={propertyId}
              selected={chosen.data ?? null}
              onChange={(_value, option) =>
                updateQuery({
                  property: option ? String(option.value) : null,
                  // Another property's list starts from its first page; a unit being edited
                  // belongs to the property that was chosen before.
                  page: null,
                  edit: null,
                })
              }
            />
            {/* Without a property chosen, every unit of the organization. */}
            <ExportMenu
              path="/api/units/export"
              query={{
                property_id: propertyId,
                property_manager_id: companyId,
                vacant: vacant ? 'true' : undefined,
              }}
              fallbackName="units"
            />
          </Group>
          <Checkbox
            label={t('vacantOnly')}
            checked={vacant}
            onChange={(event) =>
              updateQuery({ vacant: event.currentTarget.checked ? '1' : null, page: null })
            }
          />
          <CompanyFilterChip />
          {properties.isError && <QueryLoadError title={t('errors.loadProperties')} query={properties} />}
        </Stack>
      </Paper>

      <FormListTabs
        state={tabs}
        t={t}
        formIcon={<IconPlus size={16} aria-hidden />}
        formDisabled={!properties.isSuccess}
        formHidden={!canWrite}
        forms={{
          useStored: useUnit,
          edit: (unit, done) => (
            <UnitForm
              key={`${unit.id}:${unit.version}`}
              unit={unit}
              propertyId={unit.property_id}
              propertyName={unit.property_name}
              onSaved={done}
              onCancel={done}
            />
          ),
          create: (done) => (
            <UnitForm
              key="new"
              unit={null}
              propertyId={property?.value ?? null}
              propertyName={property?.label ?? null}
              onSaved={done}
              onCancel={done}
            />
          ),
        }}
        extra={{
          label: t('tabs.allowances'),
          icon: <IconBolt size={16} aria-hidden />,
          panel: property ? (
            <UtilityAllowancesEditor key={property.value} propertyId={property.value} />
          ) : (
            <Alert color="blue" variant="light">
              {t('allowances.selectPrompt')}
            </Alert>
          ),
        }}
        list={
          property || vacant || companyId !== null ? (
            <UnitsTable
              filters={{ propertyId: property?.value ?? null, companyId, vacant }}
              onEdit={(unit) => tabs.edit(unit.id)}
              onListing={(unit) => {
                setListingName(unit.unit_number);
                setListingId(unit.id);
              }}
            />
          ) : (
            <Alert color="blue" variant="light">
              {t('selectPrompt')}
            </Alert>
          )
        }
      />
      <ListingEditor
        unitId={listingId}
        unitName={listingName ?? `#${listingId ?? ''}`}
        onClose={() => setListingId(null)}
      />
    </StaffPage>
  );
}
