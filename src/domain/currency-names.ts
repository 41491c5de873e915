/**
 * The names of the supported currencies (src/domain/currency.ts) in the site's languages, as
 * CLDR gives them (Intl.DisplayNames of Node's full ICU; the test checks they still match).
 * Shipped as data because the widget's currency select shows them at start, and the first
 * `Intl.DisplayNames` of type 'currency' costs a browser 150–250 ms of main thread on a slow
 * phone (its display-name data loads), in the widget's first render on every host page.
 * A code outside this list (a rate the provider adds) still gets its name from Intl, when shown.
 */
import type { SUPPORTED_CURRENCIES } from './currency.ts';
import type { Language } from './types.ts';

export type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[number];

export const CURRENCY_NAMES: Readonly<Record<Language, Readonly<Record<SupportedCurrency, string>>>> = {
  en: {
    EUR: 'Euro',
    USD: 'US Dollar',
    JPY: 'Japanese Yen',
    CZK: 'Czech Koruna',
    DKK: 'Danish Krone',
    GBP: 'British Pound',
    HUF: 'Hungarian Forint',
    PLN: 'Polish Zloty',
    RON: 'Romanian Leu',
    SEK: 'Swedish Krona',
    CHF: 'Swiss Franc',
    ISK: 'Icelandic Króna',
    NOK: 'Norwegian Krone',
    TRY: 'Turkish Lira',
    AUD: 'Australian Dollar',
    BRL: 'Brazilian Real',
    CAD: 'Canadian Dollar',
    CNY: 'Chinese Yuan',
    HKD: 'Hong Kong Dollar',
    IDR: 'Indonesian Rupiah',
    ILS: 'Israeli New Shekel',
    INR: 'Indian Rupee',
    KRW: 'South Korean Won',
    MXN: 'Mexican Peso',
    MYR: 'Malaysian Ringgit',
    NZD: 'New Zealand Dollar',
    PHP: 'Philippine Peso',
    SGD: 'Singapore Dollar',
    THB: 'Thai Baht',
    ZAR: 'South African Rand',
  },
  it: {
    EUR: 'euro',
    USD: 'dollaro statunitense',
    JPY: 'yen giapponese',
    CZK: 'corona ceca',
    DKK: 'corona danese',
    GBP: 'sterlina britannica',
    HUF: 'fiorino ungherese',
    PLN: 'zloty polacco',
    RON: 'leu rumeno',
    SEK: 'corona svedese',
    CHF: 'franco svizzero',
    ISK: 'corona islandese',
    NOK: 'corona norvegese',
    TRY: 'lira turca',
    AUD: 'dollaro australiano',
    BRL: 'real brasiliano',
    CAD: 'dollaro canadese',
    CNY: 'yuan cinese',
    HKD: 'dollaro di Hong Kong',
    IDR: 'rupia indonesiana',
    ILS: 'nuovo siclo israeliano',
    INR: 'rupia indiana',
    KRW: 'won sudcoreano',
    MXN: 'peso messicano',
    MYR: 'ringgit malese',
    NZD: 'dollaro neozelandese',
    PHP: 'peso filippino',
    SGD: 'dollaro di Singapore',
    THB: 'baht thailandese',
    ZAR: 'rand sudafricano',
  },
};
