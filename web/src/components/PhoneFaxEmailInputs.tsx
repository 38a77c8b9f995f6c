import type { UseFormReturnType } from '@mantine/form';
import { EmailInput } from './EmailInput.tsx';
import { PhoneInput } from './MaskedInputs.tsx';

interface ReachValues {
  phone: string;
  fax: string;
  email: string;
}

interface PhoneFaxEmailInputsProps<V extends ReachValues> {
  form: UseFormReturnType<V>;
  /** The feature's translation: its `fields.phone`, `fields.fax` and `fields.email`. */
  t: (key: string) => string;
  emailMaxLength: number;
}

/** How a management company or a property is reached: its phone, fax and e-mail inputs. */
export function PhoneFaxEmailInputs<V extends ReachValues>({
  form,
  t,
  emailMaxLength,
}: PhoneFaxEmailInputsProps<V>) {
  // Only these three fields are touched, whatever else the form holds.
  const reach = form as unknown as UseFormReturnType<ReachValues>;
  return (
    <>
      <PhoneInput label={t('fields.phone')} {...reach.getInputProps('phone')} value={reach.values.phone} />
      <PhoneInput
        label={t('fields.fax')}
        autoComplete="off"
        {...reach.getInputProps('fax')}
        value={reach.values.fax}
      />
      <EmailInput label={t('fields.email')} maxLength={emailMaxLength} form={form} />
    </>
  );
}
