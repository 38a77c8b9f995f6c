import { centsToDecimal } from '@lar/contracts/compliance/money';
import type { Unit } from '@lar/contracts/units';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CellWithNote } from '../../../components/CellWithNote.tsx';
import { formatMoney, localToday } from '../../../lib/format.ts';
import { limitsKeyOf, useComplianceProgramsById, useProgramLimits } from '../../compliance/api.ts';
import { UNITS_NS } from '../namespace.ts';
import { designationsOf, unitLimits } from '../unit-limits.ts';

/**
 * A unit's designations and effective limits. Each row asks for its own (program, AMI %) pairs;
 * rows sharing a pair share one cached request, so a page asks once per distinct pair.
 */
function useUnitLimits(unit: Unit) {
  const programIds = [
    ...new Set([unit.gov_program_id, ...unit.designations.map((d) => d.program_id)]),
  ].filter((id): id is number => id !== null);
  const programs = useComplianceProgramsById(programIds);
  const designations = designationsOf(unit, programs);
  const date = localToday();
  const keys = designations.flatMap((d) =>
    d.amiPercentage === null ? [] : [{ programId: d.programId, amiPercentage: d.amiPercentage }],
  );
  const limits = useProgramLimits(keys, date);
  const primaryLoading = unit.gov_program_id !== null && !programs.get(unit.gov_program_id);
  const effective = primaryLoading
    ? undefined
    : unitLimits(
        unit,
        designations,
        (d) => {
          const result = limits.byKey.get(
            limitsKeyOf({ programId: d.programId, amiPercentage: d.amiPercentage ?? 0 }),
          );
          // A pair that failed to load is shown as unknown, like one without a table.
          return result?.isError ? null : result?.data;
        },
        date,
      );
  const nameOf = (id: number) => programs.get(id)?.name ?? `#${id}`;
  return { designations, effective, nameOf };
}

/** Every designation of the unit: "HOME · 50%", the primary one first. */
export function UnitDesignationsCell({ unit }: { unit: Unit }) {
  const { t } = useTranslation(UNITS_NS);
  const { designations, nameOf } = useUnitLimits(unit);
  if (designations.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t('limits.marketRate')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {designations.map((d) => (
        <Text key={`${d.programId}`} size="sm">
          {d.amiPercentage === null
            ? t('limits.designationNoLevel', { program: nameOf(d.programId) })
            : t('limits.designation', { program: nameOf(d.programId), ami: d.amiPercentage })}
        </Text>
      ))}
    </Stack>
  );
}

/** The unit's maximum gross rent for its type and the designation that binds it. */
export function UnitLimitCell({ unit }: { unit: Unit }) {
  const { t, i18n } = useTranslation(UNITS_NS);
  const { designations, effective, nameOf } = useUnitLimits(unit);
  if (designations.length === 0)
    return (
      <Text span size="sm">
        {t('na')}
      </Text>
    );
  if (effective === undefined) return <Loader size="xs" aria-label={t('limits.loading')} />;
  if (effective.maxGrossRent === undefined) {
    return (
      <Text span size="sm" c="orange.9">
        {t('limits.missing')}
      </Text>
    );
  }
  const { binding } = effective;
  return (
    <CellWithNote
      value={formatMoney(centsToDecimal(effective.maxGrossRent), i18n.language)}
      note={
        binding && t('limits.binding', { program: nameOf(binding.programId), ami: binding.amiPercentage })
      }
      weight={600}
    />
  );
}
