import { type MainUser, type MainUserUpdateBody, mainUserUpdateBody } from '@lar/contracts/auth';
import { Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/FormActions.tsx';
import { LoadedRecord } from '../../../components/LoadedRecord.tsx';
import { showFormError, showSuccess } from '../../../components/show-api-error.ts';
import { useCheckedForm } from '../../../components/use-checked-form.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRecord } from '../../../lib/use-record.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useUpdateUser } from '../api.ts';
import { USERS_NS } from '../namespace.ts';
import { userErrorKeys } from './user-error-keys.ts';

interface EditUserValues {
  email: string;
  is_admin: boolean;
  is_active: boolean;
}

interface EditUserModalProps {
  /** The account being edited, as the address names it (`?edit=12`). */
  id: number;
  /** The signed-in admin's own account: its admin right and activity cannot be taken away here. */
  isSelf: boolean;
  onClose(): void;
}

/**
 * The edit dialog of the account the address names: it loads the stored account first, so a
 * reloaded or shared link opens the same dialog.
 */
export function EditUserModal({ id, isSelf, onClose }: EditUserModalProps) {
  const { t } = useTranslation(USERS_NS);
  const query = useRecord<MainUser>(queryKeys.users.detail, '/api/users', id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={query.data ? t('edit.title', { username: query.data.username }) : t('edit.loading')}
      centered
    >
      <LoadedRecord query={query} errorTitle={t('edit.loadError')} onBack={onClose}>
        {(user) => <EditUserForm key={user.id} user={user} isSelf={isSelf} onClose={onClose} />}
      </LoadedRecord>
    </Modal>
  );
}

interface EditUserFormProps {
  user: MainUser;
  isSelf: boolean;
  onClose(): void;
}

/** Changes a main account's e-mail, admin right and activity; sends only what changed. */
function EditUserForm({ user, isSelf, onClose }: EditUserFormProps) {
  const { t } = useTranslation(USERS_NS);
  const translator = useTranslator(USERS_NS);
  const update = useUpdateUser();
  const form = useCheckedForm<EditUserValues>({
    initialValues: { email: user.email ?? '', is_admin: user.is_admin, is_active: user.is_active },
    validate: ({ email }) => validateWithSchema(mainUserUpdateBody, { email }, translator),
  });

  function submit(values: EditUserValues) {
    const email = values.email.trim();
    const changes: MainUserUpdateBody = {
      ...(email !== (user.email ?? '') ? { email } : {}),
      ...(values.is_admin !== user.is_admin ? { is_admin: values.is_admin } : {}),
      ...(values.is_active !== user.is_active ? { is_active: values.is_active } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: user.id, changes: { ...changes, version: user.version } },
      {
        onSuccess: () => {
          showSuccess(t('updated', { username: user.username }));
          onClose();
        },
        onError: (error) => showFormError(error, form, translator, { byCode: userErrorKeys }),
      },
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.email')}
          type="email"
          autoComplete="off"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Checkbox
          label={t('form.isAdmin')}
          disabled={isSelf}
          {...form.getInputProps('is_admin', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('edit.isActive')}
          description={t('edit.isActiveHint')}
          disabled={isSelf}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        {isSelf && (
          <Text size="sm" c="dimmed">
            {t('edit.selfHint')}
          </Text>
        )}
        <FormActions onCancel={onClose} submitLabel={t('edit.submit')} saving={update.isPending} />
      </Stack>
    </form>
  );
}
