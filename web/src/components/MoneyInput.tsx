import { numberFormat } from '@lar/contracts/intl-formats';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES, toLanguage } from '../i18n/languages.ts';

/** The UI language's decimal and thousands separators (`1,234.50` or `1.234,50`). */
export function useNumberSeparators(): { decimalSeparator: string; thousandSeparator: string } {
  const { i18n } = useTranslation();
  const parts = numberFormat(INTL_LOCALES[toLanguage(i18n.language)]).formatToParts(12345.6);
  return {
    decimalSeparator: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/**
 * A decimal of 0 or more with at most 2 places, typed with the UI language's separators (either
 * `.` or `,` types the decimal point). The value is a number, or '' when empty.
 */
export function DecimalInput(props: Omit<NumberInputProps, 'decimalSeparator' | 'thousandSeparator'>) {
  const separators = useNumberSeparators();
  return (
    <NumberInput
      min={0}
      allowNegative={false}
      decimalScale={2}
      hideControls
      inputMode="decimal"
      {...props}
      {...separators}
    />
  );
}

/** US dollars (AMI programs are US programs): a decimal input with a `$` before it. */
export function MoneyInput(props: Omit<NumberInputProps, 'decimalSeparator' | 'thousandSeparator'>) {
  return <DecimalInput leftSection="$" {...props} />;
}

type MoneyTextProps = Omit<
  NumberInputProps,
  'decimalSeparator' | 'thousandSeparator' | 'value' | 'onChange' | 'defaultValue'
> & {
  /** Dollars as a decimal string (`1100.5`), '' while empty. */
  value?: string;
  onChange?(value: string): void;
};

/**
 * A dollar amount kept as the decimal text typed (`1100.50`), never parsed into a binary float:
 * for the figures a compliance check compares to the cent. The arrow keys do not step it.
 */
export function MoneyText({ value, onChange, ...props }: MoneyTextProps) {
  return (
    <MoneyInput
      {...props}
      value={value ?? ''}
      valueIsNumericString
      withKeyboardEvents={false}
      onValueChange={(payload, info) => {
        // A change of the value given (a reset) is not the user's; forwarding it would echo it back.
        if (info.source !== 'prop') onChange?.(payload.value);
      }}
    />
  );
}
