/**
 * Intl formatters, one per locale and options, kept for the life of the process or page. Building
 * one loads and copies ICU data for its locale (tens of microseconds and memory outside the
 * JavaScript heap until the next collection); using one is cheap. A table of money and dates, or
 * a page rendered by the server, formats hundreds of values with a handful of distinct formatters.
 * The keys are bounded: three languages, a few option sets and the organization's time zone.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  kept(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
