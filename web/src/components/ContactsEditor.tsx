import { Alert, Button, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type Page } from '../lib/api.ts';
import { apiErrorMessage, fieldErrorMap, type Translator } from '../lib/error-message.ts';
import { confirmAction } from './confirm.tsx';
import { showApiError, showSuccess } from './show-api-error.ts';

interface Contact {
  id: number;
  full_name: string;
  version: number;
}

/** The feature's `t` (its namespace): the editor reads `contacts.*`, `actions.*` and `table.actions`. */
type NamespacedT = (key: string, values?: Record<string, unknown>) => string;

interface ContactsEditorProps<C extends Contact, V extends { full_name: string }> {
  contacts: UseQueryResult<Page<C>>;
  /** The table's columns after the fixed actions column is left out. */
  columns: Array<{ title: string; render(contact: C): ReactNode }>;
  form: UseFormReturnType<V>;
  empty: V;
  toValues(contact: C): V;
  /** The form's inputs, bound to `form`. */
  fields: ReactNode;
  save(contact: C | null, values: V): Promise<unknown>;
  remove(contact: C): Promise<unknown>;
  /** The feature's translations and namespace, for the texts and failure fallbacks. */
  t: NamespacedT;
  namespace: string;
  translator: Translator;
  /** Screen-specific keys per error code of a refused delete, e.g. `{ IN_USE: 'ns:contacts.deleteInUse' }`. */
  deleteByCode?: Record<string, string>;
}

/**
 * A record's contacts: a table with Edit and Delete (after confirming), and one form that adds a
 * contact or, after Edit, saves changes to it ("Save Changes") and then returns to adding.
 * Company contacts and property contacts differ only in their columns and fields.
 */
export function ContactsEditor<C extends Contact, V extends { full_name: string }>(
  props: ContactsEditorProps<C, V>,
) {
  const { contacts, columns, form, empty, toValues, fields, save, remove, t, namespace, translator } = props;
  const common = useTranslation().t;
  const titleId = useId();
  const [editing, setEditing] = useState<C | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function show(contact: C | null) {
    setEditing(contact);
    setFailure(null);
    form.setValues(contact ? toValues(contact) : empty);
    form.clearErrors();
  }

  async function submit(values: V) {
    setFailure(null);
    setSaving(true);
    try {
      await save(editing, values);
      const name = values.full_name.trim();
      showSuccess(editing ? t('contacts.updated', { name }) : t('contacts.added', { name }));
      show(null);
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(fieldErrorMap(error, translator));
      setFailure(apiErrorMessage(error, translator, { fallbackKey: `${namespace}:contacts.saveError` }));
    } finally {
      setSaving(false);
    }
  }

  async function askDelete(contact: C) {
    const confirmed = await confirmAction({
      title: t('contacts.deleteTitle'),
      message: t('contacts.deleteMessage', { name: contact.full_name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove(contact);
      showSuccess(t('contacts.deleted', { name: contact.full_name }));
      if (editing?.id === contact.id) show(null);
    } catch (error) {
      showApiError(error, translator, {
        fallbackKey: `${namespace}:contacts.deleteError`,
        ...(props.deleteByCode ? { byCode: props.deleteByCode } : {}),
      });
    }
  }

  const rows = contacts.data?.items ?? [];
  let list: ReactNode;
  if (contacts.isError) {
    list = (
      <Alert color="red" role="alert">
        {apiErrorMessage(contacts.error, translator, { fallbackKey: `${namespace}:contacts.loadError` })}
      </Alert>
    );
  } else if (contacts.isPending) {
    list = <Text c="dimmed">{common('app.loading')}</Text>;
  } else if (rows.length === 0) {
    list = <Text c="dimmed">{t('contacts.empty')}</Text>;
  } else {
    list = (
      <Table.ScrollContainer minWidth={520}>
        <Table striped verticalSpacing="xs" aria-label={t('contacts.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.title}>{column.title}</Table.Th>
              ))}
              <Table.Th ta="right">{t('table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((contact) => (
              <Table.Tr key={contact.id}>
                {columns.map((column) => (
                  <Table.Td key={column.title}>{column.render(contact)}</Table.Td>
                ))}
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => show(contact)}
                      aria-label={`${t('actions.edit')} ${contact.full_name}`}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => void askDelete(contact)}
                      aria-label={`${t('actions.delete')} ${contact.full_name}`}
                    >
                      {t('actions.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      {list}
      <Divider />
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {editing ? t('contacts.editTitle', { name: editing.full_name }) : t('contacts.addTitle')}
          </Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {fields}
          <Group justify="flex-end">
            {editing && (
              <Button variant="default" onClick={() => show(null)}>
                {t('actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {editing ? t('contacts.saveChanges') : t('contacts.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
