import type { AmiImportPreview, ImportMode, LineMessage } from '@lar/contracts/ami-csv';
import { Progress, Radio, Stack, Table, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslator } from '../../../lib/use-translator.ts';
import { previewLimitsImport, useImportLimits } from '../api.ts';
import { checkCsvInSlices } from '../csv-check.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { ImportDialog, type ImportModalProps, ImportPreview } from './ImportDialog.tsx';
import { importFailureMessage, importRunCallbacks } from './import-answers.ts';
import { FileProblems, LimitsInput, problemText } from './LimitsInput.tsx';
import { ToneBadge } from './ToneBadge.tsx';

/** Lines with problems listed at most; the counts above still cover the whole file. */
const PROBLEM_ROWS_MAX = 100;

type Phase = 'idle' | 'checking' | 'sending' | 'done';

/**
 * Import of limits from a CSV file or pasted lines: checked here in slices with a progress bar,
 * then previewed by the server line by line against the program, then imported all at once.
 */
export function ImportLimitsModal({ program, opened, onClose, onImported }: ImportModalProps) {
  const { t } = useTranslation(PROGRAMS_NS);
  const translator = useTranslator(PROGRAMS_NS);
  const importLimits = useImportLimits();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<ImportMode>('add');
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [problems, setProblems] = useState<LineMessage[]>([]);
  const [preview, setPreview] = useState<AmiImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRef<AbortController | null>(null);

  function reset() {
    run.current?.abort();
    setPhase('idle');
    setProgress(0);
    setProblems([]);
    setPreview(null);
    setError(null);
  }

  function close() {
    reset();
    setText('');
    setMode('add');
    onClose();
  }

  async function check() {
    reset();
    const controller = new AbortController();
    run.current = controller;
    setPhase('checking');
    const local = await checkCsvInSlices(
      text,
      (done) => setProgress(Math.round(done * 90)),
      controller.signal,
    );
    if (controller.signal.aborted) return;
    if (local.problems.length > 0) {
      setProblems(local.problems);
      setPhase('done');
      return;
    }
    setPhase('sending');
    try {
      const result = await previewLimitsImport(program.id, { csv: text, mode });
      if (controller.signal.aborted) return;
      setPreview(result);
      setProgress(100);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setError(importFailureMessage(failure, translator));
    }
    setPhase('done');
  }

  function runImport() {
    setError(null);
    importLimits.mutate(
      { programId: program.id, body: { csv: text, mode } },
      importRunCallbacks({
        translator,
        doneMessage: ({ summary }) =>
          t('import.done', { add: summary.add, update: summary.update, remove: summary.remove }),
        onImported,
        close,
        showError: setError,
      }),
    );
  }

  const busy = phase === 'checking' || phase === 'sending' || importLimits.isPending;
  const badLines = preview?.lines.filter((l) => l.status !== 'ok') ?? [];
  return (
    <ImportDialog
      prefix="import"
      programName={program.name}
      opened={opened}
      onClose={close}
      check={{ onClick: () => void check(), disabled: text.trim() === '' || busy }}
      run={{ onClick: runImport, disabled: !preview?.valid || busy, loading: importLimits.isPending }}
    >
      <LimitsInput
        prefix="import"
        placeholder="year,percentage,limit_type,household_size,limit_value"
        minRows={3}
        maxRows={8}
        text={text}
        onText={(next) => {
          reset();
          setText(next);
        }}
      />
      <Radio.Group
        // Mantine's dimmed description grey is below AA contrast on white.
        styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        label={t('import.mode')}
        value={mode}
        onChange={(value) => {
          reset();
          setMode(value as ImportMode);
        }}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="add" label={t('import.modeAdd')} description={t('import.modeAddHelp')} />
          <Radio value="replace" label={t('import.modeReplace')} description={t('import.modeReplaceHelp')} />
        </Stack>
      </Radio.Group>

      {(phase === 'checking' || phase === 'sending') && (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {phase === 'checking' ? t('import.checking', { percent: progress }) : t('import.sending')}
          </Text>
          <Progress value={progress} animated aria-label={t('import.progress')} />
        </Stack>
      )}

      {problems.length > 0 && <FileProblems title={t('import.unreadable')} problems={problems} />}
      <ImportPreview
        error={error}
        preview={preview}
        badges={(shown) => (
          <>
            {shown.mode === 'replace' && (
              <ToneBadge tone="caution">{t('import.toRemove', { count: shown.summary.remove })}</ToneBadge>
            )}
            {shown.summary.error > 0 && (
              <ToneBadge tone="danger">{t('import.errors', { count: shown.summary.error })}</ToneBadge>
            )}
            {shown.summary.duplicate > 0 && (
              <ToneBadge tone="warning">
                {t('import.duplicates', { count: shown.summary.duplicate })}
              </ToneBadge>
            )}
          </>
        )}
      >
        {(shown) =>
          badLines.length > 0 ? (
            <>
              <Text size="sm" c="red.8">
                {t('import.fixLines', { count: badLines.length })}
              </Text>
              <Table.ScrollContainer minWidth={480} mah={280}>
                <Table striped withTableBorder stickyHeader aria-label={t('import.problemLines')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('import.line')}</Table.Th>
                      <Table.Th scope="col" w={120}>
                        {t('import.status')}
                      </Table.Th>
                      <Table.Th scope="col">{t('import.problem')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {badLines.slice(0, PROBLEM_ROWS_MAX).map((line) => (
                      <Table.Tr key={line.line}>
                        <Table.Td>{line.line}</Table.Td>
                        <Table.Td>
                          <ToneBadge
                            size="sm"
                            tone={line.status === 'error' ? 'danger' : 'warning'}
                            style={{ overflow: 'visible' }}
                          >
                            {t(`import.lineStatus.${line.status}`)}
                          </ToneBadge>
                        </Table.Td>
                        <Table.Td>{line.messages.map((m) => problemText(m, translator)).join(' ')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {badLines.length > PROBLEM_ROWS_MAX && (
                <Text size="sm" c="gray.7">
                  {t('import.moreLines', { count: badLines.length - PROBLEM_ROWS_MAX })}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm">{t('import.ready', { count: shown.summary.lines })}</Text>
          )
        }
      </ImportPreview>
    </ImportDialog>
  );
}
