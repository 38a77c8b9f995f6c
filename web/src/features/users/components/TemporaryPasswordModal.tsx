import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USERS_NS } from '../namespace.ts';

interface TemporaryPasswordModalProps {
  username: string;
  password: string;
  onClose(): void;
}

/**
 * The temporary password of a reset, shown this once: the server keeps only its hash, so closing
 * the dialog loses it (another reset makes a new one).
 */
export function TemporaryPasswordModal({ username, password, onClose }: TemporaryPasswordModalProps) {
  const { t } = useTranslation(USERS_NS);
  return (
    <Modal opened onClose={onClose} title={t('reset.doneTitle')} centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Text size="sm">{t('reset.doneMessage', { username })}</Text>
        <Group gap="sm" wrap="nowrap">
          <Code
            block
            data-testid="temporary-password"
            style={{ flex: 1, fontSize: 'var(--mantine-font-size-md)', wordBreak: 'break-all' }}
          >
            {password}
          </Code>
          <CopyButton value={password}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
              >
                {t(copied ? 'reset.copied' : 'reset.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Alert color="yellow" variant="light">
          {t('reset.onceWarning')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('reset.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
