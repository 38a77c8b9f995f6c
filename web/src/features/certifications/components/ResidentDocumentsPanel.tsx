import type { ResidentDocument } from '@lar/contracts/resident-documents';
import { Alert, Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { POSITIVE_BADGE_FILL } from '../../../components/badge-colors.ts';
import { QueryLoadError } from '../../../components/ListLoadError.tsx';
import { useStaffPanel } from '../../../components/use-staff-panel.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  documentNames,
  downloadStaffResidentDocument,
  RESIDENT_DOCUMENTS_NS,
  useStaffResidentDocuments,
} from '../../resident-documents/api.ts';
import { useResidentSubmission } from '../../resident-questionnaire/api.ts';

/**
 * The household's verification documents for its recertification (decision 077), by member and
 * income source or asset, each with its date of receipt and its age on the effective date: a
 * document past 120 days (HUD Handbook 4350.3 REV-1 par. 5-16 B) stops the finalize.
 */
export function ResidentDocumentsPanel({ occupancyId }: { occupancyId: number }) {
  const { t, i18n, onError } = useStaffPanel(RESIDENT_DOCUMENTS_NS, 'staff.failed');
  const documents = useStaffResidentDocuments(occupancyId);
  // The questionnaire names the members, sources and assets the documents point at by id.
  const submission = useResidentSubmission(occupancyId);
  const answers = submission.data?.answers ?? null;
  const date = (value: string) => formatDate(value, i18n.language);

  if (documents.isError) return <QueryLoadError title={t('staff.failed')} query={documents} />;
  const list = documents.data;
  const rows = [...(list?.documents ?? [])].sort(
    (a, b) =>
      (a.member_key ?? '').localeCompare(b.member_key ?? '') ||
      (a.income_source_id ?? a.asset_id ?? '').localeCompare(b.income_source_id ?? b.asset_id ?? '') ||
      a.id - b.id,
  );
  const stale = rows.filter((d) => d.age_state === 'TOO_OLD').length;
  const download = (d: ResidentDocument) =>
    void downloadStaffResidentDocument(occupancyId, d.id, d.file_name).catch(onError);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="resident-documents-title">
      <Stack gap="sm">
        <Title order={3} id="resident-documents-title">
          {t('staff.title')}
        </Title>
        {!list ? (
          <Text role="status">{t('staff.loading')}</Text>
        ) : (
          <>
            <Text size="sm">
              {list.effective_date
                ? t('staff.cycle', { date: date(list.effective_date) })
                : t('staff.noCycle')}
            </Text>
            {stale > 0 && (
              <Alert color="red" role="alert">
                {t('staff.staleCount', { count: stale })}
              </Alert>
            )}
            {rows.length === 0 ? (
              <Text size="sm">{t('staff.empty')}</Text>
            ) : (
              // A region that scrolls must take the focus, so a keyboard can scroll it (WCAG 2.1.1).
              <Table.ScrollContainer
                minWidth={560}
                type="native"
                tabIndex={0}
                role="region"
                // Named by its columns: the panel around it already bears the title.
                aria-label={[t('staff.member'), t('staff.source'), t('staff.file')].join(', ')}
              >
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('staff.member')}</Table.Th>
                      <Table.Th>{t('staff.source')}</Table.Th>
                      <Table.Th>{t('staff.file')}</Table.Th>
                      <Table.Th>{t('staff.received')}</Table.Th>
                      <Table.Th>{t('staff.age')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((d) => {
                      const names = documentNames(t, answers, d);
                      return (
                        <Table.Tr key={d.id}>
                          <Table.Td>{names.member ?? t('staff.household')}</Table.Td>
                          <Table.Td>{names.source ?? t('staff.none')}</Table.Td>
                          <Table.Td>
                            <Anchor
                              component="button"
                              type="button"
                              onClick={() => download(d)}
                              aria-label={t('downloadOf', { name: d.file_name })}
                            >
                              {d.file_name}
                            </Anchor>
                            <Text size="xs" c="dimmed">
                              {t(`kinds.${d.kind}`)} · {t('documentDate', { date: date(d.document_date) })}
                            </Text>
                          </Table.Td>
                          <Table.Td>{date(d.received_on)}</Table.Td>
                          <Table.Td>
                            <Text
                              size="sm"
                              fw={600}
                              c={d.age_state === 'VALID' ? POSITIVE_BADGE_FILL : 'red.9'}
                            >
                              {d.age_state === 'VALID'
                                ? t('age.validUntil', { date: date(d.valid_until) })
                                : t('age.tooOld', { date: date(d.valid_until) })}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
