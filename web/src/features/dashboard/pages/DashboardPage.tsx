import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryLoadError } from '../../../components/ListLoadError.tsx';
import { AddressPropertyPicker } from '../../../components/PropertyPicker.tsx';
import { ScreenSearchSelect } from '../../../components/SearchSelect.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { formatDate } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryId, useQueryUpdate } from '../../../lib/use-query-state.ts';
import { searchManagers } from '../../property-managers/api.ts';
import { useChosenCompany, useDashboard } from '../api.ts';
import { DashboardTiles } from '../components/DashboardTiles.tsx';
import { DASHBOARD_NS } from '../namespace.ts';

/**
 * The charts and their library (recharts, about 130 KB gzipped) load after the page, so the tiles
 * show without waiting for them.
 */
const DashboardCharts = lazy(() => import('../components/DashboardCharts.tsx'));

function ChartsLoading() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={320} radius="md" />
      ))}
    </SimpleGrid>
  );
}

const COMPANY_TEXTS = {
  label: 'company.label',
  placeholder: 'company.placeholder',
  noResults: 'company.none',
  loadError: 'errors.loadCompanies',
};

/** The management company filter, kept in the address (`?company=3`). */
function AddressCompanyPicker() {
  const [companyId] = useQueryId('company');
  const update = useQueryUpdate();
  const chosen = useChosenCompany(companyId);
  return (
    <ScreenSearchSelect
      ns={DASHBOARD_NS}
      keys={COMPANY_TEXTS}
      search={searchManagers}
      clearable
      w={{ base: '100%', sm: 360 }}
      queryKey={queryKeys.dashboard.companyChoices()}
      value={companyId}
      selected={chosen.data ?? null}
      onChange={(_value, option) => update({ company: option ? String(option.value) : null })}
    />
  );
}

/**
 * /dashboard: where staff land. The portfolio's figures as tiles that open their lists, and four
 * charts with their tables, for the organization, a property (`?property=`) or a management
 * company (`?company=`).
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const [propertyId] = useQueryId('property');
  const [companyId] = useQueryId('company');
  const filters = { propertyId, companyId };
  const dashboard = useDashboard(filters);
  const answer = dashboard.data;
  const unfiltered = propertyId === null && companyId === null;

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <AddressPropertyPicker ns={DASHBOARD_NS} choicesKey={queryKeys.dashboard.propertyChoices()} />
          <AddressCompanyPicker />
        </Group>
      </Paper>
      {dashboard.isError ? (
        <QueryLoadError title={t('errors.load')} query={dashboard} />
      ) : answer && answer.units === 0 && unfiltered ? (
        <Alert color="blue" variant="light" title={t('empty.title')}>
          <Text size="sm">{t('empty.text')}</Text>
          <Anchor component={Link} to="/property" size="sm">
            {t('empty.action')}
          </Anchor>
        </Alert>
      ) : (
        <>
          <DashboardTiles answer={answer} filters={filters} />
          {answer && (
            <Text size="xs" c="dimmed">
              {t('asOf', { date: formatDate(answer.compliance_as_of, i18n.language) })}
            </Text>
          )}
          <Suspense fallback={<ChartsLoading />}>
            <DashboardCharts answer={answer} />
          </Suspense>
        </>
      )}
    </StaffPage>
  );
}
