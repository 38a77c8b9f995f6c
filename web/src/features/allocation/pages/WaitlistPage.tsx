import type { WaitlistEntry } from '@lar/contracts/allocation';
import { Alert, Anchor, Badge, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryLoadError } from '../../../components/ListLoadError.tsx';
import { BackActions } from '../../../components/OpenedFromNote.tsx';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { AddressPropertyPicker, useFirstProperty } from '../../../components/PropertyPicker.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryId } from '../../../lib/use-query-state.ts';
import { fetchWaitlist } from '../api.ts';
import { AllocationSettings } from '../components/AllocationSettings.tsx';
import { LotteryPanels } from '../components/LotteryPanel.tsx';
import { ALLOCATION_NS } from '../namespace.ts';

/** The property's waitlist in its order (the server's view: group, then lottery rank or submission). */
function Waitlist({ propertyId }: { propertyId: number }) {
  const { t, i18n } = useTranslation(ALLOCATION_NS);
  return (
    // Not a landmark of its own: the table's scrolling region already is one under this title.
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('waitlist.title')}
      </Title>
      <PagedDataTable<WaitlistEntry>
        queryKey={queryKeys.allocation.waitlist(propertyId)}
        fetchPage={fetchWaitlist(propertyId)}
        label={t('waitlist.title')}
        idAccessor={(e) => e.application_id}
        emptyText={t('waitlist.empty')}
        errorTitleKey={`${ALLOCATION_NS}:errors.load`}
        columns={[
          { accessor: 'position', title: t('columns.position'), width: 110, priority: 'high' },
          // A position means nothing without whose it is and its group.
          { accessor: 'head_name', title: t('columns.head'), identifying: true },
          { accessor: 'reference', title: t('columns.reference'), noWrap: true, priority: 'low' },
          {
            accessor: 'preference_name',
            title: t('columns.group'),
            priority: 'high',
            render: (e) =>
              e.preference_name ? <Badge variant="light">{e.preference_name}</Badge> : t('waitlist.noGroup'),
          },
          { accessor: 'lottery_rank', title: t('columns.rank'), render: (e) => e.lottery_rank ?? '—' },
          { accessor: 'household_size', title: t('columns.household'), priority: 'low' },
          {
            accessor: 'submitted_at',
            title: t('columns.submitted'),
            render: (e) => formatDateTime(e.submitted_at, i18n.language),
          },
        ]}
      />
    </Stack>
  );
}

/**
 * /waitlist?property=12: a property's allocation (its method and preferences), its listings'
 * lotteries and its waitlist in order. Opened from the properties screen or the sidebar; opened
 * without a property it shows the first by name and says so, rather than an empty screen.
 */
export default function WaitlistPage() {
  const { t } = useTranslation(ALLOCATION_NS);
  const [named] = useQueryId('property');
  const choicesKey = queryKeys.allocation.choices();
  const first = useFirstProperty(choicesKey, named === null);
  const fallback = named === null ? (first.data ?? null) : null;
  const propertyId = named ?? fallback?.value ?? null;
  return (
    <StaffPage
      title={t('title')}
      description={t('description')}
      actions={<BackActions to="/property" label={t('actions.backToProperties')} />}
    >
      <Stack gap="lg">
        <AddressPropertyPicker ns={ALLOCATION_NS} choicesKey={choicesKey} fallback={fallback} />
        {named === null && first.isPending && <Loader size="sm" aria-label={t('loadingProperties')} />}
        {named === null && first.isError && (
          <QueryLoadError title={t('errors.loadProperties')} query={first} />
        )}
        {fallback && (
          <Alert color="blue" role="note">
            {t('firstProperty', { property: fallback.label })}
          </Alert>
        )}
        {named === null && first.isSuccess && !fallback && (
          <Alert color="blue" role="note">
            {t('noProperties')}{' '}
            <Anchor component={Link} to="/property">
              {t('actions.goToProperties')}
            </Anchor>
          </Alert>
        )}
        {propertyId !== null && (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <AllocationSettings propertyId={propertyId} />
              <LotteryPanels propertyId={propertyId} />
            </SimpleGrid>
            <Waitlist propertyId={propertyId} />
          </>
        )}
      </Stack>
    </StaffPage>
  );
}
