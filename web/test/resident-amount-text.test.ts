import { describe, expect, it } from 'vitest';
import { amountFromText, amountText } from '../src/features/resident-questionnaire/amount-text.ts';

/**
 * Amounts in the questionnaire (decision 076) are typed as the resident writes numbers; the answer
 * is a decimal string of dollars. A wrong reading costs dollars, so an ambiguous text is refused
 * by the check rather than guessed at.
 */
describe('an amount typed in the questionnaire', () => {
  it.each([
    ['650,50', 'pt', '650.50'],
    ['1.234,56', 'pt', '1234.56'],
    ['1.234', 'pt', '1234'],
    ['1.000.000', 'pt', '1000000'],
    // A phone keypad's dot, followed by cents, is the decimal point in Portuguese too.
    ['650.50', 'pt', '650.50'],
    [' 1 234,5 ', 'pt', '1234.5'],
    ['1,234.56', 'en', '1234.56'],
    ['1,234', 'en', '1234'],
    ['650,50', 'en', '650.50'],
    ['1,234.56', 'es', '1234.56'],
    ['', 'pt', ''],
  ])('reads %j in %s as %j', (text, language, amount) => {
    expect(amountFromText(text, language)).toBe(amount);
  });

  it('leaves an ambiguous or wrong text for the check to refuse, never a thousand times off', () => {
    // 1.234 in English is no thousand: with three decimals it is refused (MONEY_STRING).
    expect(amountFromText('1.234', 'en')).toBe('1.234');
    expect(amountFromText('1,234', 'pt')).toBe('1.234');
    expect(amountFromText('abc', 'en')).toBe('abc');
  });

  it('writes an answer with the language decimal separator', () => {
    expect(amountText('28000.00', 'pt')).toBe('28000,00');
    expect(amountText('28000.00', 'en')).toBe('28000.00');
    expect(amountText('28000.00', 'es')).toBe('28000.00');
    expect(amountText('', 'pt')).toBe('');
  });
});
