import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, type Translator } from '../../../lib/error-message.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { ToneBadge } from './ToneBadge.tsx';

/**
 * The frame of a program's limit imports (CSV, HUD): a wide dialog that opens with its help text.
 * Its texts are the import's `<prefix>.title` (naming the program) and `<prefix>.help`.
 */
export function ImportDialog(props: {
  prefix: string;
  programName: string;
  opened: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation(PROGRAMS_NS);
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
      </Stack>
    </Modal>
  );
}

/** Why a preview or an import failed, in the screen's words when the server's are not enough. */
export const importFailureMessage = (failure: unknown, translator: Translator) =>
  apiErrorMessage(failure, translator, { fallbackKey: `${PROGRAMS_NS}:errors.import` });

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
 * The closing row of an import dialog: Cancel, Check (asks for a preview) and the import itself,
 * which the preview must allow first.
 */
export function ImportActions(props: {
  onCancel(): void;
  check: { label: string; onClick(): void; disabled: boolean; loading?: boolean };
  run: { label: string; onClick(): void; disabled: boolean; loading: boolean };
}) {
  const { t } = useTranslation(PROGRAMS_NS);
  const { check, run } = props;
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button variant="light" onClick={check.onClick} disabled={check.disabled} loading={check.loading}>
        {check.label}
      </Button>
      <Button onClick={run.onClick} disabled={run.disabled} loading={run.loading}>
        {run.label}
      </Button>
    </Group>
  );
}
