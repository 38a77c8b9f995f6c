import { subuserRegisterBody } from '@lar/contracts/auth';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NewAccountValues } from '../../../components/NewAccountFields.tsx';
import { NewAccountForm } from '../../../components/NewAccountForm.tsx';
import { useRegisterSubuser } from '../api.ts';
import { SUBUSERS_NS } from '../namespace.ts';

const EMPTY: NewAccountValues = { username: '', email: '', password: '' };

/** Registers a sub-user of the signed-in admin; the list reloads on success. */
export function SubuserForm() {
  const { t } = useTranslation(SUBUSERS_NS);
  const register = useRegisterSubuser();
  return (
    <NewAccountForm
      namespace={SUBUSERS_NS}
      titleId="subuser-form-title"
      schema={subuserRegisterBody}
      initialValues={EMPTY}
      save={({ username, email, password }, outcome) =>
        register.mutate({ username, email, password }, outcome)
      }
      fallbackKey={`${SUBUSERS_NS}:registerError`}
      footer={() => (
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={register.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      )}
    />
  );
}
