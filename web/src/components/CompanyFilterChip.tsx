import type { PropertyManager } from '@lar/contracts/property-managers';
import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useQueryId, useQueryUpdate } from '../lib/use-query-state.ts';

/**
 * The management company a list is filtered by (`?company=3`), as a dashboard tile opens it
 * (decision 072): the list's rows are the company's properties' rows.
 */
export function useCompanyFilter(): number | null {
  const [companyId] = useQueryId('company');
  return companyId;
}

/**
 * The company filter as a chip naming the company, with a button clearing it (the list then shows
 * every property's rows again, from its first page). Nothing when the list has no company filter.
 */
export function CompanyFilterChip() {
  const { t } = useTranslation();
  const companyId = useCompanyFilter();
  const updateQuery = useQueryUpdate();
  const company = useQuery({
    queryKey: [...queryKeys.propertyManagers.one(companyId ?? 0), 'name'],
    queryFn: ({ signal }) => apiRequest<PropertyManager>(`/api/property-manager/${companyId}`, { signal }),
    enabled: companyId !== null,
    staleTime: 60_000,
  });
  if (companyId === null) return null;
  const name = company.data?.management_co ?? `#${companyId}`;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="company-filter" maw="100%">
      <Text size="sm" c="dimmed">
        {t('companyFilter.label')}
      </Text>
      <Badge
        size="lg"
        variant="light"
        tt="none"
        maw="100%"
        style={{ minWidth: 0 }}
        rightSection={
          <CloseButton
            size="xs"
            variant="transparent"
            aria-label={t('companyFilter.clear', { name })}
            onClick={() => updateQuery({ company: null, page: null })}
          />
        }
      >
        {name}
      </Badge>
    </Group>
  );
}
