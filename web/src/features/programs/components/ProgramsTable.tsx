import { PROGRAM_SCOPES, PROGRAM_STATUSES, type ProgramSummary } from '@lar/contracts/programs';
import { Button, Group, Menu, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDots,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmThenMutate, deleteConfirmation } from '../../../components/confirm.tsx';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { fetchProgramSummaries, type ProgramFilters, useDeleteProgram, useSetProgramStatus } from '../api.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { ToneBadge } from './ToneBadge.tsx';

interface ProgramsTableProps {
  onEdit(program: ProgramSummary): void;
}

/**
 * Programs by name with Scope, Jurisdiction and a Status badge; main accounts edit them, admins can
 * also deactivate and delete them (decision 017).
 */
export function ProgramsTable({ onEdit }: ProgramsTableProps) {
  const { t } = useTranslation(PROGRAMS_NS);
  const translator = useTranslator(PROGRAMS_NS);
  const canEdit = useCan('write_records');
  const canRetire = useCan('retire_programs');
  const setStatus = useSetProgramStatus();
  const remove = useDeleteProgram();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatusFilter] = useState<ProgramFilters['status']>('');
  const [scope, setScope] = useState<ProgramFilters['scope']>('');
  const filters: ProgramFilters = { q: debouncedSearch, status, scope };

  function toggleStatus(program: ProgramSummary) {
    const next = program.status === 'active' ? 'inactive' : 'active';
    setStatus.mutate(
      { id: program.id, status: next, version: program.version },
      {
        onSuccess: () =>
          showSuccess(t(next === 'active' ? 'list.activated' : 'list.deactivated', { name: program.name })),
        onError: (error) => showApiError(error, translator, { fallbackKey: `${PROGRAMS_NS}:errors.status` }),
      },
    );
  }

  const askDelete = (program: ProgramSummary) =>
    confirmThenMutate(deleteConfirmation(t, 'confirmDelete', { name: program.name }), remove, program.id, {
      success: t('list.deleted', { name: program.name }),
      onError: (error) =>
        showApiError(error, translator, {
          byCode: { IN_USE: `${PROGRAMS_NS}:errors.deleteInUse` },
          fallbackKey: `${PROGRAMS_NS}:errors.delete`,
        }),
    });

  const levelsSummary = (program: ProgramSummary) => {
    const { first_year: first, last_year: last } = program;
    if (program.level_count === 0 || first === null || last === null) return t('list.noLevels');
    const span = first === last ? String(first) : `${first}–${last}`;
    return t('list.levels', { count: program.level_count, years: span });
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          label={t('list.status')}
          placeholder={t('filters.all')}
          clearable
          data={PROGRAM_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={status || null}
          onChange={(value) => setStatusFilter((value ?? '') as ProgramFilters['status'])}
        />
        <Select
          label={t('list.scope')}
          placeholder={t('filters.all')}
          clearable
          data={PROGRAM_SCOPES.map((s) => ({ value: s, label: t(`scopes.${s}`) }))}
          value={scope || null}
          onChange={(value) => setScope((value ?? '') as ProgramFilters['scope'])}
        />
      </SimpleGrid>
      <PagedDataTable<ProgramSummary>
        label={t('list.label')}
        queryKey={queryKeys.programs.list(filters)}
        fetchPage={(paging, signal) => fetchProgramSummaries(filters, paging, signal)}
        emptyText={t('list.empty')}
        errorTitleKey={`${PROGRAMS_NS}:errors.load`}
        columns={[
          { accessor: 'name', title: t('list.name') },
          { accessor: 'scope', title: t('list.scope'), render: (p) => t(`scopes.${p.scope}`) },
          { accessor: 'jurisdiction', title: t('list.jurisdiction') },
          {
            accessor: 'status',
            title: t('list.status'),
            render: (p) => (
              <ToneBadge tone={p.status === 'active' ? 'positive' : 'danger'}>
                {t(`statuses.${p.status}`)}
              </ToneBadge>
            ),
          },
          { accessor: 'level_count', title: t('list.amiLevels'), render: levelsSummary },
          {
            accessor: 'actions',
            title: t('list.actions'),
            textAlign: 'right',
            hidden: !canEdit && !canRetire,
            render: (program) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {canEdit && (
                  <RowActionButton
                    label={t('actions.edit')}
                    description={t('list.editLabel', { name: program.name })}
                    Icon={IconPencil}
                    onClick={() => onEdit(program)}
                  />
                )}
                {canRetire && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button
                        size="xs"
                        variant="subtle"
                        px={6}
                        aria-label={t('list.moreLabel', { name: program.name })}
                      >
                        <IconDots size={16} aria-hidden />
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={
                          program.status === 'active' ? (
                            <IconPlayerPause size={14} aria-hidden />
                          ) : (
                            <IconPlayerPlay size={14} aria-hidden />
                          )
                        }
                        onClick={() => toggleStatus(program)}
                      >
                        {program.status === 'active' ? t('actions.deactivate') : t('actions.activate')}
                      </Menu.Item>
                      <Menu.Item
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        onClick={() => void askDelete(program)}
                      >
                        {t('actions.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
