import type { OutboxItem } from '@lar/contracts/outbox';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { OUTBOX_NS } from '../namespace.ts';

/** What became of an e-mail, in words: when it was sent, when it is tried next, or why it failed. */
export function OutboxStatusText({ item }: { item: OutboxItem }) {
  const { t, i18n } = useTranslation(OUTBOX_NS);
  const at = (value: string) => formatDateTime(value, i18n.language);
  if (item.sent_at) return <Text size="sm">{t('detail.sentAt', { at: at(item.sent_at) })}</Text>;
  return (
    <>
      <Text size="sm">
        {item.status === 'FAILED'
          ? t('detail.failed', { count: item.attempts })
          : item.next_attempt_at
            ? t('detail.nextAttempt', { at: at(item.next_attempt_at), count: item.attempts })
            : t('detail.waiting')}
      </Text>
      {item.last_error && (
        <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {t('detail.lastError', { error: item.last_error })}
        </Text>
      )}
    </>
  );
}
