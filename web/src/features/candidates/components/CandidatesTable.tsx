import type { Candidate } from '@lar/contracts/candidates';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { POSITIVE_BADGE_FILL } from '../../../components/badge-colors.ts';
import { editDeleteColumn } from '../../../components/edit-delete-column.tsx';
import { filteredPages, listTexts, PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { useRowDelete } from '../../../components/use-row-delete.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { formatDate } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type CandidateFilters, fetchCandidates, useDeleteCandidate } from '../api.ts';
import { CANDIDATES_NS } from '../namespace.ts';

interface CandidatesTableProps {
  filters: CandidateFilters;
  onEdit(candidate: Candidate): void;
}

/** The candidate's current occupancy: where they live, where they will move in, or that there is none. */
export function CurrentOccupancy({ candidate }: { candidate: Candidate }) {
  const { t, i18n } = useTranslation(CANDIDATES_NS);
  const occupancy = candidate.occupancy;
  if (!occupancy) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('table.noOccupancy')}
      </Text>
    );
  }
  if (occupancy.status === 'PENDING') {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('table.pendingFrom', { date: formatDate(occupancy.start_date, i18n.language) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('table.unit', { number: occupancy.unit_number ?? '—', property: occupancy.property_name })} ·{' '}
          {occupancy.program_name ?? t('table.noProgram')}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Badge color={POSITIVE_BADGE_FILL} variant="filled" size="sm" miw="max-content">
          {t('table.tenant')}
        </Badge>
        <Text size="sm" fw={500}>
          {t('table.unit', { number: occupancy.unit_number ?? '—', property: occupancy.property_name })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {occupancy.program_name ?? t('table.noProgram')} ·{' '}
        {t('table.since', { date: formatDate(occupancy.start_date, i18n.language) })}
      </Text>
    </Stack>
  );
}

/** Candidates matching the applied filters, each with its current occupancy or a note that it has none. */
export function CandidatesTable({ filters, onEdit }: CandidatesTableProps) {
  const { t } = useTranslation(CANDIDATES_NS);
  const remove = useRowDelete(CANDIDATES_NS, useDeleteCandidate(), {
    confirm: 'confirmDelete',
    done: 'deleted',
    accessibleName: 'table.deleteLabel',
  });
  const canEdit = useCan('write_candidates');

  return (
    <PagedDataTable<Candidate>
      key={JSON.stringify(filters)}
      {...listTexts(t, CANDIDATES_NS)}
      {...filteredPages(queryKeys.candidates.list, fetchCandidates, filters)}
      columns={[
        { accessor: 'id', title: t('table.id'), width: 70, priority: 'low' },
        { accessor: 'full_name', title: t('table.name'), identifying: true },
        {
          accessor: 'email',
          title: t('table.email'),
          render: (candidate) => (
            <Anchor href={`mailto:${candidate.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {candidate.email}
            </Anchor>
          ),
        },
        {
          accessor: 'occupancy',
          title: t('table.occupancy'),
          render: (candidate) => <CurrentOccupancy candidate={candidate} />,
        },
        // Every account registers and edits candidates; deleting is for main accounts (decision 017).
        editDeleteColumn<Candidate>({
          t,
          canEdit,
          remove,
          valuesOf: (candidate) => ({ name: candidate.full_name }),
          onEdit,
        }),
      ]}
    />
  );
}
