import {
  type AmiLevelInput,
  amiLevelInput,
  LIMIT_TYPES,
  type LimitType,
  levelKey,
  unitTypesFor,
  YEAR_MAX,
  YEAR_MIN,
} from '@lar/contracts/ami-levels';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput, MoneyInput } from '../../../components/MoneyInput.tsx';
import { useTranslator } from '../../../lib/use-translator.ts';
import { issueMessage } from '../../../lib/validation.ts';
import { PROGRAMS_NS } from '../namespace.ts';

interface Draft {
  year: number | string;
  percentage: number | string;
  limitType: LimitType | null;
  unitType: string | null;
  limitValue: number | string;
}

const emptyDraft = (): Draft => ({
  year: new Date().getFullYear(),
  percentage: '',
  limitType: null,
  unitType: null,
  limitValue: '',
});

interface AmiLevelBuilderProps {
  levels: AmiLevelInput[];
  onAdd(level: AmiLevelInput): void;
}

/**
 * AMI %, limit type, household size or unit type, value and year; Add Level once the four are
 * filled. After an add the next household size or unit type is chosen, so a table row is typed
 * value after value.
 */
export function AmiLevelBuilder({ levels, onAdd }: AmiLevelBuilderProps) {
  const { t } = useTranslation(PROGRAMS_NS);
  const translator = useTranslator(PROGRAMS_NS);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [error, setError] = useState<string | null>(null);
  const set = (changes: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    setError(null);
  };
  const complete =
    draft.percentage !== '' && draft.limitType !== null && draft.unitType !== null && draft.limitValue !== '';
  const unitChoices = draft.limitType ? unitTypesFor(draft.limitType) : [];

  function add() {
    if (!complete) return;
    const parsed = amiLevelInput.safeParse({
      year: draft.year === '' ? '' : Number(draft.year),
      percentage: Number(draft.percentage),
      limit_type: draft.limitType,
      unit_type: draft.unitType,
      limit_value: Number(draft.limitValue),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const key = issue ? issueMessage(issue).key : 'validation.invalid_value';
      setError(translator.exists(key) ? translator.t(key) : (issue?.message ?? ''));
      return;
    }
    const level = parsed.data;
    if (levels.some((l) => levelKey(l) === levelKey(level))) {
      setError(t('builder.duplicate'));
      return;
    }
    onAdd(level);
    const next = unitChoices[unitChoices.indexOf(level.unit_type) + 1] ?? null;
    set({ unitType: next, limitValue: '' });
  }

  const unitLabel = draft.limitType === 'Income Limit' ? t('builder.householdSize') : t('builder.unitType');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <NumberInput
          label={t('builder.year')}
          min={YEAR_MIN}
          max={YEAR_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={draft.year}
          onChange={(year) => set({ year })}
        />
        <DecimalInput
          label={t('builder.percentage')}
          rightSection="%"
          max={200}
          value={draft.percentage}
          onChange={(percentage) => set({ percentage })}
        />
        <Select
          label={t('builder.limitType')}
          placeholder={t('builder.choose')}
          data={LIMIT_TYPES.map((type) => ({ value: type, label: t(`limitTypes.${type}`) }))}
          value={draft.limitType}
          // Another limit type has other choices: the unit type starts over.
          onChange={(value) => set({ limitType: value as LimitType | null, unitType: null })}
        />
        <Select
          label={unitLabel}
          placeholder={draft.limitType ? t('builder.choose') : t('builder.chooseLimitTypeFirst')}
          disabled={draft.limitType === null}
          data={unitChoices.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
          value={draft.unitType}
          onChange={(unitType) => set({ unitType })}
        />
        <MoneyInput
          label={t('builder.limitValue')}
          value={draft.limitValue}
          onChange={(limitValue) => set({ limitValue })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
      </SimpleGrid>
      {error && (
        <Alert color="red" role="alert" py="xs">
          {error}
        </Alert>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!complete}
          onClick={add}
        >
          {t('builder.add')}
        </Button>
      </Group>
    </Stack>
  );
}
