import { type ResidentSubmission, staysInHousehold } from '@lar/contracts/resident-questionnaire';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconMessageReport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filledBadgeProps, STATUS_FILLS } from '../../../components/badge-colors.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { QueryLoadError } from '../../../components/ListLoadError.tsx';
import { StaffPanel } from '../../../components/StaffPanel.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { useStaffPanel } from '../../../components/use-staff-panel.ts';
import { formatDateTime, formatMoney, formatReadableDate } from '../../../lib/format.ts';
import { useResidentSubmission, useReviewSubmission } from '../../resident-questionnaire/api.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';

// Filled, readable fills: the light variants' coloured text on a tinted fill was below 4.5:1 (axe).
const STATUS_FILLS_OF = {
  IN_PROGRESS: STATUS_FILLS.neutral,
  SUBMITTED: STATUS_FILLS.waiting,
  CORRECTION_REQUESTED: STATUS_FILLS.warning,
  ACCEPTED: STATUS_FILLS.pass,
} as const;

/**
 * A small two-column-or-more table that scrolls sideways on a phone rather than overflowing; the
 * scrolling box is a named region that takes the focus, so a keyboard can scroll it too.
 */
interface LinesProps {
  label: string;
  head: string[];
  rows: Array<{ key: string; cells: string[] }>;
}

function Lines({ label, head, rows }: LinesProps) {
  return (
    <Table.ScrollContainer
      minWidth={420}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table striped withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              {r.cells.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Table.Td key={i}>{c}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A titled table of the answers, named by its title; `empty` said instead when it has no rows. */
function Section({ title, empty, ...table }: Omit<LinesProps, 'label'> & { title: string; empty?: string }) {
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      {empty !== undefined && table.rows.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Lines label={title} {...table} />
      )}
    </>
  );
}

/** The answers, what changed and, once accepted, where each figure of the draft came from. */
function SubmissionAnswers({ submission }: { submission: ResidentSubmission }) {
  const { t, i18n } = useTranslation(CERTIFICATIONS_NS);
  const language = i18n.language;
  const money = (v: string) => formatMoney(v, language);
  const date = (v: string | null) => (v ? formatReadableDate(v, language) : '—');
  const { answers, changes } = submission;
  const nameOf = (key: string) => answers.members.find((m) => m.member_key === key)?.name ?? '—';
  const moved = changes.income.filter((c) => c.before !== c.after);
  const heads = (...keys: string[]) => keys.map((key) => t(`residentSubmission.${key}`));
  return (
    <Stack gap="sm">
      <Section
        title={t('residentSubmission.members')}
        head={heads('name', 'relationship', 'birthDate', 'thisYear')}
        rows={answers.members.map((m) => ({
          key: m.member_key,
          cells: [
            m.name,
            m.relationship ? t(`relationships.${m.relationship}`) : '—',
            date(m.birth_date),
            m.change === 'NONE'
              ? t('residentSubmission.changes.NONE')
              : `${t(`residentSubmission.changes.${m.change}`)} ${date(m.change_date)}`,
          ],
        }))}
      />
      <Section
        title={t('residentSubmission.income')}
        empty={t('residentSubmission.noIncome')}
        head={heads('name', 'kind', 'amount', 'frequency', 'annual')}
        rows={answers.income_sources.map((s) => ({
          key: s.id,
          cells: [
            nameOf(s.member_key),
            t(`incomeSources.${s.kind}`),
            s.amount ? money(s.amount) : '—',
            s.frequency ? t(`residentSubmission.frequencies.${s.frequency}`) : '—',
            money(submission.annual_amounts[s.id] ?? '0'),
          ],
        }))}
      />
      {answers.assets.length > 0 && (
        <Section
          title={t('residentSubmission.assets')}
          head={heads('asset', 'cashValue', 'assetIncome')}
          rows={answers.assets.map((a) => ({
            key: a.id,
            cells: [
              [a.kind ? t(`residentSubmission.assetKinds.${a.kind}`) : '', a.description]
                .filter(Boolean)
                .join(' · '),
              a.cash_value ? money(a.cash_value) : '—',
              a.annual_income ? money(a.annual_income) : '—',
            ],
          }))}
        />
      )}
      <Text size="sm">
        {t('residentSubmission.assistance')}:{' '}
        {answers.receives_rental_assistance === null
          ? '—'
          : answers.receives_rental_assistance
            ? money(answers.rental_assistance_amount)
            : t('residentSubmission.no')}
      </Text>
      <Title order={3} size="h5">
        {t('residentSubmission.changesTitle')}
      </Title>
      {changes.joined.map((m) => (
        <Text size="sm" key={`j-${m.member_key}`}>
          {t('residentSubmission.joined', { name: m.name, date: date(m.date) })}
        </Text>
      ))}
      {changes.left.map((m) => (
        <Text size="sm" key={`l-${m.member_key}`}>
          {t('residentSubmission.left', { name: m.name, date: date(m.date) })}
        </Text>
      ))}
      {moved.length > 0 && (
        <Lines
          label={t('residentSubmission.changesTitle')}
          head={heads('name', 'kind', 'before', 'after')}
          rows={moved.map((c) => ({
            key: `${c.member_key}-${c.kind}`,
            cells: [c.name, t(`incomeSources.${c.kind}`), money(c.before), money(c.after)],
          }))}
        />
      )}
      <Text size="sm" fw={600}>
        {t('residentSubmission.total', {
          before: money(changes.total_before),
          after: money(changes.total_after),
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('residentSubmission.staying', { count: answers.members.filter(staysInHousehold).length })}
      </Text>
      {submission.trace && (
        <Section
          title={t('residentSubmission.trace')}
          head={heads('figure', 'amount', 'from')}
          rows={submission.trace
            .filter((f) => f.amount !== '')
            .map((f) => ({ key: f.figure, cells: [f.figure, money(f.amount), f.answers.join(', ')] }))}
        />
      )}
    </Stack>
  );
}

/**
 * The household's recertification questionnaire (decision 076) as staff review it: the answers and
 * what changed; once sent, Accept (it becomes the ANNUAL draft) or Ask for a correction with a note.
 */
export function ResidentSubmissionPanel({ occupancyId }: { occupancyId: number }) {
  const { t, i18n, canWrite, onError } = useStaffPanel(CERTIFICATIONS_NS, 'residentSubmission.failed');
  const query = useResidentSubmission(occupancyId);
  const review = useReviewSubmission(occupancyId);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  const accept = async () => {
    const confirmed = await confirmAction({
      title: t('residentSubmission.acceptTitle'),
      message: t('residentSubmission.acceptMessage'),
      confirmLabel: t('residentSubmission.accept'),
      cancelLabel: t('residentSubmission.cancel'),
    });
    if (confirmed)
      review.mutate(
        { accept: true },
        { onSuccess: () => showSuccess(t('residentSubmission.accepted')), onError },
      );
  };
  const sendBack = () => {
    if (note.trim() === '') {
      setNoteError(t('residentSubmission.noteRequired'));
      return;
    }
    review.mutate(
      { correction: note.trim() },
      {
        onSuccess: () => {
          showSuccess(t('residentSubmission.corrected'));
          setAsking(false);
          setNote('');
        },
        onError,
      },
    );
  };

  const submission = query.data;
  return (
    <StaffPanel title={t('residentSubmission.title')}>
      {query.isError ? (
        <QueryLoadError title={t('residentSubmission.loadFailed')} query={query} />
      ) : query.isPending ? (
        <Text size="sm">{t('residentSubmission.loading')}</Text>
      ) : !submission ? (
        <Text size="sm">{t('residentSubmission.none')}</Text>
      ) : (
        <>
          <Group gap="sm">
            <Badge {...filledBadgeProps(STATUS_FILLS_OF[submission.status])}>
              {t(`residentSubmission.statuses.${submission.status}`)}
            </Badge>
            <Text size="sm">
              {t('residentSubmission.effective', {
                date: formatReadableDate(submission.effective_date, i18n.language),
              })}
            </Text>
            {submission.submitted_at && (
              <Text size="sm" c="dimmed">
                {t('residentSubmission.submittedAt', {
                  at: formatDateTime(submission.submitted_at, i18n.language),
                })}
              </Text>
            )}
          </Group>
          {submission.correction_note && (
            <Alert color="orange" title={t('residentSubmission.noteSent')}>
              {submission.correction_note}
            </Alert>
          )}
          <SubmissionAnswers submission={submission} />
          {canWrite && submission.status === 'SUBMITTED' && (
            <Group gap="sm">
              <Button
                leftSection={<IconCheck size={16} />}
                onClick={() => void accept()}
                loading={review.isPending}
              >
                {t('residentSubmission.accept')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconMessageReport size={16} />}
                onClick={() => setAsking(true)}
              >
                {t('residentSubmission.askCorrection')}
              </Button>
            </Group>
          )}
        </>
      )}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('residentSubmission.askCorrection')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t('residentSubmission.askMessage')}</Text>
          <Textarea
            label={t('residentSubmission.note')}
            required
            autosize
            minRows={3}
            maxLength={2000}
            value={note}
            error={noteError}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setNoteError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('residentSubmission.cancel')}
            </Button>
            <Button color="orange" onClick={sendBack} loading={review.isPending}>
              {t('residentSubmission.sendBack')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </StaffPanel>
  );
}
