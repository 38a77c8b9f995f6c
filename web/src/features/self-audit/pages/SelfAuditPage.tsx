import type { SelfAudit, SelfAuditFinding, SelfAuditLine } from '@lar/contracts/compliance/self-audit';
import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AsOfDateField } from '../../../components/AsOfDateField.tsx';
import { DownloadButtons } from '../../../components/DownloadButtons.tsx';
import { CellLink } from '../../../components/list-table/CellLink.tsx';
import { ListTable } from '../../../components/list-table/ListTable.tsx';
import type { ListColumn } from '../../../components/list-table/list-column.ts';
import { PropertyReportPage } from '../../../components/PropertyReportPage.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { formatDate } from '../../../lib/format.ts';
import { useQueryDate, useQueryId } from '../../../lib/use-query-state.ts';
import { worksheetPath } from '../../unit-worksheet/api.ts';
import { downloadSelfAudit, useSelfAudit } from '../api.ts';
import { OwnerCertificationDownload } from '../components/OwnerCertificationDownload.tsx';
import { SELF_AUDIT_NS } from '../namespace.ts';

/**
 * /self-audit?property=12[&date=2026-07-01]: a property's findings by IRS Form 8823 line (decision
 * 067), each with its units and the certifications behind them, and the file as PDF and CSV.
 * Opened from the property's compliance tests. The owner's annual certification packet of a year
 * (decision 070) is downloaded here too.
 */
export default function SelfAuditPage() {
  const { t, i18n } = useTranslation(SELF_AUDIT_NS);
  const [propertyId] = useQueryId('property');
  const [date, setDate] = useQueryDate('date');
  const reading = useSelfAudit(propertyId, date);
  const audit = reading.data;

  return (
    <PropertyReportPage
      propertyId={propertyId}
      t={t}
      title={t('title')}
      description={
        audit
          ? t('descriptionOf', { property: audit.property_name, date: formatDate(audit.date, i18n.language) })
          : t('description')
      }
      actions={audit && <Downloads audit={audit} />}
      reading={reading}
    >
      <Stack gap="md">
        <AsOfDateField t={t} asked={date} answered={audit?.date} onChange={setDate} />
        {propertyId !== null && <OwnerCertificationDownload propertyId={propertyId} />}
        {!audit ? <Loader aria-label={t('loading')} /> : <Findings audit={audit} />}
      </Stack>
    </PropertyReportPage>
  );
}

function Downloads({ audit }: { audit: SelfAudit }) {
  const { t, i18n } = useTranslation(SELF_AUDIT_NS);
  return (
    <DownloadButtons
      formats={['pdf', 'csv'] as const}
      label={(format) => t(format === 'pdf' ? 'actions.downloadPdf' : 'actions.downloadCsv')}
      download={(format) =>
        downloadSelfAudit(audit.property_id, audit.date, format, toLanguage(i18n.language))
      }
      failed={t('errors.download')}
    />
  );
}

function Findings({ audit }: { audit: SelfAudit }) {
  const { t } = useTranslation(SELF_AUDIT_NS);
  const withFindings = audit.lines.filter((l) => l.findings.length > 0);
  const clean = audit.lines.filter((l) => l.checked && l.findings.length === 0);
  const unchecked = audit.lines.filter((l) => !l.checked);
  return (
    <Stack gap="lg">
      <Alert color={audit.total === 0 ? 'green' : 'yellow'} role="status">
        {t('total', { count: audit.total })}
      </Alert>
      {withFindings.map((line) => (
        <LineSection key={line.line} line={line} />
      ))}
      {clean.length > 0 && (
        <Stack gap={4} component="section" aria-labelledby="self-audit-clean">
          <SectionHeading id="self-audit-clean" title={t('clean')} />
          <LineNames lines={clean} />
        </Stack>
      )}
      <Stack gap={4} component="section" aria-labelledby="self-audit-unchecked">
        <SectionHeading id="self-audit-unchecked" title={t('notChecked')} hint={t('notCheckedWhy')} />
        <LineNames lines={unchecked} />
      </Stack>
      <Text size="xs" c="dimmed">
        {t('source')}
      </Text>
    </Stack>
  );
}

/** Lines of the form by number and name, one a row. */
function LineNames({ lines }: { lines: readonly SelfAuditLine[] }) {
  const { t } = useTranslation(SELF_AUDIT_NS);
  return lines.map((l) => (
    <Text key={l.line} size="sm">
      {l.line} · {t(`lines.${l.line}`)}
    </Text>
  ));
}

function LineSection({ line }: { line: SelfAuditLine }) {
  const { t, i18n } = useTranslation(SELF_AUDIT_NS);
  const id = `self-audit-${line.line}`;
  const unitOf = (f: SelfAuditFinding) => f.unit_number ?? (f.unit_id === null ? '—' : `#${f.unit_id}`);
  const documents = (f: SelfAuditFinding) =>
    f.documents.length === 0
      ? t('noDocuments')
      : f.documents
          .map((d) =>
            t('document', {
              id: d.id,
              type: t(`certificationTypes.${d.type}`),
              date: formatDate(d.effective_date, i18n.language),
              status: t(`certificationStatuses.${d.status}`),
            }),
          )
          .join('; ');
  const columns: ListColumn<SelfAuditFinding>[] = [
    {
      accessor: 'unit_number',
      title: t('columns.unit'),
      identifying: unitOf,
      priority: 'high',
      render: (f) =>
        f.unit_id === null ? (
          unitOf(f)
        ) : (
          <CellLink to={worksheetPath(f.unit_id)} label={t('worksheetOf', { unit: unitOf(f) })}>
            {unitOf(f)}
          </CellLink>
        ),
    },
    {
      accessor: 'reason',
      title: t('columns.reason'),
      priority: 'high',
      render: (f) => t(`reasons.${f.reason}`),
    },
    {
      accessor: 'occupancy_id',
      title: t('columns.household'),
      render: (f) => (f.occupancy_id === null ? '—' : `#${f.occupancy_id}`),
    },
    {
      accessor: 'due_date',
      title: t('columns.due'),
      render: (f) => (f.due_date === null ? '—' : formatDate(f.due_date, i18n.language)),
    },
    { accessor: 'documents', title: t('columns.documents'), render: documents },
    { accessor: 'building_id', title: t('columns.building'), render: (f) => f.building_id ?? '—' },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Group gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={id}>
          {line.line} · {t(`lines.${line.line}`)}
        </Title>
        <Badge color="red" variant="light">
          {t('findings', { count: line.findings.length })}
        </Badge>
      </Group>
      {line.guide_chapter !== null && (
        <Text size="xs" c="dimmed">
          {t('chapter', { chapter: line.guide_chapter })}
        </Text>
      )}
      <ListTable<SelfAuditFinding>
        label={t('tableOf', { line: line.line })}
        records={line.findings}
        idAccessor={(f) => `${f.reason}-${f.unit_id ?? 'p'}-${f.occupancy_id ?? f.documents[0]?.id ?? ''}`}
        columns={columns}
      />
    </Stack>
  );
}
