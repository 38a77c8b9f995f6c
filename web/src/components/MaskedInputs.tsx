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

/** Phone or fax: 10 digits typed, shown as (XXX) XXX-XXXX while typing. */
export function PhoneInput({ value, onChange, ...props }: MaskedInputProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(617) 555-0100"
      maxLength={14}
      {...props}
      value={formatPhone(value)}
      onChange={(event) => onChange(digitsOnly(event.currentTarget.value, PHONE_DIGITS))}
    />
  );
}

/** US postal code: up to 9 digits, shown as XXXXX-XXXX. */
export function PostalInput({ value, onChange, ...props }: MaskedInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="postal-code"
      placeholder="12345-6789"
      maxLength={10}
      {...props}
      value={formatPostal(value)}
      onChange={(event) => onChange(digitsOnly(event.currentTarget.value, POSTAL_MAX_DIGITS))}
    />
  );
}
