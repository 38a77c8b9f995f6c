import type { GovProgram } from '@lar/contracts/programs';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRAMS_NS } from '../namespace.ts';
import { ToneBadge } from './ToneBadge.tsx';

/** What the program form gives each of its import dialogs. */
export interface ImportModalProps {
  program: GovProgram;
  opened: boolean;
  onClose(): void;
  /** The program with its imported levels (and its new version). */
  onImported(program: GovProgram): void;
}

interface ImportAction {
  onClick(): void;
  disabled: boolean;
  loading?: boolean;
}

/**
 * The frame of a program's limit imports (CSV, HUD): a wide dialog that opens with its help text.
 * Its texts are the import's `<prefix>.title` (naming the program) and `<prefix>.help`; it closes
 * with Cancel, Check and the import itself.
 */
export function ImportDialog(props: {
  prefix: string;
  programName: string;
  opened: boolean;
  onClose(): void;
  /** Check (`<prefix>.check`): asks for a preview. */
  check: ImportAction;
  /** The import itself (`<prefix>.run`), which the preview must allow first. */
  run: ImportAction;
  children: ReactNode;
}) {
  const { t } = useTranslation(PROGRAMS_NS);
  const { prefix, check, run } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(`${props.prefix}.title`, { name: props.programName })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t(`${props.prefix}.help`)}</Text>
        {props.children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('actions.cancel')}
          </Button>
          <Button variant="light" onClick={check.onClick} disabled={check.disabled} loading={check.loading}>
            {t(`${prefix}.check`)}
          </Button>
          <Button onClick={run.onClick} disabled={run.disabled} loading={run.loading}>
            {t(`${prefix}.run`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What a previewed import does to the stored levels, as counts; `children` adds more badges. */
export function LevelChangeBadges(props: {
  summary: { add: number; update: number; unchanged: number };
  children?: ReactNode;
}) {
  const { t } = useTranslation(PROGRAMS_NS);
  const { add, update, unchanged } = props.summary;
  return (
    <Group gap="xs" role="status" aria-label={t('import.summary')}>
      <ToneBadge tone="positive">{t('import.toAdd', { count: add })}</ToneBadge>
      <ToneBadge tone="info">{t('import.toUpdate', { count: update })}</ToneBadge>
      <ToneBadge tone="neutral">{t('import.unchanged', { count: unchanged })}</ToneBadge>
      {props.children}
    </Group>
  );
}

/**
 * Under an import's inputs: why the last check or import failed, and the preview once there is
 * one: its counts of what the import changes (`badges` adds the import's own), then `children`.
 */
export function ImportPreview<
  P extends { summary: { add: number; update: number; unchanged: number } },
>(props: {
  error: string | null;
  preview: P | null;
  badges?(preview: P): ReactNode;
  children(preview: P): ReactNode;
}) {
  const { error, preview } = props;
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {preview && (
        <Stack gap="sm">
          <LevelChangeBadges summary={preview.summary}>{props.badges?.(preview)}</LevelChangeBadges>
          {props.children(preview)}
        </Stack>
      )}
    </>
  );
}
