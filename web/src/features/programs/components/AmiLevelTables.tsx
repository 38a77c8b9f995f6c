import { type AmiLevelInput, LIMIT_TYPES, type LimitType } from '@lar/contracts/ami-levels';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterLevels,
  hasFilters,
  type LevelFilters,
  limitTable,
  NO_FILTERS,
  yearsOf,
} from '../level-tables.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { LimitTableView } from './LimitTableView.tsx';

interface AmiLevelTablesProps {
  levels: AmiLevelInput[];
  /** The program is saved: a CSV file can be imported into it. */
  canImport: boolean;
  onChange(level: AmiLevelInput, value: number): void;
  onRemove(level: AmiLevelInput): void;
}

/** The added levels as the Income Limits and Rent Limits tables, with filters and a year selector. */
export function AmiLevelTables({ levels, canImport, onChange, onRemove }: AmiLevelTablesProps) {
  const { t } = useTranslation(PROGRAMS_NS);
  const [filters, setFilters] = useState<LevelFilters>(NO_FILTERS);
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const years = yearsOf(levels);
  // The chosen year while it still has levels, else the newest.
  const year = chosenYear !== null && years.includes(chosenYear) ? chosenYear : (years[0] ?? null);
  const shown = filterLevels(levels, year, filters);
  const set = (changes: Partial<LevelFilters>) => setFilters((f) => ({ ...f, ...changes }));

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: years.length > 1 ? 5 : 4 }} spacing="sm" verticalSpacing="xs">
        {years.length > 1 && (
          <Select
            label={t('tables.year')}
            data={years.map(String)}
            value={year === null ? null : String(year)}
            allowDeselect={false}
            onChange={(value) => setChosenYear(value === null ? null : Number(value))}
          />
        )}
        <TextInput
          label={t('filters.percentage')}
          placeholder={t('filters.percentagePlaceholder')}
          inputMode="decimal"
          value={filters.percentage}
          onChange={(event) => set({ percentage: event.currentTarget.value })}
        />
        <Select
          label={t('filters.limitType')}
          placeholder={t('filters.all')}
          clearable
          data={LIMIT_TYPES.map((type) => ({ value: type, label: t(`limitTypes.${type}`) }))}
          value={filters.limitType}
          onChange={(value) => set({ limitType: value as LimitType | null })}
        />
        <TextInput
          label={t('filters.unitType')}
          placeholder={t('filters.unitTypePlaceholder')}
          value={filters.unitType}
          onChange={(event) => set({ unitType: event.currentTarget.value })}
        />
        <Group align="flex-end">
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            disabled={!hasFilters(filters)}
            onClick={() => setFilters(NO_FILTERS)}
          >
            {t('filters.clear')}
          </Button>
        </Group>
      </SimpleGrid>

      {shown.length === 0 ? (
        <Text c="gray.7" role="status">
          {levels.length === 0
            ? t(canImport ? 'tables.noLevelsYet' : 'tables.noLevelsYetNew')
            : t('tables.noLevels')}
        </Text>
      ) : (
        LIMIT_TYPES.map((limitType) => {
          const table = limitTable(shown, limitType, filters.unitType);
          if (table.rows.length === 0) return null;
          const title = t(limitType === 'Income Limit' ? 'tables.incomeTitle' : 'tables.rentTitle', { year });
          return (
            <LimitTableView
              key={limitType}
              table={table}
              title={title}
              onChange={onChange}
              onRemove={onRemove}
            />
          );
        })
      )}
    </Stack>
  );
}
