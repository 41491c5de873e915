/**
 * What the widget screen hands a hotel to paste into its own site (EMBED-1): the element with
 * the chosen settings, the pinned script with its Subresource Integrity hash (from the build's
 * /widget/manifest.json, widget/build/publish.ts), the theme as a CSS rule (a host CSP without
 * 'unsafe-inline' refuses style attributes), the CSP lines the host page needs, and campaign
 * deep links (the widget reads the host page's query, widget/src/config.ts). Pure: the screen
 * renders it, the unit test checks it, the e2e test pastes it into a host page.
 */
import { IMPORTANT_CURRENCIES } from '../../../domain/currency.ts';

/** The part of /widget/manifest.json the snippet needs. */
export type WidgetManifest = { entry: string; pinned: string; integrity: string };

export type WidgetLayout = 'inline' | 'button';

/** Fonts offered for `--itaca-font-family` ('' keeps the widget's system font). */
export const WIDGET_FONTS = {
  system: '',
  page: 'inherit',
  sans: '"Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, "Times New Roman", serif',
} as const;
export type WidgetFont = keyof typeof WIDGET_FONTS;

/** The widget's own defaults (widget/README.md Theming): not written into the snippet. */
export const DEFAULT_PRIMARY = '#6a1b9a';
export const DEFAULT_RADIUS = 12;
export const MAX_RADIUS = 24;
export const MAX_ADULTS = 20;

export type SnippetOptions = {
  /** Hotel alias, or id. */
  hotel: string;
  /** '' = the host page's language. */
  language: '' | 'en' | 'it';
  /** '' = the hotel's currency. */
  currency: string;
  primary: string;
  radius: number;
  font: WidgetFont;
  layout: WidgetLayout;
  adults: number;
  analytics: boolean;
};

export const defaultSnippetOptions = (hotel: string): SnippetOptions => ({
  hotel,
  language: '',
  currency: '',
  primary: DEFAULT_PRIMARY,
  radius: DEFAULT_RADIUS,
  font: 'system',
  layout: 'inline',
  adults: 2,
  analytics: false,
});

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The `<itaca-booking>` element with the options that differ from the widget's defaults. */
export function elementHtml(options: SnippetOptions): string {
  const attributes: string[] = [`hotel="${escapeAttribute(options.hotel)}"`];
  if (options.language) attributes.push(`lang="${options.language}"`);
  if (options.currency) attributes.push(`currency="${escapeAttribute(options.currency)}"`);
  if (options.layout !== 'inline') attributes.push(`layout="${options.layout}"`);
  if (options.adults !== 2) attributes.push(`adults="${options.adults}"`);
  if (options.analytics) attributes.push('analytics');
  return `<itaca-booking ${attributes.join(' ')}></itaca-booking>`;
}

/** The theme's custom properties ({} when everything is the default). */
export function themeProperties(options: SnippetOptions): Record<string, string> {
  const properties: Record<string, string> = {};
  if (HEX_COLOUR.test(options.primary) && options.primary.toLowerCase() !== DEFAULT_PRIMARY) {
    properties['--itaca-primary'] = options.primary.toLowerCase();
  }
  const radius = Math.min(MAX_RADIUS, Math.max(0, Math.round(options.radius)));
  if (radius !== DEFAULT_RADIUS) properties['--itaca-radius'] = `${radius}px`;
  const font = WIDGET_FONTS[options.font];
  if (font) properties['--itaca-font-family'] = font;
  return properties;
}

/** The CSS rule for the host's stylesheet, or '' when the theme is the default one. */
export function themeCss(options: SnippetOptions): string {
  const entries = Object.entries(themeProperties(options));
  if (entries.length === 0) return '';
  return `itaca-booking {\n${entries.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}`;
}

/** The script tag: pinned with its integrity when the manifest is known, else the latest entry. */
export function scriptHtml(serviceOrigin: string, manifest: WidgetManifest | null): string {
  if (manifest === null)
    return `<script type="module" src="${serviceOrigin}/widget/booking.js" async></script>`;
  return `<script type="module" src="${serviceOrigin}/widget/${manifest.pinned}" integrity="${manifest.integrity}" crossorigin="anonymous" async></script>`;
}

/** The whole snippet: script, element and (when the theme is not the default) the style rule. */
export function snippetHtml(
  options: SnippetOptions,
  serviceOrigin: string,
  manifest: WidgetManifest | null,
): string {
  const css = themeCss(options);
  return [
    scriptHtml(serviceOrigin, manifest),
    elementHtml(options),
    ...(css ? [`<style>\n${css}\n</style>`] : []),
  ].join('\n');
}

/** The directives a host page with a Content Security Policy adds (widget/README.md). */
export function cspLines(serviceOrigin: string): string {
  return [`script-src ${serviceOrigin};`, `connect-src ${serviceOrigin};`, `img-src ${serviceOrigin};`].join(
    '\n',
  );
}

export type DeepLink = {
  /** The page of the hotel's site that holds the widget (absolute URL). */
  page: string;
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
  promo: string;
};

/**
 * A campaign link: the hotel's page with the stay in its query (the widget reads `checkin`,
 * `checkout`, `adults`, `children`, `promo`), or null when the page is not an http(s) address.
 * Empty values are left out; a checkout not after the checkin is left out with it.
 */
export function deepLinkUrl(link: DeepLink): string | null {
  let url: URL;
  try {
    url = new URL(link.page.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const name of ['checkin', 'checkout', 'adults', 'children', 'promo']) url.searchParams.delete(name);
  const validStay = link.checkin !== '' && link.checkout !== '' && link.checkout > link.checkin;
  if (link.checkin !== '' && (validStay || link.checkout === ''))
    url.searchParams.set('checkin', link.checkin);
  if (validStay) url.searchParams.set('checkout', link.checkout);
  if (link.adults >= 1 && link.adults <= MAX_ADULTS) url.searchParams.set('adults', String(link.adults));
  if (link.children > 0 && link.children <= MAX_ADULTS)
    url.searchParams.set('children', String(link.children));
  if (link.promo.trim() !== '') url.searchParams.set('promo', link.promo.trim());
  return url.toString();
}

/** Reads /widget/manifest.json's answer; null when it is not the manifest's shape. */
export function parseManifest(value: unknown): WidgetManifest | null {
  if (value === null || typeof value !== 'object') return null;
  const { entry, pinned, integrity } = value as Record<string, unknown>;
  if (typeof entry !== 'string' || typeof pinned !== 'string' || typeof integrity !== 'string') return null;
  if (
    !/^booking\.[A-Za-z0-9_-]{8,10}\.js$/.test(pinned) ||
    !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(integrity)
  )
    return null;
  return { entry, pinned, integrity };
}

/** The initial adults typed in the builder: rounded, kept within 1..MAX_ADULTS, 2 (the widget's default) when empty. */
export function builderAdults(typed: number): number {
  const value = Math.round(typed);
  return Number.isFinite(value) ? Math.min(MAX_ADULTS, Math.max(1, value)) : 2;
}

/** The currencies the builder offers besides the hotel's own (which is the default, '' in the snippet). */
export function currencyChoices(
  hotelCurrency: string,
  important: readonly string[] = IMPORTANT_CURRENCIES,
): string[] {
  return [...new Set(important)].filter((currency) => currency !== hotelCurrency);
}
