import { ErrorCode } from '@lar/contracts/errors';
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { useCan } from '../../lib/auth/permissions.ts';
import { apiErrorMessage, fieldErrorMap } from '../../lib/error-message.ts';
import { useTranslator } from '../../lib/use-translator.ts';
import { type SchemaLike, validateWithSchema } from '../../lib/validation.ts';
import { confirmThenMutate } from '../confirm.tsx';
import { ListLoadError } from '../ListLoadError.tsx';
import { ListTable } from '../list-table/ListTable.tsx';
import type { ListColumn } from '../list-table/list-column.ts';
import { rowActionsColumn } from '../row-actions-column.tsx';
import { showApiError, showSuccess } from '../show-api-error.ts';
import { useCheckedForm } from '../use-checked-form.ts';
import {
  type ContactBodyOf,
  type ContactOf,
  type ContactOwnerKind,
  useContacts,
  useDeleteContact,
  useSaveContact,
} from './api.ts';
import { type ContactInputs, contactInputs } from './contact-inputs.tsx';
import { CONTACTS_NS } from './namespace.ts';

/** Why a company contact cannot be deleted: a property names it as its company contact. */
const DELETE_BY_CODE: Record<ContactOwnerKind, Record<string, string>> = {
  company: { [ErrorCode.IN_USE]: `${CONTACTS_NS}:deleteInUse` },
  property: {},
};

interface ContactsEditorProps<K extends ContactOwnerKind, V extends { full_name: string }> {
  kind: K;
  ownerId: number;
  /** The table's columns after the fixed actions column is left out. */
  columns: Array<{ title: string; render(contact: ContactOf<K>): ReactNode }>;
  /** The shared schema of a new contact: it checks the form and shapes its values into the body. */
  schema: SchemaLike & { parse(values: V): ContactBodyOf<K> };
  /** Each field's label key (contact-fields.ts), typed from the contact's body. */
  labels: Readonly<Record<keyof V & string, string>>;
  /** The form's values for a contact, or for a new one (null). */
  toValues(contact: ContactOf<K> | null): V;
  /** The form's inputs, bound to `form`; `input` makes its plain ones. */
  fields(form: UseFormReturnType<V>, input: ContactInputs<V>): ReactNode;
}

/**
 * A company's or a property's contacts: a table with Edit and Delete (after confirming), and one
 * form that adds a contact or, after Edit, saves changes to it ("Save Changes") and then returns
 * to adding. The two kinds of owner differ only in their columns and fields. An account that may
 * not change contacts (a sub-user, decision 017) sees the table alone.
 */
export function ContactsEditor<K extends ContactOwnerKind, V extends { full_name: string }>(
  props: ContactsEditorProps<K, V>,
) {
  const { kind, ownerId, columns, schema, toValues, fields, labels } = props;
  const { t } = useTranslation(CONTACTS_NS);
  const common = useTranslation().t;
  const translator = useTranslator(CONTACTS_NS);
  const form = useCheckedForm<V>({
    initialValues: toValues(null),
    validate: (values) => validateWithSchema(schema, values, translator),
  });
  const contacts = useContacts(kind, ownerId);
  const save = useSaveContact(kind, ownerId);
  const remove = useDeleteContact(kind, ownerId);
  const titleId = useId();
  const canWrite = useCan('write_records');
  const canDelete = useCan('delete_records');
  const [editing, setEditing] = useState<ContactOf<K> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function show(contact: ContactOf<K> | null) {
    setEditing(contact);
    setFailure(null);
    form.setValues(toValues(contact));
    form.clearErrors();
  }

  async function submit(values: V) {
    setFailure(null);
    setSaving(true);
    try {
      const body = schema.parse(values);
      await save.mutateAsync({
        contactId: editing?.id ?? null,
        body: editing ? { ...body, version: editing.version } : body,
      });
      const name = values.full_name.trim();
      showSuccess(editing ? t('updated', { name }) : t('added', { name }));
      show(null);
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(fieldErrorMap(error, translator));
      setFailure(apiErrorMessage(error, translator, { fallbackKey: `${CONTACTS_NS}:saveError` }));
    } finally {
      setSaving(false);
    }
  }

  const askDelete = (contact: ContactOf<K>) =>
    confirmThenMutate(
      {
        title: t('deleteTitle'),
        message: t('deleteMessage', { name: contact.full_name }),
        confirmLabel: t('actions.delete'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      },
      remove,
      contact.id,
      {
        success: t('deleted', { name: contact.full_name }),
        onSuccess: () => {
          if (editing?.id === contact.id) show(null);
        },
        onError: (error) =>
          showApiError(error, translator, {
            fallbackKey: `${CONTACTS_NS}:deleteError`,
            byCode: DELETE_BY_CODE[kind],
          }),
      },
    );

  const rows = contacts.data?.items ?? [];
  let list: ReactNode;
  if (contacts.isError) {
    list = <ListLoadError title={t(`loadError.${kind}`)} error={contacts.error} />;
  } else if (contacts.isPending) {
    list = <Text c="dimmed">{common('app.loading')}</Text>;
  } else if (rows.length === 0) {
    list = <Text c="dimmed">{t('empty')}</Text>;
  } else {
    list = (
      <ListTable<ContactOf<K>>
        label={t(`tableLabel.${kind}`)}
        records={rows}
        idAccessor={(contact) => contact.id}
        columns={[
          // The first column names the contact; the others are facts on a card where room is short.
          ...columns.map(
            (column, index): ListColumn<ContactOf<K>> => ({
              accessor: `column${index}`,
              title: column.title,
              identifying: index === 0 ? (contact: ContactOf<K>) => contact.full_name : undefined,
              render: (contact) => column.render(contact),
            }),
          ),
          rowActionsColumn<ContactOf<K>>({
            title: t('actions.column'),
            hidden: !canWrite && !canDelete,
            subjectOf: (contact) => contact.full_name,
            actionsOf: (contact) => [
              canWrite && {
                id: 'edit',
                label: t('actions.edit'),
                Icon: IconPencil,
                onClick: () => show(contact),
              },
              canDelete && {
                id: 'delete',
                label: t('actions.delete'),
                Icon: IconTrash,
                color: 'red',
                onClick: () => void askDelete(contact),
              },
            ],
          }),
        ]}
      />
    );
  }

  if (!canWrite) return list;

  return (
    <Stack gap="md">
      {list}
      <Divider />
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={3} size="h5" id={titleId}>
            {editing ? t('editTitle', { name: editing.full_name }) : t('addTitle')}
          </Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {fields(form, contactInputs(form, t, labels))}
          <Group justify="flex-end">
            {editing && (
              <Button variant="default" onClick={() => show(null)}>
                {t('actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {editing ? t('saveChanges') : t('add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
