import { Group, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HintedFieldset } from '../../../components/HintedFieldset.tsx';
import { AddItemButton, RemoveItemButton } from '../../../components/ListItemButtons.tsx';
import { DecimalInput } from '../../../components/MoneyInput.tsx';
import { searchPrograms } from '../../../components/program-search.ts';
import { type SearchOptions, SearchSelect } from '../../../components/SearchSelect.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useComplianceProgram } from '../../compliance/api.ts';
import { UNITS_NS } from '../namespace.ts';
import { newRowKey, type UnitFormValues } from '../unit-form-values.ts';

/** At most this many designations per unit (the schema's limit). */
const MAX_DESIGNATIONS = 20;

interface RowProps {
  form: UseFormReturnType<UnitFormValues>;
  index: number;
  search: SearchOptions;
  primaryProgramId: number | null;
}

function DesignationRowFields({ form, index, search, primaryProgramId }: RowProps) {
  const { t } = useTranslation(UNITS_NS);
  const row = form.getValues().designations[index];
  // A stored designation is named before any search: its program is read once and cached.
  const program = useComplianceProgram(row?.program_id ?? null);
  if (!row) return null;
  const position = index + 1;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap" data-testid="designation-row">
      <SearchSelect
        // The select takes its chosen option's name when it mounts: mounted again once it is read.
        key={program.data ? 'named' : 'unnamed'}
        label={t('designations.program', { position })}
        placeholder={t('form.searchProgram')}
        style={{ flex: '1 1 14rem' }}
        queryKey={[...queryKeys.units.programChoices(), 'designation', primaryProgramId ?? 0]}
        search={search}
        selected={program.data ? { value: program.data.id, label: program.data.name } : null}
        noResultsText={t('form.noPrograms')}
        value={row.program_id}
        error={form.errors[`designations.${index}.program_id`]}
        onChange={(value) => form.setFieldValue(`designations.${index}.program_id`, value)}
      />
      <DecimalInput
        label={t('designations.ami', { position })}
        style={{ flex: '0 1 8rem' }}
        max={200}
        rightSection="%"
        {...form.getInputProps(`designations.${index}.ami_percentage`)}
      />
      <RemoveItemButton
        mt={{ base: 0, xs: 25 }}
        label={t('designations.remove')}
        description={t('designations.removeLabel', { position })}
        onClick={() => form.removeListItem('designations', index)}
      />
    </Group>
  );
}

/**
 * The unit's programs besides its primary one (set above by the program and AMI level), each at
 * an AMI %: the unit's limits are the strictest of them all. The primary program is not offered.
 */
export function DesignationsEditor({ form }: { form: UseFormReturnType<UnitFormValues> }) {
  const { t } = useTranslation(UNITS_NS);
  const { designations, gov_program_id: primaryProgramId } = form.getValues();
  const search = useMemo<SearchOptions>(
    () => async (term, signal) =>
      (await searchPrograms(term, signal)).filter((option) => option.value !== primaryProgramId),
    [primaryProgramId],
  );
  return (
    <HintedFieldset legend={t('designations.title')} hint={t('designations.hint')}>
      {designations.length === 0 && <Text size="sm">{t('designations.none')}</Text>}
      {designations.map((row, index) => (
        <DesignationRowFields
          key={row.key}
          form={form}
          index={index}
          search={search}
          primaryProgramId={primaryProgramId}
        />
      ))}
      {typeof form.errors.designations === 'string' && (
        <Text size="sm" c="red" role="alert">
          {form.errors.designations}
        </Text>
      )}
      <Group>
        <AddItemButton
          label={t('designations.add')}
          disabled={designations.length >= MAX_DESIGNATIONS}
          onClick={() =>
            form.insertListItem('designations', { key: newRowKey(), program_id: null, ami_percentage: '' })
          }
        />
      </Group>
    </HintedFieldset>
  );
}
