import { mainUserCreateBody } from '@lar/contracts/auth';
import { Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPTY_NEW_ACCOUNT } from '../../../components/NewAccountFields.tsx';
import { NewAccountForm } from '../../../components/NewAccountForm.tsx';
import { useCreateUser } from '../api.ts';
import { USERS_NS } from '../namespace.ts';

const EMPTY = { ...EMPTY_NEW_ACCOUNT, is_admin: false };

/** Creates a main account of the organization, staff or administrator; the list reloads on success. */
export function CreateUserForm() {
  const { t } = useTranslation(USERS_NS);
  return (
    <NewAccountForm
      namespace={USERS_NS}
      schema={mainUserCreateBody}
      initialValues={EMPTY}
      save={useCreateUser()}
      fallbackKey={`${USERS_NS}:createError`}
      extraFields={(form) => (
        <Checkbox
          label={t('form.isAdmin')}
          description={t('form.isAdminHint')}
          {...form.getInputProps('is_admin', { type: 'checkbox' })}
        />
      )}
    />
  );
}
