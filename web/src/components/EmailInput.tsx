import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface EmailInputProps<V extends { email: string }> {
  label: string;
  maxLength: number;
  /** The form whose `email` field this input edits. */
  form: UseFormReturnType<V>;
}

/** A form's e-mail field. Spaces are dropped as they are typed or pasted: no address has one. */
export function EmailInput<V extends { email: string }>({ label, maxLength, form }: EmailInputProps<V>) {
  // Only the `email` field is touched, whatever else the form holds.
  const emailForm = form as unknown as UseFormReturnType<{ email: string }>;
  return (
    <TextInput
      label={label}
      type="email"
      maxLength={maxLength}
      {...emailForm.getInputProps('email')}
      onChange={(event) => emailForm.setFieldValue('email', event.currentTarget.value.replace(/\s+/g, ''))}
    />
  );
}
