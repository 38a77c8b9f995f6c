import { type InputHTMLAttributes, useEffect, useState } from 'react';
import { amountFromText, amountText } from '../amount-text.ts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  /** The answer: a decimal string of dollars (`1234.56`), or '' before it is answered. */
  value: string;
  onChange: (amount: string) => void;
  language: string;
};

/**
 * An amount typed the way the resident writes numbers (`1.234,56` in Portuguese): the text stays
 * as typed while the answer is its decimal string, and the text follows an answer changed from
 * elsewhere (a reload), written with the language's decimal separator.
 */
export function AmountInput({ value, onChange, language, ...input }: Props) {
  const [text, setText] = useState(() => amountText(value, language));
  useEffect(() => {
    setText((typed) => (amountFromText(typed, language) === value ? typed : amountText(value, language)));
  }, [value, language]);
  return (
    <input
      {...input}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      maxLength={16}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(amountFromText(e.currentTarget.value, language));
      }}
    />
  );
}
