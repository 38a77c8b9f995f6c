import type { Property } from '@lar/contracts/properties';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconFileText, IconListCheck, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/OpenedFromNote.tsx';
import { OpenedRecordPage } from '../../../components/OpenedRecordPage.tsx';
import { AddressPropertyPicker, useFirstProperty } from '../../../components/PropertyPicker.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { formatDate } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryId } from '../../../lib/use-query-state.ts';
import { useRecord } from '../../../lib/use-record.ts';
import { selfAuditPath } from '../../self-audit/api.ts';
import { tenantDataPath } from '../../tenant-data/api.ts';
import { usePropertyCompliance } from '../api.ts';
import { splitByApplying } from '../compliance-tests.ts';
import { TestCard } from '../components/TestCard.tsx';
import { PROPERTY_COMPLIANCE_NS } from '../namespace.ts';

/**
 * /property-compliance?property=12: a property's compliance tests (its set-aside election's test,
 * the applicable fraction, HOME's Low HOME units), each with its figure, requirement, outcome and
 * units. Opened from the sidebar, a property's details or the properties list; opened without a
 * property it shows the first by name and says so, with a picker for another.
 */
export default function PropertyCompliancePage() {
  const { t, i18n } = useTranslation(PROPERTY_COMPLIANCE_NS);
  const [named] = useQueryId('property');
  const choicesKey = queryKeys.properties.complianceChoices();
  const first = useFirstProperty(choicesKey, named === null);
  const fallback = named === null ? (first.data ?? null) : null;
  const propertyId = named ?? fallback?.value ?? null;
  const canEdit = useCan('write_records');
  const property = useRecord<Property>(queryKeys.properties.one, '/api/property', propertyId);
  const compliance = usePropertyCompliance(propertyId);
  const result = compliance.data;

  const description =
    property.data && result
      ? t('descriptionOf', {
          property: property.data.property_name,
          election: t(`elections.${result.set_aside_election}`),
          date: formatDate(result.date, i18n.language),
        })
      : t('description');

  return (
    <OpenedRecordPage
      title={t('title')}
      description={description}
      back={{ to: '/property', label: t('actions.backToProperties') }}
      actions={
        propertyId !== null && (
          <>
            <LinkButton to={selfAuditPath(propertyId)} icon={<IconListCheck size={16} aria-hidden />}>
              {t('actions.selfAudit')}
            </LinkButton>
            <LinkButton to={tenantDataPath(propertyId)} icon={<IconFileText size={16} aria-hidden />}>
              {t('actions.tenantData')}
            </LinkButton>
            {canEdit && (
              <LinkButton to={`/property?edit=${propertyId}`} icon={<IconPencil size={16} aria-hidden />}>
                {t('actions.editProperty')}
              </LinkButton>
            )}
          </>
        )
      }
      // Without a property named or any property to show, the note says where properties are.
      named={propertyId !== null || first.isPending}
      note={{ text: t('noProperty'), to: '/property', linkLabel: t('actions.goToProperties') }}
      reading={named === null && first.isError ? first : compliance}
      errorTitle={named === null && first.isError ? t('errors.loadProperties') : t('errors.load')}
    >
      <AddressPropertyPicker ns={PROPERTY_COMPLIANCE_NS} choicesKey={choicesKey} fallback={fallback} />
      {fallback && (
        <Alert color="blue" role="note" mt="md">
          {t('firstProperty', { property: fallback.label })}
        </Alert>
      )}
      {!result ? (
        <Loader aria-label={t('loading')} mt="md" />
      ) : (
        <Stack gap="md" mt="md">
          {result.units.length === 0 && (
            <Alert color="blue" role="note">
              {t('noUnits')}
            </Alert>
          )}
          {result.set_aside_election === 'NONE' && (
            <Alert color="blue" role="note">
              {t('noElection')}
            </Alert>
          )}
          <Tests result={result} />
        </Stack>
      )}
    </OpenedRecordPage>
  );
}

function Tests({ result }: { result: NonNullable<ReturnType<typeof usePropertyCompliance>['data']> }) {
  const { t } = useTranslation(PROPERTY_COMPLIANCE_NS);
  const { applying, notApplying } = splitByApplying(result);
  return (
    <>
      {applying.length > 0 && (
        <Stack gap="md">
          {applying.map((test) => (
            <TestCard key={test} result={result} test={test} />
          ))}
        </Stack>
      )}
      {notApplying.length > 0 && (
        <Stack gap={4} component="section" aria-label={t('notApplying')}>
          <Text fw={600}>{t('notApplying')}</Text>
          {notApplying.map((test) => (
            <Text key={test} size="sm" c="dimmed">
              {t(`tests.${test}.notApplying`)}
            </Text>
          ))}
        </Stack>
      )}
    </>
  );
}
