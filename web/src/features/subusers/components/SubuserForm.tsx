import { subuserRegisterBody } from '@lar/contracts/auth';
import { ErrorCode } from '@lar/contracts/errors';
import { Button, Group, Paper, PasswordInput, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { ApiError } from '../../../lib/api.ts';
import { fieldErrorMap } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useRegisterSubuser } from '../api.ts';
import { SUBUSERS_NS } from '../namespace.ts';

interface SubuserFormValues {
  username: string;
  email: string;
  password: string;
}

const EMPTY: SubuserFormValues = { username: '', email: '', password: '' };

/** Registers a sub-user of the signed-in admin; the list reloads on success. */
export function SubuserForm() {
  const { t } = useTranslation(SUBUSERS_NS);
  const translator = useTranslator(SUBUSERS_NS);
  const register = useRegisterSubuser();
  const form = useForm<SubuserFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) =>
      validateWithSchema(subuserRegisterBody, values, translator, {
        username: { invalid_format: 'validation.username_format' },
      }),
  });

  function submit(values: SubuserFormValues) {
    register.mutate(
      { username: values.username.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          showSuccess(t('created', { username: values.username.trim() }));
          form.reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.DUPLICATE) {
            form.setFieldError('username', t('duplicateUsername'));
          } else if (error instanceof ApiError && error.fieldErrors.length > 0) {
            form.setErrors(fieldErrorMap(error, translator));
          } else {
            showApiError(error, translator, { fallbackKey: `${SUBUSERS_NS}:registerError` });
          }
        },
      },
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="subuser-form-title">
      <Title order={2} size="h4" id="subuser-form-title" mb="md">
        {t('form.title')}
      </Title>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <TextInput
            label={t('form.username')}
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <TextInput
            label={t('form.email')}
            type="email"
            autoComplete="off"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('form.password')}
            description={t('form.passwordHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={register.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
