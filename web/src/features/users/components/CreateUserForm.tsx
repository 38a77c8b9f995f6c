import { mainUserCreateBody } from '@lar/contracts/auth';
import { Button, Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NewAccountValues } from '../../../components/NewAccountFields.tsx';
import { NewAccountForm } from '../../../components/NewAccountForm.tsx';
import { useCreateUser } from '../api.ts';
import { USERS_NS } from '../namespace.ts';

const EMPTY: NewAccountValues & { is_admin: boolean } = {
  username: '',
  email: '',
  password: '',
  is_admin: false,
};

/** Creates a main account of the organization, staff or administrator; the list reloads on success. */
export function CreateUserForm() {
  const { t } = useTranslation(USERS_NS);
  const create = useCreateUser();
  return (
    <NewAccountForm
      namespace={USERS_NS}
      titleId="user-form-title"
      schema={mainUserCreateBody}
      initialValues={EMPTY}
      save={({ username, email, password, is_admin }, outcome) =>
        create.mutate({ username, email, password, is_admin }, outcome)
      }
      fallbackKey={`${USERS_NS}:createError`}
      footer={(form) => (
        <Group justify="space-between" mt="md" gap="md">
          <Checkbox
            label={t('form.isAdmin')}
            description={t('form.isAdminHint')}
            {...form.getInputProps('is_admin', { type: 'checkbox' })}
          />
          <Button type="submit" loading={create.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      )}
    />
  );
}
