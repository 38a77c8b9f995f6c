import { type Cents, centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import { numberFormat } from '@lar/contracts/intl-formats';
import { TIC_TEXTS, type TicLanguage, type TicTexts } from './tic-texts.ts';

/** The words of one TIC and how its figures read in their language. */
export interface Writer {
  t: TicTexts;
  /** Dollars from their exact decimal, in the language's currency format ("$63,337.00", "US$ 63.337,00"). */
  usd: (dollars: number) => string;
  money: (cents: Cents) => string;
  yesNo: (value: boolean | null) => string;
}

export function writerFor(language: TicLanguage): Writer {
  const t = TIC_TEXTS[language];
  const format = numberFormat(t.locale, { style: 'currency', currency: 'USD' });
  // The decimal string is exact; formatting a number of at most two places shows it as it is.
  const ofCents = (cents: Cents) => format.format(Number(centsToDecimal(cents)));
  return {
    t,
    usd: (dollars) => ofCents(toCents(dollars)),
    money: ofCents,
    yesNo: (value) => (value === null ? t.undetermined : value ? t.yes : t.no),
  };
}
