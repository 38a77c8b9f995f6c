import { mainUserCreateBody } from '@lar/contracts/auth';
import { Button, Checkbox, Group, Paper, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { NewAccountFields } from '../../../components/NewAccountFields.tsx';
import { showFormError, showSuccess } from '../../../components/show-api-error.ts';
import { withFirstErrorFocus } from '../../../lib/first-error-focus.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useCreateUser } from '../api.ts';
import { USERS_NS } from '../namespace.ts';

interface CreateUserValues {
  username: string;
  email: string;
  password: string;
  is_admin: boolean;
}

const EMPTY: CreateUserValues = { username: '', email: '', password: '', is_admin: false };

/** Creates a main account of the organization, staff or administrator; the list reloads on success. */
export function CreateUserForm() {
  const { t } = useTranslation(USERS_NS);
  const translator = useTranslator(USERS_NS);
  const create = useCreateUser();
  const form = withFirstErrorFocus(
    useForm<CreateUserValues>({
      mode: 'controlled',
      initialValues: EMPTY,
      validate: (values) =>
        validateWithSchema(mainUserCreateBody, values, translator, {
          username: { invalid_format: 'validation.username_format' },
        }),
    }),
  );

  function submit(values: CreateUserValues) {
    const username = values.username.trim();
    create.mutate(
      { username, email: values.email.trim(), password: values.password, is_admin: values.is_admin },
      {
        onSuccess: () => {
          showSuccess(t('created', { username }));
          form.reset();
        },
        onError: (error) =>
          showFormError(error, form, translator, {
            duplicate: { field: 'username', message: t('duplicateUsername') },
            fallbackKey: `${USERS_NS}:createError`,
          }),
      },
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="user-form-title">
      <Title order={2} size="h4" id="user-form-title" mb="md">
        {t('form.title')}
      </Title>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <NewAccountFields form={form} t={t} />
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
      </form>
    </Paper>
  );
}
