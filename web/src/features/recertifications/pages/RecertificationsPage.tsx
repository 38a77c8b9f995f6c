import type { RecertificationBucket } from '@lar/contracts/recertifications';
import { Button, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompanyFilterChip } from '../../../components/CompanyFilterChip.tsx';
import { DateField } from '../../../components/DateField.tsx';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { QueryLoadError } from '../../../components/ListLoadError.tsx';
import { AddressPropertyPicker } from '../../../components/PropertyPicker.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { localToday } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryUpdate } from '../../../lib/use-query-state.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { useGenerateNotices, useRecertificationSummary } from '../api.ts';
import { BucketTiles } from '../components/BucketTiles.tsx';
import { DueCalendar } from '../components/DueCalendar.tsx';
import { RecertificationsTable } from '../components/RecertificationsTable.tsx';
import { recertificationFiltersFromQuery } from '../filters.ts';
import { isMonth, monthOf } from '../month.ts';
import { RECERTIFICATIONS_NS } from '../namespace.ts';

const VIEWS = ['list', 'calendar'] as const;

/**
 * /recertifications: the households whose annual recertification is due, by bucket (120, 90, 60,
 * 30 days, overdue), as a list or a month calendar, with the notice letters of a bucket. The
 * bucket, property, "as of" date, view and month are in the address.
 */
export default function RecertificationsPage() {
  const { t } = useTranslation(RECERTIFICATIONS_NS);
  const translator = useTranslator(RECERTIFICATIONS_NS);
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const filters = recertificationFiltersFromQuery(params);
  const view = VIEWS.find((v) => v === params.get('view')) ?? 'list';
  const summary = useRecertificationSummary(filters.propertyId, filters.asOf, filters.companyId);
  const notices = useGenerateNotices();
  const canWrite = useCan('write_occupancies');
  const asOf = filters.asOf || summary.data?.as_of || localToday();
  const monthParam = params.get('month');
  const month = isMonth(monthParam) ? monthParam : monthOf(asOf);
  const bucket = filters.bucket;

  const generateNotices = (chosenBucket: RecertificationBucket, propertyId: number) =>
    notices.mutate(
      { property_id: propertyId, bucket: chosenBucket, ...(filters.asOf ? { as_of: filters.asOf } : {}) },
      {
        onSuccess: () => showSuccess(t('notices.done')),
        onError: (error) =>
          showApiError(error, translator, { fallbackKey: `${RECERTIFICATIONS_NS}:errors.notices` }),
      },
    );

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <AddressPropertyPicker
            ns={RECERTIFICATIONS_NS}
            choicesKey={queryKeys.recertifications.propertyChoices()}
          />
          <DateField
            label={t('asOf')}
            placeholder={t('today')}
            w={{ base: '100%', xs: 200 }}
            value={filters.asOf}
            onChange={(value) => update({ as_of: value, month: null, page: null })}
          />
          <SegmentedControl
            aria-label={t('view.label')}
            value={view}
            onChange={(value) => update({ view: value === 'list' ? null : value })}
            data={VIEWS.map((value) => ({ value, label: t(`view.${value}`) }))}
          />
          <CompanyFilterChip />
          {canWrite && bucket !== '' && filters.propertyId !== null && (
            <Button
              variant="light"
              leftSection={<IconMailForward size={16} aria-hidden />}
              loading={notices.isPending}
              onClick={() => filters.propertyId !== null && generateNotices(bucket, filters.propertyId)}
            >
              {t('notices.generate')}
            </Button>
          )}
          <Group ml={{ sm: 'auto' }}>
            <ExportMenu
              path="/api/recertifications/export"
              query={{
                bucket,
                property_id: filters.propertyId,
                property_manager_id: filters.companyId,
                as_of: filters.asOf,
              }}
              fallbackName="recertifications"
            />
          </Group>
        </Group>
      </Paper>
      {summary.isError ? (
        <QueryLoadError title={t('errors.summary')} query={summary} />
      ) : (
        <BucketTiles
          summary={summary.data}
          selected={bucket}
          onSelect={(next) => update({ bucket: next, page: null, view: null })}
        />
      )}
      <Stack gap="xs">
        {view === 'list' ? (
          <RecertificationsTable filters={filters} />
        ) : (
          <DueCalendar
            propertyId={filters.propertyId}
            companyId={filters.companyId}
            month={month}
            onMonthChange={(next) => update({ month: next })}
          />
        )}
      </Stack>
    </StaffPage>
  );
}
