import { Button, Group, Paper, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressPropertyPicker } from '../../../components/PropertyPicker.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { downloadComplianceCsv } from '../../../lib/compliance-report.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryId, useQueryState, useQueryUpdate } from '../../../lib/use-query-state.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { ComplianceTable } from '../components/ComplianceTable.tsx';
import { COMPLIANCE_NS } from '../namespace.ts';

/**
 * /compliance: every ACTIVE occupancy of a property (or of all of them) against its unit's limits,
 * with a status each and the whole report as CSV. The property (`?property=12`) and the exceptions
 * switch (`?exceptions=1`) are in the address.
 */
export default function CompliancePage() {
  const { t } = useTranslation(COMPLIANCE_NS);
  const translator = useTranslator(COMPLIANCE_NS);
  const [propertyId] = useQueryId('property');
  const [exceptionsText] = useQueryState('exceptions');
  const onlyExceptions = exceptionsText === '1';
  const updateQuery = useQueryUpdate();
  const [downloading, setDownloading] = useState(false);
  const filter = { propertyId, onlyExceptions };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadComplianceCsv(filter);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('errors.download'),
        message: apiErrorMessage(error, translator, {
          // The one refusal of a valid request: more rows than one file holds.
          byCode: { VALIDATION_FAILED: `${COMPLIANCE_NS}:errors.tooManyRows` },
          fallbackKey: `${COMPLIANCE_NS}:errors.download`,
        }),
      });
    } finally {
      setDownloading(false);
    }
  };

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
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading}
            onClick={() => void download()}
            ml={{ sm: 'auto' }}
          >
            {t('downloadCsv')}
          </Button>
        </Group>
      </Paper>
      <Stack gap="xs">
        <ComplianceTable propertyId={propertyId} onlyExceptions={onlyExceptions} />
      </Stack>
    </StaffPage>
  );
}
