import { subuserRegisterBody } from '@lar/contracts/auth';
import { Button, Group, Paper, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { NewAccountFields } from '../../../components/NewAccountFields.tsx';
import { showFormError, showSuccess } from '../../../components/show-api-error.ts';
import { withFirstErrorFocus } from '../../../lib/first-error-focus.ts';
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
  const form = withFirstErrorFocus(
    useForm<SubuserFormValues>({
      mode: 'controlled',
      initialValues: EMPTY,
      validate: (values) =>
        validateWithSchema(subuserRegisterBody, values, translator, {
          username: { invalid_format: 'validation.username_format' },
        }),
    }),
  );

  function submit(values: SubuserFormValues) {
    register.mutate(
      { username: values.username.trim(), email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          showSuccess(t('created', { username: values.username.trim() }));
          form.reset();
        },
        onError: (error) =>
          showFormError(error, form, translator, {
            duplicate: { field: 'username', message: t('duplicateUsername') },
            fallbackKey: `${SUBUSERS_NS}:registerError`,
          }),
      },
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="subuser-form-title">
      <Title order={2} size="h4" id="subuser-form-title" mb="md">
        {t('form.title')}
      </Title>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <NewAccountFields form={form} t={t} />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={register.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
