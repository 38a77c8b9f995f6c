import {
  digitsOnly,
  formatPhone,
  formatPostal,
  PHONE_DIGITS,
  POSTAL_MAX_DIGITS,
} from '@lar/contracts/format';
import { TextInput, type TextInputProps } from '@mantine/core';

interface MaskedInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Digits only, as stored and sent to the API. */
  value: string | null | undefined;
  onChange(digits: string): void;
}

interface Mask {
  /** The digits as the user sees them while typing. */
  format(digits: string | null | undefined): string;
  /** How many digits the field holds at the most. */
  maxDigits: number;
  /** The input's own props: its keyboard, autofill and placeholder. */
  input: Partial<TextInputProps>;
}

/** Phone or fax: 10 digits typed, shown as (XXX) XXX-XXXX while typing. */
const PHONE: Mask = {
  format: formatPhone,
  maxDigits: PHONE_DIGITS,
  input: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    placeholder: '(617) 555-0100',
    maxLength: 14,
  },
};

/** US postal code: up to 9 digits, shown as XXXXX-XXXX. */
const POSTAL: Mask = {
  format: formatPostal,
  maxDigits: POSTAL_MAX_DIGITS,
  input: { inputMode: 'numeric', autoComplete: 'postal-code', placeholder: '12345-6789', maxLength: 10 },
};

/** An input that holds digits only and shows them through its mask. */
function MaskedInput({ mask, value, onChange, ...props }: MaskedInputProps & { mask: Mask }) {
  return (
    <TextInput
      {...mask.input}
      {...props}
      value={mask.format(value)}
      onChange={(event) => onChange(digitsOnly(event.currentTarget.value, mask.maxDigits))}
    />
  );
}

export function PhoneInput(props: MaskedInputProps) {
  return <MaskedInput mask={PHONE} {...props} />;
}

export function PostalInput(props: MaskedInputProps) {
  return <MaskedInput mask={POSTAL} {...props} />;
}
