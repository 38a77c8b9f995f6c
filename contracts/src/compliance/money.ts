/**
 * Money as integer cents and percentages as integer hundredths of a percent, so that every limit,
 * rent and income is exact: 140 % of $45,240 is $63,336, not 63335.99999999999.
 */

export type Cents = number;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Cents of an amount given as a decimal string ("48550", "1131.5") or as a number that holds at
 * most two decimals (the database's numeric(12,2) read as a number). Anything else throws: an
 * amount is never silently rounded.
 */
export function toCents(amount: string | number): Cents {
  const text = typeof amount === 'number' ? amountText(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`not an amount of dollars and cents: ${String(amount)}`);
  const [, sign, dollars, fraction = ''] = match;
  const cents = Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new Error(`amount out of range: ${String(amount)}`);
  return sign === '-' ? -cents : cents;
}

/** A number's shortest text, which for two-decimal amounts is their decimal text. */
function amountText(amount: number): string {
  if (!Number.isFinite(amount)) throw new Error(`not an amount: ${amount}`);
  return String(amount);
}

/** Dollars as a decimal string with two decimals: 6333600 -> "63336.00". */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars as a number for JSON answers (exact: a cent count over 100 is the shortest decimal). */
export const centsToDollars = (cents: Cents): number => cents / 100;

/** Hundredths of a percent: 60 -> 6000, 62.5 -> 6250. */
export function toBasisHundredths(percentage: string | number): number {
  return toCents(percentage);
}

/** `cents` x `numerator` / `denominator`, rounded down to the cent, in exact integer arithmetic. */
export function mulDivFloor(cents: Cents, numerator: number, denominator: number): Cents {
  const product = BigInt(cents) * BigInt(numerator);
  const d = BigInt(denominator);
  let quotient = product / d;
  // BigInt division truncates toward zero; floor for negatives.
  if (product % d !== 0n && product < 0n !== d < 0n) quotient -= 1n;
  return Number(quotient);
}

/** Rounds cents up to the next multiple of `step` cents (HUD's "up to the next $50"). */
export function roundUpTo(cents: Cents, step: Cents): Cents {
  return Math.ceil(cents / step) * step;
}

/** Rounds cents down to whole dollars (rent limits are published in whole dollars). */
export const floorToDollar = (cents: Cents): Cents => Math.floor(cents / 100) * 100;
