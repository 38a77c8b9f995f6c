import { RECERTIFICATION_BUCKETS } from '@lar/contracts/compliance/recertification';
import { COMPLIANCE_FIGURE_VIEWS, type DashboardAnswer } from '@lar/contracts/dashboard';
import { numberFormat } from '@lar/contracts/intl-formats';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TileFigure, tileClasses } from '../../../components/figure-tile/TileFigure.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import type { DashboardFilters } from '../api.ts';
import { DASHBOARD_NS } from '../namespace.ts';

interface Tile {
  key: string;
  value: string | undefined;
  /** The list behind the figure, filtered to it. */
  to: string;
  detail?: string;
  alert?: boolean;
}

const search = (params: Record<string, string | number | null>) => {
  const entries = Object.entries(params).filter((e): e is [string, string | number] => e[1] !== null);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
};

function TileLink({ tile }: { tile: Tile }) {
  const { t } = useTranslation(DASHBOARD_NS);
  return (
    <Link
      to={tile.to}
      className={tileClasses.tile}
      data-tile={tile.key}
      data-tone={tile.alert ? 'alert' : undefined}
    >
      <TileFigure
        name={t(`tiles.${tile.key}`)}
        value={tile.value}
        loadingLabel={t('loading')}
        testId={`tile-${tile.key}`}
        placeholderWidth={64}
      />
      {tile.detail && (
        <Text size="xs" c="dimmed">
          {tile.detail}
        </Text>
      )}
    </Link>
  );
}

function TileGroup({ title, tiles }: { title: string; tiles: Tile[] }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {tiles.map((tile) => (
          <TileLink key={tile.key} tile={tile} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface DashboardTilesProps {
  answer: DashboardAnswer | undefined;
  filters: DashboardFilters;
}

/** The figures as tiles in three groups, each opening its list filtered to what it counts. */
export function DashboardTiles({ answer, filters }: DashboardTilesProps) {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const canReadMessages = useCan('read_messages');
  const number = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const n = (value: number | undefined) => (value === undefined ? undefined : number.format(value));
  const property = filters.propertyId;
  // The company goes with every link whose list takes it (decision 072), so the list is the tile's.
  const company = filters.companyId;
  const rate = answer?.occupancy_rate;
  const occupancy: Tile[] = [
    { key: 'units', value: n(answer?.units), to: `/units${search({ property, company })}` },
    // The compliance report lists the ACTIVE occupancies, of the chosen property when there is one.
    { key: 'occupied', value: n(answer?.occupied), to: `/compliance${search({ property, company })}` },
    { key: 'vacant', value: n(answer?.vacant), to: `/units${search({ property, company, vacant: 1 })}` },
    {
      key: 'occupancyRate',
      value:
        rate === undefined
          ? undefined
          : rate.percent === null
            ? '–'
            : `${percent.format(Number(rate.percent))} %`,
      detail:
        rate &&
        t('rateOf', {
          count: rate.denominator,
          numerator: number.format(rate.numerator),
          denominator: number.format(rate.denominator),
        }),
      to: `/compliance${search({ property, company })}`,
    },
    {
      key: 'pending',
      value: n(answer?.pending_occupancies),
      to: `/occupancies${search({ status: 'PENDING', property, company })}`,
    },
  ];
  const recertifications: Tile[] = RECERTIFICATION_BUCKETS.map((bucket) => ({
    key: `bucket.${bucket}`,
    value: n(answer?.recertifications[bucket]),
    to: `/recertifications${search({ bucket, property, company })}`,
    alert: bucket === 'OVERDUE' && (answer?.recertifications.OVERDUE ?? 0) > 0,
  }));
  // Each compliance figure opens the report's rows it counts: one view for both (decision 062).
  const report = (figure: keyof typeof COMPLIANCE_FIGURE_VIEWS) =>
    `/compliance${search({ property, company, view: COMPLIANCE_FIGURE_VIEWS[figure] })}`;
  const compliance: Tile[] = [
    // The one rule's low-income units (decisions 040, 057); the property's tests show each unit's why.
    {
      key: 'lowIncomeUnits',
      value: n(answer?.low_income_units),
      detail: answer && t('lowIncomeOf', { count: answer.units, units: number.format(answer.units) }),
      // Judged property by property: without one, the properties list, each row opening its tests.
      to:
        property === null ? `/property${search({ company })}` : `/property-compliance${search({ property })}`,
    },
    {
      key: 'overIncome',
      value: n(answer?.compliance.over_income),
      detail: t('explain.overIncome'),
      to: report('over_income'),
      alert: true,
    },
    {
      key: 'overRent',
      value: n(answer?.compliance.over_rent),
      detail: t('explain.overRent'),
      to: report('over_rent'),
      alert: true,
    },
    {
      key: 'missingData',
      value: n(answer?.compliance.missing_data),
      detail: t('explain.missingData'),
      to: report('missing_data'),
    },
    {
      key: 'overridden',
      value: n(answer?.compliance.overridden),
      detail: t('explain.overridden'),
      to: report('overridden'),
    },
    {
      key: 'overIncomeHouseholds',
      value: n(answer?.over_income_households),
      detail: t('explain.overIncomeHouseholds'),
      // The occupancies list's over-income filter is the tile's own count (the schedule's mark).
      to: `/occupancies${search({ property, company, over_income: 1 })}`,
    },
  ];
  // Accounts that may not read messages get none (the answer's count is null for them).
  if (canReadMessages)
    compliance.push({
      key: 'unreadMessages',
      value: n(answer?.unread_messages ?? undefined),
      to: '/messages?unread=1',
    });
  return (
    <Stack gap="lg">
      <TileGroup title={t('groups.occupancy')} tiles={occupancy} />
      <TileGroup title={t('groups.recertifications')} tiles={recertifications} />
      <TileGroup title={t('groups.compliance')} tiles={compliance} />
    </Stack>
  );
}
