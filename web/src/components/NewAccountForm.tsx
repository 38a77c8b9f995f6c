import { Button, Group, Paper, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useId } from 'react';
import type { SchemaLike } from '../lib/validation.ts';
import { NewAccountFields, type NewAccountValues } from './NewAccountFields.tsx';
import { showFormError, showSuccess } from './show-api-error.ts';
import { useSchemaForm } from './use-schema-form.ts';

/** What the caller of `save` reports back, so the form shows the outcome. */
export interface SaveOutcome {
  onSuccess(): void;
  onError(error: unknown): void;
}

interface NewAccountFormProps<T extends NewAccountValues> {
  /**
   * The feature's i18n namespace: its `form.title`, the fields' `form.*` labels, `created` and
   * `duplicateUsername`.
   */
  namespace: string;
  /** The create body's schema, which the values are checked against before sending. */
  schema: SchemaLike;
  initialValues: T;
  /** The feature's create mutation: it is sent the account (username and e-mail trimmed). */
  save: { mutate(account: T, outcome: SaveOutcome): void; isPending: boolean };
  /** The message key when saving fails for a reason the form cannot show on a field. */
  fallbackKey: string;
  /** Any field of the feature's own, in the last row before its `form.submit` button. */
  extraFields?(form: UseFormReturnType<T>): ReactNode;
}

/**
 * Creates a main account or a sub-user: username, e-mail and first password, checked against the
 * contract; a taken username is shown on its field, and the form empties after a success.
 */
export function NewAccountForm<T extends NewAccountValues>({
  namespace,
  schema,
  initialValues,
  save,
  fallbackKey,
  extraFields,
}: NewAccountFormProps<T>) {
  // The section is named by its title.
  const titleId = useId();
  const { t, translator, form } = useSchemaForm<T>({
    namespace,
    initialValues,
    schema,
    overrides: { username: { invalid_format: 'validation.username_format' } },
  });

  function submit(values: T) {
    const account = { ...values, username: values.username.trim(), email: values.email.trim() };
    save.mutate(account, {
      onSuccess: () => {
        showSuccess(t('created', { username: account.username }));
        form.reset();
      },
      onError: (error) =>
        showFormError(error, form, translator, {
          duplicate: { field: 'username', message: t('duplicateUsername') },
          fallbackKey,
        }),
    });
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="md">
        {t('form.title')}
      </Title>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <NewAccountFields form={form} t={t} />
        <Group justify={extraFields ? 'space-between' : 'flex-end'} mt="md">
          {extraFields?.(form)}
          <Button type="submit" loading={save.isPending}>
            {t('form.submit')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
