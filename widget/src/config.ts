/**
 * What an <itaca-booking> element was asked to show: its attributes, overridden by deep-link
 * query parameters of the host page (a campaign link such as `?checkin=2027-06-01&adults=2`
 * is more specific than the markup). Pure: unknown or invalid values are ignored and reported,
 * never thrown, so a typo in a host page still shows a working widget.
 */

import { MAX_GUESTS_PER_BAND, MAX_ROOMS, PROMO_CODE_MAX_LENGTH } from '../../src/contracts/booking-limits.ts';
import type { Language } from '../../src/contracts/types.ts';
import { parseDate } from '../../src/domain/booking/dates.ts';
import { AGE_BANDS, MIN_ADULTS, type People } from '../../src/domain/booking/types.ts';
import { detectLanguage, toSupportedLanguage } from '../../src/domain/language.ts';

export const WIDGET_ATTRIBUTES = [
  'hotel',
  'lang',
  'currency',
  'checkin',
  'checkout',
  'adults',
  'boys',
  'children',
  'kids',
  'rooms',
  'promo',
  'theme',
  'layout',
  'analytics',
  'analytics-consent',
  'mode',
  'autosearch',
] as const;
export type WidgetAttribute = (typeof WIDGET_ATTRIBUTES)[number];

/** The values a deep link may set (the host page's own query parameters). */
export const DEEP_LINK_PARAMETERS = [
  'lang',
  'checkin',
  'checkout',
  'adults',
  'boys',
  'children',
  'kids',
  'rooms',
  'promo',
  'currency',
] as const satisfies readonly WidgetAttribute[];

export type WidgetTheme = 'light' | 'dark';
export type WidgetLayout = 'inline' | 'button';
/** 'book': the booking flow; 'manage': a guest's reservation, from the manage link's code and token. */
export type WidgetMode = 'book' | 'manage';

export type WidgetConfig = {
  /** Hotel id or name alias; empty when the host forgot it (the widget says so). */
  hotel: string;
  language: Language;
  /** Display currency (ISO 4217); the hotel's own currency when null. */
  currency: string | null;
  checkin: string | null;
  checkout: string | null;
  people: People;
  rooms: number;
  promo: string;
  theme: WidgetTheme;
  layout: WidgetLayout;
  /** The host opted in to GA4-style pushes to window.dataLayer. */
  analytics: boolean;
  /** The host's consent state allows them (the host's CMP sets `analytics-consent="granted"`). */
  analyticsConsent: boolean;
  mode: WidgetMode;
  /**
   * Search as soon as the hotel is loaded when the stay is given (a boolean attribute): for a page
   * that links a guest to a hotel with dates already chosen, like the site's hotel page.
   */
  autosearch: boolean;
};

export type ConfigIssue = { name: string; value: string };

export const DEFAULT_PEOPLE: People = { adults: 2, boys: 0, children: 0, kids: 0 };

export type ConfigSources = {
  attributes: Partial<Record<WidgetAttribute, string | null>>;
  /** The host page's query string (location.search). */
  search?: string;
  /** The host document's language (<html lang>) and the browser's preferences. */
  documentLanguage?: string | null;
  browserLanguages?: readonly string[];
};

const CURRENCY = /^[A-Z]{3}$/;
const PROMO = /^[\x21-\x7e]+$/;

function integerIn(text: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

export function readConfig({
  attributes,
  search = '',
  documentLanguage,
  browserLanguages = [],
}: ConfigSources): {
  config: WidgetConfig;
  issues: ConfigIssue[];
} {
  const issues: ConfigIssue[] = [];
  const link = new URLSearchParams(search);
  const value = (name: WidgetAttribute): string | null => {
    const fromLink = (DEEP_LINK_PARAMETERS as readonly string[]).includes(name) ? link.get(name) : null;
    const text = fromLink ?? attributes[name] ?? null;
    return text === null || text.trim() === '' ? null : text.trim();
  };
  const parsed = <T>(name: WidgetAttribute, parse: (text: string) => T | null): T | null => {
    const text = value(name);
    if (text === null) return null;
    const result = parse(text);
    if (result === null) issues.push({ name, value: text });
    return result;
  };

  const language =
    parsed('lang', toSupportedLanguage) ??
    toSupportedLanguage(documentLanguage ?? null) ??
    detectLanguage(browserLanguages);

  const people = { ...DEFAULT_PEOPLE };
  for (const band of AGE_BANDS) {
    const count = parsed(band, (text) =>
      integerIn(text, band === 'adults' ? MIN_ADULTS : 0, MAX_GUESTS_PER_BAND),
    );
    if (count !== null) people[band] = count;
  }

  const checkin = parsed('checkin', parseDate);
  let checkout = parsed('checkout', parseDate);
  if (checkin !== null && checkout !== null && checkout <= checkin) {
    issues.push({ name: 'checkout', value: checkout });
    checkout = null;
  }
  if (checkin === null) checkout = null;

  const promo = parsed('promo', (text) =>
    text.length <= PROMO_CODE_MAX_LENGTH && PROMO.test(text) ? text : null,
  );

  return {
    config: {
      hotel: value('hotel') ?? '',
      language,
      currency: parsed('currency', (text) => (CURRENCY.test(text.toUpperCase()) ? text.toUpperCase() : null)),
      checkin,
      checkout,
      people,
      rooms: parsed('rooms', (text) => integerIn(text, 1, MAX_ROOMS)) ?? 1,
      promo: promo ?? '',
      theme: parsed('theme', (text) => (text === 'dark' || text === 'light' ? text : null)) ?? 'light',
      layout: parsed('layout', (text) => (text === 'inline' || text === 'button' ? text : null)) ?? 'inline',
      // A boolean attribute: present (even empty) means opted in.
      analytics: attributes.analytics != null && attributes.analytics.trim() !== 'false',
      analyticsConsent: value('analytics-consent') === 'granted',
      mode: parsed('mode', (text) => (text === 'book' || text === 'manage' ? text : null)) ?? 'book',
      autosearch: attributes.autosearch != null && attributes.autosearch.trim() !== 'false',
    },
    issues,
  };
}
