import type { OutboxItem } from '@lar/contracts/outbox';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNameListFilter } from '../../../components/NameListToolbar.tsx';
import { filteredPages, PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryId, useQueryState } from '../../../lib/use-query-state.ts';
import { fetchOutbox, type OutboxFilter, type OutboxShown } from '../api.ts';
import { OutboxMessageModal } from '../components/OutboxMessageModal.tsx';
import { OutboxStatusBadge } from '../components/OutboxStatusBadge.tsx';
import { OUTBOX_NS } from '../namespace.ts';

const SHOWN: readonly OutboxShown[] = ['all', 'unsent', 'sent'];

/**
 * /outbox: the e-mails to applicants, newest first, with what became of each. `?shown=sent|unsent`
 * and `?q=` filter; `?message=<id>` opens one whole, so a link to it shows the same.
 */
export default function OutboxPage() {
  const { t, i18n } = useTranslation(OUTBOX_NS);
  const [shownParam, setShown] = useQueryState('shown');
  const shown: OutboxShown = SHOWN.find((s) => s === shownParam) ?? 'all';
  const search = useNameListFilter();
  const [messageId, setMessageId] = useQueryId('message', { history: 'push' });
  const filter: OutboxFilter = { shown, q: search.filter.q };
  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Alert variant="light" color="blue">
        {t('howSent')}
      </Alert>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="outbox-shown-label">
            {t('filters.shown')}
          </Text>
          <SegmentedControl
            aria-labelledby="outbox-shown-label"
            value={shown}
            onChange={(value) => setShown(value === 'all' ? null : value)}
            data={SHOWN.map((value) => ({ value, label: t(`filters.${value}`) }))}
          />
        </Stack>
        <SearchField
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search.typed}
          onSearch={search.setTyped}
          maw={360}
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      <PagedDataTable<OutboxItem>
        label={t('table.label')}
        {...filteredPages(queryKeys.outbox.list, fetchOutbox, filter)}
        emptyText={t('table.empty')}
        errorTitleKey={`${OUTBOX_NS}:loadError`}
        columns={[
          {
            accessor: 'subject',
            title: t('table.subject'),
            identifying: true,
            width: '35%',
            render: (item) => <span style={{ overflowWrap: 'anywhere' }}>{item.subject}</span>,
          },
          {
            accessor: 'to_address',
            title: t('table.to'),
            render: (item) => <span style={{ overflowWrap: 'anywhere' }}>{item.to_address}</span>,
          },
          {
            accessor: 'reference',
            title: t('table.reference'),
            priority: 'low',
            noWrap: true,
            render: (i) => i.reference ?? '—',
          },
          {
            accessor: 'created_at',
            title: t('table.createdAt'),
            noWrap: true,
            render: (item) => formatDateTime(item.created_at, i18n.language),
          },
          {
            accessor: 'status',
            title: t('table.status'),
            priority: 'high',
            noWrap: true,
            render: (item) => <OutboxStatusBadge status={item.status} />,
          },
          {
            accessor: 'actions',
            title: t('table.actions'),
            textAlign: 'right',
            render: (item) => (
              <Button
                size="xs"
                variant="light"
                aria-label={t('openLabel', { subject: item.subject })}
                onClick={() => setMessageId(item.id)}
              >
                {t('open')}
              </Button>
            ),
          },
        ]}
      />
      {messageId !== null && <OutboxMessageModal id={messageId} onClose={() => setMessageId(null)} />}
    </StaffPage>
  );
}
