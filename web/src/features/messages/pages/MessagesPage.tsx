import type { ContactMessage } from '@lar/contracts/contact';
import { formatPhone } from '@lar/contracts/format';
import { Anchor, Button, Checkbox, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryUpdate } from '../../../lib/use-query-state.ts';
import { fetchContactMessages, useMarkRead } from '../api.ts';
import { MessageText } from '../components/MessageText.tsx';
import { MESSAGES_NS } from '../namespace.ts';

/** /messages: the contact form's messages, newest first; `?unread=1` keeps the unread ones only. */
export default function MessagesPage() {
  const { t, i18n } = useTranslation(MESSAGES_NS);
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const unread = params.get('unread') === '1';
  const markRead = useMarkRead();
  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Checkbox
          label={t('unreadOnly')}
          checked={unread}
          onChange={(event) => update({ unread: event.currentTarget.checked ? '1' : null, page: null })}
        />
        <ExportMenu
          path="/api/contact-messages/export"
          query={{ unread: unread ? 'true' : undefined }}
          fallbackName="messages"
        />
      </Group>
      <PagedDataTable<ContactMessage>
        key={String(unread)}
        label={t('table.label')}
        queryKey={[...queryKeys.contactMessages.lists(), unread]}
        fetchPage={(paging, signal) => fetchContactMessages(unread, paging, signal)}
        emptyText={t('table.empty')}
        errorTitleKey={`${MESSAGES_NS}:loadError`}
        columns={[
          {
            accessor: 'created_at',
            title: t('table.receivedAt'),
            noWrap: true,
            render: (message) => formatDateTime(message.created_at, i18n.language),
          },
          { accessor: 'name', title: t('table.name'), identifying: true },
          {
            accessor: 'email',
            title: t('table.email'),
            noWrap: true,
            render: (message) => (
              <Anchor href={`mailto:${message.email}`} size="sm">
                {message.email}
              </Anchor>
            ),
          },
          {
            accessor: 'phone',
            title: t('table.phone'),
            priority: 'low',
            noWrap: true,
            render: (message) => (message.phone ? formatPhone(message.phone) : '—'),
          },
          {
            accessor: 'message',
            title: t('table.message'),
            width: '40%',
            render: (message) => <MessageText message={message} />,
          },
          {
            accessor: 'read_at',
            title: t('table.read'),
            noWrap: true,
            render: (message) =>
              message.read_at ? (
                <Text size="sm" c="dimmed">
                  {formatDateTime(message.read_at, i18n.language)}
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  loading={markRead.isPending && markRead.variables === message.id}
                  aria-label={t('markReadLabel', { name: message.name })}
                  onClick={() => markRead.mutate(message.id)}
                >
                  {t('markRead')}
                </Button>
              ),
          },
        ]}
      />
    </StaffPage>
  );
}
