/**
 * Locale formatting shared by the widgets: money (EUR by default, SITELIM-6), numbers and
 * instants, in en-GB or it-IT.
 */
import type { Language } from '../contracts/types.ts';
import { LOCALE } from '../domain/dates-format.ts';
import { dateTimeFormat, numberFormat } from '../domain/intl.ts';

export const DEFAULT_CURRENCY = 'EUR';

/** 1234.5 → '€1,234.50' (en) / '1.234,50 €' (it): the domain's one money format. */
export { formatMoney } from '../domain/money.ts';

/** The currency's symbol in the language ('€', '$', 'US$'…). */
export function currencySymbol(language: Language, currency = DEFAULT_CURRENCY): string {
  const part = numberFormat(LOCALE[language], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

export function formatNumber(value: number, language: Language, maximumFractionDigits = 2): string {
  return numberFormat(LOCALE[language], { maximumFractionDigits }).format(value);
}

/** An instant as date and time in a time zone (the browser's when omitted): '21 Nov 2026, 18:00'. */
export function formatInstant(
  instant: string | number | Date,
  language: Language,
  timeZone?: string,
): string {
  return dateTimeFormat(LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(instant));
}

/** A file's size: '2.4 MB', '512 kB' (a photo of a few hundred kilobytes is not '0 MB'). */
export function formatFileSize(bytes: number, language: Language): string {
  const small = bytes < 1024 * 1024;
  return numberFormat(LOCALE[language], {
    style: 'unit',
    unit: small ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: !small && bytes < 10 * 1024 * 1024 ? 1 : 0,
  }).format(small ? bytes / 1024 : bytes / (1024 * 1024));
}

/** A price in a list (hotel cards, plans) in the page's locale: whole amounts without decimals (€79), others with two (€3.90). */
export function formatListPrice(value: number, currency: string, language: Language): string {
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(LOCALE[language], {
    style: 'currency',
    currency: currency || 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}
