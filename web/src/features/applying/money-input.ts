/** A money field's props: dollars typed as text (kept as text, never a float), no autofill. */
export const moneyInput = (value: string, onValue: (value: string) => void) => ({
  value,
  onValue,
  inputMode: 'decimal' as const,
  autoComplete: 'off',
  maxLength: 14,
});
