import { changePasswordBody } from '@lar/contracts/auth';
import { Button, Group, PasswordInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewPasswordInput } from '../../../components/NewAccountFields.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useCheckedForm } from '../../../components/use-checked-form.ts';
import { ApiError } from '../../../lib/api.ts';
import { fieldErrorMap } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useChangePassword } from '../api.ts';
import { ACCOUNT_NS } from '../namespace.ts';
import { AccountSection } from './AccountSection.tsx';

interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/** The signed-in user's own password: the current one, then the new one twice. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation(ACCOUNT_NS);
  const translator = useTranslator(ACCOUNT_NS);
  const change = useChangePassword();
  const form = useCheckedForm<ChangePasswordValues>({
    initialValues: EMPTY,
    validate: ({ confirm_password, ...body }) => {
      const errors: Record<string, string> = validateWithSchema(changePasswordBody, body, translator);
      if (!errors.new_password && confirm_password !== body.new_password) {
        errors.confirm_password = translator.t('validation.passwords_mismatch');
      }
      return errors;
    },
  });

  function submit({ current_password, new_password }: ChangePasswordValues) {
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          showSuccess(t('password.changed'));
          form.reset();
          onChanged?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0) {
            form.setErrors(fieldErrorMap(error, translator));
          } else {
            showApiError(error, translator);
          }
        },
      },
    );
  }

  return (
    <AccountSection
      id="change-password-title"
      title={t('password.title')}
      description={t('password.description')}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('current_password')}
          />
          <NewPasswordInput
            label={t('password.new')}
            description={t('password.hint')}
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirm_password')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </Group>
      </form>
    </AccountSection>
  );
}
