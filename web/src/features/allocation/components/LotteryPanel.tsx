import type { LotteryListing, LotteryRun } from '@lar/contracts/allocation';
import { Alert, Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsShuffle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { ListTable } from '../../../components/list-table/ListTable.tsx';
import { QueryContent } from '../../../components/QueryContent.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { useLottery, usePropertyLotteries, useRunLottery } from '../api.ts';
import { ALLOCATION_NS } from '../namespace.ts';

type Rank = LotteryRun['ranks'][number];

/**
 * A lottery's run: who ran it and when, what re-running it takes (seed, algorithm and version, the
 * entries' application ids, decision 051), its export and its ranks with each application's id.
 */
function LotteryResult({ result, unitId, unit }: { result: LotteryRun; unitId: number; unit: string }) {
  const { t, i18n } = useTranslation(ALLOCATION_NS);
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('lottery.ranBy', {
          who: result.run_by,
          when: formatDateTime(result.run_at, i18n.language),
        })}
      </Text>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {t('lottery.seed')}
        </Text>
        <Code block data-testid="lottery-seed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {result.seed}
        </Code>
        <Text size="sm" data-testid="lottery-algorithm">
          {t('lottery.algorithmVersion', { version: result.algorithm_version })}
        </Text>
        <Text size="sm" fw={600}>
          {t('lottery.entryIds', { count: result.entry_ids.length })}
        </Text>
        <Code
          block
          data-testid="lottery-entry-ids"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {result.entry_ids.join(' ')}
        </Code>
        <Text size="xs" c="dimmed">
          {t('lottery.algorithm', { name: result.algorithm })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('lottery.verifyHow')} <Code>npm run cli -- lottery:verify lottery.csv</Code>
        </Text>
      </Stack>
      <Group justify="flex-end">
        <ExportMenu path={`/api/listings/${unitId}/lottery/export`} fallbackName={`lottery-${unitId}`} />
      </Group>
      <ListTable<Rank>
        label={t('lottery.ranksOf', { unit })}
        records={result.ranks}
        idAccessor={(r) => r.application_id}
        columns={[
          {
            accessor: 'rank',
            title: t('columns.rank'),
            identifying: true,
          },
          { accessor: 'application_id', title: t('columns.applicationId'), priority: 'high' },
          {
            accessor: 'reference',
            title: t('columns.reference'),
            render: (r) => r.reference ?? t('lottery.purged'),
          },
          { accessor: 'head_name', title: t('columns.head'), render: (r) => r.head_name ?? '' },
          {
            accessor: 'preference_name',
            title: t('columns.group'),
            render: (r) => r.preference_name ?? t('waitlist.noGroup'),
          },
        ]}
      />
    </Stack>
  );
}

/** One listing's lottery: its deadline, the run button (or why it cannot run), and the run. */
function ListingLottery({ listing }: { listing: LotteryListing }) {
  const { t, i18n } = useTranslation(ALLOCATION_NS);
  const translator = useTranslator(ALLOCATION_NS);
  const canRun = useCan('manage_allocation');
  const hasRun = listing.run_at !== null;
  const lottery = useLottery(listing.unit_id, hasRun);
  const run = useRunLottery(listing.unit_id);
  const unit = listing.unit_number ?? `#${listing.unit_id}`;
  const titleId = `lottery-${listing.unit_id}`;

  const start = async () => {
    const confirmed = await confirmAction({
      title: t('lottery.confirmTitle', { unit }),
      message: t('lottery.confirmMessage', { count: listing.entries }),
      confirmLabel: t('lottery.run'),
      cancelLabel: t('actions.cancel'),
    });
    if (!confirmed) return;
    run.mutate(undefined, {
      onSuccess: () => showSuccess(t('lottery.done', { unit })),
      onError: (error) => showApiError(error, translator, { fallbackKey: `${ALLOCATION_NS}:errors.run` }),
    });
  };

  return (
    <Card withBorder component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {t('lottery.unit', { unit })}
          </Title>
          {listing.listed ? (
            <Badge color="teal.9" variant="light">
              {t('lottery.listed')}
            </Badge>
          ) : (
            <Badge color="gray.8" variant="light">
              {t('lottery.notListed')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {listing.application_deadline
            ? t('lottery.deadline', { date: formatDate(listing.application_deadline, i18n.language) })
            : t('lottery.noDeadline')}
          {' · '}
          {t('lottery.entries', { count: listing.entries })}
        </Text>
        {!hasRun && (
          <Stack gap={4} align="flex-start">
            {canRun && (
              <Button
                leftSection={<IconArrowsShuffle size={16} aria-hidden />}
                disabled={listing.blocked_by !== null}
                loading={run.isPending}
                onClick={() => void start()}
                aria-describedby={listing.blocked_by ? `${titleId}-why` : undefined}
              >
                {t('lottery.run')}
              </Button>
            )}
            {listing.blocked_by && (
              <Text size="sm" c="dimmed" id={`${titleId}-why`}>
                {t(`lottery.blocked.${listing.blocked_by}`)}
              </Text>
            )}
          </Stack>
        )}
        {hasRun && (
          <QueryContent query={lottery} loadingText={t('loading')} errorTitle={t('errors.load')}>
            {({ run: result }) =>
              result && <LotteryResult result={result} unitId={listing.unit_id} unit={unit} />
            }
          </QueryContent>
        )}
      </Stack>
    </Card>
  );
}

/** The lotteries of the property's listings, one panel each. */
export function LotteryPanels({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation(ALLOCATION_NS);
  const listings = usePropertyLotteries(propertyId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="lotteries-title">
      <Title order={2} size="h4" id="lotteries-title">
        {t('lottery.title')}
      </Title>
      <QueryContent query={listings} loadingText={t('loading')} errorTitle={t('errors.load')}>
        {(lotteries) =>
          lotteries.length === 0 ? (
            <Alert color="blue" role="note">
              {t('lottery.none')}
            </Alert>
          ) : (
            lotteries.map((listing) => <ListingLottery key={listing.unit_id} listing={listing} />)
          )
        }
      </QueryContent>
    </Stack>
  );
}
