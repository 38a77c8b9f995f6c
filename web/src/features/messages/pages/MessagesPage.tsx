import type { ContactMessage } from '@lar/contracts/contact';
import { formatPhone } from '@lar/contracts/format';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchContactMessages } from '../api.ts';
import { MessageText } from '../components/MessageText.tsx';
import { MESSAGES_NS } from '../namespace.ts';

export default function MessagesPage() {
  const { t, i18n } = useTranslation(MESSAGES_NS);
  return (
    <StaffPage title={t('title')} description={t('description')}>
      <Group justify="flex-end">
        <ExportMenu path="/api/contact-messages/export" fallbackName="messages" />
      </Group>
      <PagedDataTable<ContactMessage>
        label={t('table.label')}
        queryKey={queryKeys.contactMessages.lists()}
        fetchPage={fetchContactMessages}
        emptyText={t('table.empty')}
        errorTitleKey={`${MESSAGES_NS}:loadError`}
        columns={[
          {
            accessor: 'created_at',
            title: t('table.receivedAt'),
            noWrap: true,
            render: (message) => formatDateTime(message.created_at, i18n.language),
          },
          { accessor: 'name', title: t('table.name') },
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
            noWrap: true,
            render: (message) => (message.phone ? formatPhone(message.phone) : '—'),
          },
          {
            accessor: 'message',
            title: t('table.message'),
            width: '40%',
            render: (message) => <MessageText message={message} />,
          },
        ]}
      />
    </StaffPage>
  );
}
