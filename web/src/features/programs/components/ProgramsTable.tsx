import { PROGRAM_SCOPES, PROGRAM_STATUSES, type ProgramSummary } from '@lar/contracts/programs';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filteredPages, listTexts, PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { editAction } from '../../../components/RowActions.tsx';
import { rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useRowDelete } from '../../../components/use-row-delete.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { fetchProgramSummaries, type ProgramFilters, useDeleteProgram, useSetProgramStatus } from '../api.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { ToneBadge } from './ToneBadge.tsx';

interface ChoiceFilterProps<Choice extends string> {
  label: string;
  choices: readonly Choice[];
  labelOf(choice: NoInfer<Choice>): string;
  /** '' while the list is not filtered by it. */
  value: NoInfer<Choice> | '';
  onChange(value: NoInfer<Choice> | ''): void;
}

/** A filter on one of a closed set of values (a status, a scope); cleared, the list shows all. */
function ChoiceFilter<Choice extends string>(props: ChoiceFilterProps<Choice>) {
  const { t } = useTranslation(PROGRAMS_NS);
  const { choices, onChange } = props;
  return (
    <Select
      label={props.label}
      placeholder={t('filters.all')}
      clearable
      data={choices.map((choice) => ({ value: choice, label: props.labelOf(choice) }))}
      value={props.value || null}
      onChange={(value) => onChange(choices.find((choice) => choice === value) ?? '')}
    />
  );
}

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
  const remove = useRowDelete(PROGRAMS_NS, useDeleteProgram(), {
    confirm: 'confirmDelete',
    done: 'list.deleted',
  });
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

  const levelsSummary = (program: ProgramSummary) => {
    const { first_year: first, last_year: last } = program;
    if (program.level_count === 0 || first === null || last === null) return t('list.noLevels');
    const span = first === last ? String(first) : `${first}–${last}`;
    return t('list.levels', { count: program.level_count, years: span });
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SearchField
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onSearch={setSearch}
        />
        <ChoiceFilter
          label={t('list.status')}
          choices={PROGRAM_STATUSES}
          labelOf={(s) => t(`statuses.${s}`)}
          value={status}
          onChange={setStatusFilter}
        />
        <ChoiceFilter
          label={t('list.scope')}
          choices={PROGRAM_SCOPES}
          labelOf={(s) => t(`scopes.${s}`)}
          value={scope}
          onChange={setScope}
        />
      </SimpleGrid>
      <PagedDataTable<ProgramSummary>
        {...listTexts(t, PROGRAMS_NS, 'list')}
        {...filteredPages(queryKeys.programs.list, fetchProgramSummaries, filters)}
        columns={[
          { accessor: 'name', title: t('list.name'), identifying: true },
          { accessor: 'scope', title: t('list.scope'), render: (p) => t(`scopes.${p.scope}`) },
          { accessor: 'jurisdiction', title: t('list.jurisdiction'), priority: 'low' },
          {
            accessor: 'status',
            title: t('list.status'),
            priority: 'high',
            render: (p) => (
              <ToneBadge tone={p.status === 'active' ? 'positive' : 'danger'}>
                {t(`statuses.${p.status}`)}
              </ToneBadge>
            ),
          },
          { accessor: 'level_count', title: t('list.amiLevels'), render: levelsSummary },
          rowActionsColumn({
            title: t('list.actions'),
            hidden: !canEdit && !canRetire,
            actionsOf: (program) => [
              editAction(canEdit, {
                label: t('actions.edit'),
                description: t('list.editLabel', { name: program.name }),
                onClick: () => onEdit(program),
              }),
              canRetire && {
                id: 'status',
                label: program.status === 'active' ? t('actions.deactivate') : t('actions.activate'),
                Icon: program.status === 'active' ? IconPlayerPause : IconPlayerPlay,
                onClick: () => toggleStatus(program),
              },
              canRetire && {
                id: 'delete',
                label: t('actions.delete'),
                Icon: IconTrash,
                color: 'red',
                onClick: () => void remove.ask(program.id, { name: program.name }),
              },
            ],
          }),
        ]}
      />
    </Stack>
  );
}
