import { Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadedRecord } from '../../../components/LoadedRecord.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchOutboxMessage } from '../api.ts';
import { OUTBOX_NS } from '../namespace.ts';
import { OutboxStatusBadge } from './OutboxStatusBadge.tsx';
import { OutboxStatusText } from './OutboxStatusText.tsx';

/** One e-mail whole: to whom, when, its status and its text as the applicant reads it. */
export function OutboxMessageModal({ id, onClose }: { id: number; onClose(): void }) {
  const { t, i18n } = useTranslation(OUTBOX_NS);
  const query = useQuery({
    queryKey: queryKeys.outbox.detail(id),
    queryFn: ({ signal }) => fetchOutboxMessage(id, signal),
  });
  return (
    <Modal opened onClose={onClose} title={query.data?.subject ?? t('detail.title')} size="lg">
      <LoadedRecord query={query} errorTitle={t('detail.loadError')} onBack={onClose}>
        {(message) => (
          <Stack gap="md">
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={112}>{t('table.to')}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{message.to_address}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('table.reference')}</Table.Th>
                  <Table.Td>{message.reference ?? '—'}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('table.kind')}</Table.Th>
                  <Table.Td>{t(`kinds.${message.kind}`, { defaultValue: message.kind })}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('table.language')}</Table.Th>
                  <Table.Td>{t(`languages.${message.language}`)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('table.createdAt')}</Table.Th>
                  <Table.Td>{formatDateTime(message.created_at, i18n.language)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('table.status')}</Table.Th>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <OutboxStatusBadge status={message.status} />
                      <OutboxStatusText item={message} />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text fw={600} size="sm">
              {t('detail.body')}
            </Text>
            <Text
              component="pre"
              size="sm"
              data-testid="outbox-body"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}
            >
              {message.body_text}
            </Text>
          </Stack>
        )}
      </LoadedRecord>
    </Modal>
  );
}
