import { REPORT_VIEWS } from '@lar/contracts/compliance/report';
import { Group, Paper, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyFilterChip, useCompanyFilter } from '../../../components/CompanyFilterChip.tsx';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { AddressPropertyPicker } from '../../../components/PropertyPicker.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { complianceQueryOf } from '../../../lib/compliance-report.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryId, useQueryState, useQueryUpdate } from '../../../lib/use-query-state.ts';
import { ComplianceTable } from '../components/ComplianceTable.tsx';
import { ReportViewNote } from '../components/ReportViewNote.tsx';
import { COMPLIANCE_NS } from '../namespace.ts';

/**
 * /compliance: every ACTIVE occupancy of a property (or of all of them) against its unit's limits,
 * with a status each and the whole report as CSV or XLSX. The property (`?property=12`), the exceptions
 * switch (`?exceptions=1`) and a dashboard figure's view (`?view=over_income`) are in the address.
 */
export default function CompliancePage() {
  const { t } = useTranslation(COMPLIANCE_NS);
  const [propertyId] = useQueryId('property');
  // A dashboard tile's management company (`?company=3`, decision 072).
  const companyId = useCompanyFilter();
  const [exceptionsText] = useQueryState('exceptions');
  const onlyExceptions = exceptionsText === '1';
  const [viewText] = useQueryState('view');
  // A dashboard figure's rows (`?view=over_income`); anything else in the address shows every row.
  const view = REPORT_VIEWS.find((v) => v === viewText) ?? null;
  const updateQuery = useQueryUpdate();
  const filter = { propertyId, companyId, onlyExceptions, view };

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <AddressPropertyPicker ns={COMPLIANCE_NS} choicesKey={queryKeys.compliance.propertyChoices()} />
          <Switch
            label={t('onlyExceptions')}
            checked={onlyExceptions}
            onChange={(event) =>
              updateQuery({ exceptions: event.currentTarget.checked ? '1' : null, page: null })
            }
            mb={8}
          />
          <CompanyFilterChip />
          <Group ml={{ sm: 'auto' }}>
            <ExportMenu
              path="/api/compliance/occupancies/export"
              query={complianceQueryOf(filter)}
              fallbackName="compliance"
            />
          </Group>
        </Group>
      </Paper>
      <Stack gap="xs">
        {view && <ReportViewNote view={view} onClear={() => updateQuery({ view: null, page: null })} />}
        <ComplianceTable
          propertyId={propertyId}
          companyId={companyId}
          onlyExceptions={onlyExceptions}
          view={view}
        />
      </Stack>
    </StaffPage>
  );
}
