import type { UnitComplianceWorksheet } from '@lar/contracts/compliance/unit-worksheet';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AsOfDateField } from '../../../components/AsOfDateField.tsx';
import { DownloadButtons } from '../../../components/DownloadButtons.tsx';
import { OpenedRecordPage } from '../../../components/OpenedRecordPage.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useQueryDate, useQueryId } from '../../../lib/use-query-state.ts';
import { downloadWorksheetPdf, useUnitWorksheet } from '../api.ts';
import { FactList } from '../components/FactList.tsx';
import { HomeRentFacts } from '../components/HomeRentFacts.tsx';
import { LimitsTable } from '../components/LimitsTable.tsx';
import { OutcomeBadge } from '../components/OutcomeBadge.tsx';
import { WorksheetSection } from '../components/WorksheetSection.tsx';
import { WorksheetTests } from '../components/WorksheetTests.tsx';
import { UNIT_WORKSHEET_NS } from '../namespace.ts';

/**
 * /unit-compliance-worksheet?unit=12[&date=2026-07-01]: one unit's compliance worksheet as an
 * auditor reads it (decision 049). Opened from the property's compliance tests and the units screen.
 */
export default function UnitWorksheetPage() {
  const { t, i18n } = useTranslation(UNIT_WORKSHEET_NS);
  const [unitId] = useQueryId('unit');
  const [date, setDate] = useQueryDate('date');
  const reading = useUnitWorksheet(unitId, date);
  const w = reading.data;

  return (
    <OpenedRecordPage
      title={t('title')}
      description={
        w
          ? t('descriptionOf', {
              unit: w.unit.unit_number ?? `#${w.unit.id}`,
              property: w.property.name,
              date: formatDate(w.date, i18n.language),
            })
          : t('description')
      }
      back={
        w
          ? { to: `/property-compliance?property=${w.property.id}`, label: t('actions.backToProperty') }
          : { to: '/units', label: t('actions.backToUnits') }
      }
      actions={w && <DownloadPdf worksheet={w} />}
      named={unitId !== null}
      note={{ text: t('noUnit'), to: '/units', linkLabel: t('actions.goToUnits') }}
      reading={reading}
      errorTitle={t('errors.load')}
    >
      <Stack gap="md">
        {/* An auditor's past date: the limits, rents and allowances in force then (decision 049). */}
        <AsOfDateField t={t} asked={date} answered={w?.date} onChange={setDate} />
        {!w ? <Loader aria-label={t('loading')} /> : <Worksheet worksheet={w} />}
      </Stack>
    </OpenedRecordPage>
  );
}

function DownloadPdf({ worksheet }: { worksheet: UnitComplianceWorksheet }) {
  const { t, i18n } = useTranslation(UNIT_WORKSHEET_NS);
  return (
    <DownloadButtons
      formats={['pdf'] as const}
      label={() => t('actions.downloadPdf')}
      download={() => downloadWorksheetPdf(worksheet.unit.id, worksheet.date, toLanguage(i18n.language))}
      failed={t('errors.pdf')}
    />
  );
}

function Worksheet({ worksheet: w }: { worksheet: UnitComplianceWorksheet }) {
  const { t, i18n } = useTranslation(UNIT_WORKSHEET_NS);
  const date = (value: string | null) => (value === null ? '—' : formatDate(value, i18n.language));
  const percent = (value: number | null) => (value === null ? t('noPercentage') : `${value} %`);
  const h = w.household;
  const certification = (used: NonNullable<UnitComplianceWorksheet['certifications']>['move_in']) =>
    used.source === 'OCCUPANCY_FIGURES' || used.type === null
      ? t('occupancyFigures')
      : t('certificationOf', {
          id: used.certification_id,
          type: t(`certificationTypes.${used.type}`),
          date: date(used.effective_date),
        });
  const result = w.tests.low_income;

  return (
    <Stack gap="md">
      <WorksheetSection
        id="result"
        title={t('sections.result')}
        badge={<OutcomeBadge outcome={result.low_income ? 'pass' : 'fail'} />}
      >
        <Text fw={600} size="sm">
          {t(result.low_income ? 'lowIncome' : 'notLowIncome')}
        </Text>
        <Text size="sm">{result.reasons.map((r) => t(`reasons.${r}`)).join('; ')}</Text>
        {w.test_percentage !== null && (
          <Text size="sm" c="dimmed">
            {t('testApplied', {
              percent: percent(w.test_percentage),
              election: t(`elections.${w.election}`),
            })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t(`electionOf.${w.election_source}`, { election: t(`elections.${w.election}`) })}
        </Text>
      </WorksheetSection>

      <WorksheetSection id="unit" title={t('sections.unit')}>
        <FactList
          facts={[
            [t('labels.property'), w.property.name],
            [t('labels.unit'), w.unit.unit_number ?? `#${w.unit.id}`],
            ...(w.unit.building_id === null
              ? []
              : ([[t('labels.building'), String(w.unit.building_id)]] as const)),
            [t('labels.unitType'), w.unit.unit_type],
            [t('labels.squareFeet'), w.unit.square_feet === null ? '—' : String(w.unit.square_feet)],
            [
              t('labels.designations'),
              w.unit.designations.length === 0
                ? t('labels.none')
                : w.unit.designations
                    .map((d) => `${d.program_name} · ${percent(d.ami_percentage)}`)
                    .join('; '),
            ],
            ...(w.unit.home ? ([[t('labels.home'), percent(w.unit.home_percentage)]] as const) : []),
            [
              t('labels.marketRent'),
              w.unit.market_rent === null
                ? t('homeRent.notRecorded')
                : formatMoney(w.unit.market_rent, i18n.language),
            ],
          ]}
        />
      </WorksheetSection>

      <WorksheetSection id="household" title={t('sections.household')}>
        {h === null ? (
          <Alert color="blue" role="note">
            {t('noHousehold')}
          </Alert>
        ) : (
          <FactList
            facts={[
              [t('labels.occupancy'), String(h.occupancy_id)],
              [t('labels.occupied'), t(h.vacant ? 'vacant' : 'occupied')],
              [t('labels.moveIn'), date(h.move_in_date)],
              ...(h.move_out_date === null ? [] : ([[t('labels.moveOut'), date(h.move_out_date)]] as const)),
              [t('labels.size'), h.household_size === null ? '—' : String(h.household_size)],
              [t('labels.members'), h.members === null ? '—' : String(h.members)],
            ]}
          />
        )}
      </WorksheetSection>

      {w.certifications && (
        <WorksheetSection id="certifications" title={t('sections.certifications')}>
          <FactList
            facts={[
              [t('labels.moveInCertification'), certification(w.certifications.move_in)],
              [t('labels.currentCertification'), certification(w.certifications.current)],
            ]}
          />
        </WorksheetSection>
      )}

      <WorksheetSection id="tests" title={t('sections.tests')}>
        {w.tests.income === null && w.tests.rent === null && w.tests.vacant_unit_rule === null ? (
          <Text size="sm">{t('noTests')}</Text>
        ) : (
          <WorksheetTests worksheet={w} />
        )}
      </WorksheetSection>

      {w.tests.home_rent && (
        <WorksheetSection id="home-rent" title={t('sections.homeRent')}>
          <HomeRentFacts rent={w.tests.home_rent} />
        </WorksheetSection>
      )}

      {w.limits.length > 0 && (
        <WorksheetSection id="limits" title={t('sections.limits')}>
          <LimitsTable limits={w.limits} />
        </WorksheetSection>
      )}

      <Text size="xs" c="dimmed">
        {t('citations')}
      </Text>
    </Stack>
  );
}
