import { PREFERENCE_DESCRIPTION_MAX, PREFERENCE_NAME_MAX, type Preference } from '@lar/contracts/allocation';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { QueryLoadError } from '../../../components/ListLoadError.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import {
  useAddPreference,
  useDeletePreference,
  usePreferences,
  useReorderPreferences,
  useUpdatePreference,
} from '../api.ts';
import { ALLOCATION_NS } from '../namespace.ts';

interface PreferenceValues {
  name: string;
  description: string;
  active: boolean;
}

/** The add and edit form of a preference. */
function PreferenceForm({
  initial,
  showActive,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: PreferenceValues;
  showActive: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit(values: PreferenceValues): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(ALLOCATION_NS);
  const [values, setValues] = useState(initial);
  const missing = values.name.trim() === '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!missing) onSubmit(values);
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('preferences.name')}
          required
          maxLength={PREFERENCE_NAME_MAX}
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
        />
        <Textarea
          label={t('preferences.description')}
          autosize
          minRows={2}
          maxLength={PREFERENCE_DESCRIPTION_MAX}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
        />
        {showActive && (
          <Switch
            label={t('preferences.active')}
            description={t('preferences.activeHint')}
            checked={values.active}
            onChange={(event) => setValues({ ...values, active: event.currentTarget.checked })}
          />
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={busy} disabled={missing}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One preference: its rank, name and state, and (for main accounts) its actions. */
function PreferenceRow({
  preference,
  first,
  last,
  canManage,
  onMove,
  onEdit,
  onRemove,
}: {
  preference: Preference;
  first: boolean;
  last: boolean;
  canManage: boolean;
  onMove(direction: -1 | 1): void;
  onEdit(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation(ALLOCATION_NS);
  const name = preference.name;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={6} align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="gray" aria-label={t('preferences.rankOf', { rank: preference.rank })}>
            {preference.rank}
          </Badge>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {!preference.active && (
            <Badge color="orange" variant="light">
              {t('preferences.inactive')}
            </Badge>
          )}
        </Group>
        {preference.description && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {preference.description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('preferences.claimedBy', { count: preference.claimed_by })}
        </Text>
      </Stack>
      {canManage && (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            disabled={first}
            aria-label={t('preferences.moveUp', { name })}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={last}
            aria-label={t('preferences.moveDown', { name })}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={t('preferences.edit', { name })} onClick={onEdit}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('preferences.remove', { name })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}

/** A property's preferences in rank order: add, edit, move up or down, delete or deactivate. */
export function PreferencesEditor({ propertyId, canManage }: { propertyId: number; canManage: boolean }) {
  const { t } = useTranslation(ALLOCATION_NS);
  const translator = useTranslator(ALLOCATION_NS);
  const preferences = usePreferences(propertyId);
  const add = useAddPreference(propertyId);
  const update = useUpdatePreference();
  const remove = useDeletePreference();
  const reorder = useReorderPreferences(propertyId);
  const [editing, setEditing] = useState<Preference | null>(null);
  const [addKey, setAddKey] = useState(0);
  const failed = (error: unknown) =>
    showApiError(error, translator, { fallbackKey: `${ALLOCATION_NS}:errors.save` });

  if (preferences.isPending) return <Loader size="xs" aria-label={t('loading')} />;
  if (preferences.isError) return <QueryLoadError title={t('errors.load')} query={preferences} />;
  const list = preferences.data;

  const move = (index: number, direction: -1 | 1) => {
    const ids = list.map((p) => p.id);
    const other = index + direction;
    [ids[index], ids[other]] = [ids[other] as number, ids[index] as number];
    reorder.mutate(ids, { onError: failed });
  };

  const removePreference = async (preference: Preference) => {
    const confirmed = await confirmAction({
      title: t('preferences.removeTitle'),
      message:
        preference.claimed_by > 0
          ? t('preferences.removeClaimed', { name: preference.name, count: preference.claimed_by })
          : t('preferences.removeMessage', { name: preference.name }),
      confirmLabel: preference.claimed_by > 0 ? t('preferences.deactivate') : t('preferences.delete'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(preference.id, {
      onSuccess: (answer) =>
        showSuccess(
          answer.outcome === 'deactivated'
            ? t('preferences.deactivated', { name: preference.name })
            : t('preferences.deleted', { name: preference.name }),
        ),
      onError: failed,
    });
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('preferences.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('preferences.hint')}
      </Text>
      {list.length === 0 ? (
        <Text size="sm">{t('preferences.empty')}</Text>
      ) : (
        <Stack
          component="ol"
          gap={0}
          aria-label={t('preferences.title')}
          style={{ listStyle: 'none', padding: 0 }}
        >
          {list.map((preference, index) => (
            <PreferenceRow
              key={preference.id}
              preference={preference}
              first={index === 0}
              last={index === list.length - 1}
              canManage={canManage && !reorder.isPending}
              onMove={(direction) => move(index, direction)}
              onEdit={() => setEditing(preference)}
              onRemove={() => void removePreference(preference)}
            />
          ))}
        </Stack>
      )}
      {canManage && (
        <Card withBorder padding="sm">
          <Text fw={600} size="sm" mb={4}>
            {t('preferences.add')}
          </Text>
          <PreferenceForm
            key={addKey}
            initial={{ name: '', description: '', active: true }}
            showActive={false}
            submitLabel={t('preferences.addButton')}
            busy={add.isPending}
            onSubmit={(values) =>
              add.mutate(
                { name: values.name, description: values.description },
                {
                  onSuccess: () => {
                    showSuccess(t('preferences.added', { name: values.name.trim() }));
                    setAddKey((k) => k + 1);
                  },
                  onError: failed,
                },
              )
            }
          />
        </Card>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('preferences.editTitle')}>
        {editing && (
          <PreferenceForm
            initial={{ name: editing.name, description: editing.description ?? '', active: editing.active }}
            showActive
            submitLabel={t('actions.save')}
            busy={update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(values) =>
              update.mutate(
                { id: editing.id, body: { ...values, version: editing.version } },
                {
                  onSuccess: () => {
                    showSuccess(t('preferences.saved'));
                    setEditing(null);
                  },
                  onError: failed,
                },
              )
            }
          />
        )}
      </Modal>
    </Stack>
  );
}
