import type { UseFormReturnType } from '@mantine/form';
import { PostalInput } from './MaskedInputs.tsx';

interface PostalCodeInputProps<V extends { postal_code: string }> {
  form: UseFormReturnType<V>;
  /** The feature's translation: its `fields.postal_code`. */
  t: (key: string) => string;
}

/** A record's masked postal code input, bound to the form's `postal_code`. */
export function PostalCodeInput<V extends { postal_code: string }>({ form, t }: PostalCodeInputProps<V>) {
  // Only this field is touched, whatever else the form holds.
  const address = form as unknown as UseFormReturnType<{ postal_code: string }>;
  return (
    <PostalInput
      label={t('fields.postal_code')}
      {...address.getInputProps('postal_code')}
      value={address.values.postal_code}
    />
  );
}
