import { PasswordInput, type PasswordInputProps, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export interface NewAccountValues {
  username: string;
  email: string;
  password: string;
}

/** A new account's form as it opens: every field empty. */
export const EMPTY_NEW_ACCOUNT: NewAccountValues = { username: '', email: '', password: '' };

interface NewAccountFieldsProps<T extends NewAccountValues> {
  form: UseFormReturnType<T>;
  /** The feature's translation: its `form.username`, `form.email`, `form.password` and `form.passwordHint`. */
  t: (key: string) => string;
}

/** A new password, required, with its rules (`description`) under the input rather than over it. */
export function NewPasswordInput(props: PasswordInputProps) {
  return (
    <PasswordInput
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete="new-password"
      withAsterisk
      {...props}
    />
  );
}

/** Username, e-mail and first password of a new account: main accounts and sub-users alike. */
export function NewAccountFields<T extends NewAccountValues>({ form, t }: NewAccountFieldsProps<T>) {
  return (
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
      <NewPasswordInput
        label={t('form.password')}
        description={t('form.passwordHint')}
        {...form.getInputProps('password')}
      />
    </SimpleGrid>
  );
}
