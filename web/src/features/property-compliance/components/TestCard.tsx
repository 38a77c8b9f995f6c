import type { PropertyCompliance } from '@lar/contracts/compliance/property-compliance';
import { Accordion, Anchor, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCount,
  formatPercent,
  outcomeOf,
  type TestKey,
  UNIT_COLUMNS,
  unitsBehind,
  unitsNotCounted,
} from '../compliance-tests.ts';
import { PROPERTY_COMPLIANCE_NS } from '../namespace.ts';
import { OutcomeBadge } from './OutcomeBadge.tsx';
import { UnitsBehindTable } from './UnitsBehindTable.tsx';

type Fraction = PropertyCompliance['set_aside']['share'];

/** One test: what it measured, what it requires, whether it passes, and the units behind it. */
export function TestCard({ result, test }: { result: PropertyCompliance; test: TestKey }) {
  const { t, i18n } = useTranslation(PROPERTY_COMPLIANCE_NS);
  const percent = (f: Fraction) => formatPercent(f.percent, i18n.language);
  const count = (n: number) => formatCount(n, i18n.language);
  const lines = figureLines(result, test, { t, percent, count });
  const behind = unitsBehind(result, test);
  const notCounted = unitsNotCounted(result, test);
  const [opened, setOpened] = useState<string | null>(null);
  const [onlyNotCounted, setOnlyNotCounted] = useState(false);
  const units = onlyNotCounted ? notCounted : behind;
  const titleId = `compliance-test-${test}`;
  const outcome = outcomeOf(result, test);
  // A failing or short figure leads to the units that keep it down, each opening its worksheet.
  const showNotCounted = () => {
    setOpened('units');
    setOnlyNotCounted(true);
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {t(`tests.${test}.title`)}
          </Title>
          <OutcomeBadge outcome={outcome} />
        </Group>
        {lines.map((line) => (
          <Text
            key={line.key}
            fw={line.strong ? 600 : undefined}
            c={line.dimmed ? 'dimmed' : undefined}
            size="sm"
          >
            {line.text}
          </Text>
        ))}
        {outcome !== 'pass' && notCounted.length > 0 && (
          // A link-like button: its sentence wraps on a phone, where a button's label would not.
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            c="red.9"
            ta="left"
            onClick={showNotCounted}
          >
            {t('showNotCounted', { count: notCounted.length })}
          </Anchor>
        )}
        <Accordion variant="contained" chevronPosition="left" value={opened} onChange={setOpened}>
          <Accordion.Item value="units">
            <Accordion.Control>{t('unitsBehind', { count: behind.length })}</Accordion.Control>
            <Accordion.Panel>
              {notCounted.length > 0 && notCounted.length < behind.length && (
                <Switch
                  mb="xs"
                  label={t('onlyNotCounted', { count: notCounted.length })}
                  checked={onlyNotCounted}
                  onChange={(event) => setOnlyNotCounted(event.currentTarget.checked)}
                />
              )}
              {units.length === 0 ? (
                <Text size="sm">{t('noUnitsBehind')}</Text>
              ) : (
                <UnitsBehindTable
                  units={units}
                  columns={UNIT_COLUMNS[test]}
                  caption={
                    onlyNotCounted
                      ? t('onlyNotCounted', { count: units.length })
                      : t('unitsBehind', { count: units.length })
                  }
                />
              )}
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}

interface Line {
  key: string;
  text: string;
  strong?: boolean;
  dimmed?: boolean;
}

interface Formatters {
  t: (key: string, options?: Record<string, unknown>) => string;
  percent: (f: Fraction) => string;
  count: (n: number) => string;
}

/** The figure, the requirement and any caveat of a test, as the card's lines. */
function figureLines(result: PropertyCompliance, test: TestKey, { t, percent, count }: Formatters): Line[] {
  const key = `tests.${test}`;
  switch (test) {
    case 'set_aside': {
      const s = result.set_aside;
      return [
        {
          key: 'figure',
          strong: true,
          text: t(`${key}.figure`, {
            qualified: count(s.share.numerator),
            total: count(s.share.denominator),
            threshold: s.threshold_percentage,
            percent: percent(s.share),
          }),
        },
        { key: 'requirement', text: t(`${key}.requirement`, { required: percent(s.required) }) },
        // Buildings under different elections (Form 8609, line 10c): each election's own test.
        ...(s.projects.length > 1
          ? s.projects.map((p) => ({
              key: `project-${p.election}`,
              text: t(`${key}.project`, {
                election: t(`elections.${p.election}`),
                buildings: p.building_ids.map((b) => b ?? '—').join(', '),
                qualified: count(p.share.numerator),
                total: count(p.share.denominator),
                percent: percent(p.share),
                required: percent(p.required),
                outcome: t(`outcome.${p.passes ? 'pass' : 'fail'}`),
              }),
            }))
          : []),
      ];
    }
    case 'average_income': {
      const a = result.average_income;
      const lines: Line[] = [
        {
          key: 'figure',
          strong: true,
          text: t(`${key}.figure`, {
            group: count(a.share.numerator),
            total: count(a.share.denominator),
            share: percent(a.share),
            percent: percent(a.average),
          }),
        },
        {
          key: 'requirement',
          text: t(`${key}.requirement`, { required: percent(a.required), ceiling: percent(a.ceiling) }),
        },
      ];
      if (a.units_without_percentage > 0)
        lines.push({ key: 'missing', text: t(`${key}.missing`, { count: a.units_without_percentage }) });
      return lines;
    }
    case 'applicable_fraction': {
      const f = result.applicable_fraction;
      const lines: Line[] = [
        { key: 'figure', strong: true, text: t(`${key}.figure`, { percent: percent(f.applicable) }) },
        {
          key: 'units',
          text: t(`${key}.unitFraction`, {
            low: count(f.unit_fraction.numerator),
            total: count(f.unit_fraction.denominator),
            percent: percent(f.unit_fraction),
          }),
        },
        {
          key: 'floor',
          text: t(`${key}.floorSpaceFraction`, {
            low: count(f.floor_space_fraction.numerator),
            total: count(f.floor_space_fraction.denominator),
            percent: percent(f.floor_space_fraction),
          }),
        },
        // IRC 42(c)(1)(B): each building has its own fraction; shown when there is more than one.
        ...(f.buildings.length > 1
          ? f.buildings.map((b) => ({
              key: `building-${b.building_id ?? 'none'}`,
              text: t(`${key}.building`, {
                building: b.building_id ?? '—',
                percent: percent(b.applicable),
                low: count(b.unit_fraction.numerator),
                total: count(b.unit_fraction.denominator),
              }),
            }))
          : []),
        { key: 'meaning', dimmed: true, text: t(`${key}.lowIncomeMeaning`) },
      ];
      if (f.units_without_square_feet > 0)
        lines.push({ key: 'missing', text: t(`${key}.missing`, { count: f.units_without_square_feet }) });
      return lines;
    }
    case 'home': {
      const h = result.home;
      return [
        {
          key: 'figure',
          strong: true,
          text: t(`${key}.figure`, { low: count(h.low_home_units), count: h.home_units }),
        },
        {
          key: 'requirement',
          text:
            h.required_low_home_units === 0
              ? t(`${key}.noneRequired`)
              : t(`${key}.requirement`, { count: h.required_low_home_units }),
        },
      ];
    }
  }
}
