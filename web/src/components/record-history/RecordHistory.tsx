import type { AuditEntity } from '@lar/contracts/audit';
import { Accordion, Badge, Group, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/auth/permissions.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslator } from '../../lib/use-translator.ts';
import { ExportMenu } from '../ExportMenu.tsx';
import { QueryContent } from '../QueryContent.tsx';
import { useRecordHistory } from './api.ts';
import { changedFields, type HistoryReader } from './changes.ts';
import { HISTORY_NS } from './namespace.ts';

export interface RecordHistoryProps {
  /** The audit log's name for the record's kind, e.g. `unit`, `candidate`, `property_manager`. */
  entity: AuditEntity;
  id: number;
}

const ACTION_COLOR = {
  create: 'teal',
  update: 'blue',
  delete: 'red',
  download: 'grape',
  read: 'orange',
} as const;

/**
 * Who changed this record, when, and what (before and after), for admins in edit screens. It loads
 * only when opened, and shows nothing to other staff (the server refuses them anyway).
 */
export function RecordHistory({ entity, id }: RecordHistoryProps) {
  const { t, i18n } = useTranslation(HISTORY_NS);
  const translator = useTranslator(HISTORY_NS);
  const reader = useMemo<HistoryReader>(
    () => ({ ...translator, language: i18n.language }),
    [translator, i18n.language],
  );
  const [opened, setOpened] = useState<string | null>(null);
  const allowed = useCan('read_audit_log');
  const history = useRecordHistory(entity, id, allowed && opened === 'history');
  if (!allowed) return null;

  return (
    <Accordion value={opened} onChange={setOpened} variant="contained" mt="md">
      <Accordion.Item value="history">
        <Accordion.Control>{t('show')}</Accordion.Control>
        <Accordion.Panel>
          <QueryContent query={history} loadingText={t('loading')} errorTitle={t('error')} retry={false}>
            {(data) =>
              data.items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('empty')}
                </Text>
              ) : (
                <>
                  <Group justify="flex-end" mb="xs">
                    <ExportMenu
                      path="/api/audit-log/export"
                      query={{ entity, entity_id: id }}
                      fallbackName={`audit-${entity}-${id}`}
                    />
                  </Group>
                  {data.items.map((entry) => {
                    const changes = changedFields(entity, entry.before, entry.after, reader);
                    return (
                      <div key={entry.id} style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
                        <Group gap="xs">
                          <Badge color={ACTION_COLOR[entry.action]} variant="light">
                            {t(`action.${entry.action}`)}
                          </Badge>
                          <Text size="sm">
                            {formatDateTime(entry.at, i18n.language)}{' '}
                            {t('by', { actor: entry.actor_username ?? t('unknownActor') })}
                          </Text>
                          {/* Saved by a client that sent no version: it replaced whatever was there (decision 018). */}
                          {entry.version_given === false && (
                            <Badge color="gray" variant="outline">
                              {t('withoutVersion')}
                            </Badge>
                          )}
                        </Group>
                        {entry.action === 'read' && (
                          <Text size="xs" c="dimmed">
                            {t('readReportingData')}
                          </Text>
                        )}
                        {entry.action === 'download' && (
                          <Text size="xs" c="dimmed">
                            {t('downloadedDocument', { name: downloadedName(entry.after) })}
                          </Text>
                        )}
                        {entry.action === 'update' &&
                          (changes.length === 0 ? (
                            <Text size="xs" c="dimmed">
                              {t('noFieldChanges')}
                            </Text>
                          ) : (
                            <Table.ScrollContainer minWidth={320}>
                              <Table striped fz="xs" mt={4}>
                                <Table.Thead>
                                  <Table.Tr>
                                    <Table.Th>{t('field')}</Table.Th>
                                    <Table.Th>{t('before')}</Table.Th>
                                    <Table.Th>{t('after')}</Table.Th>
                                  </Table.Tr>
                                </Table.Thead>
                                <Table.Tbody>
                                  {changes.map((c) => (
                                    <Table.Tr key={c.field}>
                                      <Table.Td>{c.label}</Table.Td>
                                      <Table.Td>{c.before}</Table.Td>
                                      <Table.Td>{c.after}</Table.Td>
                                    </Table.Tr>
                                  ))}
                                </Table.Tbody>
                              </Table>
                            </Table.ScrollContainer>
                          ))}
                      </div>
                    );
                  })}
                  {data.total > data.items.length && (
                    <Text size="xs" c="dimmed">
                      {t('more', { shown: data.items.length, total: data.total })}
                    </Text>
                  )}
                </>
              )
            }
          </QueryContent>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

/** The file name a download's record names (`after.document.file_name`). */
function downloadedName(after: unknown): string {
  const document = (after as { document?: { file_name?: unknown } } | null)?.document;
  return typeof document?.file_name === 'string' ? document.file_name : '';
}
