/**
 * Shared `Intl` formatters. Building an `Intl.DateTimeFormat` or `Intl.NumberFormat` costs
 * about a millisecond (ICU loads the locale's patterns), formatting with one a few microseconds:
 * a planning month of 3,000 cells labelled with new formatters spent seconds building them.
 * Formatters are immutable, so one per locale and options serves every caller.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function keyOf(locale: string, options: object): string {
  return `${locale}|${JSON.stringify(options)}`;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options (throws as it does). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
